import DynamicType
import Foundation
import Testing
import Typeset
import TypesetLoader
import TypesetTestSupport

/// The per-platform rule: a style's sizes are iOS points, carried to macOS, tvOS and watchOS by
/// Apple's ratio for the style it follows (macOS body 13 / iOS body 17), kept as given where the
/// platform's table lacks the style (visionOS), and replaced by a `platforms` entry.
///
/// Apple's numbers used: body at large is 17 pt on iOS, 13 on macOS (leading 16), 29 on tvOS,
/// 16 on watchOS (23 at AX3); caption2 is 11 on iOS, 10 on macOS.
struct PlatformSizeTests {
  func resolve(
    _ typography: Typography, _ style: StyleName, platform: Platform,
    _ category: ContentSizeCategory = .large
  ) throws -> ResolvedFont {
    try typography.resolve(style, in: Fixtures.environment(category, platform: platform))
  }

  func body(_ definition: StyleDefinition, defaults: StyleDefinition = StyleDefinition()) throws
    -> Typography
  {
    try Fixtures.typography(defaults: defaults, styles: [.textStyle(.body): definition])
  }

  @Test func anIOSSizeIsScaledByApplesRatio() throws {
    let typography = try body(StyleDefinition(size: 18, scaling: .strategy(.systemSizes)))
    let macOS = try resolve(typography, .textStyle(.body), platform: .macOS)
    #expect(macOS.baseSize == 18.0 * 13 / 17)
    // systemSizes multiplies by macOS's 13 / 13, which may move the last bit.
    #expect(abs(macOS.pointSize - 18.0 * 13 / 17) < 1e-12)
    let tvOS = try resolve(typography, .textStyle(.body), platform: .tvOS)
    #expect(abs(tvOS.pointSize - 18.0 * 29 / 17) < 1e-12)
    // watchOS at AX3: the base 18 × 16 / 17, then the system sizes' ratio 23 / 16.
    let watchOS = try resolve(typography, .textStyle(.body), platform: .watchOS, .accessibility3)
    #expect(watchOS.baseSize == 18.0 * 16 / 17)
    #expect(abs(watchOS.pointSize - 18.0 * 16 / 17 * 23 / 16) < 1e-12)
    // iOS is unchanged.
    #expect(try resolve(typography, .textStyle(.body), platform: .iOS).pointSize == 18)
    #expect(try resolve(typography, .textStyle(.body), platform: .iOS7).pointSize == 18)
  }

  @Test func fontMetricsRoundsTheScaledSize() throws {
    // round(13.76 × 16 / 16) = 14: the strategy's own rounding, after the rule.
    let typography = try body(StyleDefinition(size: 18))
    let font = try resolve(typography, .textStyle(.body), platform: .macOS)
    #expect(font.baseSize == 18.0 * 13 / 17)
    #expect(font.pointSize == 14)
  }

  @Test func applesOwnStylesKeepThePlatformsTable() throws {
    let typography = try Fixtures.typography()
    #expect(try resolve(typography, .textStyle(.body), platform: .macOS).pointSize == 13)
    #expect(try resolve(typography, .textStyle(.caption2), platform: .macOS).pointSize == 10)
    #expect(try resolve(typography, .textStyle(.body), platform: .tvOS).pointSize == 29)
  }

  @Test func visionOSKeepsTheSizeAsGiven() throws {
    let typography = try body(StyleDefinition(size: 18, leading: 24, scaling: .strategy(.fixed)))
    let font = try resolve(typography, .textStyle(.body), platform: .visionOS)
    #expect(font.pointSize == 18)
    #expect(font.lineHeight == 24)
    let step = try #require(font.steps.first { $0.kind == .baseSize })
    #expect(step.reason.contains("as given: visionOS has no size for body"))
    #expect(step.reason.contains("styles.body.platforms.visionOS.size"))
  }

  @Test func leadingLimitsAndCategorySizesScaleTheSameWay() throws {
    let typography = try body(
      StyleDefinition(
        size: 17, leading: 22, scaling: .strategy(.systemSizes), minimumSize: 15,
        categoryOverrides: [.xLarge: CategoryOverride(size: 20, leading: 26)]))
    // macOS: 13 pt, its leading 22 × 13 / 17, and the minimum 15 × 13 / 17 ≈ 11.5: no clamp.
    let macOS = try resolve(typography, .textStyle(.body), platform: .macOS)
    #expect(macOS.pointSize == 13)
    #expect(macOS.lineHeight == 13.0 * 22 / 17)
    #expect(!macOS.isClamped)
    // watchOS at xLarge: the category's 20 and 26 × 16 / 17.
    let watchOS = try resolve(typography, .textStyle(.body), platform: .watchOS, .xLarge)
    #expect(watchOS.pointSize == 20.0 * 16 / 17)
    #expect(watchOS.lineHeight == 26.0 * (16.0 / 17))
    // The minimum, scaled, clamps at xSmall (17 × 16 / 17 × 14 / 16 = 14 < 15 × 16 / 17).
    let small = try resolve(typography, .textStyle(.body), platform: .watchOS, .xSmall)
    #expect(small.pointSize == 15.0 * (16.0 / 17))
    #expect(small.steps.contains { $0.reason.contains("minimumSize 15 pt on iOS × 16 / 17") })
  }

