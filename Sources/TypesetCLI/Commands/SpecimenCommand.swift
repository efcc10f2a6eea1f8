import ArgumentParsing
import DynamicType
import OpenType
import Typeset
import TypesetLoader
import TypesetRender
import TypesetReports
import TypesetShaping

/// `typeset-cli specimen [FILE]`: a sheet of every style at chosen categories, as SVG, PNG or HTML.
enum SpecimenCommand: Subcommand {
  static let file = CommonOptions.typography.optional(
    "The typography file; without it, Apple's scale in a font found on this machine.")
  static let output = CommonOptions.output.help(
    "Where to write: a .png, .svg or .html file.", valueName: "path", defaultShownAs: .some(nil))
  /// `--category`: a category in any common spelling, or `all` (`nil`) for every category of
  /// the platform.
  static let category = RepeatableOption<ContentSizeCategory?>(
    "--category", "category", help: "A column, in any common spelling, or all.",
    shownAs: "xSmall, large, xxxLarge, AX3, AX5"
  ) { (text) throws(InvalidValue) in
    if text.lowercased() == "all" { return nil }
    do {
      return try CommonOptions.category.parse(text)
    } catch {
      throw InvalidValue(
        expected: "all or a content size category such as large or AX3",
        candidates: ["all"] + ContentSizeCategory.suggestedSpellings)
    }
  }.offering(["all"] + ContentSizeCategory.allCases.map(\.swiftUIName))
  static let text = CommonOptions.text.help(
    "The sample text.", valueName: "text", defaultShownAs: "Handgloves")
  static let boldText = CommonOptions.boldText
  static let scale = Option<Int>(
    "--scale", "scale", help: "Pixels per point of a PNG: 1, 2 or 3.", default: 2, shownAs: "2",
    parse: NumberValue.wholeNumber(in: .pixelScale))
  static let platform = TargetPlatform.option
  static let fontScale = TargetPlatform.fontScale
  static let systemReference = Flag(
    "--system-reference", help: "Show the system font's x-height and width behind each sample.")
  static let widthGuide = Option<Double?>(
    "--width-guide", "points", help: "Mark where text wider than this would truncate.",
    parse: NumberValue.number(in: .width))

  static let spec = CommandSpec(
    name: "specimen",
    abstract: "Draw every style at several text sizes, as SVG, PNG or HTML.",
    discussion: """
      One row per style, one column per content size category; each cell shows the sample \
      text in the resolved font with its face, point size and line height. Without a \
      typography file the sheet shows Apple's scale in a font found on the machine (DejaVu \
      Sans on Linux, Arial on macOS). The output's extension chooses the format: .png \
      (rasterised at --scale pixels per point), .svg (text as outlines) or .html (one \
      self-contained page with the fonts embedded, each subset to the sample's glyphs, each \
      sample at its variable location, and \
      a slider over every category). Without --output the SVG is written to standard output. \
      --category all shows every category of the platform. A PNG is drawn and compressed a \
      band of rows at a time, so a sheet of hundreds of styles needs little memory; on a \
      terminal, work past a second reports its progress. A cell whose face lacks glyphs for \
      the sample says so in its caption, in red, and the command warns (coverage is shaped \
      with the HarfBuzz trait, 'cmap' lookup otherwise); a sample that needs shaping (Arabic, \
      marks, Indic scripts) is noted once: with the HarfBuzz trait the PNG and SVG draw it \
      shaped (right-to-left runs right to left), without it unshaped, left to right.
      With --platform android the columns are Android font scales, every step of Settings › \
      Display › Font size (0.85 to 2) or each --font-scale, and every style is resolved as \
      scale --platform android resolves it (its size in sp through Android 14's nonlinear \
      curve); sizes are dp, drawn 1 dp to 1 pt, and the HTML's slider runs over the Settings \
      steps. It needs a typography file, and takes neither --category nor --system-reference.
      """,
    arguments: [file],
    options: [
      output, category, text, boldText, scale, platform, fontScale, systemReference, widthGuide,
    ],
    examples: [
      "typeset-cli specimen --output specimen.png",
      "typeset-cli specimen Examples/Editorial/typography.json --output editorial.html",
      "typeset-cli specimen Examples/DejaVu/typography.json --category all --output all.png",
      "typeset-cli specimen Examples/DejaVu/typography.json --category large --category AX5 "
        + "--bold-text --system-reference --width-guide 300 --output bold.png",
      "typeset-cli specimen Examples/Editorial/typography.json --platform android "
        + "--output android.png",
    ])

