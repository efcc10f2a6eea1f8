import DynamicType
import Testing

struct ScalingTests {
  func size(
    _ strategy: ScalingStrategy, _ base: Double, _ style: TextStyle,
    _ category: ContentSizeCategory,
    on platform: Platform = .iOS
  ) throws -> Double {
    try strategy.pointSize(forBaseSize: base, relativeTo: style, at: category, on: platform)
  }

  @Test func fontMetricsMatchesUIKitMeasurements() throws {
    // StackOverflow q/51243804: UIFontMetrics.default.scaledFont(17 pt) → 48 at AX5, 17 at L.
    #expect(try size(.fontMetrics, 17, .body, .accessibility5) == 48)
    #expect(try size(.fontMetrics, 17, .body, .large) == 17)
    // STULabel tests: headline, HelveticaNeue 20 at large → 20.
    #expect(try size(.fontMetrics, 20, .headline, .large) == 20)
  }

  @Test func fontMetricsUsesLeadingNotSize() throws {
    // caption2's leading is flat (13) from xSmall to large, so a custom caption2 does not shrink.
    #expect(try size(.fontMetrics, 11, .caption2, .xSmall) == 11)
    #expect(Platform.iOS.metrics(for: .caption2, at: .xSmall)?.pointSize == 11)
    // The system body is 53 at AX5; UIFontMetrics gives 48 for a 17 pt custom font.
    #expect(try size(.systemSizes, 17, .body, .accessibility5) == 53)
  }

  @Test func fontMetricsRoundsHalfAwayFromZero() {
    #expect(FontMetricsScaling.scaledPointSize(10, ratio: 1.25) == 13)
    #expect(FontMetricsScaling.scaledPointSize(10, ratio: 1.35) == 14)
    #expect(FontMetricsScaling.scaledPointSize(-2.5, ratio: 1) == -3)
    #expect(FontMetricsScaling.scaledPointSize(2.5, ratio: 1) == 3)
  }

  @Test func scaledFontCapsAtTheMaximumPointSize() throws {
    // STULabel: headline 20 with maximumPointSize 22 at xxxLarge → 22.
    let headline = try FontMetricsScaling.ratio(for: .headline, at: .xxxLarge, on: .iOS)
    #expect(FontMetricsScaling.scaledPointSize(20, ratio: headline, maximumPointSize: 22) == 22)
    // STULabel: body 17 with maximumPointSize 25 at AX5 → 25.
    let body = try FontMetricsScaling.ratio(for: .body, at: .accessibility5, on: .iOS)
    #expect(FontMetricsScaling.scaledPointSize(17, ratio: body, maximumPointSize: 25) == 25)
  }

  @Test func scaledValueSnapsToThePixelGrid() throws {
    let ratio = try FontMetricsScaling.ratio(for: .body, at: .medium, on: .iOS)
    // jaredsinclair.com 2024: scaledValue(for: 17) at medium → 16.333 on a @3x device.
    let value = FontMetricsScaling.scaledValue(17, ratio: ratio, displayScale: 3)
    #expect(abs(value - 16.333_333) < 0.001)
    let forty = FontMetricsScaling.scaledValue(40, ratio: ratio, displayScale: 3)
    #expect(abs(forty - (38 + 1.0 / 3)) < 0.001)
    #expect(FontMetricsScaling.scaledValue(17, ratio: ratio, displayScale: 2) == 16.0)
    let large = try FontMetricsScaling.ratio(for: .body, at: .large, on: .iOS)
    #expect(FontMetricsScaling.scaledValue(17, ratio: large, displayScale: 3) == 17)
  }

  @Test func systemSizesReproducesApplesTableAtApplesBaseSize() throws {
    var checked = 0
    for platform in [Platform.iOS, .watchOS] {
      for style in platform.styles {
        guard let base = platform.metrics(for: style, at: .large)?.pointSize else { continue }
        for category in platform.categories {
          guard let expected = platform.metrics(for: style, at: category)?.pointSize else {
            continue
          }
          #expect(try size(.systemSizes, base, style, category, on: platform) == expected)
          checked += 1
        }
      }
    }
    #expect(checked == 132 + 2 + 81)
  }

  @Test func systemSizesScalesACustomBase() throws {
    // 20 pt relative to body at AX5: 20 × 53 / 17.
    #expect(try size(.systemSizes, 20, .body, .accessibility5) == 20.0 * 53 / 17)
  }

  @Test func steppedAndFixed() throws {
    #expect(try size(.stepped(pointsPerStep: 2), 17, .body, .accessibility5) == 17 + 8 * 2)
    #expect(try size(.stepped(pointsPerStep: 2), 17, .body, .xSmall) == 11)
    // watchOS has no medium: small is one step below large there.
    #expect(try size(.stepped(pointsPerStep: 1), 16, .body, .small, on: .watchOS) == 15)
    #expect(try size(.fixed, 17, .body, .accessibility5) == 17)
  }

