import OpenType
import OpenTypeTestSupport
import Testing

@Suite("name")
struct NamingTests {
  @Test func standardNamesFromWindowsRecords() throws {
    var font = FontBuilder()
    font.familyName = "Brand Sans SemiBold"
    font.subfamilyName = "Italic"
    font.typographicFamilyName = "Brand Sans"
    font.typographicSubfamilyName = "SemiBold Italic"
    font.fullName = "Brand Sans SemiBold Italic"
    font.postScriptName = "BrandSans-SemiBoldItalic"
    let face = try font.face()
    #expect(face.familyName == "Brand Sans SemiBold")
    #expect(face.subfamilyName == "Italic")
    #expect(face.typographicFamilyName == "Brand Sans")
    #expect(face.typographicSubfamilyName == "SemiBold Italic")
    #expect(face.fullName == "Brand Sans SemiBold Italic")
    #expect(face.postScriptName == "BrandSans-SemiBoldItalic")
    #expect(face.preferredFamilyName == "Brand Sans")
    #expect(face.preferredSubfamilyName == "SemiBold Italic")
  }

  @Test func typographicNamesAreOptional() throws {
    let face = try FontBuilder().face()
    #expect(face.typographicFamilyName == nil)
    #expect(face.preferredFamilyName == "Builder Sans")
    #expect(face.fullName == "Builder Sans Regular")
  }

  @Test func nonASCIINamesRoundTripThroughUTF16() throws {
    var font = FontBuilder()
    font.familyName = "Gröteskü 𝔊"  // a supplementary-plane character needs a surrogate pair
    #expect(try font.face().familyName == "Gröteskü 𝔊")
  }

  @Test func macRomanBytesAreDecoded() throws {
    // Bytes written by hand, not by the builder's encoder: "Café" (0x8E), "€" (0xDB),
    // the Apple logo (0xF0) and "ˇ" (0xFF).
    var writer = ByteWriter()
    let string: [UInt8] = [0x43, 0x61, 0x66, 0x8E, 0x20, 0xDB, 0xF0, 0xFF]
    writer.uint16(0)
    writer.uint16(1)
    writer.uint16(18)
    writer.uint16(1)  // Macintosh
    writer.uint16(0)  // Roman
    writer.uint16(0)  // English
    writer.uint16(1)  // family
    writer.uint16(string.count)
    writer.uint16(0)
    writer.append(string)
    var font = FontBuilder()
    font.tableOverrides["name"] = writer.bytes
    #expect(try font.face().familyName == "Caf\u{E9} \u{20AC}\u{F8FF}\u{2C7}")
  }

  @Test func macRomanTableIsABijectionOnItsUpperHalf() {
    var seen = Set<Unicode.Scalar>()
    for byte in UInt8(0x80)...UInt8(0xFF) {
      let scalar = MacRoman.scalar(for: byte)
      #expect(scalar.value >= 0xA0, "byte \(byte)")
      #expect(seen.insert(scalar).inserted)
      #expect(MacRoman.byte(for: scalar) == byte)
    }
    #expect(MacRoman.decode(Array("Plain".utf8)) == "Plain")
  }

  @Test func macOnlyNamesAreUsedWhenThereIsNothingElse() throws {
    var font = FontBuilder()
    font.nameEncodings = [.macRoman]
    font.familyName = "Façade"
    let face = try font.face()
    #expect(face.familyName == "Façade")
    #expect(face.naming?.records.allSatisfy { $0.platformID == .macintosh } == true)
  }

  @Test func windowsEnglishIsPreferredOverOtherRecords() throws {
    var font = FontBuilder()
    font.nameEncodings = [.macRoman, .unicode, .windowsUnicode]
    font.familyName = "Everywhere"
    font.extraNames = [
      .init(
        platformID: .windows, encodingID: 1, languageID: 0x040C, nameID: .family, value: "Partout"),
      .init(platformID: .macintosh, encodingID: 0, languageID: 0, nameID: .version, value: "Mac"),
      .init(platformID: .windows, encodingID: 1, languageID: 0x0411, nameID: .version, value: "JP"),
      .init(platformID: .unicode, encodingID: 3, languageID: 0, nameID: .version, value: "Uni"),
    ]
    let face = try font.face()
    #expect(face.familyName == "Everywhere")
    #expect(face.name(.version) == "Uni")  // Unicode platform beats other languages and Mac
    #expect(face.name(.uniqueIdentifier) == nil)
  }

  @Test func undecodableEncodingsAreSkipped() throws {
    var font = FontBuilder()
    font.nameEncodings = []
    font.extraNames = [
      .init(
        platformID: .windows, encodingID: 2, languageID: 0x0411, nameID: .family, value: "SJIS"),
      .init(
        platformID: .macintosh, encodingID: 1, languageID: 11, nameID: .family, value: "Japanese"),
    ]
    let face = try font.face()
    #expect(face.familyName == nil)
    #expect(face.naming?.records.count == 2)
    #expect(face.naming?.records.allSatisfy { $0.string == nil } == true)
  }

  @Test func recordPointingOutsideTheTableHasNoString() throws {
    var font = FontBuilder()
    var name = try #require(font.generatedTable("name"))
    // First record's offset field (record at 6, offset at +10) pushed past the table.
    name[16] = 0x7F
    font.tableOverrides["name"] = name
    let face = try font.face()
    let first = try #require(face.naming?.records.first)
    #expect(first.string == nil)
    #expect(face.postScriptName == "BuilderSans-Regular")
  }

  @Test func truncatedRecordArrayMakesTheTableAbsent() throws {
    var font = FontBuilder()
    font.tableOverrides["name"] = Array(try #require(font.generatedTable("name")).prefix(20))
    let face = try font.face()
    #expect(face.naming == nil)
    #expect(face.familyName == nil)
  }
}
