import ArgumentParsing
import DynamicType
import Typeset
import TypesetLoader
import TypesetReports
import TypesetTools

/// `typeset-cli scale`: Apple's Dynamic Type table for a platform, or a scaling curve for a custom
/// base size.
enum ScaleCommand: Subcommand {
  static let config = CommonOptions.config.help(
    "The typography file, when it is not the first argument (an alias kept for scripts).")
  static let boldText = CommonOptions.boldText.help(
    "Resolve a typography file with the Bold Text accessibility setting on.")
  static let platform = TargetPlatform.option.help(
    HelpFormatter.list(
      TargetPlatform.names,
      notes: ["ios7": "the iOS 7–10 table"]) + ".")
  static let fontScale = TargetPlatform.fontScale
  static let style = RepeatableOption<String>(
    "--style", "style",
    help: "A text style: UIKit or SwiftUI name (body, title1, title, caption2 …).",
    shownAs: "every style of the platform"
  ).offering(TextStyle.allCases.map(\.rawValue))
  static let category = CommonOptions.category.help(
    "A content size category in any common spelling (xSmall, large, AX3, accessibilityExtraLarge …).",
    defaultShownAs: "every category of the platform")
  // The flags that set a typography file's values take their names and ranges from the keys'
  // declarations (TypographyFormat), so a flag and the key accept the same values.
  static let strategy = Option<Scaling.Name?>(
    TypographyFormat.ScalingObject.strategy.flagName, "strategy",
    help: HelpFormatter.list(
      Scaling.Name.allCases.map(\.rawValue),
      notes: ["fontMetrics": "UIFontMetrics", "systemSizes": "the system font's ratios"]) + ".",
    shownAs: "fontMetrics when --size is given"
  ) { (text) throws(InvalidValue) in
    guard let name = Scaling.Name(parsing: text) else {
      throw InvalidValue(
        expected: Scaling.Name.list, candidates: Scaling.Name.allCases.map(\.rawValue))
    }
    return name
  }.offering(Scaling.Name.allCases.map(\.rawValue))
  static let size = Option<Double?>(
    TypographyFormat.Style.size.flagName, "points",
    help: "The base size at large, in points, for a custom curve.",
    parse: NumberValue.number(for: TypographyFormat.Style.size))
  static let step = Option<Double>(
    TypographyFormat.ScalingObject.step.flagName, "points",
    help: "Points per category step for --strategy stepped.", default: 2,
    shownAs: "2", parse: NumberValue.number(for: TypographyFormat.ScalingObject.step))
  static let sizes = Option<String?>(
    TypographyFormat.ScalingObject.sizes.flagName, "list",
    help: "Twelve comma-separated sizes, xSmall to AX5, for --strategy table.",
    shownAs: "the iOS 7–10 table of each style")
  static let minimum = Option<Double?>(
    TypographyFormat.Style.minimumSize.flagName, "points",
    help: "Clamp the curve to at least this size.",
    parse: NumberValue.number(for: TypographyFormat.Style.minimumSize))
  static let maximum = Option<Double?>(
    TypographyFormat.Style.maximumSize.flagName, "points",
    help: "Clamp the curve to at most this size (maximumPointSize).",
    parse: NumberValue.number(for: TypographyFormat.Style.maximumSize))
  static let format = CommonOptions.format([.table, .json, .csv, .markdown])
  static let file = CommonOptions.typography.optional(
    "A typography file to resolve instead of Apple's table, or - for standard input.")
  /// The options that describe a curve, which a typography file's own scaling replaces.
  static let curveOptions: [any OptionDeclaration] = [
    strategy, size, step, sizes, minimum, maximum,
  ]