  enum Format {
    case png, svg, html
  }

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let path = try arguments.value(Self.output)
    let format = try outputFormat(path)
    let scale = try arguments.value(Self.scale)
    var options = SpecimenOptions()
    let target = try arguments.value(Self.platform)
    if let platform = target.applePlatform {
      if arguments.isGiven(Self.fontScale) { throw TargetPlatform.fontScaleNeedsAndroid }
      options.platform = platform
      // `all` (nil) stands for every category of the platform.
      let categories = try arguments.values(Self.category).flatMap {
        $0.map { [$0] } ?? platform.categories
      }
      if !categories.isEmpty { options.categories = categories.removingRepeats() }
    } else {
      try androidColumns(arguments, into: &options)
    }
    if let text = try arguments.value(Self.text) {
      guard !text.isEmpty else {
        throw .invalidValue(text, for: Self.text.name, expected: "some text")
      }
      options.sampleText = text
    }
    options.isBoldTextEnabled = arguments.isSet(Self.boldText)
    options.showsSystemReference = arguments.isSet(Self.systemReference) && !options.isAndroid
    options.widthGuide = try arguments.value(Self.widthGuide)

    let file = arguments.optionalValue(Self.file)
    let fallback = FallbackTypography.find()
    let typography: Typography
    if options.isAndroid, file == nil {
      throw .usage(
        "--platform android draws a typography file: give it as the first argument "
          + "(Android publishes no table of text styles)")
    }
    if let file {
      typography = try TypographyLoading.load(file, output: output)
    } else if let fallback {
      typography = fallback.typography
    } else {
      throw .noInput(
        "no typography file given and no fallback font found (looked for "
          + FallbackTypography.candidates.map(\.regular).joined(separator: ", ")
          + "); install fonts-dejavu-core or name a typography file")
    }
    // The fallback's fonts label the cells even when a typography file is given.
    try FileWriting.refuseInputs(
      [(Self.output.name, path ?? "-")],
      inputs: (file.map { [$0] } ?? []) + FileWriting.fontFiles(of: typography)
        + (fallback.map { FileWriting.fontFiles(of: $0.typography) } ?? []))

    // Coverage: with the HarfBuzz trait, the glyphs shaping leaves as .notdef; without it,
    // the characters 'cmap' lacks. One count per face and location, whatever the size.
    let missingGlyphs = MissingGlyphs()

    let progress = Progress(
      prefix: "typeset-cli specimen", isTerminal: output.isTerminal, write: output.error)
    let specimen: Specimen
    let labelFace: Face
    do throws(RenderError) {
      specimen = try Specimen(
        typography: typography, options: options, missingGlyphs: missingGlyphs.count)
      if let regular = fallback?.regularFace {
        labelFace = regular
      } else {
        do {
          labelFace = try typography.fonts.face(for: specimen.rows[0].cells[0].face)
        } catch {
          throw RenderError.font(error)
        }
      }
    } catch {
      throw .invalidInput(describe(error, file: file))
    }