  @Test func aPlatformsEntryReplacesTheDerivedValues() throws {
    let entry = PlatformValues(size: 14, minimumSize: 14.5, scaling: .strategy(.fixed))
    let typography = try body(
      StyleDefinition(
        size: 18, leading: 24, categoryOverrides: [.large: CategoryOverride(size: 30)],
        platforms: [.macOS: entry]))
    let font = try resolve(typography, .textStyle(.body), platform: .macOS)
    // The entry's size replaces the category size too; its minimum is macOS points.
    #expect(font.baseSize == 14)
    #expect(font.pointSize == 14.5)
    #expect(font.scaling == .fixed)
    #expect(font.lineHeight == 14.5 * 24 / 18)
    let reasons = font.steps.map(\.reason)
    #expect(reasons.contains("styles.body.platforms.macOS.size at large"))
    #expect(reasons.contains("styles.body.platforms.macOS.scaling"))
    #expect(reasons.contains { $0.hasPrefix("styles.body.platforms.macOS.minimumSize 14.5 pt") })
    // Other platforms and iOS ignore it.
    #expect(try resolve(typography, .textStyle(.body), platform: .iOS).pointSize == 30)
    #expect(try resolve(typography, .textStyle(.body), platform: .tvOS).pointSize == 30.0 * 29 / 17)
  }

  @Test func theDefaultsEntryGivesLimitsAndScaling() throws {
    let typography = try body(
      StyleDefinition(size: 18),
      defaults: StyleDefinition(
        maximumSize: 40,
        platforms: [.tvOS: PlatformValues(maximumSize: 30, scaling: .strategy(.fixed))]))
    let font = try resolve(typography, .textStyle(.body), platform: .tvOS)
    #expect(font.unclampedPointSize == 18.0 * 29 / 17)
    #expect(font.pointSize == 30)
    #expect(font.steps.contains { $0.reason == "defaults.platforms.tvOS.scaling" })
    #expect(font.steps.contains { $0.reason.hasPrefix("defaults.platforms.tvOS.maximumSize 30") })
  }

  @Test func theExplanationNamesTheRule() throws {
    let typography = try body(StyleDefinition(size: 18))
    let font = try resolve(typography, .textStyle(.body), platform: .macOS)
    let step = try #require(font.steps.first { $0.kind == .baseSize })
    #expect(step.value == "13.76 pt")
    #expect(step.reason == "styles.body.size 18 pt on iOS × macOS body 13 / iOS body 17")
  }

