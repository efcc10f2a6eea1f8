import ArgumentParsing
import DynamicType
import Typeset
import TypesetLoader

/// The platform `scale` and `explain` resolve for: one of Apple's, or Android (at font scales
/// rather than content size categories).
enum TargetPlatform: Hashable, Sendable {
  case apple(Platform)
  case android

  /// Apple's platform, or `nil` for Android.
  var applePlatform: Platform? {
    if case .apple(let platform) = self { return platform }
    return nil
  }

  /// The names `--platform` takes: Apple's platforms, then `android`.
  static let names = CommonOptions.platforms + ["android"]

  /// `--platform <platform>` (default `ios`): Apple's platforms as `CommonOptions.platform`
  /// reads them, and `android`.
  static let option = Option<TargetPlatform>.choice(
    "--platform", "platform", of: names, default: .apple(.iOS), shownAs: "ios"
  ) { text in
    text.lowercased() == "android" ? .android : Platform(parsing: text).map(TargetPlatform.apple)
  }

  /// `--font-scale <scale>`, repeatable: an Android font scale (`Configuration.fontScale`)
  /// within ``ValueRange/fontScale``, read as Android reads one (`Float.parseFloat`, which
  /// Swift's `Float(_:)` matches: both round the decimal once, to the nearest `Float`). A value
  /// that is not a number, or is out of range, is a usage error (exit 64).
  static let fontScale = RepeatableOption<Float>(
    "--font-scale", "scale",
    help: "An Android font scale (Configuration.fontScale), with --platform android.",
    shownAs: "every step of Settings › Display › Font size",
    completion: .list(AndroidTextSettings.settingsFontScales.map { "\($0)" })
  ) { (text) throws(InvalidValue) in
    let range = ValueRange.fontScale
    guard let value = Float(text.trimmingSpaces()), range.contains(Double(value)) else {
      throw InvalidValue(expected: "a font scale \(range)")
    }
    return value
  }

  /// The font scales of `--font-scale`, each once in the order given, or `defaults` when none
  /// is given.
  static func fontScales(
    in arguments: ParsedArguments,
    otherwise defaults: [Float] = AndroidTextSettings.settingsFontScales
  ) throws(CommandLineError) -> [Float] {
    let scales = try arguments.values(fontScale).removingRepeats()
    return scales.isEmpty ? defaults : scales
  }

  /// Refuses `category` (`--category`) with `--platform android`, which scales text by font
  /// scale instead.
  static func refuseCategories(
    _ category: some OptionDeclaration, in arguments: ParsedArguments
  ) throws(CommandLineError) {
    if arguments.isGiven(category) {
      throw notOnAndroid(
        category.name, instead: "Android scales text by font scale: use --font-scale")
    }
  }

  /// The usage error for an option that does not apply on Android.
  static func notOnAndroid(_ option: String, instead: String) -> CommandLineError {
    .usage("\(option) does not apply with --platform android (\(instead))")
  }

  /// The usage error for `--font-scale` without `--platform android`.
  static var fontScaleNeedsAndroid: CommandLineError {
    .usage(
      "--font-scale needs --platform android (Apple's platforms scale by content size category: use --category)"
    )
  }
}
