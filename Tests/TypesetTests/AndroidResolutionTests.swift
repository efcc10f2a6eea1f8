import DynamicType
import Testing
import Typeset
import TypesetTestSupport

/// Resolution on Android: a style's iOS values at large as `sp`, Android 14's curve (the
/// published table points exactly, interpolated scales from the published tables), line
/// heights kept in proportion, and Bold text's weight adjustment through the nearest-face rule.
///
/// Apple's numbers used: body is 17 pt on 22 pt at large (regular), headline 17 on 22
/// (semibold), title1 28 on 34, caption2 11 on 13.
struct AndroidResolutionTests {
  static func settings(_ scale: Float, bold: Bool = false) throws -> AndroidTextSettings {
    try #require(AndroidTextSettings(fontScale: scale, isBoldTextEnabled: bold))
  }

  /// A typography whose custom styles are the tables' common sizes on Android.
  static func commonSizes() throws -> Typography {
    var styles: [StyleName: StyleDefinition] = [:]
    for sp in AndroidFontScaleConverter.commonSp {
      styles[.custom("sp\(Int(sp))")] = StyleDefinition(
        relativeTo: .body, android: AndroidValues(size: Double(sp)))
    }
    return try Fixtures.typography(styles: styles)
  }

  @Test(arguments: AndroidFontScaleConverter.lookupTables.map(\.scale))
  func thePublishedTablePointsComeOutExactly(_ scale: Float) throws {
    // FontScaleConverterFactory's tables, as printed in frameworks/base.
    let published: [Float: [Float]] = [
      1.15: [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100],
      1.3: [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100],
      1.5: [12, 15, 18, 22, 24, 26, 28, 30, 100],
      1.8: [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100],
      2: [16, 20, 24, 26, 30, 34, 36, 38, 100],
    ]
    let typography = try Self.commonSizes()
    let expected = try #require(published[scale])
    for (sp, dp) in zip(AndroidFontScaleConverter.commonSp, expected) {
      let font = try typography.resolve(.custom("sp\(Int(sp))"), android: Self.settings(scale))
      #expect(font.textSize == sp)
      #expect(font.pointSize == dp, "\(sp) sp at \(scale)")
      #expect(font.curve == .table(scale: scale))
    }
  }

  @Test func applesStylesAreTheirIOSSizesInSp() throws {
    let typography = try Fixtures.typography()
    let body = try typography.resolve(.textStyle(.body), android: Self.settings(1))
    #expect(body.textSize == 17)
    #expect(body.lineHeightInSp == 22)
    #expect(body.pointSize == 17)
    #expect(body.lineHeight == 22)
    #expect(body.face.postScriptName == "Serif-Regular")
    let caption = try typography.resolve(.textStyle(.caption2), android: Self.settings(0.85))
    #expect(caption.textSize == 11)
    #expect(caption.pointSize == Float(11) * 0.85)
    #expect(caption.lineHeight == Float(13) * 0.85)
    #expect(caption.curve == .linear)
  }

  @Test func bodyAtTheSettingsStepsFollowsTheCurve() throws {
    let typography = try Fixtures.typography()
    // 17 sp lies between 14 and 18 sp in every table: 3/4 of the way.
    let expected: [Float: Float] = [
      0.85: 17 * 0.85, 1: 17,
      1.15: 16.4 + (19.8 - 16.4) * 0.75, 1.3: 18.8 + (21.6 - 18.8) * 0.75,
      1.5: 22 + (24 - 22) * 0.75, 1.8: 24.4 + (27.6 - 24.4) * 0.75, 2: 26 + (30 - 26) * 0.75,
    ]
    for scale in AndroidTextSettings.settingsFontScales {
      let body = try typography.resolve(.textStyle(.body), android: Self.settings(scale))
      let want = try #require(expected[scale])
      #expect(abs(body.pointSize - want) < 1e-5, "body at \(scale): \(body.pointSize)")
    }
    #expect(try typography.resolve(.textStyle(.body), android: Self.settings(2)).pointSize == 29)
  }

  @Test func anInterpolatedScaleLiesBetweenThePublishedTables() throws {
    let typography = try Self.commonSizes()
    // 1.6 is a third of the way from 1.5's table to 1.8's (in Float, as Android computes).
    let amount = (Float(1.6) - 1.5) / (Float(1.8) - 1.5)
    let low: [Float] = [12, 15, 18, 22, 24, 26, 28, 30, 100]
    let high: [Float] = [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]
    for (index, sp) in AndroidFontScaleConverter.commonSp.enumerated() {
      let font = try typography.resolve(.custom("sp\(Int(sp))"), android: Self.settings(1.6))
      #expect(font.pointSize == low[index] + (high[index] - low[index]) * amount, "\(sp) sp")
    }
    // Between the common sizes, linearly within the interpolated table: 17 sp on body.
    let body = try Fixtures.typography().resolve(.textStyle(.body), android: Self.settings(1.6))
    let at14 = low[3] + (high[3] - low[3]) * amount
    let at18 = low[4] + (high[4] - low[4]) * amount
    #expect(abs(body.pointSize - (at14 + (at18 - at14) * 0.75)) < 1e-5)
    #expect(body.curve == .interpolated(lower: 1.5, upper: 1.8, amount: amount))
    // Past the last table, and between the threshold and the first table: linear.
    let past = try Fixtures.typography().resolve(.textStyle(.body), android: Self.settings(2.5))
    #expect(past.pointSize == 17 * 2.5)
    #expect(past.curve == .linearOutsideTables)
  }

