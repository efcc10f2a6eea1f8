import DynamicType
import Testing
import Typeset

/// The system-font reference that normalisation and specimens share, checked against the
/// measured advances and the tracking tables by hand.
struct SystemFontReferenceTests {
  @Test func iOSWidthIsTheMeasuredAdvancesPlusTracking() throws {
    // "Ab" at 17 pt: A 1380 and b 1258 units of 2048 at 12 pt, where SF Pro's tracking is 0;
    // at 17 pt every glyph gets the table's tracking for 17 pt.
    let tracking = TrackingTable.sfPro.thousandthsOfEm(atPointSize: 17) / 1000
    let expected = ((1380 + 1258) / 2048 + 2 * tracking) * 17
    #expect(abs(SystemFontReference.width(of: "Ab", atPointSize: 17) - expected) < 1e-9)
    let a = try #require(SystemFontReference.advance(of: "A", atPointSize: 17, on: .iOS))
    #expect(abs(a - (1380.0 / 2048 + tracking)) < 1e-12)
  }

  @Test func lineBreaksTakeNoWidthAndOtherCharactersTheAverage() {
    let plain = SystemFontReference.width(of: "ab", atPointSize: 12)
    #expect(SystemFontReference.width(of: "a\nb", atPointSize: 12) == plain)
    let lowercase = "abcdefghijklmnopqrstuvwxyz".map {
      SystemFontReference.width(of: String($0), atPointSize: 12)
    }
    let average = lowercase.reduce(0, +) / 26
    #expect(abs(SystemFontReference.width(of: "ж", atPointSize: 12) - average) < 1e-9)
  }

  @Test func macOSKnowsOnlyTheAverageOfSFNS() throws {
    #expect(SystemFontReference.knowsOnlyAverageAdvance(on: .macOS))
    let sfns = SystemFontMetrics.sfns
    let tracking = TrackingTable.sfProMacOS.thousandthsOfEm(atPointSize: 13) / 1000
    let each = sfns.averageAdvance / sfns.unitsPerEm + tracking
    let a = try #require(SystemFontReference.advance(of: "W", atPointSize: 13, on: .macOS))
    #expect(abs(a - each) < 1e-12)
    #expect(
      abs(SystemFontReference.width(of: "Wi", atPointSize: 13, on: .macOS) - 2 * each * 13) < 1e-9)
  }

  @Test func helveticaNeueHasNoTracking() {
    #expect(SystemFontReference.trackingEm(atPointSize: 30, on: .iOS7) == 0)
    #expect(SystemFontReference.trackingEm(atPointSize: 30, on: .iOS) != 0)
  }
}
