import OpenType
import OpenTypeTestSupport
import Testing

@Suite("cmap")
struct CharacterMapTests {
  /// A font with glyphs for A–C (consecutive glyphs), a, z and é (scattered glyphs).
  static func latinFont(_ subtables: [FontBuilder.CharacterMapSubtable]) -> FontBuilder {
    var font = FontBuilder()
    font.characterMapSubtables = subtables
    for scalar: Unicode.Scalar in ["A", "B", "C"] { font.addGlyph(advance: 600, for: scalar) }
    font.addGlyph(advance: 500, for: "z")  // glyph 4
    font.addGlyph(advance: 500, for: "a")  // glyph 5: not in code order
    font.addGlyph(advance: 500, for: "é")  // glyph 6
    return font
  }

  static let expected: [(Unicode.Scalar, GlyphID?)] = [
    ("A", 1), ("B", 2), ("C", 3), ("z", 4), ("a", 5), ("é", 6), ("D", nil), (" ", nil),
    ("\u{0}", nil), ("\u{FFFE}", nil),
  ]

  @Test(arguments: [
    (FontBuilder.CharacterMapFormat.format4, 4), (.format4GlyphArray, 4), (.format6, 6),
    (.format12, 12),
  ])
  func mapsEveryCharacter(format: FontBuilder.CharacterMapFormat, number: Int) throws {
    let face = try Self.latinFont([.windowsBMP(format)]).face()
    let subtable = try #require(face.characterMap?.subtable)
    #expect(subtable.format == number)
    for (scalar, glyph) in Self.expected {
      #expect(face.glyph(for: scalar) == glyph, "\(scalar) in \(format)")
      #expect(subtable.glyph(for: scalar.value) == glyph, "\(scalar) in \(format)'s subtable")
    }
  }

  @Test func format4DeltaPathWrapsModulo65536() throws {
    // Glyph 1 for U+F000 needs idDelta = 1 - 0xF000, stored modulo 65536.
    var font = FontBuilder()
    font.addGlyph(advance: 500, for: "\u{F000}")
    font.addGlyph(advance: 500, for: "\u{F001}")
    let face = try font.face()
    #expect(face.glyph(for: "\u{F000}") == 1)
    #expect(face.glyph(for: "\u{F001}") == 2)
    #expect(face.glyph(for: "\u{F002}") == nil)
  }

  @Test(arguments: [FontBuilder.CharacterMapFormat.format4, .format4GlyphArray])
  func format4SentinelMapsNothing(format: FontBuilder.CharacterMapFormat) throws {
    let face = try Self.latinFont([.windowsBMP(format)]).face()
    #expect(face.glyph(for: "\u{FFFF}") == nil)
    #expect(face.glyph(for: "\u{1F600}") == nil)  // format 4 covers the BMP only
  }

  @Test func format4GlyphArrayZeroEntryIsUnmapped() throws {
    // A hand-written segment 0x41–0x43 through glyphIdArray [7, 0, 9]: B is a hole.
    var writer = ByteWriter()
    writer.uint16(0)
    writer.uint16(1)
    writer.uint16(3)
    writer.uint16(1)
    writer.uint32(12)
    writer.uint16(4)
    writer.uint16(16 + 2 * 8 + 6)
    writer.uint16(0)
    writer.uint16(4)  // segCountX2
    writer.uint16(4)
    writer.uint16(1)
    writer.uint16(0)
    writer.uint16(0x43)
    writer.uint16(0xFFFF)  // endCode
    writer.uint16(0)  // reservedPad
    writer.uint16(0x41)
    writer.uint16(0xFFFF)  // startCode
    writer.int16(0)
    writer.int16(1)  // idDelta
    writer.uint16(4)
    writer.uint16(0)  // idRangeOffset: from entry 0, skip 2 entries to glyphIdArray
    for glyph in [7, 0, 9] { writer.uint16(glyph) }
    var font = FontBuilder()
    for _ in 0..<9 { font.addGlyph(advance: 100) }
    font.tableOverrides["cmap"] = writer.bytes
    let face = try font.face()
    #expect(face.glyph(for: "A") == 7)
    #expect(face.glyph(for: "B") == nil)
    #expect(face.glyph(for: "C") == 9)
  }

  @Test func format12MapsSupplementaryPlanes() throws {
    var font = FontBuilder()
    font.characterMapSubtables = [.windowsBMP(.format4), .windowsFull(.format12)]
    let smile = font.addGlyph(advance: 1000, for: "\u{1F600}")
    let next = font.addGlyph(advance: 1000, for: "\u{1F601}")
    let a = font.addGlyph(advance: 500, for: "a")
    let face = try font.face()
    #expect(face.glyph(for: "\u{1F600}") == smile)
    #expect(face.glyph(for: "\u{1F601}") == next)
    #expect(face.glyph(for: "\u{1F602}") == nil)
    #expect(face.glyph(for: "a") == a)
    #expect(face.characterMap?.encodingRecords.count == 2)
    // The (3, 10) format 12 subtable is chosen over the (3, 1) format 4 one.
    #expect(face.characterMap?.subtable?.format == 12)
  }

