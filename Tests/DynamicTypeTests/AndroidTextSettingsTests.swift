import DynamicType
import Testing

/// Android's text settings, line heights and curves, against the AOSP and androidx sources
/// cited in the code.
struct AndroidTextSettingsTests {
  @Test func settingsStepsAreThoseOfSettingsLib() {
    // frameworks/base packages/SettingsLib/res/values/arrays.xml, entryvalues_font_size,
    // parsed as Java floats.
    let published = ["0.85", "1.0", "1.15", "1.30", "1.50", "1.80", "2.0"].compactMap(Float.init)
    #expect(published.count == 7)
    #expect(AndroidTextSettings.settingsFontScales == published)
    // Every step above 1 has a published table (the file's comment asks for it).
    let tableScales = AndroidFontScaleConverter.lookupTables.map(\.scale)
    for scale in AndroidTextSettings.settingsFontScales where scale > 1 {
      #expect(tableScales.contains(scale), "\(scale)")
    }
  }

  @Test(arguments: [Float(0), -1, -0.0, .nan, .infinity, -.infinity])
  func aScaleThatIsNotPositiveIsRefused(_ scale: Float) {
    #expect(AndroidTextSettings(fontScale: scale) == nil)
    #expect(AndroidTextSettings(fontScale: scale, isBoldTextEnabled: true) == nil)
  }

  @Test func boldTextAddsThreeHundredClampedToAThousand() throws {
    let bold = try #require(AndroidTextSettings(fontScale: 1, isBoldTextEnabled: true))
    #expect(bold.fontWeightAdjustment == 300)
    #expect(bold.isBoldTextEnabled)
    #expect(bold.adjustedWeight(400) == 700)
    #expect(bold.adjustedWeight(600) == 900)
    #expect(bold.adjustedWeight(800) == 1000)
    #expect(bold.adjustedWeight(1000) == 1000)
    let plain = try #require(AndroidTextSettings(fontScale: 1.3))
    #expect(!plain.isBoldTextEnabled)
    #expect(plain.adjustedWeight(400) == 400)
    let undefined = try #require(
      AndroidTextSettings(
        fontScale: 1, fontWeightAdjustment: AndroidTextSettings.undefinedFontWeightAdjustment))
    #expect(undefined.adjustedWeight(400) == 400)
    let lighter = try #require(AndroidTextSettings(fontScale: 1, fontWeightAdjustment: -500))
    #expect(lighter.adjustedWeight(400) == 1)
    #expect(AndroidTextSettings.standard.fontScale == 1)
    #expect(AndroidTextSettings.standard.fontWeightAdjustment == 0)
  }

  @Test func aLinearScaleScalesTheLineHeightLikeAnySize() {
    for scale: Float in [0.85, 1, 1.1, 1.12] {
      let lineHeight = AndroidFontScaleConverter.lineHeightDp(
        forSp: 22, textSize: 17, fontScale: scale)
      #expect(lineHeight == 22 * scale, "\(scale)")
    }
  }

  @Test func aNonlinearScaleKeepsTheLineHeightsProportion() throws {
    // At 2, 17 sp is 26 + 3/4 × (30 − 26) = 29 dp, which reads back as exactly 17 sp: the line
    // height is 29 × 22 / 17, not the curve's 22 sp → 34 + 2/4 × 2 = 35 dp.
    let lineHeight = AndroidFontScaleConverter.lineHeightDp(forSp: 22, textSize: 17, fontScale: 2)
    #expect(lineHeight == Float(29) * (Float(22) / Float(17)))
    #expect(AndroidFontScaleConverter.dp(forSp: 22, fontScale: 2) == 35)
    // At every nonlinear Settings step and between them, the line height over the size is the
    // proportion at scale 1, to Float precision.
    for scale: Float in [1.15, 1.3, 1.5, 1.6, 1.8, 1.9, 2, 2.5] {
      for (size, line): (Float, Float) in [(11, 13), (17, 22), (28, 34), (34, 41), (57, 64)] {
        let dp = AndroidFontScaleConverter.dp(forSp: size, fontScale: scale)
        let lineHeight = AndroidFontScaleConverter.lineHeightDp(
          forSp: line, textSize: size, fontScale: scale)
        #expect(abs(lineHeight / dp - line / size) < 1e-5, "\(size)/\(line) at \(scale)")
      }
    }
    // Large text grows less than its line height would through the curve: at 1.8 a 34 sp
    // title with a 41 sp line (the curve alone gives 41 sp 34.8 + 11/70 × 65.2 ≈ 45 dp).
    let title = AndroidFontScaleConverter.lineHeightDp(forSp: 41, textSize: 34, fontScale: 1.8)
    #expect(title > AndroidFontScaleConverter.dp(forSp: 41, fontScale: 1.8))
  }

  @Test func theCurveNamesWhatForScaleDoes() throws {
    typealias Converter = AndroidFontScaleConverter
    #expect(Converter.curve(atFontScale: 0.85) == .linear)
    #expect(Converter.curve(atFontScale: 1) == .linear)
    #expect(Converter.curve(atFontScale: 1.12) == .linear)
    // 1.13 and 1.14 are nonlinear, but below the first table.
    #expect(Converter.curve(atFontScale: 1.13) == .linearOutsideTables)
    #expect(Converter.curve(atFontScale: 2.5) == .linearOutsideTables)
    for table in Converter.lookupTables {
      #expect(Converter.curve(atFontScale: table.scale) == .table(scale: table.scale))
    }
    guard case .interpolated(let lower, let upper, let amount) = Converter.curve(atFontScale: 1.6)
    else {
      Issue.record("1.6 is between two tables")
      return
    }
    #expect(lower == 1.5 && upper == 1.8)
    #expect(amount == (Float(1.6) - 1.5) / (Float(1.8) - 1.5))
    // The named curve gives the same sizes as forScale, over a sweep of scales.
    var scale: Float = 0.5
    while scale < 3 {
      let converter = Converter.forScale(scale)
      for sp: Float in [5, 11, 17, 28, 34, 57, 120] {
        let expected: Float
        switch Converter.curve(atFontScale: scale) {
        case .linear, .linearOutsideTables: expected = sp * scale
        case .table(let tableScale):
          expected = try #require(Converter.lookupTables.first { $0.scale == tableScale })
            .converter.dp(forSp: sp)
        case .interpolated(let lower, let upper, let amount):
          let low = try #require(Converter.lookupTables.first { $0.scale == lower }).converter
          let high = try #require(Converter.lookupTables.first { $0.scale == upper }).converter
          let table = try #require(
            AndroidFontScaleConverter(
              fromSp: Converter.commonSp,
              toDp: Converter.commonSp.map {
                low.dp(forSp: $0) + (high.dp(forSp: $0) - low.dp(forSp: $0)) * amount
              }))
          expected = table.dp(forSp: sp)
        }
        #expect((converter?.dp(forSp: sp) ?? sp * scale) == expected, "\(sp) sp at \(scale)")
      }
      scale += 0.01
    }
  }

  @Test func segmentsAreThePointsALookupUses() throws {
    let table = try #require(AndroidFontScaleConverter.forScale(1.8))
    let segment = try #require(table.segment(containingSp: 17))
    #expect(segment.lower.sp == 14 && segment.lower.dp == 24.4)
    #expect(segment.upper.sp == 18 && segment.upper.dp == 27.6)
    let first = try #require(table.segment(containingSp: 5))
    #expect(first.lower.sp == 0 && first.lower.dp == 0 && first.upper.sp == 8)
    #expect(table.segment(containingSp: 14) == nil)
    #expect(table.segment(containingSp: 150) == nil)
  }
}
