import DynamicType
import OpenType
import Testing
import Typeset
import TypesetTestSupport

/// The decisions the UIKit, SwiftUI and AppKit adapters take from the engine: who scales a
/// font, what makes it stale, and how to replace it. Numbers come from Apple's iOS table (body:
/// 17 pt, leading 22 at large, 62 at AX5).
struct AdaptersPlanTests {
  @Test func fontMetricsIsLeftToThePlatformWithTheBaseSize() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(size: 18, maximumSize: 40)
    ])
    let plan = try typography.platformFontPlan(
      for: .body, in: Fixtures.environment(.accessibility5))
    // The platform gets the base size, never the scaled one (UIFontMetrics raises on a scaled
    // font; Font.custom would scale twice).
    #expect(plan.sizing == .platformScaled(textStyle: .body, baseSize: 18, maximumPointSize: 40))
    #expect(plan.font.pointSize == 40)
    #expect(plan.identity.isPlatformScaled)
    #expect(plan.identity.pointSize == 18)
    #expect(plan.sizing(for: .fontMetrics) == plan.sizing)
    // SwiftUI's Font.custom has no maximum: the engine's size, fixed.
    #expect(plan.sizing(for: .relativeCustomFont) == .fixed(pointSize: 40))
    let unlimited = try Fixtures.typography().platformFontPlan(
      for: .body, in: Fixtures.environment())
    #expect(unlimited.sizing(for: .relativeCustomFont) == unlimited.sizing)
    // UIKit rescales the font itself; only the paragraph attributes follow the category.
    #expect(!plan.updateTriggers.contains(.contentSizeCategory))
    #expect(plan.attributeUpdateTriggers.contains(.contentSizeCategory))
  }

  /// Where the platform scales, its arithmetic gives the engine's size at every category.
  @Test(arguments: ContentSizeCategory.allCases)
  func platformArithmeticMatchesTheEngine(category: ContentSizeCategory) throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(size: 18, maximumSize: 40),
      .custom("price"): StyleDefinition(size: 21, relativeTo: .caption2),
    ])
    for style in [StyleName.textStyle(.body), .textStyle(.title2), .custom("price")] {
      let plan = try typography.platformFontPlan(for: style, in: Fixtures.environment(category))
      guard case .platformScaled(let textStyle, let base, let maximum) = plan.sizing else {
        Issue.record("\(style) should be scaled by the platform")
        continue
      }
      let ratio = try FontMetricsScaling.ratio(for: textStyle, at: category, on: .iOS)
      let platformSize = FontMetricsScaling.scaledPointSize(
        base, ratio: ratio, maximumPointSize: maximum)
      #expect(platformSize == plan.font.pointSize, "\(style) at \(category)")
    }
  }

  @Test func everythingTheFontMetricsCannotDoGetsAFixedSize() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(minimumSize: 15),
      .textStyle(.title1): StyleDefinition(scaling: .strategy(.systemSizes)),
      .textStyle(.title2): StyleDefinition(
        categoryOverrides: [.accessibility5: CategoryOverride(size: 30)]),
      .textStyle(.caption1): StyleDefinition(scaling: .strategy(.fixed)),
    ])
    let environment = Fixtures.environment(.xSmall)
    let body = try typography.platformFontPlan(for: .body, in: environment)
    // round(17 × 19 / 22) = 15 and the minimum 15: fixed at the engine's size.
    #expect(body.sizing == .fixed(pointSize: body.font.pointSize))
    #expect(body.reason.contains("minimum"))
    #expect(body.updateTriggers.contains(.contentSizeCategory))
    let title1 = try typography.platformFontPlan(for: .title1, in: environment)
    #expect(title1.sizing == .fixed(pointSize: title1.font.pointSize))
    let title2 = try typography.platformFontPlan(for: .title2, in: environment)
    #expect(title2.reason.contains("per category"))
    // A fixed strategy never changes with the category: no observer needed for the size.
    let caption = try typography.platformFontPlan(for: .caption1, in: environment)
    #expect(caption.sizing == .fixed(pointSize: 12))
    #expect(!caption.updateTriggers.contains(.contentSizeCategory))
    // Its line height still follows Apple's leading proportion, which changes per category.
    let small = try typography.resolve(.caption1, in: environment).lineHeight
    let large = try typography.resolve(.caption1, in: Fixtures.environment()).lineHeight
    #expect(small != large)
    #expect(caption.attributeUpdateTriggers.contains(.contentSizeCategory))
  }

  @Test func anAppChosenCategoryOrAMacGetsAFixedSize() throws {
    let typography = try Fixtures.typography()
    var environment = Fixtures.environment(.large)
    environment.overrideCategory = .accessibility2
    let plan = try typography.platformFontPlan(for: .body, in: environment)
    #expect(plan.sizing == .fixed(pointSize: plan.font.pointSize))
    let mac = try typography.platformFontPlan(
      for: .body, in: Fixtures.environment(platform: .macOS))
    #expect(mac.sizing == .fixed(pointSize: 13))
    #expect(mac.updateTriggers == [.legibilityWeight] || mac.updateTriggers == [])
  }

  @Test func boldTextIsObservedOnlyWhenItChangesTheFace() throws {
    // Serif has 400 and 700: regular body → 600 with Bold Text → the 700 face.
    let serif = try Fixtures.typography()
    let body = try serif.platformFontPlan(for: .body, in: Fixtures.environment())
    #expect(body.updateTriggers.contains(.legibilityWeight))
    // A family with one face cannot get bolder.
    let single = FontFamily(name: "One", faces: [Fixtures.face("One-Regular", 400)])
    let one = try Fixtures.typography([single])
    let plan = try one.platformFontPlan(for: .body, in: Fixtures.environment())
    #expect(!plan.updateTriggers.contains(.legibilityWeight))
  }

  @Test func variationsUseCoreTextAxisIdentifiers() throws {
    let typography = try Fixtures.typography([Fixtures.variable])
    let plan = try typography.platformFontPlan(
      for: .headline, in: Fixtures.environment(bold: true))
    // headline is semibold (600); Bold Text → 800, set exactly on the weight axis.
    #expect(plan.variations == [FontVariation(tag: "wght", value: 800)])
    #expect(plan.variations.first?.identifier == 0x7767_6874)
    #expect(plan.needsVariations)
    let serif = try Fixtures.typography().platformFontPlan(for: .body, in: Fixtures.environment())
    #expect(!serif.needsVariations)
    #expect(FontVariation(tag: "wdth", value: 100).identifier == 2_003_072_104)
    #expect(FontVariation.coreTextVariations(plan.variations) == [0x7767_6874: 800])
    // Tags that share their first four characters share an identifier: no trap, the later
    // (in sorted order) wins.
    #expect(
      FontVariation.coreTextVariations(axisValues: ["wght": 400, "wghtx": 700, "wdth": 90])
        == [0x7767_6874: 700, 2_003_072_104: 90])
  }

  @Test func textAttributesKeepLineHeightAndTracking() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(tracking: .thousandthsOfEm(-20))
    ])
    let plan = try typography.platformFontPlan(for: .body, in: Fixtures.environment())
    #expect(plan.textAttributes.lineHeight == 22)
    #expect(plan.textAttributes.kern == -0.34)
    #expect(plan.textAttributes.lineSpacing(naturalLineHeight: 20.5) == 1.5)
    #expect(plan.textAttributes.lineSpacing(naturalLineHeight: 25) == 0)
    #expect(plan.textAttributes.baselineOffset(naturalLineHeight: 20) == 1)
  }

  @Test func identitiesWorkAroundEqualityThatIgnoresScaling() {
    let scaled = FontIdentity(
      postScriptName: "Serif-Regular", variations: [], pointSize: 17, scaledRelativeTo: .body,
      maximumPointSize: nil)
    let fixed = FontIdentity(
      postScriptName: "Serif-Regular", variations: [], pointSize: 17, scaledRelativeTo: nil,
      maximumPointSize: nil)
    let bigger = FontIdentity(
      postScriptName: "Serif-Regular", variations: [], pointSize: 20, scaledRelativeTo: nil,
      maximumPointSize: nil)
    #expect(scaled.assignment(from: scaled) == .unchanged)
    #expect(scaled.assignment(from: fixed) == .clearThenAssign)
    #expect(bigger.assignment(from: fixed) == .assign)
    #expect(fixed.assignment(from: nil) == .clearThenAssign)
    #expect(!fixed.isPlatformScaled)
  }

  @Test func baseSizeComesFromTheFileOrApple() throws {
    let typography = try Fixtures.typography(styles: [
      .custom("price"): StyleDefinition(size: 21, relativeTo: .body)
    ])
    #expect(typography.baseSize(of: .custom("price"), on: .iOS) == 21)
    #expect(typography.baseSize(of: .textStyle(.title1), on: .iOS) == 28)
    #expect(typography.baseSize(of: .custom("missing"), on: .iOS) == nil)
  }

  @Test func traitsBecomeAnEnvironment() {
    let environment = TypeEnvironment(
      platform: .iOS, contentSizeCategoryRawValue: "UICTContentSizeCategoryAccessibilityXL",
      isBoldTextEnabled: true, displayScale: 2)
    #expect(environment.category == .accessibility3)
    #expect(environment.isBoldTextEnabled)
    #expect(environment.displayScale == 2)
    let unspecified = TypeEnvironment(
      platform: .iOS, contentSizeCategoryRawValue: "UICTContentSizeCategoryUnspecified",
      isBoldTextEnabled: false, displayScale: 0)
    #expect(unspecified.category == .large)
    let unknown = TypeEnvironment(
      platform: .iOS, contentSizeCategoryRawValue: "Huge", isBoldTextEnabled: false,
      displayScale: -1)
    #expect(unknown.category == .large)
    #expect(unknown.displayScale == 0)
    #expect(TextStyle.extraLargeTitle2.classicStyle == .largeTitle)
    #expect(TextStyle.caption2.classicStyle == .caption2)
  }
}
