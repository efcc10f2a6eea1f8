import OpenType
import OpenTypeTestSupport
import Testing

@Suite("head, hhea, maxp, post")
struct HeaderTableTests {
  @Test(arguments: [16, 1000, 2048, 2816, 16384])
  func unitsPerEmIsRead(units: Int) throws {
    var font = FontBuilder()
    font.unitsPerEm = units
    #expect(try font.face().unitsPerEm == units)
  }

  @Test(arguments: [0, 15, 16385])
  func unitsPerEmOutsideTheSpecRangeIsAnError(units: Int) {
    var font = FontBuilder()
    font.unitsPerEm = units
    #expect(throws: OpenTypeError.self) { try font.face() }
  }

  @Test func fontHeaderFields() throws {
    var font = FontBuilder()
    font.isBold = true
    font.isItalic = true
    font.addGlyph(advance: 600, contours: [[.init(-20, -150), .init(620, -150), .init(300, 900)]])
    let header = try font.face().fontHeader
    #expect(header.isBold)
    #expect(header.isItalic)
    #expect(header.fontRevision == 1)
    #expect(header.indexToLocationFormat == 1)
    #expect((header.xMin, header.yMin, header.xMax, header.yMax) == (-20, -150, 620, 900))
  }

  @Test func horizontalHeaderLineMetrics() throws {
    var font = FontBuilder()
    font.ascender = 1900
    font.descender = -500
    font.lineGap = 67
    let face = try font.face()
    #expect((face.ascender, face.descender, face.lineGap) == (1900, -500, 67))
    #expect(face.horizontalHeader.caretSlopeRise == 1)
  }

  @Test func truncatedHorizontalHeaderIsAnError() throws {
    var font = FontBuilder()
    font.tableOverrides["hhea"] = Array(try #require(font.generatedTable("hhea")).prefix(30))
    #expect(throws: OpenTypeError.self) { try font.face() }
  }

  @Test func unknownHeaderVersionIsAnError() throws {
    var font = FontBuilder()
    var head = try #require(font.generatedTable("head"))
    head[1] = 2
    font.tableOverrides["head"] = head
    #expect(throws: OpenTypeError.unsupportedVersion("head", version: 0x0002_0000)) {
      try font.face()
    }
  }

  @Test func maximumProfileVersions() throws {
    var trueType = FontBuilder()
    trueType.addGlyph(advance: 500, contours: [[.init(0, 0), .init(10, 0), .init(0, 10)]])
    let limits = try #require(try trueType.face().maximumProfile.trueTypeLimits)
    #expect(limits.maxPoints == 3)
    #expect(limits.maxContours == 1)
    #expect(try trueType.face().numberOfGlyphs == 2)

    var cff = FontBuilder()
    cff.includesOutlines = false
    let profile = try cff.face().maximumProfile
    #expect(profile.version == 0x0000_5000)
    #expect(profile.trueTypeLimits == nil)
    #expect(profile.numberOfGlyphs == 1)
  }

  @Test func maximumProfileWithoutGlyphsIsAnError() throws {
    var font = FontBuilder()
    var maxp = try #require(font.generatedTable("maxp"))
    maxp[4] = 0
    maxp[5] = 0
    font.tableOverrides["maxp"] = maxp
    #expect(throws: OpenTypeError.malformedTable("maxp", reason: "numGlyphs is 0")) {
      try font.face()
    }
  }

  @Test func postScriptTable() throws {
    var font = FontBuilder()
    font.italicAngle = -12.5
    font.underlinePosition = -150
    font.underlineThickness = 70
    font.isFixedPitch = true
    let face = try font.face()
    #expect(face.italicAngle == -12.5)
    #expect(face.underlinePosition == -150)
    #expect(face.underlineThickness == 70)
    #expect(face.isMonospaced)
    #expect(face.postScript?.version == 0x0003_0000)
  }

  @Test func truncatedPostScriptTableIsAbsent() throws {
    var font = FontBuilder()
    font.italicAngle = -10
    font.tableOverrides["post"] = Array(try #require(font.generatedTable("post")).prefix(12))
    let face = try font.face()
    #expect(face.postScript == nil)
    #expect(face.italicAngle == 0)
    #expect(face.underlinePosition == nil)
    #expect(face.unreadableTables.keys.sorted() == ["post"])
  }
}
