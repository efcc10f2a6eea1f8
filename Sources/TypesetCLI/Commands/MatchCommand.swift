import ArgumentParsing
import DynamicType
import OpenType
import Typeset
import TypesetLoader
import TypesetReports
import TypesetTools

/// `typeset-cli match FONT…`: how a font's apparent size compares with the system font's, and the
/// factors each normalisation would apply.
enum MatchCommand: Subcommand {
  static let size = RepeatableOption<Double>(
    "--size", "points", help: "A point size to compare at.", shownAs: "12, 17 and 34",
    parse: NumberValue.positivePoints)
  static let platform = CommonOptions.platform
  static let text = CommonOptions.text
  static let textFile = CommonOptions.textFile
  static let format = CommonOptions.tableOrJSON
  static let fonts = CommonOptions.fonts.missing("the font files to compare")

  static let spec = CommandSpec(
    name: "match",
    abstract: "Compare fonts' apparent size with the system font (normalisation factors).",
    discussion: """
      For every face of every font file and every size, prints the factor that the \
      xHeight, capHeight and width normalisations multiply the size by to look as large as \
      the system font. With --text or --text-file it also measures the text's width in \
      points at each size (advances and kerning, before normalisation).
      """,
    arguments: [fonts],
    options: [size, platform, text, textFile, format],
    examples: [
      "typeset-cli match /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      "typeset-cli match /usr/share/fonts/truetype/dejavu/DejaVuSerif*.ttf --size 17 --text 'Add to basket' --format json",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let paths = try arguments.values(Self.fonts)
    let format = try arguments.value(Self.format)
    let platform = try arguments.value(Self.platform)
    var sizes = try arguments.values(Self.size)
    if sizes.isEmpty { sizes = [12, 17, 34] }
    let text = try CommonOptions.text(arguments)

    var files: [JSONValue] = []
    var table = ""
    for path in paths {
      let faces = try TypographyLoading.faces(at: path)
      var faceValues: [JSONValue] = []
      for face in faces {
        let name = face.postScriptName ?? "?"
        table += "\(name) (\(path))\n"
        table +=
          "  size    xHeight  capHeight    width" + (text == nil ? "" : "    text width") + "\n"
        var rows: [JSONValue] = []
        for size in sizes {
          var members: [(String, JSONValue)] = [("pointSize", .number(size))]
          var line = "  " + NumberFormatting.compact(size, decimals: 2).padding(toLength: 6)
          for method in [Normalization.xHeight, .capHeight, .width] {
            // nil when the face lacks what the method measures.
            let factor = try? method.factor(for: face, pointSize: size, platform: platform)
            members.append((method.rawValue, .optional(factor?.factor)))
            if method == .width {
              members.append(("fontAverageAdvance", .optional(factor?.fontValue)))
              members.append(("systemAverageAdvance", .optional(factor?.systemValue)))
            }
            let shown = factor.map { NumberFormatting.compact($0.factor, decimals: 4) } ?? "—"
            line += shown.leftPadding(toLength: method == .capHeight ? 11 : 9)
          }
          if let text {
            let width = TextMeasurer(face: face, pointSize: size).width(of: text)
            members.append(("textWidth", .number(width)))
            line += NumberFormatting.compact(width, decimals: 2).leftPadding(toLength: 14)
          }
          rows.append(.object(members))
          table += line + "\n"
        }
        faceValues.append(
          .object([
            ("postScriptName", .string(name)), ("unitsPerEm", .number(Double(face.unitsPerEm))),
            ("sizes", .array(rows)),
          ]))
      }
      files.append(.object([("file", .string(path)), ("faces", .array(faceValues))]))
    }
    output.write(
      format, json: .array(files),
      text:
        "Factors that make each face look as large as the \(platform.displayName) system font:\n\n"
        + table)
  }
}
