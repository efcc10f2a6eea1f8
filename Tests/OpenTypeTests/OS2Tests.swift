import OpenType
import OpenTypeTestSupport
import Testing

@Suite("OS/2")
struct OS2Tests {
  @Test func weightWidthAndStyle() throws {
    var font = FontBuilder()
    font.weightClass = 600
    font.widthClass = 3
    font.isItalic = true
    let face = try font.face()
    #expect(face.weightClass == .semibold)
    #expect(face.widthClass == .condensed)
    #expect(face.isItalic)
    #expect(!face.isBold)
    #expect(face.weightClass > .regular)
  }

  @Test func typographicAndWindowsMetrics() throws {
    var font = FontBuilder()
    font.typographicAscender = 1536
    font.typographicDescender = -512
    font.typographicLineGap = 102
    font.windowsAscent = 1946
    font.windowsDescent = 512
    let face = try font.face()
    #expect(face.typographicAscender == 1536)
    #expect(face.typographicDescender == -512)
    #expect(face.typographicLineGap == 102)
    #expect(face.windowsAscent == 1946)
    #expect(face.windowsDescent == 512)
    #expect(!face.usesTypographicMetrics)
  }

  @Test func useTypoMetricsBit() throws {
    var font = FontBuilder()
    font.usesTypographicMetrics = true
    let face = try font.face()
    #expect(face.usesTypographicMetrics)
    #expect(face.os2?.selection.contains(.useTypographicMetrics) == true)
  }

  @Test(arguments: [2, 3, 4, 5])
  func xHeightAndCapHeightFromVersion2(version: Int) throws {
    var font = FontBuilder()
    font.os2Version = version
    font.xHeight = 1082
    font.capHeight = 1456
    let face = try font.face()
    #expect(face.xHeight == 1082)
    #expect(face.capHeight == 1456)
    #expect(face.os2?.version == version)
  }

  @Test(arguments: [0, 1])
  func noXHeightBeforeVersion2(version: Int) throws {
    var font = FontBuilder()
    font.os2Version = version
    let face = try font.face()
    #expect(face.xHeight == nil)
    #expect(face.capHeight == nil)
    #expect(face.typographicAscender == 750)
  }

  @Test func version2TableCutBeforeXHeightHasNone() throws {
    var font = FontBuilder()
    font.os2Version = 2
    font.tableOverrides["OS/2"] = Array(try #require(font.generatedTable("OS/2")).prefix(86))
    let face = try font.face()
    #expect(face.xHeight == nil)
    #expect(face.windowsAscent == 900)
  }

  @Test func appleShortVersion0HasNoTypographicMetrics() throws {
    var font = FontBuilder()
    font.os2Version = 0
    font.weightClass = 300
    font.tableOverrides["OS/2"] = Array(try #require(font.generatedTable("OS/2")).prefix(68))
    let face = try font.face()
    #expect(face.weightClass == .light)
    #expect(face.typographicAscender == nil)
    #expect(face.windowsDescent == nil)
  }

  @Test func tableShorterThan68BytesIsAbsent() throws {
    var font = FontBuilder()
    font.weightClass = 700
    font.tableOverrides["OS/2"] = Array(try #require(font.generatedTable("OS/2")).prefix(60))
    let face = try font.face()
    #expect(face.os2 == nil)
    #expect(face.weightClass == .regular)  // head macStyle is not bold
  }

  @Test func opticalSizesInVersion5() throws {
    var font = FontBuilder()
    font.os2Version = 5
    let os2 = try #require(try font.face().os2)
    #expect(os2.lowerOpticalPointSize == 0)
    #expect(os2.upperOpticalPointSize == Double(0xFFFE) / 20)
  }

  @Test func withoutOS2StyleComesFromHead() throws {
    var font = FontBuilder()
    font.os2Version = nil
    font.isBold = true
    font.isItalic = true
    let face = try font.face()
    #expect(face.os2 == nil)
    #expect(face.weightClass == .bold)
    #expect(face.widthClass == .normal)
    #expect(face.isItalic)
    #expect(face.isBold)
    #expect(face.xHeight == nil)
    #expect(!face.usesTypographicMetrics)
  }

  @Test func averageWidthVendorAndStrikeout() throws {
    var font = FontBuilder()
    font.averageCharacterWidth = 1168
    font.strikeoutPosition = 530
    font.strikeoutThickness = 102
    let face = try font.face()
    #expect(face.strikeoutPosition == 530)
    #expect(face.strikeoutThickness == 102)
    #expect(face.averageCharacterWidth == 1168)
    #expect(face.os2?.vendorID == "NONE")
  }
}
