import OpenType
import OpenTypeTestSupport
import Testing

@Suite("hmtx")
struct HorizontalMetricsTests {
  @Test func everyGlyphHasItsAdvanceAndBearing() throws {
    var font = FontBuilder()
    let a = font.addGlyph(
      advance: 1200, contours: [[.init(40, 0), .init(1100, 0), .init(600, 1400)]])
    let b = font.addGlyph(advance: 1100)
    let face = try font.face()
    #expect(face.advance(of: .notDefined) == 500)
    #expect(face.advance(of: a) == 1200)
    #expect(face.advance(of: b) == 1100)
    #expect(face.leftSideBearing(of: a) == 40)
    #expect(face.leftSideBearing(of: b) == 0)
    #expect(face.horizontalHeader.advanceWidthMax == 1200)
  }

  @Test func glyphsPastNumberOfHMetricsShareTheLastAdvance() throws {
    var font = FontBuilder()
    font.addGlyph(advance: 700)
    let digits = (0..<10).map { _ in
      font.addGlyph(advance: 550, contours: [[.init(25, 0), .init(500, 0), .init(250, 700)]])
    }
    let face = try font.face()
    // The builder compresses the ten equal trailing advances into one pair.
    #expect(face.horizontalHeader.numberOfHorizontalMetrics == 3)
    #expect(face.numberOfGlyphs == 12)
    for digit in digits {
      #expect(face.advance(of: digit) == 550)
      #expect(face.leftSideBearing(of: digit) == 25)
    }
  }

  @Test func explicitNumberOfHMetricsBelowTheGlyphCount() throws {
    var font = FontBuilder()
    font.addGlyph(advance: 700)
    font.addGlyph(advance: 800)  // ignored: past numberOfHMetrics
    font.numberOfHorizontalMetrics = 2
    let face = try font.face()
    #expect(face.advance(of: 1) == 700)
    #expect(face.advance(of: 2) == 700)
  }

  @Test func glyphsOutsideTheFontHaveNoAdvance() throws {
    let face = try FontBuilder().face()
    #expect(face.advance(of: 1) == nil)
    #expect(face.leftSideBearing(of: 0xFFFF) == nil)
  }

  @Test func tableTooShortForItsPairsIsAbsent() throws {
    var font = FontBuilder()
    font.addGlyph(advance: 700)
    font.addGlyph(advance: 800)
    font.tableOverrides["hmtx"] = Array(try #require(font.generatedTable("hmtx")).prefix(10))
    let face = try font.face()
    #expect(face.horizontalMetrics == nil)
    #expect(face.advance(of: 1) == nil)
  }

  @Test func missingTrailingBearingsAreTolerated() throws {
    var font = FontBuilder()
    font.addGlyph(advance: 700)
    font.addGlyph(advance: 700)
    font.addGlyph(advance: 700)
    let hmtx = try #require(font.generatedTable("hmtx"))
    font.tableOverrides["hmtx"] = Array(hmtx.prefix(hmtx.count - 2))
    let face = try font.face()
    #expect(face.advance(of: 3) == 700)
    #expect(face.leftSideBearing(of: 2) == 0)
    #expect(face.leftSideBearing(of: 3) == nil)
  }

  @Test func zeroHorizontalMetricsIsAbsent() throws {
    var font = FontBuilder()
    font.numberOfHorizontalMetrics = 0
    let face = try font.face()
    #expect(face.horizontalMetrics == nil)
    #expect(face.advance(of: 0) == nil)
  }
}
