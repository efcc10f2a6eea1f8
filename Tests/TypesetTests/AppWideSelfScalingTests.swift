import DynamicType
import Testing
import Typeset
import TypesetTestSupport

/// The engine's side of issue 35's adapter fixes: the self-scaling plans the app-wide install
/// answers with, the app's text-size override in the app-wide settings, and the install's
/// font cache.
struct AppWideSelfScalingTests {
  /// Body with a minimum size: a fixed plan, which the app-wide install must keep scalable.
  static func minimumSized() throws -> Typography {
    try Fixtures.typography(
      [Fixtures.sans], styles: [.textStyle(.body): StyleDefinition(minimumSize: 15)])
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func fixedPlansBecomePlatformScaledWithTheEngineSizeNow(category: ContentSizeCategory) throws {
    let typography = try Self.minimumSized()
    let environment = TypeEnvironment(platform: .iOS, category: category)
    let fixed = try typography.platformFontPlan(for: .body, in: environment)
    guard case .fixed(let pointSize) = fixed.sizing else {
      Issue.record("body with a minimum size is expected to be fixed")
      return
    }
    let plan = try typography.selfScalingFontPlan(for: .textStyle(.body), in: environment)
    guard case .platformScaled(let style, let baseSize, let maximum) = plan.sizing else {
      Issue.record("expected a platform-scaled plan, got \(plan.sizing)")
      return
    }
    #expect(style == .body)
    // UIFontMetrics' ratio at this category turns the base size into the engine's size.
    let ratio = try FontMetricsScaling.ratio(for: .body, at: category, on: .iOS)
    #expect(abs(baseSize * ratio - pointSize) < 1e-9)
    // The cap is the largest size the engine gives the style at any category.
    let largest = try ContentSizeCategory.allCases.map {
      try typography.resolve(.body, in: TypeEnvironment(platform: .iOS, category: $0)).pointSize
    }.max()
    #expect(maximum == largest)
    // UIKit keeps the font current now: the category is no longer a reason to ask again.
    #expect(!plan.updateTriggers.contains(.contentSizeCategory))
    #expect(plan.font == fixed.font)
  }

  @Test func platformScaledPlansAndPlatformsWithoutFontMetricsAreUnchanged() throws {
    let typography = try Fixtures.typography([Fixtures.sans])
    let iOS = TypeEnvironment(platform: .iOS, category: .xxLarge)
    #expect(
      try typography.selfScalingFontPlan(for: .textStyle(.body), in: iOS)
        == typography.platformFontPlan(for: .body, in: iOS))
    let macOS = TypeEnvironment(platform: .macOS)
    let minimumSized = try Self.minimumSized()
    #expect(
      try minimumSized.selfScalingFontPlan(for: .textStyle(.body), in: macOS)
        == minimumSized.platformFontPlan(for: .body, in: macOS))
  }

  @Test func textSizeOverrideIsTheCategoryUntilCleared() {
    let settings = AppTextSettings(
      AppTextSettings.Values(category: .large, isBoldTextEnabled: true))
    #expect(settings.setTextSizeOverride(.accessibility3))
    #expect(!settings.setTextSizeOverride(.accessibility3))
    #expect(settings.values.category == .accessibility3)
    #expect(settings.values.isBoldTextEnabled)
    #expect(settings.userValues.category == .large)
    #expect(settings.textSizeOverride == .accessibility3)
    // The user's own change is recorded, and hidden by the override.
    #expect(settings.update(AppTextSettings.Values(category: .small, isBoldTextEnabled: true)))
    #expect(settings.values.category == .accessibility3)
    #expect(settings.setTextSizeOverride(nil))
    #expect(settings.values.category == .small)
  }

  @Test func fontsAreKeptPerAnswerAndEnvironment() throws {
    let installed = InstalledSubstitution(typography: try Fixtures.typography([Fixtures.sans]))
    final class Font {}
    var made = 0
    let make: () -> AnyObject? = {
      made += 1
      return Font()
    }
    let large = TypeEnvironment(platform: .iOS)
    let bold = TypeEnvironment(platform: .iOS, isBoldTextEnabled: true)
    let first = installed.font(for: .style(.body), in: large, make: make)
    #expect(installed.font(for: .style(.body), in: large, make: make) === first)
    #expect(installed.font(for: .style(.body), in: bold, make: make) !== first)
    #expect(installed.font(for: .style(.headline), in: large, make: make) !== first)
    #expect(made == 3)
    #expect(installed.cachedFontCount == 3)
    // A miss is not kept: the next request asks again.
    #expect(installed.font(for: .style(.title1), in: large) { nil } == nil)
    #expect(installed.cachedFontCount == 3)
    // Past the limit the cache starts again rather than growing.
    for size in 0..<InstalledSubstitution.fontCacheLimit {
      let answer = SubstitutionAnswer.style(.caption1)
      _ = installed.font(
        for: answer, in: TypeEnvironment(platform: .iOS, displayScale: Double(size + 1)),
        make: make)
    }
    #expect(installed.cachedFontCount <= InstalledSubstitution.fontCacheLimit)
  }

  @Test func symbolicTraitsPickTheNearestFaceOfTheSameFamily() throws {
    let substitution = SystemFontSubstitution(
      typography: try Fixtures.typography(
        [Fixtures.serif, Fixtures.sans], defaults: StyleDefinition(family: "Serif")))
    func name(_ bold: Bool, _ italic: Bool, of face: String) -> String? {
      substitution.face(withSymbolicTraitsBold: bold, italic: italic, of: face)?.postScriptName
    }
    #expect(name(true, false, of: "Serif-Regular") == "Serif-Bold")
    #expect(name(false, true, of: "Serif-Bold") == "Serif-Italic")
    #expect(name(false, false, of: "Serif-Italic") == "Serif-Regular")
    // Sans has no 700: 800 is the nearest from above; and no italic: the upright face.
    #expect(name(true, false, of: "Sans-Light") == "Sans-Heavy")
    #expect(name(false, true, of: "Sans-Regular") == "Sans-Regular")
    // A face the typography does not have is not the substitution's to answer.
    #expect(name(true, false, of: "Helvetica") == nil)
  }
}
