import ArgumentParsing
import DynamicType
import Typeset
import TypesetReports
import TypesetTools

/// `typeset-cli explain FILE STYLE` (or `--config FILE STYLE`): how each number of one resolved style
/// was reached.
enum ExplainCommand {
  static let config = CommonOptions.config.help(
    "The typography file, when it is not the first argument (an alias kept for scripts).")
  static let category = CommonOptions.category.help(
    "The content size category, in any common spelling.", defaultShownAs: "large")
  static let boldText = CommonOptions.boldText
  static let platform = TargetPlatform.option
  static let fontScale = TargetPlatform.fontScale.help(
    "An Android font scale (Configuration.fontScale), with --platform android.",
    defaultShownAs: "1")
  static let format = CommonOptions.tableOrJSON

  static let spec = CommandSpec(
    name: "explain",
    abstract: "Show how a style's face, size, line height and tracking are derived.",
    discussion: """
      Resolves one style of a typography file and prints each step with the numbers that \
      went in: the category, the base size, the scaling curve, clamping, the face chosen \
      (and what Bold Text did), the line height and the tracking. The file may be - for \
      standard input. With --platform android it explains the style at each --font-scale: \
      the size in sp, the step of Android 14's font scale curve, the line height kept in \
      proportion, and Bold text's weight adjustment.
      """,
    arguments: [
      CommonOptions.typography,
      ArgumentSpec(
        "style", help: "An Apple text style or a custom style's name.", completion: .none),
    ],
    options: [config, category, boldText, platform, fontScale, format],
    examples: [
      "typeset-cli explain Examples/Editorial/typography.json body --category AX3",
      "typeset-cli explain Examples/Editorial/typography.json price --bold-text",
      "cat Examples/Editorial/typography.json | typeset-cli explain - body",
      "typeset-cli explain Examples/Editorial/typography.json body --platform android --font-scale 1.8",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let (path, rest) = try TypographyLoading.file(
      arguments, config: Self.config, what: "to explain")
    guard let styleText = rest.first, rest.count == 1 else {
      throw rest.isEmpty
        ? .usage("missing the style to explain, such as body or a custom style's name")
        : .usage("unexpected argument \(rest[1]): explain takes one style")
    }
    let format = try arguments.value(Self.format)
    let target = try arguments.value(Self.platform)
    guard let platform = target.applePlatform else {
      try explainOnAndroid(path, styleText, arguments, format: format, output: &output)
      return
    }
    if arguments.isGiven(Self.fontScale) { throw TargetPlatform.fontScaleNeedsAndroid }
    var categories = try arguments.values(Self.category)
    if categories.isEmpty { categories = [.large] }

    let typography = try TypographyLoading.load(path, output: output)
    let style = StyleName(parsing: styleText)
    guard typography.definition(of: style) != nil else {
      throw .invalidValue(
        styleText, for: "the style", expected: "a style of the typography",
        candidates: typography.styleNames.map(\.description))
    }
    var fonts: [(font: ResolvedFont, steps: [ResolutionStep])] = []
    for category in categories {
      let environment = TypeEnvironment(
        platform: platform, category: category, isBoldTextEnabled: arguments.isSet(Self.boldText))
      do {
        // The explanation is written once, for exactly this environment.
        let font = try typography.resolve(style, in: environment)
        fonts.append((font, try typography.explain(style, in: environment)))
      } catch {
        throw .invalidInput("\(path): \(error)")
      }
    }
    if format == .json {
      output.write(JSONValue.array(fonts.map { json($0.font, $0.steps) }).serialized() + "\n")
    } else {
      output.write(fonts.map { text($0.font, $0.steps) }.joined(separator: "\n"))
    }
  }

  /// `explain FILE STYLE --platform android [--font-scale X …]`.
  private static func explainOnAndroid(
    _ path: String, _ styleText: String, _ arguments: ParsedArguments, format: OutputFormat,
    output: inout CommandOutput
  ) throws(CommandLineError) {
    if arguments.isGiven(Self.category) {
      throw TargetPlatform.notOnAndroid(
        Self.category.name, instead: "Android scales text by font scale: use --font-scale")
    }
    var scales: [Float] = []
    for scale in try arguments.values(Self.fontScale) where !scales.contains(scale) {
      scales.append(scale)
    }
    if scales.isEmpty { scales = [1] }
    let boldText = arguments.isSet(Self.boldText)
    let typography = try TypographyLoading.load(path, output: output)
    let style = StyleName(parsing: styleText)
    guard typography.definition(of: style) != nil else {
      throw .invalidValue(
        styleText, for: "the style", expected: "a style of the typography",
        candidates: typography.styleNames.map(\.description))
    }
    var fonts: [AndroidResolvedFont] = []
    for scale in scales {
      // The scales were checked when read: positive and finite.
      guard let settings = AndroidTextSettings(fontScale: scale, isBoldTextEnabled: boldText)
      else { continue }
      do {
        fonts.append(try typography.resolve(style, android: settings))
      } catch {
        throw .invalidInput("\(path): \(error)")
      }
    }
    if format == .json {
      output.write(JSONValue.array(fonts.map(json)).serialized() + "\n")
    } else {
      output.write(fonts.map(text).joined(separator: "\n"))
    }
  }

  static func text(_ font: AndroidResolvedFont) -> String {
    let scale = NumberFormatting.json(TargetPlatform.number(font.settings.fontScale))
    var text = "\(font.style) at font scale \(scale) on Android"
    text += font.settings.isBoldTextEnabled ? ", Bold text on\n" : "\n"
    text += lines(font.steps)
    text +=
      "  = \(font.face.postScriptName) \(NumberFormatting.compact(Double(font.pointSize), decimals: 2)) dp"
    text += " on \(NumberFormatting.compact(Double(font.lineHeight), decimals: 2)) dp"
    text += ", tracking \(NumberFormatting.compact(font.tracking, decimals: 3)) dp\n"
    return text
  }

  static func json(_ font: AndroidResolvedFont) -> JSONValue {
    .object([
      ("style", .string(font.style.description)),
      ("relativeTo", .string(font.relativeTo.uiKitName)),
      ("platform", .string("android")),
      ("fontScale", .number(TargetPlatform.number(font.settings.fontScale))),
      ("boldText", .bool(font.settings.isBoldTextEnabled)),
      ("face", .string(font.face.postScriptName)),
      ("file", .string(font.face.file)),
      ("weight", .number(font.face.weight)),
      ("requestedWeight", .number(Double(font.face.requestedWeight.rawValue))),
      (
        "axes",
        .object(font.face.axisValues.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
      ),
      ("textSize", .number(TargetPlatform.number(font.textSize))),
      ("pointSize", .number(TargetPlatform.number(font.pointSize))),
      ("lineHeight", .number(TargetPlatform.number(font.lineHeight))),
      ("letterSpacing", .number(TargetPlatform.number(font.letterSpacing))),
      ("tracking", .number(font.tracking)),
      ("curve", .string(AndroidScaleTable.curveName(font.curve))),
      ("steps", steps(font.steps)),
    ])
  }

  /// The steps as `explain` prints them: label, value, reason wrapped to 80 columns.
  static func lines(_ steps: [ResolutionStep]) -> String {
    var text = ""
    let width = (steps.map(\.quantity.count).max() ?? 0) + 2
    let valueWidth = min(24, (steps.map(\.value.count).max() ?? 0) + 2)
    for step in steps {
      let lead =
        "  " + step.quantity.padding(toLength: width) + step.value.padding(toLength: valueWidth)
      let lines = HelpFormatter.wrap(step.reason, width: max(30, 80 - lead.count))
      text += lead + (lines.first ?? "") + "\n"
      for line in lines.dropFirst() {
        text += String(repeating: " ", count: lead.count) + line + "\n"
      }
    }
    return text
  }

  /// The steps in JSON: each step's kind and number, its rule with the numbers that went in
  /// as fields, and the sentence `explain` prints.
  static func steps(_ steps: [ResolutionStep]) -> JSONValue {
    .array(
      steps.map {
        .object([
          ("kind", .string($0.kind.rawValue)), ("quantity", .string($0.quantity)),
          ("number", $0.number.map(JSONValue.number) ?? .null),
          ("value", .string($0.value)), ("reason", .string($0.reason)),
          (
            "rule",
            .object(
              [("name", .string($0.rule.name))]
                + $0.rule.numbers.map { ($0.name, JSONValue.number($0.value)) })
          ),
          ("sentence", .string($0.description)),
        ])
      })
  }

  static func text(_ font: ResolvedFont, _ steps: [ResolutionStep]) -> String {
    var text = "\(font.style) at \(font.category) on \(font.platform.displayName)"
    text += font.isBoldTextEnabled ? ", Bold Text on\n" : "\n"
    text += lines(steps)
    text +=
      "  = \(font.face.postScriptName) \(NumberFormatting.compact(font.pointSize, decimals: 2)) pt"
    text += " on \(NumberFormatting.compact(font.lineHeight, decimals: 2)) pt"
    text += ", tracking \(NumberFormatting.compact(font.tracking, decimals: 3)) pt\n"
    return text
  }

  static func json(_ font: ResolvedFont, _ steps: [ResolutionStep]) -> JSONValue {
    .object([
      ("style", .string(font.style.description)),
      ("relativeTo", .string(font.relativeTo.uiKitName)),
      ("platform", .string(font.platform.rawValue)),
      ("category", .string(font.category.swiftUIName)),
      ("boldText", .bool(font.isBoldTextEnabled)),
      ("face", .string(font.face.postScriptName)),
      ("file", .string(font.face.file)),
      ("weight", .number(font.face.weight)),
      ("requestedWeight", .number(Double(font.face.requestedWeight.rawValue))),
      (
        "axes",
        .object(font.face.axisValues.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
      ),
      ("pointSize", .number(font.pointSize)),
      ("unclampedPointSize", .number(font.unclampedPointSize)),
      ("clamped", .bool(font.isClamped)),
      ("lineHeight", .number(font.lineHeight)),
      ("tracking", .number(font.tracking)),
      ("strategy", .string(font.scaling.name)),
      ("steps", Self.steps(steps)),
    ])
  }
}
