import Testing

@testable import OpenType

struct ByteReaderTests {
  let data = FontData([0x00, 0x01, 0xFF, 0xFE, 0x12, 0x34, 0x56, 0x78, 0x80, 0x00])

  @Test func readsBigEndianIntegers() throws {
    var reader = ByteReader(data)
    #expect(try reader.readUInt16() == 1)
    #expect(try reader.readInt16() == -2)
    #expect(try reader.readUInt32() == 0x1234_5678)
    #expect(try reader.readF2Dot14() == -2)
    #expect(reader.remaining == 0)
  }

  @Test func readingPastTheEndThrowsInsteadOfTrapping() {
    var reader = ByteReader(data, at: 8)
    #expect(throws: OpenTypeError.unexpectedEnd(offset: 8, needed: 4)) {
      try reader.readUInt32()
    }
    #expect(throws: OpenTypeError.offsetOutOfBounds(11)) { try reader.seek(to: 11) }
    #expect(throws: OpenTypeError.unexpectedEnd(offset: 8, needed: -1)) { try reader.skip(-1) }
  }

  @Test func subReaderIsLimitedToItsRange() throws {
    var reader = ByteReader(data)
    var sub = try reader.subReader(length: 2)
    #expect(try sub.readUInt16() == 1)
    #expect(throws: OpenTypeError.self) { try sub.readUInt8() }
    #expect(try reader.readUInt16() == 0xFFFE)
  }

  @Test func limitsBeyondTheFileAreCut() {
    let reader = ByteReader(data, at: 20, limit: 100)
    #expect(reader.limit == data.count)
    #expect(reader.remaining == 0)
  }

  @Test func tagsPrintAsText() {
    #expect(Tag("hhea").description == "hhea")
    #expect(Tag("cvt").description == "cvt ")
    #expect(Tag(rawValue: 0x0001_0000).description == "\\x00\\x01\\x00\\x00")
  }
}