  static let spec = CommandSpec(
    name: "scale",
    abstract: "Print Apple's Dynamic Type table, or the curve of a custom size.",
    discussion: """
      Without --size and --strategy it prints Apple's table for the platform: point size, line \
      height and weight of every text style at every content size category. With --size (and \
      optionally --strategy) it prints the curve a custom font of that size follows. With \
      --strategy alone, each style's curve starts from Apple's own size at large.
      Given a typography file (the first argument, - for standard input, or --config) it \
      resolves that file instead: every style (Apple's and the file's custom ones) at every \
      category, with its face, point size, line height and tracking; --bold-text resolves \
      with the Bold Text setting on.
      Line heights keep Apple's proportion of leading to size at each category; weights are \
      Apple's for the style. Cells that no source has confirmed print as '—' (null in JSON), never as a guess.
      With --platform android it resolves the typography file for Android at every font \
      scale Settings offers (0.85 to 2), or at each --font-scale: a style's size in sp (its \
      iOS size at large unless platforms.android gives one) through Android 14's nonlinear \
      font scale curve, in dp; --bold-text adds Android's Bold text weight adjustment (300).
      """,
    arguments: [file],
    options: [
      config, boldText, platform, style, category, fontScale, strategy, size, step, sizes,
      minimum, maximum, format,
    ],
    examples: [
      "typeset-cli scale --platform ios --format json",
      "typeset-cli scale --platform ios7 --style body --style headline",
      "typeset-cli scale --strategy fontMetrics --style body --size 17 --category AX5",
      "typeset-cli scale Examples/Editorial/typography.json --bold-text",
      "typeset-cli scale Examples/Editorial/typography.json --platform android",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    if try arguments.value(Self.platform) == .android {
      try runAndroid(arguments, output: &output)
      return
    }
    if arguments.isGiven(Self.fontScale) { throw TargetPlatform.fontScaleNeedsAndroid }
    let request = try ScaleRequest(arguments)
    let result: ScaleTable
    if let path = request.configPath {
      let typography = try TypographyLoading.load(path, output: output)
      result = ScaleTable(
        resolving: typography, styles: try styles(of: typography, arguments),
        platform: request.platform, categories: request.categories, boldText: request.boldText)
    } else if let curve = request.curve {
      result = ScaleTable(
        curve: curve, styles: request.styles, platform: request.platform,
        categories: request.categories)
    } else {
      result = ScaleTable(
        appleTableFor: request.styles, platform: request.platform,
        categories: request.categories)
    }
    write(result, as: request.format, output: output)
  }

  /// The typography file, the first argument or `--config` (not both), or `nil` for none.
  static func typographyFile(_ arguments: ParsedArguments) throws(CommandLineError) -> String? {
    let (path, rest) = try TypographyLoading.file(arguments, config: config)
    if let extra = rest.first {
      throw .usage("unexpected argument \(extra): the typography file is given by --config")
    }
    return path
  }

  /// The typography's styles `--style` names (Apple or custom names), or all of them.
  static func styles(of typography: Typography, _ arguments: ParsedArguments)
    throws(CommandLineError) -> [StyleName]
  {
    try TypographyLoading.styles(arguments.values(style), in: typography, for: style.name)
  }

  /// Prints the table's notes on standard error and the table in `format`.
  static func write(_ table: some ScaleReport, as format: OutputFormat, output: CommandOutput) {
    for note in table.notes {
      output.error("note: \(note)")
    }
    switch format {
    case .json: output.write(table.json().serialized() + "\n")
    case .csv: output.write(table.csv())
    case .markdown: output.write(table.markdown())
    default: output.write(table.textTable())
    }
  }
}

/// What `scale` prints of its two tables, Apple's categories and Android's font scales, alike.
protocol ScaleReport {
  /// What the table could not resolve or had to decide, each printed as a note.
  var notes: [String] { get }
  /// The table for people, fitting 80 columns.
  func textTable() -> String
  /// The table as one JSON value.
  func json() -> JSONValue
  /// The table as comma-separated values with a header row.
  func csv() -> String
  /// The table in Markdown.
  func markdown() -> String
}

extension ScaleTable: ScaleReport {}
extension AndroidScaleTable: ScaleReport {}

extension ScaleCommand {
  /// `scale FILE --platform android`: the typography's styles at Android font scales.
  fileprivate static func runAndroid(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let path = try typographyFile(arguments)
    try TargetPlatform.refuseCategories(category, in: arguments)
    for option in curveOptions where arguments.isGiven(option) {
      throw TargetPlatform.notOnAndroid(
        option.name, instead: "the typography file sets the sizes")
    }
    let scales = try TargetPlatform.fontScales(in: arguments)
    let format = try arguments.value(Self.format)
    guard let path else {
      throw .usage(
        "--platform android resolves a typography file: give it as the first argument "
          + "(Android publishes no table of text styles)")
    }
    let typography = try TypographyLoading.load(path, output: output)
    let table = AndroidScaleTable(
      resolving: typography, styles: try styles(of: typography, arguments), fontScales: scales,
      boldText: arguments.isSet(boldText))
    write(table, as: format, output: output)
  }
}

/// The options of one `typeset-cli scale` run, read and checked.
struct ScaleRequest {
  var platform: Platform
  /// Without a typography file: the text styles to print.
  var styles: [TextStyle] = []
  var categories: [ContentSizeCategory]
  var curve: ScaleTable.Curve?
  var format: OutputFormat
  var configPath: String?
  var boldText: Bool

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    typealias Options = ScaleCommand
    configPath = try Options.typographyFile(arguments)
    boldText = arguments.isSet(Options.boldText)
    if configPath != nil {
      for option in Options.curveOptions where arguments.isGiven(option) {
        throw .usage(
          "\(option.name) does not apply with \(Options.config.name) (the typography file sets the scaling)"
        )
      }
    } else if boldText {
      throw .usage(
        "\(Options.boldText.name) needs \(Options.config.name) (Apple's table lists the emphasized weights)"
      )
    }
    let platform = try arguments.value(Options.platform).applePlatform ?? .iOS
    self.platform = platform
    format = try arguments.value(Options.format)

