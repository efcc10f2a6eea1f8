import DynamicType
import Typeset

/// `typeset scale`: Apple's Dynamic Type table for a platform, or a scaling curve for a custom
/// base size.
enum ScaleCommand {
  static let spec = CommandSpec(
    name: "scale",
    abstract: "Print Apple's Dynamic Type table, or the curve of a custom size.",
    usage: """
      [--config <file>] [--bold-text] [--platform <platform>] [--style <style> ...] \
      [--category <category> ...] [--strategy <strategy>] [--size <points>] [--step <points>] \
      [--sizes <list>] [--minimum <points>] [--maximum <points>] [--format <format>]
      """,
    discussion: """
      Without --size and --strategy it prints Apple's table for the platform: point size, line \
      height and weight of every text style at every content size category. With --size (and \
      optionally --strategy) it prints the curve a custom font of that size follows. With \
      --strategy alone, each style's curve starts from Apple's own size at large.
      With --config it resolves a typography file instead: every style (Apple's and the \
      file's custom ones) at every category, with its face, point size, line height and \
      tracking; --bold-text resolves with the Bold Text setting on.
      Line heights keep Apple's proportion of leading to size at each category; weights are \
      Apple's for the style. Cells that no source has confirmed print as '—' (null in JSON), never as a guess.
      """,
    options: [
      .value("--config", "file", help: "A typography file (JSON or property list) to resolve."),
      .flag("--bold-text", help: "Resolve with the Bold Text accessibility setting on (--config)."),
      .value(
        "--platform", "platform",
        help: "ios, ios7 (the iOS 7–10 table), watchos, macos, tvos or visionos.",
        default: "ios"),
      .value(
        "--style", "style",
        help: "A text style: UIKit or SwiftUI name (body, title1, title, caption2 …).",
        default: "every style of the platform", repeatable: true),
      .value(
        "--category", "category",
        help:
          "A content size category in any common spelling (xSmall, large, AX3, accessibilityExtraLarge …).",
        default: "every category of the platform", repeatable: true),
      .value(
        "--strategy", "strategy",
        help:
          "fontMetrics (UIFontMetrics), systemSizes (the system font's ratios), table, stepped or fixed.",
        default: "fontMetrics when --size is given"),
      .value("--size", "points", help: "The base size at large, in points, for a custom curve."),
      .value(
        "--step", "points", help: "Points per category step for --strategy stepped.",
        default: "2"),
      .value(
        "--sizes", "list",
        help: "Twelve comma-separated sizes, xSmall to AX5, for --strategy table.",
        default: "the iOS 7–10 table of each style"),
      .value("--minimum", "points", help: "Clamp the curve to at least this size."),
      .value(
        "--maximum", "points", help: "Clamp the curve to at most this size (maximumPointSize)."),
      .value("--format", "format", help: "table, json, csv or markdown.", default: "table"),
    ],
    maximumPositionals: 0,
    examples: [
      "typeset scale --platform ios --format json",
      "typeset scale --platform ios7 --style body --style headline",
      "typeset scale --strategy fontMetrics --style body --size 17 --category AX5",
      "typeset scale --config Examples/Editorial/typography.json --bold-text",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    var request = try ScaleRequest(arguments)
    let result: ScaleTable
    if let path = request.configPath {
      let typography = try TypographyLoading.load(path, output: output)
      try request.resolveStyles(in: typography)
      result = ScaleTable(resolving: typography, request: request, boldText: request.boldText)
    } else if let curve = request.curve {
      result = ScaleTable(curveFor: request, curve: curve)
    } else {
      result = ScaleTable(appleTableFor: request)
    }
    for note in result.notes {
      output.error("note: \(note)")
    }
    switch request.format {
    case .table: output.write(result.textTable())
    case .json: output.write(result.json().serialized() + "\n")
    case .csv: output.write(result.csv())
    case .markdown: output.write(result.markdown())
    }
  }
}

/// The options of one `typeset scale` run, read and checked.
struct ScaleRequest {
  /// A custom curve: the strategy, the base size (nil: Apple's size at large) and limits.
  struct Curve {
    var strategy: ScalingStrategy
    var baseSize: Double?
    var limits: SizeLimits
    /// Whether `table` without `--sizes` uses the iOS 7–10 preset of each style.
    var usesIOS7Preset: Bool
  }

  var platform: Platform
  var styles: [TextStyle] = []
  /// With `--config`: the typography's styles to print, once it is loaded.
  var resolvedStyles: [StyleName] = []
  var categories: [ContentSizeCategory]
  var curve: Curve?
  var format: OutputFormat
  var configPath: String?
  var boldText: Bool
  private var styleArguments: [String]