  @Test func format13MapsRangesToOneGlyph() throws {
    var font = FontBuilder()
    font.characterMapSubtables = [.windowsFull(.format13)]
    let box = font.addGlyph(advance: 1000)
    for value in UInt32(0x4E00)...0x4E0F {
      font.characters[Unicode.Scalar(value)!] = box
    }
    let face = try font.face()
    #expect(face.glyph(for: "\u{4E00}") == box)
    #expect(face.glyph(for: "\u{4E0F}") == box)
    #expect(face.glyph(for: "\u{4E10}") == nil)
    let subtable = try #require(face.characterMap?.subtable)
    #expect(subtable.format == 13)
    #expect(subtable.glyph(for: 0x4E07) == box)
    #expect(subtable.glyph(for: 0x4E10) == nil)
  }

  @Test func format0MacRomanSubtableTranslatesFromUnicode() throws {
    let face = try Self.latinFont([.macRoman(.format0)]).face()
    #expect(face.characterMap?.encoding == .macRoman)
    #expect(face.glyph(for: "A") == 1)
    #expect(face.glyph(for: "é") == 6)  // Mac Roman 0x8E
    #expect(face.glyph(for: "\u{0100}") == nil)  // not in Mac Roman
    // The subtable itself takes Mac Roman bytes, not scalars.
    let subtable = try #require(face.characterMap?.subtable)
    #expect(subtable.format == 0)
    #expect(subtable.glyph(for: 0x8E) == 6)
    #expect(subtable.glyph(for: 0xE9) == nil)
    #expect(subtable.glyph(for: 0x100) == nil)
  }

  @Test func unicodeSubtableIsPreferredOverMacRoman() throws {
    var font = Self.latinFont([.macRoman(.format0), .unicodeBMP(.format4)])
    font.characters["Ā"] = 3
    let face = try font.face()
    #expect(face.characterMap?.encoding == .unicode)
    #expect(face.glyph(for: "Ā") == 3)
  }

  @Test func symbolSubtableRetriesInThePrivateUseArea() throws {
    var font = FontBuilder()
    font.characterMapSubtables = [.windowsSymbol(.format4)]
    let bullet = font.addGlyph(advance: 500, for: "\u{F041}")
    let face = try font.face()
    #expect(face.characterMap?.encoding == .symbol)
    #expect(face.glyph(for: "\u{F041}") == bullet)
    #expect(face.glyph(for: "A") == bullet)
    #expect(face.glyph(for: "B") == nil)
  }