    var styles: [TextStyle] = []
    for text in configPath == nil ? try arguments.values(Options.style) : [] {
      guard let style = TextStyle(parsing: text) else {
        throw .invalidValue(
          text, for: Options.style.name, expected: "a text style such as body or title1",
          candidates: TextStyle.allCases.map(\.uiKitName) + ["title", "caption"])
      }
      styles.append(style)
    }
    if styles.isEmpty {
      styles = platform.styles.isEmpty ? TextStyle.standard : platform.styles
    }
    self.styles = styles.removingRepeats()

    let categories = try arguments.values(Options.category)
    for category in categories where !platform.categories.contains(category) {
      throw .usage(ScalingError.categoryUnavailable(category, platform: platform).description)
    }
    self.categories =
      categories.isEmpty ? platform.categories : categories.removingRepeats().sorted()
    curve = configPath == nil ? try Self.curve(arguments, styles: styles) : nil
  }

  /// The curve the flags describe, or `nil` for Apple's table. The strategy's name is read by
  /// the engine's one parser of scaling names, the same that reads typography files.
  private static func curve(_ arguments: ParsedArguments, styles: [TextStyle])
    throws(CommandLineError) -> ScaleTable.Curve?
  {
    typealias Options = ScaleCommand
    let name = try arguments.value(Options.strategy)
    let baseSize = try arguments.value(Options.size)
    let limits = SizeLimits(
      minimum: try arguments.value(Options.minimum),
      maximum: try arguments.value(Options.maximum))
    let step = try arguments.value(Options.step)
    let sizes = try arguments.value(Options.sizes)
    guard name != nil || baseSize != nil else {
      for option in [Options.minimum, Options.maximum, Options.step, Options.sizes]
        as [any OptionDeclaration]
      where arguments.isGiven(option) {
        throw .usage(
          "\(option.name) needs \(Options.strategy.name) or \(Options.size.name) (Apple's table is printed as published)"
        )
      }
      return nil
    }
    let strategyName = name ?? .fontMetrics
    if arguments.isGiven(Options.step), !strategyName.takesStep {
      throw .usage("\(Options.step.name) applies to \(Options.strategy.name) stepped only")
    }
    if sizes != nil, !strategyName.takesSizes {
      throw .usage("\(Options.sizes.name) applies to \(Options.strategy.name) table only")
    }
    let scaling: Scaling
    if let strategy = strategyName.strategyWithoutParameters {
      scaling = .strategy(strategy)
    } else if strategyName.takesStep {
      scaling = .strategy(.stepped(pointsPerStep: step))
    } else if let sizes {
      scaling = .strategy(.table(try sizeTable(sizes)))
    } else {
      scaling = .iOS7Table
    }
    // The flags are the platform's own points (see CurveTypography.make).
    let platform = try arguments.value(Options.platform).applePlatform ?? .iOS
    var typographies: [TextStyle: Result<Typography, TypographyError>] = [:]
    for style in styles {
      do {
        typographies[style] = .success(
          try CurveTypography.make(
            style, scaling: scaling, baseSize: baseSize, limits: limits, platform: platform))
      } catch {
        // The engine checks the values as it checks a typography file's: a flag's value it
        // refuses is a usage error (exit 64), named with its flag.
        let problems = error.diagnostics.filter { $0.severity == .error }
        let flagged = problems.compactMap { problem in
          CurveTypography.flag(of: problem).map { "\($0): \(problem.message)" }
        }
        if !flagged.isEmpty { throw .outOfRange(flagged.joined(separator: "; ")) }
        typographies[style] = .failure(error)
      }
    }
    return ScaleTable.Curve(
      scaling: scaling, baseSize: baseSize, limits: limits, typographies: typographies)
  }

  /// `--sizes`: twelve comma-separated numbers.
  private static func sizeTable(_ text: String) throws(CommandLineError) -> SizeTable {
    var values: [Double] = []
    let fields = text.split(separator: ",", omittingEmptySubsequences: false)
    for (index, field) in fields.enumerated() {
      guard let value = Double(field.trimmingSpaces()) else {
        throw .invalidValue(
          text, for: ScaleCommand.sizes.name, expected: "12 comma-separated numbers")
      }
      let range = TypographyFormat.ScalingObject.sizes.range ?? .pointSize
      if let problem = range.problem(with: value, shownAs: field.trimmingSpaces()) {
        let category =
          ContentSizeCategory.allCases.indices.contains(index)
          ? " (\(ContentSizeCategory.allCases[index].swiftUIName))" : ""
        throw .outOfRange("\(ScaleCommand.sizes.name): size \(index + 1)\(category) \(problem)")
      }
      values.append(value)
    }
    do {
      return try SizeTable(values)
    } catch {
      throw .usage("\(ScaleCommand.sizes.name): \(error)")
    }
  }
}
