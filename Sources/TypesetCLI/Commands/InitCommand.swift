import Foundation
import Typeset
import TypesetTools

/// `typeset init FONT…`: a starter typography file from font files.
enum InitCommand {
  static let output = CommonOptions.output.help("Where to write the typography.")
  static let force = Flag("--force", help: "Overwrite --output if it exists.")

  static let spec = CommandSpec(
    name: "init",
    abstract: "Write a starter typography file for font files.",
    usage: "<font or folder> ... [--output <file>] [--force]",
    discussion: """
      Groups the faces by family, makes the family with the most upright faces the default \
      (and a Display family, if any, the one for titles), writes the weight of the face \
      chosen for every Apple style that the family lacks the exact weight of, and sets \
      normalize: width so the brand font looks as large as the system font. The file is \
      validated before it is written; font paths in it are relative to it.
      """,
    options: [output, force],
    maximumPositionals: Int.max,
    examples: [
      "typeset init /usr/share/fonts/opentype/inter --output typography.json",
      "typeset init Fonts/*.ttf",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    guard !arguments.positionals.isEmpty else { throw .usage("missing the font files to describe") }
    var files: [String] = []
    for path in arguments.positionals {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .noInput("\(path): no such file")
      }
      if isDirectory.boolValue {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        let fonts = entries.filter {
          ["ttf", "otf", "ttc", "otc"].contains(($0 as NSString).pathExtension.lowercased())
        }.sorted()
        guard !fonts.isEmpty else {
          throw .invalidInput("\(path): no font files (.ttf, .otf, .ttc, .otc)")
        }
        files += fonts.map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    let faces: [StarterTypography.FoundFace]
    do {
      faces = try StarterTypography.faces(in: files.map(absolute))
    } catch {
      throw .invalidInput(error.description)
    }
    let destination = try arguments.value(Self.output)
    let directory =
      destination.map { TypographyDocumentPaths.directory(of: absolute($0)) }
      ?? FileManager.default.currentDirectoryPath
    let path = destination.map(absolute) ?? directory + "/typography.json"
    var document = StarterTypography.document(for: faces, relativeTo: directory)
    // A second pass gives styles whose faces are taller than Apple's leading a line height
    // that leaves room for them.
    if let first = TypographyDocument.parse(Array(document.utf8), path: path).typography {
      let leadings = StarterTypography.leadingsAvoidingClipping(in: first)
      if !leadings.isEmpty {
        document = StarterTypography.document(for: faces, relativeTo: directory, leadings: leadings)
      }
    }
    let result = TypographyDocument.parse(Array(document.utf8), path: path)
    for diagnostic in result.diagnostics {
      output.error("\(diagnostic.severity.rawValue): \(diagnostic)")
    }
    guard result.typography != nil else {
      throw .invalidInput("the starter typography does not validate; this is a bug in typeset init")
    }
    guard let destination else {
      output.write(document)
      return
    }
    if FileManager.default.fileExists(atPath: destination), !arguments.isSet(Self.force) {
      throw .usage("\(destination) exists; pass \(Self.force.name) to overwrite it")
    }
    try OutputFile.write(
      document, to: destination, output: output, summary: "\(faces.count) faces")
  }

  static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }
}

/// Path helpers shared by commands.
enum TypographyDocumentPaths {
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
