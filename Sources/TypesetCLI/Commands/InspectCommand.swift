import ArgumentParsing
import Foundation
import OpenType
import Typeset
import TypesetLoader
import TypesetReports
import TypesetTools

/// `typeset-cli inspect`: names, metrics, axes, coverage and kerning of font files.
enum InspectCommand: Subcommand {
  static let format = CommonOptions.format([.table, .json], notes: [.table: "or text"])
  static let fonts = CommonOptions.fonts.missing("the font files to inspect")
  static let text = CommonOptions.text.help(
    "Characters to map to glyphs, with advances and pair kerning.")
  static let location = CommonOptions.location.help(
    "A variable font's design-space location, such as wght=700,wdth=90: adds the metrics "
      + "there (MVAR) and makes --text's and --dump's advances (HVAR) and outlines (CFF2) those "
      + "there. An axis the font lacks, a value outside an axis's range or a static font is "
      + "invalid input (exit 1).")
  static let dump = Flag(
    "--dump", help: "JSON only: add the whole cmap, every advance and every outline of each face.")

  static let spec = CommandSpec(
    name: "inspect",
    abstract: "Show the names, metrics, axes and kerning of font files.",
    discussion: """
      Reads each font file (TrueType, OpenType/CFF, CFF2, and .ttc/.otc collections, one entry \
      per face) and prints its names, weight, width and slant, vertical metrics (hhea, typo and \
      win, and whether USE_TYPO_METRICS is set), glyph count, outline format, kerning sources, \
      variation axes and named instances. With --text it also lists each character's glyph, \
      advance and kerning with the next character, in font units.
      JSON (--format json) prints one object per file, {"file": ..., "faces": [...]}, or an \
      array of them for several files. --dump adds every cmap entry, every advance and every \
      outline to the JSON, for comparison with other tools (Scripts/conformance).
      A table the reader has to ignore or read only in part (a 'cmap' past the end of the \
      file, an unreadable 'hmtx', a 'loca' too short) is a warning on standard error; the rest \
      of the font is still read.
      """,
    arguments: [fonts],
    options: [format, text, location, dump],
    examples: [
      "typeset-cli inspect /usr/share/fonts/truetype/inter-vf/Inter.var.ttf",
      "typeset-cli inspect /usr/share/fonts/truetype/dejavu/*.ttf --format json",
      "typeset-cli inspect /usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf --text \"AVAWAY To.\"",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let format = try arguments.value(Self.format)
    let dumps = arguments.isSet(Self.dump)
    if dumps, format != .json {
      throw .usage("\(Self.dump.name) needs \(Self.format.name) json")
    }
    let paths = try arguments.values(Self.fonts)
    let text = try arguments.value(Self.text)
    let location = try arguments.value(Self.location)
    var reports: [FontReport] = []
    for path in paths {
      reports.append(
        try FontReport(path: path, text: text, location: location, includesDump: dumps))
    }
    for report in reports {
      for warning in report.warnings { output.error("\(report.path): warning: \(warning)") }
    }
    // One file is its object; several, an array of them.
    output.write(
      format, json: reports.count == 1 ? reports[0].json() : .array(reports.map { $0.json() }),
      text: reports.map { $0.text() }.joined(separator: "\n"))
  }
}

/// What `inspect` reports about one file: each of its faces, read in full.
struct FontReport {
  /// The path as given on the command line.
  let path: String
  /// One report per face, in collection order.
  let faces: [FaceReport]
  /// What the reader had to ignore or cut short (``Face/tableProblems``, and a collection
  /// without fonts), one line each: a damaged table is said, not shown as a font without
  /// characters, outlines or advances.
  let warnings: [String]

  /// Reads the file at `path`.
  ///
  /// - Throws: A `noInput` error when the file cannot be read, an `invalidInput` error naming
  ///   the file when it is not a readable font.
  init(path: String, text: String?, location: [Tag: Double]?, includesDump: Bool)
    throws(CommandLineError)
  {
    self.path = path
    let bytes = try TypographyLoading.readFile(path)
    var locationProblem: String?
    do throws(OpenTypeError) {
      let file = try FontFile(bytes: bytes)
      let readFaces = try (0..<file.faceCount).map { (index) throws(OpenTypeError) in
        try file.face(at: index)
      }
      // In a collection that mixes static and variable faces, the location is for the
      // variable ones; a file of static faces only has nowhere to put it.
      let hasVariableFace = readFaces.contains { $0.isVariable }
      var faces: [FaceReport] = []
      var warnings: [String] = []
      if file.faceCount == 0 {
        warnings.append("the collection lists no fonts (its header's numFonts is 0)")
      }
      for (index, face) in readFaces.enumerated() {
        let prefix = file.faceCount > 1 ? "face \(index): " : ""
        if let location, face.isVariable || !hasVariableFace,
          let problem = FaceReport.problem(with: location, on: face)
        {
          locationProblem = locationProblem ?? prefix + problem
        }
        faces.append(
          FaceReport(
            face: face, index: index, text: text, location: location,
            includesDump: includesDump))
        warnings += face.tableProblems.map { prefix + $0.description }
      }
      self.faces = faces
      self.warnings = warnings
    } catch {
      throw .invalidInput("\(path): not a readable font: \(error)")
    }
    if let locationProblem { throw .invalidInput("\(path): \(locationProblem)") }
  }

  /// `{"file": …, "faces": […]}`.
  func json() -> JSONValue {
    .object([("file", .string(path)), ("faces", .array(faces.map { $0.json() }))])
  }

  /// The report for people.
  func text() -> String {
    var lines = [path]
    for face in faces {
      if faces.count > 1 { lines.append("  face \(face.index)") }
      lines += face.textLines().map { $0.isEmpty ? $0 : "  " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
