import DynamicType
import OpenType
import Testing
import Typeset
import TypesetLoader
import TypesetTestSupport

/// Every strategy, clamp, Bold Text and custom-style combination, with the numbers worked out
/// by hand in each test from Apple's iOS table (body: size 17, leading 22 at large; leading 48
/// at AX3, 62 at AX5; caption2: size 11, leading 13 at large, 22 at xxxLarge).
struct ResolutionTests {
  func resolve(
    _ typography: Typography, _ style: StyleName, _ category: ContentSizeCategory = .large,
    bold: Bool = false, platform: Platform = .iOS
  ) throws -> ResolvedFont {
    try typography.resolve(
      style, in: Fixtures.environment(category, bold: bold, platform: platform))
  }

  @Test func oneFamilyIsACompleteTypography() throws {
    let typography = try Fixtures.typography()
    #expect(typography.styleNames.count == 11)
    let body = try resolve(typography, .textStyle(.body))
    #expect(body.pointSize == 17)
    #expect(body.lineHeight == 22)
    #expect(body.face.postScriptName == "Serif-Regular")
    #expect(body.tracking == 0)
    // headline is semibold in Apple's table; Serif has 400 and 700: CSS picks 700 for 600.
    let headline = try resolve(typography, .textStyle(.headline))
    #expect(headline.face.postScriptName == "Serif-Bold")
    #expect(headline.face.requestedWeight == .semibold)
  }

  @Test func fontMetricsUsesTheLeadingRatioAndRounds() throws {
    let typography = try Fixtures.typography(styles: [.textStyle(.body): StyleDefinition(size: 18)])
    // round(18 × 48 / 22) = round(39.27) = 39; line height 39 × 48 / 40 = 46.8.
    let font = try resolve(typography, .textStyle(.body), .accessibility3)
    #expect(font.pointSize == 39)
    #expect(font.lineHeight == 39.0 * 48 / 40)
    #expect(!font.isClamped)
    // At AX5 a default body: round(17 × 62 / 22) = round(47.9) = 48.
    // title1 at AX5: round(28 × 68 / 34) = 56.
    #expect(try resolve(typography, .textStyle(.title1), .accessibility5).pointSize == 56)
    let plain = try Fixtures.typography()
    #expect(try resolve(plain, .textStyle(.body), .accessibility5).pointSize == 48)
  }

  @Test func systemSizesFollowsTheSizeRatio() throws {
    let typography = try Fixtures.typography(
      defaults: StyleDefinition(scaling: .strategy(.systemSizes)),
      styles: [.textStyle(.body): StyleDefinition(size: 20)])
    // 20 × 53 / 17 = 62.35…; line height: Apple's 62 / 53 proportion.
    let font = try resolve(typography, .textStyle(.body), .accessibility5)
    let expected: Double = 20.0 * 53 / 17
    #expect(font.pointSize == expected)
    #expect(font.lineHeight == expected * 62 / 53)
    // At Apple's own size every cell is Apple's: caption2 at AX5 is 40.
    #expect(try resolve(typography, .textStyle(.caption2), .accessibility5).pointSize == 40)
  }

