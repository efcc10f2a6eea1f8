import Testing

@testable import OpenType

/// The `'name'` table's UTF-16BE decoder against the standard library's own UTF-16 decoding,
/// which it replaces for speed and must match exactly, repairs included.
@Suite struct UTF16BigEndianTests {
  private func bigEndian(_ units: [UInt16]) -> [UInt8] {
    units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }

  private func expectSameAsStandardLibrary(_ units: [UInt16]) {
    let bytes = bigEndian(units)
    let decoded = UTF16BigEndian.decode(FontData(bytes), from: 0, to: bytes.count)
    #expect(decoded == String(decoding: units, as: UTF16.self), "units \(units)")
    #expect(
      Array(decoded.unicodeScalars) == Array(String(decoding: units, as: UTF16.self).unicodeScalars)
    )
  }

  @Test func everyLengthOfUTF8() {
    // One, two, three and four UTF-8 bytes: "A", "é", "€", and U+1F600 as a surrogate pair.
    expectSameAsStandardLibrary([
      0x41, 0xE9, 0x20AC, 0xD83D, 0xDE00, 0x7F, 0x80, 0x7FF, 0x800, 0xFFFF,
    ])
  }

  @Test func unpairedSurrogatesAreRepairedOneForOne() {
    expectSameAsStandardLibrary([0xD800])  // a high surrogate at the end
    expectSameAsStandardLibrary([0xDC00, 0x41])  // a low surrogate alone
    // Highs not followed by a low.
    expectSameAsStandardLibrary([0xD800, 0x41, 0xDBFF, 0xD800, 0xDFFF])
    expectSameAsStandardLibrary([0xDBFF, 0xDFFF, 0xDFFF])  // a pair, then a low alone
  }

  @Test func anOddLastByteIsIgnored() {
    let bytes: [UInt8] = [0x00, 0x41, 0x00]
    #expect(UTF16BigEndian.decode(FontData(bytes), from: 0, to: 3) == "A")
    #expect(UTF16BigEndian.decode(FontData(bytes), from: 2, to: 2).isEmpty)
    // A string that starts inside the data, as a name record's does.
    let two: [UInt8] = [0x00, 0x41, 0x00, 0x42]
    #expect(UTF16BigEndian.decode(FontData(two), from: 2, to: 4) == "B")
  }

  @Test func randomCodeUnitsMatchTheStandardLibrary() {
    // Surrogates are over-represented so that pairs, lone highs and lone lows all occur. The
    // seed is fixed (`SplitMix64` of OutlineCorpusTests), so a failure repeats.
    var generator = SplitMix64(seed: 0x5459_5045_5345_5421)
    for _ in 0..<2_000 {
      let count = Int(generator.next() % 12)
      let units = (0..<count).map { _ -> UInt16 in
        let pick = generator.next()
        switch pick % 4 {
        case 0: return UInt16(0xD800 + (pick >> 8) % 0x400)
        case 1: return UInt16(0xDC00 + (pick >> 8) % 0x400)
        case 2: return UInt16((pick >> 8) % 0x80)
        default: return UInt16(truncatingIfNeeded: pick >> 16)
        }
      }
      expectSameAsStandardLibrary(units)
    }
  }
}
