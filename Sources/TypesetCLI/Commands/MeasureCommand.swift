import ArgumentParsing
import OpenType
import Typeset
import TypesetLoader
import TypesetReports
import TypesetShaping
import TypesetTools

/// `typeset-cli measure FONT… --text …`: a string's width, glyph count and line breaks, shaped when
/// the build has the `HarfBuzz` trait.
enum MeasureCommand: Subcommand {
  static let text = CommonOptions.text.help("The text to measure (this or --text-file).")
  static let textFile = CommonOptions.textFile
  static let size = Option<Double>(
    "--size", "points", help: "The point size.", default: 17, shownAs: "17",
    parse: NumberValue.positivePoints)
  static let location = CommonOptions.location.help(
    "A variation location, such as wght=700,wdth=90.", defaultShownAs: "the default instance")
  static let width = Option<Double?>(
    "--width", "points", help: "Break the text into lines no wider than this.",
    parse: NumberValue.positivePoints)
  static let format = CommonOptions.tableOrJSON
  static let fonts = CommonOptions.fonts.missing("the font files to measure")

  static let spec = CommandSpec(
    name: "measure",
    abstract: "Measure a string: width, glyphs and line breaks (shaped with the HarfBuzz trait).",
    discussion: """
      For every face of every font file, prints the width of the text in points, its glyph \
      count and, with --width, its lines broken at Unicode line break opportunities. A build \
      with the HarfBuzz package trait (swift build --traits HarfBuzz) shapes the text: runs of \
      one script and bidi direction, each shaped with the face at the location. Without it the \
      width is advances plus pair kerning, and a text that needs shaping (a joining script, \
      marks, Indic scripts, ligatures) is reported once on standard error and as \
      "needsShaping" in JSON.
      """,
    arguments: [fonts],
    options: [text, textFile, size, location, width, format],
    examples: [
      "typeset-cli measure /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf --text 'Add to basket'",
      "typeset-cli measure /usr/share/fonts/truetype/inter-vf/Inter.var.ttf --text 'Continue' --location wght=700 --width 60 --format json",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let paths = try arguments.values(Self.fonts)
    let format = try arguments.value(Self.format)
    let size = try arguments.value(Self.size)
    let tags = try arguments.value(Self.location) ?? [:]
    let location = Dictionary(uniqueKeysWithValues: tags.map { ($0.key.description, $0.value) })
    let width = try arguments.value(Self.width)
    guard let text = try CommonOptions.text(arguments) else {
      throw .usage("missing the text: give \(Self.text.name)")
    }

    var files: [(path: String, entries: [MeasureReport.Entry])] = []
    for path in paths {
      let faces = try TypographyLoading.faces(at: path)
      var entries: [MeasureReport.Entry] = []
      for face in faces {
        let name = face.postScriptName ?? "?"
        let axes = Set(face.variationAxes.map { $0.tag.description })
        if let unknown = location.keys.sorted().first(where: { !axes.contains($0) }) {
          let known =
            axes.isEmpty ? "it has none" : "it has " + axes.sorted().joined(separator: ", ")
          throw .invalidInput(
            "\(path): \(name): no variation axis '\(unknown.trimmingTrailingSpaces())' (\(known))")
        }
        let shaper = TextShaper(face: face, pointSize: size, location: location)
        entries.append(
          MeasureReport.Entry(
            name: name, path: path, measurement: shaper.measure(text),
            lines: width.map { ($0, shaper.lines(of: text, width: $0)) }))
      }
      files.append((path, entries))
    }
    let report = MeasureReport(text: text, pointSize: size, location: location, files: files)
    let needs = report.needs
    if !needs.isEmpty {
      output.error(
        "note: the text needs shaping (\(needs.sorted().map(\.summary).joined(separator: ", "))) "
          + "that this build cannot do; widths are advances and kerning. "
          + TextShaper.traitNotice)
    }
    output.write(format, json: report.json(), text: report.text())
  }
}