  init(_ arguments: ParsedArguments) throws(CommandLineError) {
    configPath = arguments.value("--config")
    boldText = arguments.isSet("--bold-text")
    styleArguments = arguments.allValues("--style")
    if configPath != nil {
      for option in ["--strategy", "--size", "--step", "--sizes", "--minimum", "--maximum"]
      where arguments.value(option) != nil {
        throw .usage(
          "\(option) does not apply with --config (the typography file sets the scaling)")
      }
    } else if boldText {
      throw .usage("--bold-text needs --config (Apple's table lists the emphasized weights)")
    }
    let platform = try CommonOptions.platform(arguments)
    self.platform = platform
    format = try OutputFormat.parse(arguments.value("--format"))

    var styles: [TextStyle] = []
    for text in configPath == nil ? styleArguments : [] {
      guard let style = TextStyle(parsing: text) else {
        throw .invalidValue(
          text, for: "--style", expected: "a text style such as body or title1",
          candidates: TextStyle.allCases.map(\.uiKitName) + ["title", "caption"])
      }
      if !styles.contains(style) { styles.append(style) }
    }
    if styles.isEmpty {
      styles = platform.styles.isEmpty ? TextStyle.standard : platform.styles
    }
    self.styles = styles

    var categories: [ContentSizeCategory] = []
    for text in arguments.allValues("--category") {
      let category = try CommonOptions.category(text)
      guard platform.categories.contains(category) else {
        throw .usage(ScalingError.categoryUnavailable(category, platform: platform).description)
      }
      if !categories.contains(category) { categories.append(category) }
    }
    self.categories = categories.isEmpty ? platform.categories : categories.sorted()
    curve = configPath == nil ? try Self.curve(arguments) : nil
  }

  /// Chooses the typography's styles to print: those named with `--style` (Apple or custom
  /// names), or all of them.
  mutating func resolveStyles(in typography: Typography) throws(CommandLineError) {
    let names = typography.styleNames
    guard !styleArguments.isEmpty else {
      resolvedStyles = names
      return
    }
    for text in styleArguments {
      let name = TextStyle(parsing: text).map(StyleName.textStyle) ?? .custom(text)
      guard typography.definition(of: name) != nil else {
        throw .invalidValue(
          text, for: "--style", expected: "a style of the typography",
          candidates: names.map(\.description))
      }
      if !resolvedStyles.contains(name) { resolvedStyles.append(name) }
    }
  }

  private static func curve(_ arguments: ParsedArguments) throws(CommandLineError) -> Curve? {
    let strategyText = arguments.value("--strategy")
    let baseSize = try points(arguments, "--size")
    let limits = SizeLimits(
      minimum: try points(arguments, "--minimum"), maximum: try points(arguments, "--maximum"))
    let step = arguments.value("--step")
    let sizes = arguments.value("--sizes")
    guard strategyText != nil || baseSize != nil else {
      for option in ["--minimum", "--maximum", "--step", "--sizes"]
      where arguments.value(option) != nil {
        throw .usage("\(option) needs --strategy or --size (Apple's table is printed as published)")
      }
      return nil
    }
    let name = strategyText ?? "fontMetrics"
    let strategy: ScalingStrategy
    var usesPreset = false
    switch name.lowercased() {
    case "fontmetrics", "uifontmetrics": strategy = .fontMetrics
    case "systemsizes": strategy = .systemSizes
    case "fixed": strategy = .fixed
    case "stepped":
      strategy = .stepped(pointsPerStep: try number(step ?? "2", "--step", allowZero: true))
    case "table":
      if let sizes {
        var values: [Double] = []
        for field in sizes.split(separator: ",", omittingEmptySubsequences: false) {
          let text = field.trimmingSpaces()
          guard let value = Double(text) else {
            throw .invalidValue(sizes, for: "--sizes", expected: "12 comma-separated numbers")
          }
          values.append(value)
        }
        do {
          strategy = .table(try SizeTable(values))
        } catch {
          throw .usage("--sizes: \(error)")
        }
      } else {
        strategy = .fixed  // replaced per style by the iOS 7–10 preset
        usesPreset = true
      }
    default:
      throw .invalidValue(
        name, for: "--strategy", expected: ScalingStrategy.names.joined(separator: ", "),
        candidates: ScalingStrategy.names)
    }
    if step != nil, strategy.name != "stepped" {
      throw .usage("--step applies to --strategy stepped only")
    }
    if sizes != nil, strategy.name != "table" {
      throw .usage("--sizes applies to --strategy table only")
    }
    return Curve(strategy: strategy, baseSize: baseSize, limits: limits, usesIOS7Preset: usesPreset)
  }

  private static func points(_ arguments: ParsedArguments, _ option: String)
    throws(CommandLineError)
    -> Double?
  {
    guard let text = arguments.value(option) else { return nil }
    return try number(text, option, allowZero: false)
  }

  private static func number(_ text: String, _ option: String, allowZero: Bool)
    throws(CommandLineError)
    -> Double
  {
    guard let value = Double(text), value.isFinite, allowZero || value > 0 else {
      throw .invalidValue(
        text, for: option,
        expected: allowZero ? "a number of points" : "a number of points greater than 0")
    }
    return value
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  func trimmingSpaces() -> String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