  @Test func lineHeightsKeepTheirProportionUnderTheCurve() throws {
    let typography = try Fixtures.typography()
    // At 2, body's 17 sp is 29 dp; its 22 sp line keeps 22 / 17 of that.
    let body = try typography.resolve(.textStyle(.body), android: Self.settings(2))
    #expect(body.lineHeight == Float(29) * (Float(22) / Float(17)))
    // title1: 28 sp on 34 sp at 1.8 is 32.8 + 4/6 × 2 dp; the line keeps 34 / 28.
    let title = try typography.resolve(.textStyle(.title1), android: Self.settings(1.8))
    #expect(abs(title.pointSize - (32.8 + (34.8 - 32.8) * 4 / 6)) < 1e-5)
    #expect(abs(title.lineHeight / title.pointSize - Float(34) / 28) < 1e-6)
  }

  @Test func androidValuesReplaceTheIOSOnes() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(
        size: 18, leading: 24, tracking: .thousandthsOfEm(20),
        android: AndroidValues(size: 16)),
      .textStyle(.headline): StyleDefinition(
        android: AndroidValues(size: 15, leading: 20, tracking: .thousandthsOfEm(-10))),
    ])
    let body = try typography.resolve(.textStyle(.body), android: Self.settings(1))
    #expect(body.textSize == 16)
    // No Android leading: the iOS 24 on 18 kept in proportion.
    #expect(body.lineHeightInSp == Float(24.0 * 16 / 18))
    #expect(body.letterSpacing == Float(0.02))
    #expect(body.steps.contains { $0.reason.contains("styles.body.platforms.android.size") })
    let headline = try typography.resolve(.textStyle(.headline), android: Self.settings(1.3))
    #expect(headline.textSize == 15)
    #expect(headline.lineHeightInSp == 20)
    #expect(headline.letterSpacing == Float(-0.01))
    #expect(abs(headline.tracking - Double(Float(-0.01)) * Double(headline.pointSize)) < 1e-12)
    // 15 sp at 1.3: between 14 → 18.8 and 18 → 21.6, a quarter of the way.
    #expect(abs(headline.pointSize - (18.8 + (21.6 - 18.8) * 0.25)) < 1e-5)
  }

  @Test func boldTextAddsThreeHundredThenTakesTheNearestFace() throws {
    // Sans has 300, 400, 600, 800. Apple's Bold Text takes regular to semibold (600); Android
    // takes 400 to 700, whose nearest face (heavier first, above 500) is 800.
    let typography = try Fixtures.typography([Fixtures.sans])
    let apple = try typography.resolve(.textStyle(.body), in: Fixtures.environment(bold: true))
    #expect(apple.face.postScriptName == "Sans-Semibold")
    let body = try typography.resolve(.textStyle(.body), android: Self.settings(1, bold: true))
    #expect(body.face.requestedWeight == .bold)
    #expect(body.face.postScriptName == "Sans-Heavy")
    let plain = try typography.resolve(.textStyle(.body), android: Self.settings(1))
    #expect(plain.face.postScriptName == "Sans-Regular")
    // headline is semibold: 900, still the heaviest face.
    let headline = try typography.resolve(
      .textStyle(.headline), android: Self.settings(1, bold: true))
    #expect(headline.face.requestedWeight == .black)
    #expect(headline.face.postScriptName == "Sans-Heavy")
    // A variable face is drawn at exactly the adjusted weight.
    let variable = try Fixtures.typography([Fixtures.variable])
    let bold = try variable.resolve(.textStyle(.body), android: Self.settings(1.5, bold: true))
    #expect(bold.face.weight == 700)
    #expect(bold.face.axisValues == ["wght": 700])
    // Never lighter than the face without Bold text: Serif's heaviest is 700.
    let serif = try Fixtures.typography()
    let heavy = try serif.resolve(.textStyle(.headline), android: Self.settings(1, bold: true))
    #expect(heavy.face.postScriptName == "Serif-Bold")
  }

  @Test func theStepsShowTheCurve() throws {
    let typography = try Fixtures.typography()
    let steps = try typography.explain(.textStyle(.body), android: Self.settings(1.8))
    let scale = try #require(steps.first)
    #expect(scale.kind == .fontScale)
    #expect(scale.reason == "step 6 of 7 of Settings › Display › Font size")
    let size = try #require(steps.first { $0.kind == .pointSize })
    #expect(size.value == "26.8 dp")
    #expect(
      size.reason
        == "Android's table for 1.8: 17 sp lies between 14 sp → 24.4 dp and 18 sp → 27.6 dp, linearly"
    )
    let other = try typography.explain(.textStyle(.body), android: Self.settings(1.6))
    #expect(
      other.first?.reason.hasPrefix("a scale Settings › Display › Font size does not offer") == true
    )
    let interpolated = try #require(other.first { $0.kind == .pointSize })
    #expect(
      interpolated.reason.hasPrefix(
        "a table interpolated between Android's tables for 1.5 and 1.8, 0.333 of the way"))
    let linear = try typography.explain(.textStyle(.body), android: Self.settings(0.85))
    #expect(linear.first { $0.kind == .pointSize }?.reason == "linear below 1.13: 17 sp × 0.85")
  }

  @Test func aStyleThatFailsOnIOSFailsOnAndroid() throws {
    let typography = try Fixtures.typography()
    #expect(throws: ResolutionError.unknownStyle("price")) {
      try typography.resolve(.custom("price"), android: Self.settings(1))
    }
  }
}