  @Test func tableStrategyAndTheIOS7Preset() throws {
    let preset = try #require(SizeTable.iOS7Preset(for: .headline))
    #expect(preset[.accessibility5] == 23)
    #expect(preset[.large] == 17)
    let body = try #require(SizeTable.iOS7Preset(for: .body))
    #expect(body[.accessibility5] == 53)
    // title1 at AX sizes was never measured: the preset holds the xxxLarge size.
    let title = try #require(SizeTable.iOS7Preset(for: .title1))
    #expect(title[.accessibility3] == 34)
    #expect(SizeTable.iOS7Preset(for: .largeTitle) == nil)
    #expect(try size(.table(body), 99, .body, .accessibility4) == 47)
  }

  @Test func sizeTableValidation() {
    #expect(throws: SizeTable.Error.wrongCount(3)) { try SizeTable([1, 2, 3]) }
    let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, -40, 47, 53]
    #expect(throws: SizeTable.Error.invalidSize(-40, category: .accessibility3)) {
      try SizeTable(sizes)
    }
  }

  @Test func missingDataIsAnErrorNotAGuess() {
    #expect(
      throws: ScalingError.missingReference(
        "leading", style: .body, category: .large, platform: .iOS7)
    ) {
      try size(.fontMetrics, 17, .body, .large, on: .iOS7)
    }
    #expect(throws: ScalingError.categoryUnavailable(.medium, platform: .watchOS)) {
      try size(.fontMetrics, 17, .body, .medium, on: .watchOS)
    }
    #expect(throws: ScalingError.categoryUnavailable(.xLarge, platform: .macOS)) {
      try size(.fixed, 13, .body, .xLarge, on: .macOS)
    }
    #expect(throws: ScalingError.self) { try size(.systemSizes, 17, .body, .large, on: .visionOS) }
  }

  @Test func limitsClampAndLineHeightFollowsTheFinalSize() throws {
    let limits = SizeLimits(minimum: 12, maximum: 30)
    #expect(limits.clamp(48) == 30)
    #expect(limits.clamp(10) == 12)
    #expect(SizeLimits.none.clamp(48) == 48)
    // Apple's body at AX5: 53 pt on 62 pt leading; a 30 pt clamp keeps the proportion.
    let lineHeight = ScalingStrategy.lineHeight(
      forPointSize: 30, relativeTo: .body, at: .accessibility5, on: .iOS)
    #expect(lineHeight == 30.0 * 62 / 53)
    #expect(
      ScalingStrategy.lineHeight(forPointSize: 17, relativeTo: .body, at: .large, on: .iOS) == 22)
    #expect(
      ScalingStrategy.lineHeight(forPointSize: 17, relativeTo: .body, at: .large, on: .iOS7) == nil)
  }
}

struct TrackingTableTests {
  @Test func everyEntryMatchesTheReference() {
    let json = ReferenceData.table("tracking")
    let tables: [TrackingTable] = [
      .sfPro, .sfProMacOS, .sfProTVOS, .sfProRounded, .newYork, .sfCompact, .sfCompactRounded,
    ]
    var checked = 0
    for table in tables {
      let rows = json[table.name].object
      #expect(rows.count == table.entries.count, "\(table.name)")
      for entry in table.entries {
        let key = String(Int(entry.pointSize))
        #expect(rows[key]?["em1000"].number == entry.thousandthsOfEm, "\(table.name) \(key)")
        #expect(rows[key]?["pt"].number == entry.points, "\(table.name) \(key)")
        checked += 1
      }
    }
    #expect(checked > 400)
  }

  @Test func trackingUsesTheEmColumnAndInterpolates() {
    let table = TrackingTable.sfPro
    #expect(table.thousandthsOfEm(atPointSize: 17) == -26)
    #expect(abs(table.tracking(atPointSize: 17) - (-0.442)) < 1e-12)
    #expect(table.thousandthsOfEm(atPointSize: 17.5) == -25.5)
    // 55 is not listed: halfway between 54 (+6) and 56 (+6).
    #expect(table.thousandthsOfEm(atPointSize: 55) == 6)
    #expect(table.thousandthsOfEm(atPointSize: 2) == 41)
    #expect(table.thousandthsOfEm(atPointSize: 400) == table.entries.last!.thousandthsOfEm)
    #expect(TrackingTable.systemFont(on: .watchOS) == .sfCompact)
    #expect(TrackingTable.systemFont(on: .macOS) == .sfProMacOS)
  }
}