  /// Where watchOS scales a custom font itself (UIFontMetrics), it gets the scaled base and
  /// maximum, and its arithmetic gives the engine's size at every category watchOS has.
  @Test func thePlatformScalesFromTheScaledValues() throws {
    let typography = try body(StyleDefinition(size: 18, maximumSize: 34))
    for category in Platform.watchOS.categories {
      let plan = try typography.platformFontPlan(
        for: .textStyle(.body), in: Fixtures.environment(category, platform: .watchOS))
      let base = 18.0 * 16 / 17
      let maximum = 34.0 * (base / 18)
      #expect(
        plan.sizing
          == .platformScaled(textStyle: .body, baseSize: base, maximumPointSize: maximum))
      let ratio = try FontMetricsScaling.ratio(for: .body, at: category, on: .watchOS)
      #expect(
        FontMetricsScaling.scaledPointSize(base, ratio: ratio, maximumPointSize: maximum)
          == plan.font.pointSize, "\(category)")
    }
    // A minimum from a watchOS entry is one UIFontMetrics cannot apply: a fixed size.
    let limited = try body(
      StyleDefinition(size: 18, platforms: [.watchOS: PlatformValues(minimumSize: 15)]))
    let plan = try limited.platformFontPlan(
      for: .textStyle(.body), in: Fixtures.environment(.xSmall, platform: .watchOS))
    #expect(plan.sizing == .fixed(pointSize: 15))
  }

  // MARK: The file

  static func file(_ platforms: String, defaults: String = "") -> String {
    """
    {
      "families": { "Serif": { "faces": [
        { "file": "Fonts/Serif-Regular.ttf", "postScriptName": "Serif-Regular", "weight": 400 } ] } },
      "defaults": { "scaling": "systemSizes"\(defaults) },
      "styles": { "body": { "size": 18, "leading": 24, "platforms": \(platforms) } }
    }
    """
  }

  func parse(_ text: String) -> TypographyDocument.Result {
    TypographyDocument.parse(Array(text.utf8), fonts: nil)
  }

  @Test func aFileGivesPlatformsEntries() throws {
    let result = parse(
      Self.file(
        #"{ "macOS": { "size": 14, "maximumSize": 20 }, "watchos": { "scaling": "fixed" } }"#,
        defaults: #", "platforms": { "tvOS": { "minimumSize": 20 } }"#))
    let typography = try #require(result.typography, "\(result.errors)")
    let definition = try #require(typography.styles[.textStyle(.body)])
    #expect(definition.platforms[.macOS] == PlatformValues(size: 14, maximumSize: 20))
    #expect(definition.platforms[.watchOS] == PlatformValues(scaling: .strategy(.fixed)))
    #expect(typography.defaults.platforms[.tvOS] == PlatformValues(minimumSize: 20))
    #expect(try resolve(typography, .textStyle(.body), platform: .macOS).pointSize == 14)
  }

  @Test func aPropertyListGivesPlatformsEntries() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>families</key>
        <dict><key>Serif</key><dict><key>faces</key><array><dict>
          <key>file</key><string>Fonts/Serif-Regular.ttf</string>
          <key>postScriptName</key><string>Serif-Regular</string>
          <key>weight</key><integer>400</integer>
        </dict></array></dict></dict>
        <key>styles</key>
        <dict><key>body</key><dict>
          <key>size</key><real>18</real>
          <key>platforms</key>
          <dict><key>macOS</key><dict><key>size</key><real>15</real></dict></dict>
        </dict></dict>
      </dict>
      </plist>
      """
    let result = parse(plist)
    let typography = try #require(result.typography, "\(result.errors)")
    #expect(try resolve(typography, .textStyle(.body), platform: .macOS).pointSize == 15)
  }

  @Test(arguments: [
    (
      #"{ "macOX": { "size": 14 } }"#, "styles.body.platforms.macOX",
      #"unknown platform "macOX" — did you mean "macOS"?"#
    ),
    (
      #"{ "iOS": { "size": 14 } }"#, "styles.body.platforms.iOS",
      "iOS / iPadOS needs no entry: the style's own values are its iOS values"
    ),
    (
      #"{ "tvOS": { "size": -3 } }"#, "styles.body.platforms.tvOS.size",
      "must be greater than 0 and at most 1000 pt (found -3)"
    ),
    (
      #"{ "tvOS": { "sizes": 3 } }"#, "styles.body.platforms.tvOS.sizes",
      #"unknown key "sizes" — did you mean "size"?"#
    ),
    (
      #"{ "watchOS": { "scaling": "stepd" } }"#, "styles.body.platforms.watchOS.scaling",
      "unknown scaling"
    ),
    (
      #"{ "macOS": { "minimumSize": 20, "maximumSize": 12 } }"#,
      "styles.body.platforms.macOS.maximumSize", "must be at least minimumSize (20 pt)"
    ),
    (#"{ "macOS": 14 }"#, "styles.body.platforms.macOS", "must be an object"),
    (#"{ "visionOS": { "size": 19 } }"#, "styles.body.platforms.visionOS", "body on visionOS"),
  ])
  func badEntriesAreErrors(platforms: String, path: String, message: String) {
    let result = parse(Self.file(platforms))
    #expect(result.typography == nil)
    let error = result.errors.first { $0.path == path }
    #expect(error?.message.contains(message) == true, "\(result.errors)")
  }

  @Test func aDefaultsEntryThatBreaksAStyleIsAnError() {
    // watchOS's xSmall is two steps below large: 18 × 16 / 17 − 2 × 10 < 0.
    let result = parse(
      Self.file(
        "{}",
        defaults:
          #", "platforms": { "watchOS": { "scaling": { "strategy": "stepped", "step": 10 } } }"#
      ))
    #expect(result.typography == nil)
    #expect(
      result.errors.contains {
        $0.path == "defaults.platforms.watchOS"
          && $0.message.hasPrefix("body on watchOS: gives -3.06 pt at xSmall")
      }, "\(result.errors)")
    // A style that fails on the platform without the entry is not the entry's fault: tvOS
    // has no leading for footnote, and the entry changes nothing about that.
    let tvOS = parse(
      Self.file("{}", defaults: #", "platforms": { "tvOS": { "minimumSize": 20 } }"#))
    #expect(tvOS.typography != nil, "\(tvOS.errors)")
  }

  @Test func theDefaultsEntryHasNoSize() {
    let result = parse(
      Self.file("{}", defaults: #", "platforms": { "macOS": { "size": 14 } }"#))
    #expect(result.typography == nil)
    let error = result.errors.first { $0.path == "defaults.platforms.macOS.size" }
    #expect(error?.message.hasPrefix(#"unknown key "size""#) == true, "\(result.errors)")
  }

  @Test func aTypographyBuiltInCodeIsCheckedAlike() {
    #expect(throws: TypographyError.self) {
      try body(StyleDefinition(platforms: [.macOS: PlatformValues(size: 0)]))
    }
    #expect(throws: TypographyError.self) {
      try body(
        StyleDefinition(platforms: [.tvOS: PlatformValues(minimumSize: 30, maximumSize: 20)]))
    }
  }
}