  @Test func explicitTableAndTheIOS7Preset() throws {
    let sizes = try SizeTable([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21])
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(scaling: .strategy(.table(sizes))),
      .textStyle(.headline): StyleDefinition(scaling: .iOS7Table),
      .textStyle(.footnote): StyleDefinition(scaling: .iOS7Table),
    ])
    #expect(try resolve(typography, .textStyle(.body), .xLarge).pointSize == 14)
    #expect(try resolve(typography, .textStyle(.body), .accessibility5).pointSize == 21)
    // iOS 7–10: headline stops at 23 from xxxLarge on; footnote at 19.
    #expect(try resolve(typography, .textStyle(.headline), .accessibility5).pointSize == 23)
    #expect(try resolve(typography, .textStyle(.footnote), .accessibility2).pointSize == 19)
    #expect(try resolve(typography, .textStyle(.footnote), .xSmall).pointSize == 12)
  }

  @Test func iOS7PresetHasNoLargeTitle() throws {
    #expect(throws: TypographyError.self) {
      try Fixtures.typography(styles: [
        .textStyle(.largeTitle): StyleDefinition(scaling: .iOS7Table)
      ])
    }
  }

  @Test func steppedAndFixed() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(size: 16, scaling: .strategy(.stepped(pointsPerStep: 2))),
      .textStyle(.callout): StyleDefinition(scaling: .strategy(.fixed)),
    ])
    // 16 + 8 × 2 = 32 at AX5; 16 − 3 × 2 = 10 at xSmall.
    #expect(try resolve(typography, .textStyle(.body), .accessibility5).pointSize == 32)
    #expect(try resolve(typography, .textStyle(.body), .xSmall).pointSize == 10)
    // callout is 16 at large and stays 16.
    #expect(try resolve(typography, .textStyle(.callout), .accessibility5).pointSize == 16)
  }

  @Test func maximumClampsAndLineHeightFollowsTheClampedSize() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.caption2): StyleDefinition(maximumSize: 18)
    ])
    // round(11 × 22 / 13) = round(18.6) = 19 → 18; line height 18 × 22 / 17 (Apple's
    // caption2 at xxxLarge is 17 on 22).
    let font = try resolve(typography, .textStyle(.caption2), .xxxLarge)
    #expect(font.unclampedPointSize == 19)
    #expect(font.pointSize == 18)
    #expect(font.isClamped)
    #expect(font.lineHeight == 18.0 * 22 / 17)
    #expect(font.steps.contains { $0.kind == .clamped })
  }

  @Test func minimumClampsFromBelow() throws {
    let typography = try Fixtures.typography(
      defaults: StyleDefinition(minimumSize: 12),
      styles: [
        .textStyle(.body): StyleDefinition(size: 16, scaling: .strategy(.stepped(pointsPerStep: 2)))
      ])
    // 16 − 3 × 2 = 10 → 12 at xSmall; line height 12 × 19 / 14 (Apple's body at xSmall).
    let font = try resolve(typography, .textStyle(.body), .xSmall)
    #expect(font.pointSize == 12)
    #expect(font.unclampedPointSize == 10)
    #expect(font.lineHeight == 12.0 * 19 / 14)
  }

  @Test func explicitLeadingKeepsItsProportion() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(size: 18, leading: 26, maximumSize: 30)
    ])
    #expect(try resolve(typography, .textStyle(.body)).lineHeight == 26)
    // AX3: round(18 × 48 / 22) = 39 → clamped to 30; line height 30 × 26 / 18.
    let font = try resolve(typography, .textStyle(.body), .accessibility3)
    #expect(font.pointSize == 30)
    #expect(font.lineHeight == 30.0 * 26 / 18)
  }

  @Test func trackingSettings() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.caption2): StyleDefinition(tracking: .system),
      .textStyle(.body): StyleDefinition(tracking: .thousandthsOfEm(-10)),
    ])
    // SF Pro at 11 pt: +6/1000 em → 0.066 pt.
    let caption = try resolve(typography, .textStyle(.caption2))
    #expect(abs(caption.tracking - 0.066) < 1e-12)
    // −10/1000 em at 48 pt (body at AX5) = −0.48 pt: tracking follows the final size.
    #expect(
      abs(try resolve(typography, .textStyle(.body), .accessibility5).tracking + 0.48) < 1e-12)
    #expect(try resolve(typography, .textStyle(.title1)).tracking == 0)
  }

  @Test func boldTextPicksTheNearestHeavierFace() throws {
    let typography = try Fixtures.typography(
      [Fixtures.sans, Fixtures.serif], defaults: StyleDefinition(family: "Sans"),
      styles: [
        .textStyle(.title1): StyleDefinition(family: "Serif"),
        .textStyle(.footnote): StyleDefinition(weight: .light),
        .textStyle(.headline): StyleDefinition(weight: .heavy),
      ])
    // body: regular → semibold (600), Sans has 600.
    #expect(
      try resolve(typography, .textStyle(.body), bold: true).face.postScriptName == "Sans-Semibold")
    // title1 in Serif: 600 is not there; above 500 the next heavier, 700.
    #expect(
      try resolve(typography, .textStyle(.title1), bold: true).face.postScriptName == "Serif-Bold")
    // footnote light (300) → regular (400): the three lightest weights move 100.
    #expect(
      try resolve(typography, .textStyle(.footnote), bold: true).face.postScriptName
        == "Sans-Regular")
    // headline heavy (800) → black (900): Sans has nothing heavier; keeps the base face.
    let headline = try resolve(typography, .textStyle(.headline), bold: true)
    #expect(headline.face.postScriptName == "Sans-Heavy")
    #expect(headline.face.requestedWeight == .black)
  }

  @Test func boldTextWithoutAHeavierFaceKeepsTheBase() throws {
    let regularOnly = FontFamily(name: "Solo", faces: [Fixtures.face("Solo", 400)])
    let typography = try Fixtures.typography([regularOnly])
    let font = try resolve(typography, .textStyle(.body), bold: true)
    #expect(font.face.postScriptName == "Solo")
    #expect(font.face.weight == 400)
    #expect(typography.warnings.contains { $0.message.contains("Bold Text will change nothing") })
  }

  @Test func variableFontSetsTheWeightAxisExactly() throws {
    let typography = try Fixtures.typography([Fixtures.variable])
    let body = try resolve(typography, .textStyle(.body), bold: true)
    #expect(body.face.axisValues == ["wght": 600])
    #expect(body.face.weight == 600)
    let headline = try resolve(typography, .textStyle(.headline))
    #expect(headline.face.axisValues == ["wght": 600])
    // headline with Bold Text: 600 → 800.
    #expect(
      try resolve(typography, .textStyle(.headline), bold: true).face.axisValues == ["wght": 800])
  }

  @Test func customStyleFollowsItsRelativeStyle() throws {
    let price = StyleDefinition(
      family: "Sans", weight: .bold, size: 20, tracking: .thousandthsOfEm(-10),
      scaling: .strategy(.stepped(pointsPerStep: 2)), maximumSize: 34, relativeTo: .body,
      categoryOverrides: [.xSmall: CategoryOverride(size: 17)])
    let typography = try Fixtures.typography(
      [Fixtures.serif, Fixtures.sans], defaults: StyleDefinition(family: "Serif"),
      styles: [.custom("price"): price])
    #expect(typography.styleNames.last == .custom("price"))
    // xSmall: the override, 17; line height 17 × 19 / 14 (body's proportion at xSmall).
    let small = try resolve(typography, .custom("price"), .xSmall)
    #expect(small.pointSize == 17)
    #expect(small.lineHeight == 17.0 * 19 / 14)
    #expect(small.relativeTo == .body)
    // AX5: 20 + 8 × 2 = 36 → 34; tracking −10/1000 × 34.
    let large = try resolve(typography, .custom("price"), .accessibility5)
    #expect(large.pointSize == 34)
    #expect(large.isClamped)
    #expect(abs(large.tracking + 0.34) < 1e-12)
    // Bold (700) with Bold Text → 900: Sans has 800 (the nearest heavier face).
    #expect(
      try resolve(typography, .custom("price"), bold: true).face.postScriptName == "Sans-Heavy")
    // A custom style at large with fontMetrics relative to caption2 keeps caption2's flat start.
    let note = try Fixtures.typography(styles: [
      .custom("note"): StyleDefinition(size: 12, relativeTo: .caption2)
    ])
    #expect(try resolve(note, .custom("note"), .xSmall).pointSize == 12)
  }

  @Test func categoryOverridesReplaceComputedValues() throws {
    let typography = try Fixtures.typography(
      [Fixtures.sans],
      styles: [
        .textStyle(.body): StyleDefinition(categoryOverrides: [
          .accessibility5: CategoryOverride(
            size: 40, leading: 44, weight: .semibold, tracking: .thousandthsOfEm(5))
        ])
      ])
    let font = try resolve(typography, .textStyle(.body), .accessibility5)
    #expect(font.pointSize == 40)
    #expect(font.lineHeight == 44)
    #expect(font.face.postScriptName == "Sans-Semibold")
    #expect(abs(font.tracking - 0.2) < 1e-12)
  }

  @Test func italicStylesUseItalicFaces() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.footnote): StyleDefinition(italic: true)
    ])
    #expect(try resolve(typography, .textStyle(.footnote)).face.postScriptName == "Serif-Italic")
  }

  @Test func environmentOverrideAndRange() throws {
    let typography = try Fixtures.typography()
    var environment = TypeEnvironment(category: .accessibility5)
    environment.categoryRange = .xSmall ... .accessibility2
    #expect(environment.effectiveCategory == .accessibility2)
    // body at AX2: round(17 × 40 / 22) = round(30.9) = 31.
    #expect(try typography.resolve(.body, in: environment).pointSize == 31)
    environment.overrideCategory = .small
    #expect(environment.effectiveCategory == .small)
    // watchOS has no medium (→ small) and stops at AX3; macOS has only large.
    #expect(TypeEnvironment(platform: .watchOS, category: .medium).effectiveCategory == .small)
    #expect(
      TypeEnvironment(platform: .watchOS, category: .accessibility5).effectiveCategory
        == .accessibility3)
    #expect(
      TypeEnvironment(platform: .macOS, category: .accessibility5).effectiveCategory == .large)
  }

  @Test func otherPlatformsUseTheirTables() throws {
    let typography = try Fixtures.typography()
    // watchOS body: 16 at large, 23 at AX3 (leading 18.5 → 25.5): round(16 × 25.5 / 18.5) = 22.
    #expect(
      try resolve(typography, .textStyle(.body), .accessibility3, platform: .watchOS).pointSize
        == 22)
    #expect(try resolve(typography, .textStyle(.body), platform: .macOS).pointSize == 13)
    #expect(try resolve(typography, .textStyle(.body), platform: .macOS).lineHeight == 16)
    // visionOS has no table: body needs its size and leading in the file.
    #expect(throws: ResolutionError.self) {
      try resolve(typography, .textStyle(.body), platform: .visionOS)
    }
    let explicit = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(size: 17, leading: 22, scaling: .strategy(.fixed))
    ])
    #expect(try resolve(explicit, .textStyle(.body), platform: .visionOS).pointSize == 17)
  }

  @Test func iOS7PlatformBorrowsIOSLeading() throws {
    let typography = try Fixtures.typography(
      defaults: StyleDefinition(scaling: .strategy(.systemSizes)))
    // iOS 7 body at AX5: 53 pt; iOS 7 has no leading, so iOS's 62 / 53 applies.
    let font = try resolve(typography, .textStyle(.body), .accessibility5, platform: .iOS7)
    #expect(font.pointSize == 53)
    #expect(font.lineHeight == 62)
  }

  @Test func scaledValueSnapsToPixels() throws {
    let typography = try Fixtures.typography()
    let value = try typography.scaledValue(
      17, relativeTo: .body, in: TypeEnvironment(category: .medium))
    #expect(abs(value - 49.0 / 3) < 1e-12)
  }

  @Test func explanationNamesEveryQuantity() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(maximumSize: 30)
    ])
    let font = try resolve(typography, .textStyle(.body), .accessibility5, bold: true)
    #expect(
      font.steps.map(\.kind) == [
        .category, .baseSize, .pointSize, .clamped, .face, .lineHeight, .tracking,
      ])
    #expect(
      font.steps.map(\.quantity) == [
        "category", "base size", "point size", "clamped", "face", "line height", "tracking",
      ])
    // Each step's number is the number the font holds, where the decision is one.
    #expect(font.steps[0].number == nil)
    #expect(font.steps[2].number == font.unclampedPointSize)
    #expect(font.steps[3].number == 30 && font.pointSize == 30)
    #expect(font.steps[4].number == font.face.weight)
    #expect(font.steps[5].number == font.lineHeight)
    #expect(font.steps[6].number == font.tracking)
    #expect(font.steps[2].reason.contains("round(17 × 62 / 22)"))
    #expect(font.steps[4].reason.contains("Bold Text → semibold (600)"))
  }

  @Test func resolutionIsCachedAndThreadSafe() async throws {
    let typography = try Fixtures.typography([Fixtures.sans])
    let environments = ContentSizeCategory.allCases.flatMap { category in
      [false, true].map { TypeEnvironment(category: category, isBoldTextEnabled: $0) }
    }
    let serial = try environments.map { try typography.resolve(.body, in: $0) }
    let concurrent = try await withThrowingTaskGroup(of: [ResolvedFont].self) { group in
      for _ in 0..<8 {
        group.addTask { try environments.map { try typography.resolve(.body, in: $0) } }
      }
      var results: [[ResolvedFont]] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(concurrent.count == 8)
    for result in concurrent { #expect(result == serial) }
    // The override and range fold into the effective category: the same cached font.
    let viaOverride = try typography.resolve(
      .body, in: TypeEnvironment(category: .xSmall, overrideCategory: .accessibility1))
    #expect(
      viaOverride == (try typography.resolve(.body, in: TypeEnvironment(category: .accessibility1)))
    )
  }
}
