import OpenType
import OpenTypeTestSupport
import Testing

/// The builder itself: what tests elsewhere rely on it to write.
@Suite("Font builder")
struct FontBuilderTests {
  @Test func outlinesAreReadBack() throws {
    var font = FontBuilder()
    let square = font.addGlyph(
      advance: 600, contours: [[.init(50, 0), .init(550, 0), .init(550, 700), .init(50, 700)]])
    let arch = font.addGlyph(
      advance: 600,
      contours: [[.init(0, 0), .init(300, 700, onCurve: false), .init(600, 0)]])
    let face = try font.face()
    #expect(face.outlineFormat == .trueType)
    let squareOutline = try face.outline(of: square)
    #expect(
      squareOutline.boundingBox == BoundingBox(xMin: 50, yMin: 0, xMax: 550, yMax: 700))
    #expect(squareOutline.commands.first == .move(to: OutlinePoint(x: 50, y: 0)))
    let archOutline = try face.outline(of: arch)
    #expect(
      archOutline.commands.contains(
        .quadratic(control: OutlinePoint(x: 300, y: 700), to: OutlinePoint(x: 600, y: 0))))
    #expect(try face.outline(of: .notDefined).isEmpty)
    #expect(face.leftSideBearing(of: square) == 50)
    let header = face.fontHeader
    #expect((header.xMin, header.yMin, header.xMax, header.yMax) == (0, 0, 600, 700))
  }

  @Test func glyphsForAString() throws {
    var font = FontBuilder()
    let glyphs = font.addGlyphs(for: "xyz", advance: 540)
    let face = try font.face()
    #expect(glyphs == [1, 2, 3])
    #expect(face.glyph(for: "y") == 2)
    #expect(face.advance(of: 3) == 540)
    #expect(face.numberOfGlyphs == 4)
  }

  @Test func withoutOutlinesTheFontHasNoGlyphTables() throws {
    var font = FontBuilder()
    font.includesOutlines = false
    let face = try font.face()
    #expect(!face.hasTable("glyf"))
    #expect(!face.hasTable("loca"))
    #expect(face.outlineFormat == nil)
  }

  @Test func checksumMatchesTheReader() {
    let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7]
    let data = FontData(bytes)
    #expect(SfntWriter.checksum(bytes) == 0x0102_0304 &+ 0x0506_0700)
    #expect(TableDirectory.checksum(of: data, offset: 0, length: 7) == SfntWriter.checksum(bytes))
    #expect(TableDirectory.checksum(of: data, offset: 4, length: 4) == nil)
  }

  @Test func byteWriterWritesBigEndian() {
    var writer = ByteWriter()
    writer.uint16(0x1234)
    writer.int16(-2)
    writer.uint24(0xABCDEF)
    writer.uint32(0x0102_0304)
    writer.fixed(-1.5)
    writer.tag("OS/2")
    #expect(
      writer.bytes == [
        0x12, 0x34, 0xFF, 0xFE, 0xAB, 0xCD, 0xEF, 1, 2, 3, 4, 0xFF, 0xFE, 0x80, 0, 0x4F, 0x53,
        0x2F, 0x32,
      ])
    writer.pad(to: 4)
    #expect(writer.count == 20)
  }

  @Test func fixedNumbersRoundTrip() throws {
    for angle in [-12.5, -9.4, 0, 11.25] {
      var font = FontBuilder()
      font.italicAngle = angle
      let read = try font.face().italicAngle
      #expect(abs(read - angle) < 1.0 / 65536)
    }
  }
}
