import DynamicType
import Testing

/// Android's nonlinear font scaling against AOSP's own expectations: the cases of
/// frameworks/base `core/tests/coretests/src/android/content/res/FontScaleConverterFactoryTest.kt`
/// (with its tolerance, 0.05 dp), and the published table points exactly.
struct AndroidFontScaleConverterTests {
  /// AOSP's `CONVERSION_TOLERANCE`.
  static let tolerance: Float = 0.05

  static func expect(
    _ converter: AndroidFontScaleConverter, sp: Float, dp: Float,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let got = converter.dp(forSp: sp)
    #expect(
      abs(got - dp) <= tolerance, "\(sp) sp → \(got) dp, expected \(dp)",
      sourceLocation: sourceLocation)
  }

  @Test func scale200IsTwiceAtSmallSizes() throws {
    let table = try #require(AndroidFontScaleConverter.forScale(2))
    Self.expect(table, sp: 1, dp: 2)
    Self.expect(table, sp: 8, dp: 16)
    Self.expect(table, sp: 10, dp: 20)
    Self.expect(table, sp: 5, dp: 10)
    Self.expect(table, sp: 0, dp: 0)
  }

  @Test func pastTheLastTableIsLinear() throws {
    let table = try #require(AndroidFontScaleConverter.forScale(3))
    for sp: Float in [-10000, -50.5, -1, 0, 0.01, 1, 5, 8, 10, 50, 100, 1234.5, 10000] {
      Self.expect(table, sp: sp, dp: sp * 3)
    }
  }

  @Test func between180And200IsInterpolated() throws {
    let table = try #require(AndroidFontScaleConverter.forScale(1.9999))
    Self.expect(table, sp: 1, dp: 2)
    Self.expect(table, sp: 8, dp: 16)
    Self.expect(table, sp: 10, dp: 20)
    Self.expect(table, sp: 5, dp: 10)
    Self.expect(table, sp: 0, dp: 0)
  }

  @Test func between150And180IsInterpolated() throws {
    let table = try #require(AndroidFontScaleConverter.forScale(1.6))
    Self.expect(table, sp: 1, dp: 1.6)
    Self.expect(table, sp: 8, dp: 8 * 1.6)
    Self.expect(table, sp: 10, dp: 10 * 1.6)
    #expect(table.dp(forSp: 20) < 20 * 1.6)
    #expect(table.dp(forSp: 100) < 100 * 1.6)
    Self.expect(table, sp: 5, dp: 5 * 1.6)
    Self.expect(table, sp: 0, dp: 0)
    // A third of the way from 1.5's table to 1.8's, at every common size.
    let start = try #require(AndroidFontScaleConverter.forScale(1.5))
    let end = try #require(AndroidFontScaleConverter.forScale(1.8))
    for sp in AndroidFontScaleConverter.commonSp {
      let low = start.dp(forSp: sp)
      let high = end.dp(forSp: sp)
      #expect(table.dp(forSp: sp) == low + (high - low) * ((1.6 - 1.5) / (1.8 - 1.5)))
    }
  }

  @Test func linearScalesHaveNoTable() {
    for scale: Float in [-1, 0, 0.85, 1, 1.1, 1.12] {
      #expect(AndroidFontScaleConverter.forScale(scale) == nil, "\(scale)")
      #expect(AndroidFontScaleConverter.dp(forSp: 14, fontScale: scale) == 14 * scale)
    }
    // The threshold is the first table's scale less 0.02.
    #expect(AndroidFontScaleConverter.minimumNonlinearScale == Float(115) / 100 - 0.02)
    #expect(AndroidFontScaleConverter.isNonlinear(atFontScale: 1.13))
    #expect(!AndroidFontScaleConverter.isNonlinear(atFontScale: 1.129))
    // From the threshold to the first table, a straight line through the scale.
    let table = AndroidFontScaleConverter.forScale(1.14)
    #expect(table == AndroidFontScaleConverter(fromSp: [1], toDp: [1.14]))
    #expect(AndroidFontScaleConverter.dp(forSp: 20, fontScale: 1.14) == 20 * Float(1.14))
  }

  /// Every table's published point maps exactly; a scale with the same hundredths uses the
  /// table itself.
  @Test func publishedPointsMapExactly() throws {
    let published: [Float: [Float]] = [
      1.15: [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100],
      1.3: [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100],
      1.5: [12, 15, 18, 22, 24, 26, 28, 30, 100],
      1.8: [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100],
      2: [16, 20, 24, 26, 30, 34, 36, 38, 100],
    ]
    for (scale, dps) in published {
      let table = try #require(AndroidFontScaleConverter.forScale(scale))
      for (sp, dp) in zip(AndroidFontScaleConverter.commonSp, dps) {
        #expect(table.dp(forSp: sp) == dp, "\(scale): \(sp) sp")
        #expect(table.dp(forSp: -sp) == -dp)
        #expect(table.sp(forDp: dp) == sp)
      }
      #expect(AndroidFontScaleConverter.forScale(scale + 0.001) == table)
      // Between two points, on the line through them; past 100 sp, the ratio 100 / 100.
      #expect(
        table.dp(forSp: 9) == table.dp(forSp: 8) + (table.dp(forSp: 10) - table.dp(forSp: 8)) / 2)
      #expect(table.dp(forSp: 150) == 150)
      // Below 8 sp, on the line from (0, 0).
      #expect(table.dp(forSp: 4) == table.dp(forSp: 8) / 2)
    }
  }

  @Test func tablesAreStrictlyIncreasing() {
    for (_, table) in AndroidFontScaleConverter.lookupTables {
      #expect(table.fromSp.count == table.toDp.count && !table.toDp.isEmpty)
      #expect(zip(table.fromSp, table.fromSp.dropFirst()).allSatisfy { $0 < $1 })
      #expect(zip(table.toDp, table.toDp.dropFirst()).allSatisfy { $0 < $1 })
    }
    #expect(AndroidFontScaleConverter(fromSp: [1, 2], toDp: [1]) == nil)
    #expect(AndroidFontScaleConverter(fromSp: [], toDp: []) == nil)
  }

  /// AOSP's allFeasibleScalesAndConversionsDoNotCrash, on a coarser grid: every scale from
  /// -10 to 10 in hundredths, sizes from -2000 to 2000 sp, finite answers.
  @Test func everyFeasibleScaleGivesFiniteSizes() {
    for hundredths in -1000...1000 {
      let scale = Float(hundredths) / 100
      guard let table = AndroidFontScaleConverter.forScale(scale) else { continue }
      for tenth in stride(from: -20000, through: 20000, by: 37) {
        let sp = Float(tenth) / 10
        #expect(table.dp(forSp: sp).isFinite, "\(scale) \(sp)")
      }
    }
  }
}
