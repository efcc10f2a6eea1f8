import ArgumentParsing
import Foundation
import Typeset
import TypesetLoader
import TypesetTools

/// `typeset-cli init FONT…`: a starter typography file from font files.
enum InitCommand: Subcommand {
  static let fontsOrFolders = ArgumentSpec(
    "font-or-folder", help: "A font file, or a folder searched with its subfolders.",
    repeatable: true, missing: "the font files to describe")
  static let output = CommonOptions.output.help("Where to write the typography.")
  static let force = Flag("--force", help: "Overwrite --output if it exists.")

  static let spec = CommandSpec(
    name: "init",
    abstract: "Write a starter typography file for font files.",
    discussion: """
      Reads the font files given and those in the folders given, and their subfolders \
      (.ttf, .otf, .ttc, .otc; a file in a folder that cannot be read is skipped with a \
      warning). Groups the faces by family; of files that share a PostScript name keeps one, \
      since an app can register only one; splits a family whose faces could not all be \
      chosen by optical size, width, static or variable, or family name ID 1. Makes the \
      family that covers a–z with the most upright faces the default (optical sizes go to \
      the styles nearest their size, or a Display family takes the titles), writes the \
      weight of the face chosen for every Apple style that the family lacks the exact weight \
      of, and sets normalize: width so the brand font looks as large as the system font. \
      Every decision is printed on standard error as a note. The file is validated before it \
      is written; font paths in it are relative to it.

      Exit status: 0 when written, 1 when a font file given cannot be read as a font or the \
      fonts cannot make a typography that validates (the message names the files), 64 for a \
      usage error, 66 when a file or folder is missing.
      """,
    arguments: [fontsOrFolders],
    options: [output, force],
    examples: [
      "typeset-cli init /usr/share/fonts/opentype/inter --output inter.json",
      "typeset-cli init /usr/share/fonts/opentype/ebgaramond",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    var faces: [StarterTypography.FoundFace] = []
    for path in try arguments.values(Self.fontsOrFolders) {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        // A loop of symbolic links says so; anything else that is not there is missing.
        let missing = "no such file or folder"
        throw .noInput(
          "\(path): \(FileBytes.reasonUnreachable(path, missing: missing) ?? missing)")
      }
      guard isDirectory.boolValue else {
        do {
          faces += try StarterTypography.faces(at: absolute(path))
        } catch {
          throw .invalidInput(error.description)
        }
        continue
      }
      let files = fontFiles(under: path)
      guard !files.isEmpty else {
        throw .invalidInput(
          "\(path): no font files (.ttf, .otf, .ttc, .otc) in it or its subfolders")
      }
      for file in files {
        do {
          faces += try StarterTypography.faces(at: absolute(file))
        } catch {
          output.error("warning: skipped \(error.description)")
        }
      }
    }
    guard !faces.isEmpty else { throw .invalidInput("no font file could be read") }
    let destination = try arguments.value(Self.output)
    let directory =
      destination.map { folder(of: absolute($0)) }
      ?? FileManager.default.currentDirectoryPath
    let path = destination.map(absolute) ?? directory + "/typography.json"
    let plan = StarterTypography.plan(for: faces)
    for note in plan.notes { output.error("note: \(note)") }
    var document = StarterTypography.document(for: plan, relativeTo: directory)
    // A second pass gives styles whose faces are taller than Apple's leading a line height
    // that leaves room for them.
    if let first = TypographyDocument.parse(Array(document.utf8), path: path).typography {
      let leadings = StarterTypography.leadingsAvoidingClipping(in: first)
      if !leadings.isEmpty {
        document = StarterTypography.document(for: plan, relativeTo: directory, leadings: leadings)
      }
    }
    let result = TypographyDocument.parse(Array(document.utf8), path: path)
    for diagnostic in result.diagnostics {
      output.error("\(diagnostic.severity.rawValue): \(diagnostic)")
    }
    guard result.typography != nil else {
      let files = Set(plan.families.flatMap { $0.faces.map(\.path) }).sorted()
      let shown = files.prefix(8).joined(separator: ", ")
      throw .invalidInput(
        "the fonts do not make a typography that validates (the errors above): "
          + shown + (files.count > 8 ? " and \(files.count - 8) more" : ""))
    }
    guard let destination else {
      output.write(document)
      return
    }
    if FileManager.default.fileExists(atPath: destination), !arguments.isSet(Self.force) {
      throw .usage("\(destination) exists; pass \(Self.force.name) to overwrite it")
    }
    try FileWriting.refuseInputs(
      [(Self.output.name, destination)], inputs: Array(Set(faces.map(\.path))))
    let faceCount = plan.families.reduce(0) { $0 + $1.faces.count }
    try OutputFile.write(
      document, to: destination, output: output,
      summary: "\(plan.families.count) famil\(plan.families.count == 1 ? "y" : "ies"), "
        + "\(faceCount) face\(faceCount == 1 ? "" : "s")")
  }

  /// The font files in `folder` and its subfolders, in path order. Hidden entries are skipped,
  /// and symbolic links to folders are not followed, so a link cannot make a loop.
  static func fontFiles(under folder: String) -> [String] {
    let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    guard
      let enumerator = FileManager.default.enumerator(
        at: URL(fileURLWithPath: base), includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    var files: [String] = []
    let prefix = URL(fileURLWithPath: base).standardizedFileURL.path
    for case let url as URL in enumerator
    where extensions.contains(url.pathExtension.lowercased()) {
      let full = url.standardizedFileURL.path
      // Keeps the folder as the user wrote it, so that paths in the file read as they did.
      let relative =
        full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : "/" + url.lastPathComponent
      files.append(base + relative)
    }
    return files.sorted()
  }

  /// `path` made absolute against the current folder.
  static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
  }

  /// The folder `path` is in: `.` for a bare name, `/` for a file at the root.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
