import Foundation
import Testing

@testable import OpenType

/// WOFF 1.0 and its zlib (RFC 1950/1951) decompression, against streams and files made by
/// Python's zlib and fontTools (`Tests/Corpus/woff/README.md`); `Scripts/conformance/woff.sh`
/// compares many more fonts and zlib settings.
struct WOFFTests {
  static let corpus = OTSCorpus.packageRoot.appendingPathComponent("Tests/Corpus/woff")

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: corpus.appendingPathComponent(name)))
  }

  static func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      bytes.append(UInt8(text[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }

  /// The text the short streams hold: `Typeset reads WOFF: zlib streams of every kind. ` three
  /// times, then the bytes 0 to 39.
  static let shortText =
    Array(String(repeating: "Typeset reads WOFF: zlib streams of every kind. ", count: 3).utf8)
    + (0..<40).map { UInt8($0) }

  /// Made with Python's `zlib.compressobj(level, DEFLATED, wbits, 9, strategy)`.
  static let shortStreams: [(String, String)] = [
    (
      "stored (level 0)",
      "780101b80047ff5479706573657420726561647320574f46463a207a6c69622073747265616d73206f66206576657279206b696e642e205479706573657420726561647320574f46463a207a6c69622073747265616d73206f66206576657279206b696e642e205479706573657420726561647320574f46463a207a6c69622073747265616d73206f66206576657279206b696e642e20000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f2021222324252627946635d4"
    ),
    (
      "fixed Huffman (Z_FIXED)",
      "78010ba92c482d4e2d51284a4d4c295608f77773b352a8cac94c52282e010ae5162be4a729a496a516552a6467e6a5e82984d0583d032313330b2b1b3b072717370f2f1fbf80a090b088a898b884a494b48cac9cbc82a292b28aaa9a3a00946635d4"
    ),
    (
      "dynamic Huffman, literals only (Z_HUFFMAN_ONLY)",
      "780105c1c94ec330140550a0145a28535be6e9424bbbcb07e403bccd2652d68e7c235919f59e15c9f97acec9e3406580d03a45911993626a7c090d42db2afa0a1c2911b5ef5c823c0e540608ad5314993129a6c697d020b4ada2afc0911251fbce25c8e3406580d03a45911993626a7c090d42db2afa0a1c2911b5ef5c8293d3b3d9f9fce272b1bcba5edddcdedd3fac37dbc7a7e797d7b7f78fcfaf6ffcfceef67f87e33f946635d4"
    ),
    (
      "a 512-byte window (wbits 9)",
      "18d30ba92c482d4e2d51284a4d4c295608f77773b352a8cac94c52282e010ae5162be4a729a496a516552a6467e6a5e82984d0583d032313330b2b1b3b072717370f2f1fbf80a090b088a898b884a494b48cac9cbc82a292b28aaa9a3a00946635d4"
    ),
  ]

  @Test(arguments: shortStreams.indices)
  func zlibStreamsOfEveryKindInflate(_ index: Int) throws {
    let (name, hex) = Self.shortStreams[index]
    let output = try Inflate.zlib(Self.hex(hex)[...], expectedLength: Self.shortText.count)
    #expect(output == Self.shortText, "\(name)")
  }

  /// `zlib.compress(text, 9)` of 40 lines: a dynamic block with lengths and distances.
  static let dynamicText = Array(
    (0..<40).map { "line \($0): the quick brown fox jumps over \($0 * $0) lazy dogs\n" }
      .joined().utf8)
  static let dynamicStream = hex(
    "78da8d94d95104310c44ff8942215892edb1c9866380856107f6805da2a7f8c43d55ad005ec96a3df7b2dbcf926ee5f432cbe779f7f026f787f57b2f4feb455ecfef1f4759bfe6832459ee7eaef2b83e1f6f963f4429a2236214c923e214e92392f9c3eac814ca5819994a198739134f00f66994a9105ba74c83eb289740136a10f0c070165741336ca51e382de4a701213a5c4a034aa0135a0322e12cae8535dc8b8be18619f680b6f873b91b19dd30ee46ce382b50130df632ee4631c8d0b81b65827b1977a3a21bc6dda81bb3b81bd3c65edc8d6923c3406de0bd9cbbd1d10de76e74f4d003bd91507a0f1447c21fe681e650fcce5e0295887e780d605854ce0551c756f41669604c922ba2e55fdfff02f636daeb"
  )

  @Test func aDynamicBlockWithMatchesInflates() throws {
    #expect(Self.dynamicStream[2] & 0x07 == 0x05)  // BFINAL, BTYPE 2 (dynamic)
    let output = try Inflate.zlib(Self.dynamicStream[...], expectedLength: Self.dynamicText.count)
    #expect(output == Self.dynamicText)
    #expect(Inflate.adler32(Self.dynamicText) == 0xF636_DAEB)
  }

  @Test func badStreamsAreRefusedWithTheirReason() {
    var stream = Self.dynamicStream
    let length = Self.dynamicText.count
    func reason(_ bytes: [UInt8], _ expected: Int = length) -> String? {
      do {
        _ = try Inflate.zlib(bytes[...], expectedLength: expected)
        return nil
      } catch {
        return error.reason
      }
    }
    stream[stream.count - 1] ^= 1
    #expect(reason(stream) == "the Adler-32 checksum does not match")
    #expect(
      reason([0x78, 0x02] + Self.dynamicStream.dropFirst(2)) == "the zlib header check fails")
    #expect(
      reason([0x78, 0xBB] + Self.dynamicStream.dropFirst(2))
        == "the zlib stream needs a preset dictionary")
    #expect(reason(Array(Self.dynamicStream.prefix(100))) == "the compressed data ends early")
    #expect(reason(Self.dynamicStream, 100) == "decompresses to more than 100 bytes")
    // A block of the reserved type 3: BFINAL 1, BTYPE 11.
    #expect(reason([0x78, 0x9C, 0x07, 0, 0, 0, 0]) == "a block of the reserved type 3")
    // A stored block whose length's complement is wrong.
    #expect(
      reason([0x78, 0x01, 0x01, 0x05, 0x00, 0x00, 0x00, 0, 0, 0, 0])
        == "a stored block's length and its complement disagree")
    // Fixed Huffman: length code 257 (length 3), distance code 0 (1) with no output yet.
    #expect(
      reason([0x78, 0x01, 0x03, 0x02, 0, 0, 0, 0, 0])
        == "a distance of 1 before the start of the data")
  }

  @Test func noCutOrFlippedByteTraps() {
    let stream = Self.dynamicStream
    for cut in 0..<stream.count {
      #expect(throws: Inflate.Failure.self) {
        try Inflate.zlib(stream.prefix(cut), expectedLength: Self.dynamicText.count)
      }
    }
    for index in 2..<stream.count {
      for bit in [0x01, 0x10, 0x80] as [UInt8] {
        var flipped = stream
        flipped[index] ^= bit
        // Either refused or, by chance, the same text (the checksum is checked).
        if let output = try? Inflate.zlib(flipped[...], expectedLength: Self.dynamicText.count) {
          #expect(output == Self.dynamicText)
        }
      }
    }
  }

  @Test func aFontToolsWOFFHoldsTheTablesOfItsFont() throws {
    let ttf = try Self.bytes("builder-gpos.ttf")
    let woff = try Self.bytes("builder-gpos.woff")
    #expect(woff.count < ttf.count)
    let sfnt = try WOFF.sfnt(from: woff)
    func tables(_ bytes: [UInt8]) throws -> [OpenType.Tag: [UInt8]] {
      let directory = try TableDirectory(FontData(bytes), at: 0)
      var result: [OpenType.Tag: [UInt8]] = [:]
      for record in directory.records {
        result[record.tag] = Array(bytes[record.offset..<(record.offset + record.length)])
      }
      return result
    }
    let original = try tables(ttf)
    #expect(try tables(sfnt) == original)
    #expect(original.count >= 10)
    let face = try FontFile(bytes: woff).face(at: 0)
    let reference = try FontFile(bytes: ttf).face(at: 0)
    #expect(face.postScriptName == reference.postScriptName)
    #expect(face.numberOfGlyphs == reference.numberOfGlyphs)
    for glyph in 0..<reference.numberOfGlyphs {
      let id = GlyphID(rawValue: UInt16(glyph))
      #expect(face.advance(of: id) == reference.advance(of: id))
    }
  }

  @Test func woff2IsNamedWithAWayToConvertIt() throws {
    let woff2 = try Self.bytes("builder-gpos.woff2")
    #expect(throws: OpenTypeError.unsupportedFormat("WOFF 2.0", hint: WOFF.woff2Hint)) {
      try FontFile(bytes: woff2)
    }
    #expect(WOFF.woff2Hint.contains("fonttools ttLib.woff2 decompress"))
  }

  @Test func malformedWOFFFilesAreRefusedNeverTrapped() throws {
    let woff = try Self.bytes("builder-gpos.woff")
    #expect(
      throws: OpenTypeError.malformedWOFF(
        reason: "the header says \(woff.count) bytes, the file has \(woff.count - 1)")
    ) {
      try FontFile(bytes: Array(woff.dropLast()))
    }
    for cut in stride(from: 0, to: woff.count, by: 7) {
      #expect(throws: OpenTypeError.self) { try FontFile(bytes: Array(woff.prefix(cut))) }
    }
    // Every byte of the header and directory changed: refused or read, never a trap.
    for index in 4..<min(woff.count, 44 + 20 * 12) {
      var changed = woff
      changed[index] ^= 0xFF
      if let file = try? FontFile(bytes: changed) { _ = try? file.face(at: 0) }
    }
  }

  @Test func aWOFFThatWouldUnpackToGigabytesIsRefusedFirst() throws {
    var woff = try Self.bytes("builder-gpos.woff")
    // The first table's original length: 0x7FFFFFFF bytes.
    woff.replaceSubrange(44 + 12..<44 + 16, with: [0x7F, 0xFF, 0xFF, 0xFF])
    #expect(
      throws: OpenTypeError.malformedWOFF(
        reason:
          "the tables add up to \(0x7FFF_FFFF + 632) bytes, more than the 256 MB Typeset reads")
    ) {
      try WOFF.sfnt(from: woff)
    }
  }
}