    let bytes: [UInt8]
    let summary: String
    let columns = specimen.isAndroid ? "font scales" : "categories"
    let shape = "\(specimen.rows.count) styles × \(specimen.columns.count) \(columns)"
    switch format {
    case .svg:
      let layout = SpecimenLayout(specimen, labelFace: labelFace)
      bytes = Array(SpecimenSVG.render(layout).utf8)
      summary =
        "\(NumberFormatting.compact(layout.width)) × \(NumberFormatting.compact(layout.height)) pt, \(shape)"
    case .png:
      let layout = SpecimenLayout(specimen, labelFace: labelFace)
      let size = SpecimenPNG.pixelSize(layout, scale: scale)
      // Drawn and compressed a band of rows at a time: memory stays one band and the file.
      bytes = SpecimenPNG.png(layout, scale: scale, effort: .fast) { rows, total in
        progress.report(
          "drawing", Double(rows) / Double(total),
          detail: "\(rows) of \(total) pixel rows")
      }
      summary = "\(size.width) × \(size.height) px at @\(scale)x, \(shape)"
    case .html:
      var everyColumn = options
      if let scales = options.androidFontScales {
        // The Settings steps, and the scales asked for, smallest first.
        everyColumn.androidFontScales = Array(
          Set(AndroidTextSettings.settingsFontScales + scales)
        ).sorted()
      } else {
        everyColumn.categories = options.platform.categories
      }
      do throws(RenderError) {
        let slider = try Specimen(typography: typography, options: everyColumn)
        bytes = Array(try SpecimenHTML.render(grid: specimen, slider: slider).utf8)
      } catch {
        throw .invalidInput(describe(error, file: file))
      }
      summary = "\(shape), a slider over \(everyColumn.columns.count) \(columns)"
    }
    progress.finish()
    warnAboutMissingGlyphs(specimen, output: output)
    noteShapingNeeds(specimen, output: output)
    try OutputFile.write(bytes: bytes, to: path ?? "-", output: output, summary: summary)
  }

  /// `--platform android`: the font scales of `--font-scale`, else every Settings step; the
  /// Apple-only options are usage errors, as `scale --platform android` makes them.
  static func androidColumns(_ arguments: ParsedArguments, into options: inout SpecimenOptions)
    throws(CommandLineError)
  {
    try TargetPlatform.refuseCategories(Self.category, in: arguments)
    if arguments.isGiven(Self.systemReference) {
      throw TargetPlatform.notOnAndroid(
        Self.systemReference.name, instead: "the reference is Apple's system font")
    }
    options.androidFontScales = try TargetPlatform.fontScales(in: arguments)
  }

  static func outputFormat(_ path: String?) throws(CommandLineError) -> Format {
    guard let path else { return .svg }
    let lowercased = path.lowercased()
    if lowercased.hasSuffix(".png") { return .png }
    if lowercased.hasSuffix(".svg") { return .svg }
    if lowercased.hasSuffix(".html") || lowercased.hasSuffix(".htm") { return .html }
    throw .invalidValue(
      path, for: Self.output.name, expected: "a path ending in .png, .svg or .html")
  }

  /// A font named by the typography file that cannot be used is an error of that file (exit 1).
  static func describe(_ error: RenderError, file: String?) -> String {
    guard let file else { return "\(error)" }
    return "\(file): \(error)"
  }

  /// One warning naming the styles whose faces lack glyphs for the sample (their captions
  /// say so in the sheet, in red).
  static func warnAboutMissingGlyphs(_ specimen: Specimen, output: CommandOutput) {
    let rows = specimen.rows.filter { $0.missingGlyphs > 0 }
    guard !rows.isEmpty else { return }
    let faces = rows.flatMap { $0.cells.filter { $0.missingGlyphs > 0 } }
      .map(\.face.postScriptName).removingRepeats()
    let names = rows.prefix(5).map(\.style.description).joined(separator: ", ")
    let more = rows.count > 5 ? " and \(rows.count - 5) more" : ""
    output.error(
      "typeset-cli specimen: warning: \(rows.count) style\(rows.count == 1 ? "" : "s") (\(names)\(more)) "
        + "lack glyphs for the sample text \u{201C}\(specimen.options.sampleText)\u{201D} in "
        + faces.joined(separator: ", ") + "; their captions are marked"
        + (TextShaper.isShapingAvailable ? " (shaped with HarfBuzz)" : ""))
  }

  /// Once, when the sample needs shaping (a joining script, marks, right-to-left text…): with
  /// the HarfBuzz trait the PNG and SVG draw it shaped; without it each character's glyph at
  /// its advance, left to right, which such text is not.
  /// Worded as `typeset-cli measure`'s notice.
  static func noteShapingNeeds(_ specimen: Specimen, output: CommandOutput) {
    var needs: Set<ShapingNeed> = []
    var seen: Set<String> = []
    for row in specimen.rows {
      for cell in row.cells {
        let face = cell.line.face
        let location = cell.face.axisValues
        let key = cell.face.resolvedPath + "\(location.sorted { $0.key < $1.key })"
        guard seen.insert(key).inserted else { continue }
        needs.formUnion(
          ShapingNeed.reasons(
            for: specimen.options.sampleText, face: face, location: location))
      }
    }
    guard !needs.isEmpty else { return }
    let reasons = needs.sorted().map(\.summary).joined(separator: ", ")
    if TextShaper.isShapingAvailable {
      output.error(
        "typeset-cli specimen: note: the text needs shaping (\(reasons)); this build shapes it "
          + "with HarfBuzz: missing glyphs are counted and the PNG and SVG draw it shaped, "
          + "right-to-left runs right to left (the HTML leaves the text to the browser)")
    } else {
      output.error(
        "typeset-cli specimen: note: the text needs shaping (\(reasons)) that this build cannot "
          + "do; widths are advances and kerning, and the PNG and SVG draw each character's "
          + "glyph left to right (the HTML leaves the text to the browser). "
          + TextShaper.traitNotice + " when counting missing glyphs and drawing")
    }
  }

  /// Counts the sample's glyphs a face lacks, through ``TextShaper`` (shaped with the HarfBuzz
  /// trait, 'cmap' otherwise), once per face file and variation location.
  final class MissingGlyphs {
    private var counts: [String: Int] = [:]

    func count(_ text: String, _ resolved: ResolvedFace, _ face: Face) -> Int {
      let location = resolved.axisValues
      let key =
        resolved.resolvedPath + "\u{0}"
        + location.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
          separator: ",")
      if let count = counts[key] { return count }
      let count = TextShaper(face: face, pointSize: 17, location: location).measure(text)
        .missingGlyphs
      counts[key] = count
      return count
    }
  }
}