  @Test func variationSequences() throws {
    var font = FontBuilder()
    let hourglass = font.addGlyph(advance: 1000, for: "\u{231B}")
    let emoji = font.addGlyph(advance: 1000)
    let kanji = font.addGlyph(advance: 1000, for: "\u{8FBB}")
    let variant = font.addGlyph(advance: 1000)
    font.variationSequences = [
      .init("\u{231B}", "\u{FE0E}", glyph: nil),  // text style: the default glyph
      .init("\u{231B}", "\u{FE0F}", glyph: emoji),
      .init("\u{8FBB}", "\u{E0100}", glyph: variant),
      .init("\u{8FBB}", "\u{E0101}", glyph: nil),
    ]
    let face = try font.face()
    #expect(face.glyph(for: "\u{231B}", variationSelector: "\u{FE0E}") == hourglass)
    #expect(face.glyph(for: "\u{231B}", variationSelector: "\u{FE0F}") == emoji)
    #expect(face.glyph(for: "\u{8FBB}", variationSelector: "\u{E0100}") == variant)
    #expect(face.glyph(for: "\u{8FBB}", variationSelector: "\u{E0101}") == kanji)
    #expect(face.glyph(for: "\u{8FBB}", variationSelector: "\u{FE0F}") == nil)
    #expect(face.glyph(for: "A", variationSelector: "\u{FE0F}") == nil)
    let mapping = face.characterMap?.variationSequences?.mapping(for: 0x231B, selector: 0xFE0E)
    #expect(mapping == .useDefault)

    // Walking the records lists every sequence, selector by selector, defaults first.
    var listed: [String] = []
    face.characterMap?.variationSequences?.forEachSequence { sequence in
      let kind =
        switch sequence.mapping {
        case .useDefault: "default"
        case .glyph(let glyph): "\(glyph.rawValue)"
        }
      listed.append(
        "\(String(sequence.code, radix: 16)) \(String(sequence.selector, radix: 16)) \(kind)")
    }
    #expect(
      listed == [
        "231b fe0e default", "231b fe0f \(emoji.rawValue)", "8fbb e0100 \(variant.rawValue)",
        "8fbb e0101 default",
      ])
  }

  @Test func defaultVariationRangesUseAdditionalCount() throws {
    // A default UVS range U+4E00 + 3 written by hand.
    var writer = ByteWriter()
    writer.uint16(0)
    writer.uint16(2)
    writer.uint16(0)
    writer.uint16(5)
    writer.uint32(20)
    writer.uint16(3)
    writer.uint16(1)
    writer.uint32(20 + 21 + 8)
    writer.uint16(14)  // format 14 at 20
    writer.uint32(21 + 8)
    writer.uint32(1)
    writer.uint24(0xFE00)
    writer.uint32(21)  // default UVS offset from the subtable
    writer.uint32(0)
    writer.uint32(1)
    writer.uint24(0x4E00)
    writer.uint8(3)
    var font = FontBuilder()
    let glyph = font.addGlyph(advance: 1000)
    font.characters = ["\u{4E02}": glyph]
    font.characterMapSubtables = [.windowsBMP(.format4)]
    let format4 = try #require(font.generatedTable("cmap")).dropFirst(12)
    writer.append(Array(format4))
    font.tableOverrides["cmap"] = writer.bytes
    let face = try font.face()
    #expect(face.glyph(for: "\u{4E02}") == 1)
    #expect(face.glyph(for: "\u{4E02}", variationSelector: "\u{FE00}") == 1)
    #expect(face.glyph(for: "\u{4E04}", variationSelector: "\u{FE00}") == nil)
    var codes: [UInt32] = []
    face.characterMap?.variationSequences?.forEachSequence { sequence in
      #expect(sequence.selector == 0xFE00 && sequence.mapping == .useDefault)
      codes.append(sequence.code)
    }
    #expect(codes == [0x4E00, 0x4E01, 0x4E02, 0x4E03])
  }

  @Test func listingSkipsVariationTablesThatDoNotFit() throws {
    // Selector U+FE00 claims 1,000 default ranges in a table with room for one; selector U+FE01
    // has one non-default mapping, which is still listed.
    var writer = ByteWriter()
    writer.uint16(0)
    writer.uint16(1)
    writer.uint16(0)
    writer.uint16(5)
    writer.uint32(12)
    writer.uint16(14)  // format 14 at 12
    writer.uint32(10 + 22 + 8 + 9)
    writer.uint32(2)
    writer.uint24(0xFE00)
    writer.uint32(32)  // default UVS
    writer.uint32(0)
    writer.uint24(0xFE01)
    writer.uint32(0)
    writer.uint32(40)  // non-default UVS
    writer.uint32(1000)
    writer.uint24(0x4E00)
    writer.uint8(0)
    writer.uint32(1)
    writer.uint24(0x4E01)
    writer.uint16(1)
    var font = FontBuilder()
    font.addGlyph(advance: 1000)
    font.tableOverrides["cmap"] = writer.bytes
    let table = try #require(try font.face().characterMap?.variationSequences)
    var listed: [CharacterMap.Format14.VariationSequence] = []
    table.forEachSequence { listed.append($0) }
    #expect(listed.map(\.code) == [0x4E01])
    #expect(listed.map(\.selector) == [0xFE01])
    #expect(listed.map(\.mapping) == [.glyph(1)])
    #expect(table.mapping(for: 0x4E00, selector: 0xFE00) == nil)
  }

  @Test func unsupportedOrBrokenSubtablesFallBack() throws {
    var font = Self.latinFont([.windowsBMP(.format4), .unicodeBMP(.format6)])
    var cmap = try #require(font.generatedTable("cmap"))
    // Record 1 is (3, 1): point its offset (bytes 16–19) past the end of the table.
    cmap[16] = 0x7F
    font.tableOverrides["cmap"] = cmap
    let face = try font.face()
    #expect(face.characterMap?.encodingRecords[1].format == nil)
    #expect(face.glyph(for: "a") == 5)  // from the (0, 3) format 6 subtable
  }

  @Test func truncatedSubtableIsSkipped() throws {
    var font = Self.latinFont([.windowsBMP(.format12)])
    let cmap = try #require(font.generatedTable("cmap"))
    font.tableOverrides["cmap"] = Array(cmap.prefix(cmap.count - 6))
    let face = try font.face()
    #expect(face.characterMap?.subtable == nil)
    #expect(face.glyph(for: "A") == nil)
  }

  @Test func noCharacterMapMeansNoGlyphs() throws {
    var font = Self.latinFont([.windowsBMP(.format4)])
    font.omittedTables = ["cmap"]
    let face = try font.face()
    #expect(face.characterMap == nil)
    #expect(face.glyph(for: "A") == nil)
  }
}
