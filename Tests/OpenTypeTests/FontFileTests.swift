import OpenType
import OpenTypeTestSupport
import Testing

@Suite("Font file and table directory")
struct FontFileTests {
  @Test func singleFontHasOneFace() throws {
    let file = try FontFile(bytes: FontBuilder().build())
    #expect(file.kind == .font)
    #expect(file.faceCount == 1)
    #expect(throws: OpenTypeError.faceIndexOutOfBounds(index: 1, count: 1)) {
      try file.face(at: 1)
    }
  }

  /// The search fields as the OpenType spec defines them: `searchRange` is the largest power
  /// of two not above the table count, times 16; `entrySelector` its base-2 logarithm;
  /// `rangeShift` the table count times 16 minus `searchRange`, and 0 for no tables (as
  /// fontTools writes it, rather than a negative number). The figures are worked by hand.
  @Test(arguments: [
    (1, 16, 0, 0), (9, 128, 3, 16), (12, 128, 3, 64), (16, 256, 4, 0), (17, 256, 4, 16),
    (0, 16, 0, 0),
  ])
  func offsetTableDerivesTheSearchFields(
    tables: Int, searchRange: Int, entrySelector: Int, rangeShift: Int
  ) {
    let bytes = TableDirectory.offsetTable(flavor: 0x0001_0000, tableCount: tables)
    func field(_ index: Int) -> Int { Int(bytes[4 + index * 2]) << 8 | Int(bytes[5 + index * 2]) }
    #expect(bytes.count == 12)
    #expect(Array(bytes[0..<4]) == [0x00, 0x01, 0x00, 0x00])
    #expect(
      [field(0), field(1), field(2), field(3)] == [tables, searchRange, entrySelector, rangeShift])
  }

  @Test func checksumOfBytesMatchesTheChecksumOfTheSameBytesInAFile() {
    let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7]
    #expect(TableDirectory.checksum(of: bytes) == 0x0102_0304 &+ 0x0506_0700)
    #expect(
      TableDirectory.checksum(of: bytes)
        == TableDirectory.checksum(of: FontData(bytes), offset: 0, length: bytes.count))
    #expect(TableDirectory.checksum(of: bytes) == SfntWriter.checksum(bytes))
    // The sum wraps past 32 bits: 0xFFFFFFFF twice is 0xFFFFFFFE.
    #expect(TableDirectory.checksum(of: [UInt8](repeating: 0xFF, count: 8)) == 0xFFFF_FFFE)
    #expect(TableDirectory.checksum(of: []) == 0)
  }

  @Test func directoryListsTablesSortedWithCorrectChecksums() throws {
    let bytes = FontBuilder().build()
    let face = try Face(bytes: bytes)
    let tags = face.tableDirectory.records.map(\.tag)
    #expect(tags == tags.sorted())
    #expect(Set(tags).isSuperset(of: ["head", "hhea", "maxp", "OS/2", "name", "cmap", "hmtx"]))
    let data = FontData(bytes)
    for record in face.tableDirectory.records {
      var expected = TableDirectory.checksum(of: data, offset: record.offset, length: record.length)
      if record.tag == "head" {
        // The head checksum is computed with checksumAdjustment set to 0.
        var copy = bytes
        copy.replaceSubrange((record.offset + 8)..<(record.offset + 12), with: [0, 0, 0, 0])
        expected = TableDirectory.checksum(
          of: FontData(copy), offset: record.offset, length: record.length)
      }
      #expect(record.checksum == expected, "checksum of \(record.tag)")
    }
    #expect(face.unreadableTables.isEmpty)
    // OpenType spec: the whole font sums to 0xB1B0AFBA once checksumAdjustment is set.
    #expect(TableDirectory.checksum(of: data, offset: 0, length: bytes.count) == 0xB1B0_AFBA)
  }

  @Test func tableReaderIsLimitedToTheTable() throws {
    let face = try FontBuilder().face()
    let reader = try #require(face.tableReader(for: "hhea"))
    #expect(reader.remaining == 36)
    #expect(face.tableReader(for: "GSUB") == nil)
    #expect(face.hasTable("cmap"))
  }

  @Test func appleTrueTypeAndOpenTypeFlavorsAreAccepted() throws {
    for flavor: UInt32 in [0x7472_7565, 0x4F54_544F] {
      let bytes = SfntWriter.font(FontBuilder().tables(), flavor: flavor)
      let face = try Face(bytes: bytes)
      #expect(face.tableDirectory.flavor.rawValue == flavor)
    }
  }

  @Test func unknownSignatureIsRejected() {
    #expect(throws: OpenTypeError.unknownMagic(0x6162_6364)) {
      try FontFile(bytes: Array("abcd".utf8) + [0, 1, 0, 0])
    }
    #expect(OpenTypeError.unknownMagic(0x6162_6364).description.contains("'abcd'"))
    // WOFF is read (WOFFTests); a header cut short is a malformed WOFF file.
    #expect(
      throws: OpenTypeError.malformedWOFF(
        reason: "the file is shorter than the 44-byte WOFF header")
    ) {
      try FontFile(bytes: Array("wOFF".utf8) + [0, 1, 0, 0])
    }
    #expect(throws: OpenTypeError.self) { try FontFile(bytes: []) }
  }

  @Test func truncatedDirectoryThrows() {
    let bytes = FontBuilder().build()
    #expect(throws: OpenTypeError.self) { try Face(bytes: Array(bytes.prefix(40))) }
  }

  @Test func requiredTableMissingThrows() {
    for tag: OpenType.Tag in ["head", "hhea", "maxp"] {
      var font = FontBuilder()
      font.omittedTables = [tag]
      #expect(throws: OpenTypeError.missingTable(tag)) { try font.face() }
    }
  }

  @Test func tablePastTheEndOfTheFileIsAbsentOrAnError() throws {
    var bytes = FontBuilder().build()
    let face = try Face(bytes: bytes)
    let post = try #require(face.tableDirectory.record(for: "post"))
    // Move 'post' far past the end: the table becomes absent.
    let index = try #require(face.tableDirectory.records.firstIndex { $0.tag == "post" })
    let recordOffset = 12 + index * 16
    bytes.replaceSubrange((recordOffset + 8)..<(recordOffset + 12), with: [0x7F, 0, 0, 0])
    let moved = try Face(bytes: bytes)
    #expect(moved.tableDirectory.record(for: "post")?.isInsideFile == false)
    #expect(moved.tableReader(for: "post") == nil)
    #expect(moved.postScript == nil)
    #expect(moved.italicAngle == 0)
    #expect(
      moved.unreadableTables["post"]
        == .malformedTable("post", reason: "the table extends past the end of the file"))
    _ = post

    // An offset above Int32.max (beyond any file, and beyond Int on 32-bit platforms).
    bytes.replaceSubrange((recordOffset + 8)..<(recordOffset + 12), with: [0xFF, 0xFF, 0xFF, 0xFF])
    let unreachable = try Face(bytes: bytes)
    #expect(unreachable.tableDirectory.record(for: "post")?.isInsideFile == false)
    #expect(unreachable.tableReader(for: "post") == nil)

    // A required table past the end is an error.
    let head = try #require(face.tableDirectory.records.firstIndex { $0.tag == "head" })
    var broken = FontBuilder().build()
    let headRecord = 12 + head * 16
    broken.replaceSubrange((headRecord + 12)..<(headRecord + 16), with: [0xFF, 0xFF, 0xFF, 0xFF])
    #expect(
      throws: OpenTypeError.malformedTable(
        "head", reason: "the table extends past the end of the file")
    ) {
      try Face(bytes: broken)
    }
  }

  @Test func collectionHasEveryFace() throws {
    var regular = FontBuilder()
    regular.postScriptName = "Builder-Regular"
    regular.unitsPerEm = 1000
    var bold = FontBuilder()
    bold.postScriptName = "Builder-Bold"
    bold.weightClass = 700
    bold.unitsPerEm = 2048
    let file = try FontFile(bytes: FontBuilder.collection([regular, bold]))
    #expect(file.kind == .collection(majorVersion: 1))
    #expect(file.faceCount == 2)
    let first = try file.face(at: 0)
    let second = try file.face(at: 1)
    #expect(first.postScriptName == "Builder-Regular")
    #expect(second.postScriptName == "Builder-Bold")
    #expect(first.unitsPerEm == 1000)
    #expect(second.unitsPerEm == 2048)
    #expect(second.weightClass == .bold)
    #expect(second.offset > first.offset)
    #expect(throws: OpenTypeError.faceIndexOutOfBounds(index: 2, count: 2)) {
      try file.face(at: 2)
    }
    // Face(bytes:) reads a collection's first face.
    #expect(
      try Face(bytes: FontBuilder.collection([bold, regular])).postScriptName == "Builder-Bold")
  }

  @Test func collectionWithHugeCountOrBadOffsetThrows() throws {
    var writer = ByteWriter()
    writer.tag("ttcf")
    writer.uint16(2)
    writer.uint16(0)
    writer.uint32(0x7FFF_FFFF)
    #expect(throws: OpenTypeError.self) { try FontFile(bytes: writer.bytes) }

    var oneFace = ByteWriter()
    oneFace.tag("ttcf")
    oneFace.uint16(1)
    oneFace.uint16(0)
    oneFace.uint32(1)
    oneFace.uint32(0xFFFF_FFF0)
    let file = try FontFile(bytes: oneFace.bytes)
    #expect(file.faceCount == 1)
    #expect(throws: OpenTypeError.self) { try file.face(at: 0) }
  }

  @Test func tagsPrintAsText() {
    #expect(OpenType.Tag("OS/2").description == "OS/2")
    #expect(GlyphID(rawValue: 36).description == "gid36")
  }
}
