import ArgumentParsing
import DynamicType
import Typeset
import TypesetReports
import TypesetTools

/// `typeset-cli explain FILE STYLE` (or `--config FILE STYLE`): how each number of one resolved style
/// was reached.
enum ExplainCommand: Subcommand {
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
  static let file = CommonOptions.typography.missing(
    "the typography file to explain (or - for standard input)")
  static let style = ArgumentSpec(
    "style", help: "An Apple text style or a custom style's name.", completion: .none,
    missing: "the style to explain, such as body or a custom style's name")

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
    arguments: [file, style],
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
    let (given, rest) = try TypographyLoading.file(arguments, config: Self.config)
    guard let path = given else { throw Self.file.missingError }
    guard let styleText = rest.first, rest.count == 1 else {
      throw rest.isEmpty
        ? Self.style.missingError
        : .usage("unexpected argument \(rest[1]): explain takes one style")
    }
    let format = try arguments.value(Self.format)
    let boldText = arguments.isSet(Self.boldText)
    // One explanation per environment: each category on Apple's platforms, each font scale on
    // Android (`--platform android`).
    var environments: [TypeEnvironment] = []
    var androidSettings: [AndroidTextSettings] = []
    if let platform = try arguments.value(Self.platform).applePlatform {
      if arguments.isGiven(Self.fontScale) { throw TargetPlatform.fontScaleNeedsAndroid }
      var categories = try arguments.values(Self.category)
      if categories.isEmpty { categories = [.large] }
      environments = categories.map {
        TypeEnvironment(platform: platform, category: $0, isBoldTextEnabled: boldText)
      }
    } else {
      try TargetPlatform.refuseCategories(Self.category, in: arguments)
      // The scales were checked when read: positive and finite.
      androidSettings = try TargetPlatform.fontScales(in: arguments, otherwise: [1]).compactMap {
        AndroidTextSettings(fontScale: $0, isBoldTextEnabled: boldText)
      }
    }

    let typography = try TypographyLoading.load(path, output: output)
    let style = try TypographyLoading.style(styleText, in: typography, for: "the style")
    var explanations: [(json: JSONValue, text: String)] = []
    do throws(ResolutionError) {
      for environment in environments {
        // The explanation is written once, for exactly this environment.
        let font = try typography.resolve(style, in: environment)
        let steps = try typography.explain(style, in: environment)
        explanations.append((json(font, steps), text(font, steps)))
      }
      for settings in androidSettings {
        let font = try typography.resolve(style, android: settings)
        explanations.append((json(font), text(font)))
      }
    } catch {
      throw .invalidInput("\(path): \(error)")
    }
    output.write(
      format, json: .array(explanations.map(\.json)),
      text: explanations.map(\.text).joined(separator: "\n"))
  }

  static func text(_ font: AndroidResolvedFont) -> String {
    let scale = NumberFormatting.json(NumberFormatting.number(font.settings.fontScale))
    var text = "\(font.style) at font scale \(scale) on Android"
    text += font.settings.isBoldTextEnabled ? ", Bold text on\n" : "\n"
    return text + lines(font.steps)
      + outcome(
        font.face, Double(font.pointSize), on: Double(font.lineHeight), tracking: font.tracking,
        unit: "dp")
  }

  static func json(_ font: AndroidResolvedFont) -> JSONValue {
    .object(
      [
        ("style", .string(font.style.description)),
        ("relativeTo", .string(font.relativeTo.uiKitName)),
        ("platform", .string("android")),
        ("fontScale", .number(NumberFormatting.number(font.settings.fontScale))),
        ("boldText", .bool(font.settings.isBoldTextEnabled)),
      ] + faceMembers(font.face) + [
        ("textSize", .number(NumberFormatting.number(font.textSize))),
        ("pointSize", .number(NumberFormatting.number(font.pointSize))),
        ("lineHeight", .number(NumberFormatting.number(font.lineHeight))),
        ("letterSpacing", .number(NumberFormatting.number(font.letterSpacing))),
        ("tracking", .number(font.tracking)),
        ("curve", .string(AndroidScaleTable.curveName(font.curve))),
        ("steps", steps(font.steps)),
      ])
  }

  /// The face's members of a style's JSON object: its PostScript name, file, weight, the
  /// weight asked for and its variation axes' values.
  static func faceMembers(_ face: ResolvedFace) -> [(String, JSONValue)] {
    [
      ("face", .string(face.postScriptName)),
      ("file", .string(face.file)),
      ("weight", .number(face.weight)),
      ("requestedWeight", .number(Double(face.requestedWeight.rawValue))),
      (
        "axes",
        .object(face.axisValues.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
      ),
    ]
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
    return text + lines(steps)
      + outcome(font.face, font.pointSize, on: font.lineHeight, tracking: font.tracking, unit: "pt")
  }

  /// The last line of an explanation: `  = FACE SIZE pt on LINE HEIGHT pt, tracking T pt`.
  static func outcome(
    _ face: ResolvedFace, _ size: Double, on lineHeight: Double, tracking: Double, unit: String
  ) -> String {
    "  = \(face.postScriptName) \(NumberFormatting.compact(size, decimals: 2)) \(unit)"
      + " on \(NumberFormatting.compact(lineHeight, decimals: 2)) \(unit)"
      + ", tracking \(NumberFormatting.compact(tracking, decimals: 3)) \(unit)\n"
  }

  static func json(_ font: ResolvedFont, _ steps: [ResolutionStep]) -> JSONValue {
    .object(
      [
        ("style", .string(font.style.description)),
        ("relativeTo", .string(font.relativeTo.uiKitName)),
        ("platform", .string(font.platform.rawValue)),
        ("category", .string(font.category.swiftUIName)),
        ("boldText", .bool(font.isBoldTextEnabled)),
      ] + faceMembers(font.face) + [
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
