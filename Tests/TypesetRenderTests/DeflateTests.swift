import Testing

@testable import TypesetRender

/// A reproducible pseudo-random generator, so that failures can be replayed.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

struct DeflateTests {
  static func samples() -> [(String, [UInt8])] {
    var generator = SplitMix(state: 42)
    let random = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let text = Array(String(repeating: "Handgloves, the quick brown fox. ", count: 3000).utf8)
    let skewed = (0..<50_000).map { _ in UInt8.random(in: 0...3, using: &generator) * 60 }
    return [
      ("empty", []), ("one byte", [7]), ("two bytes", [1, 2]),
      ("run", [UInt8](repeating: 9, count: 100_000)),
      ("random", random), ("text", text), ("skewed", skewed),
    ]
  }

  @Test(arguments: samples())
  func roundTrips(_ sample: (String, [UInt8])) throws {
    for effort in [Deflate.Effort.fast, .balanced, .thorough] {
      let compressed = Deflate.zlibCompress(sample.1, effort: effort)
      let decoded = try Inflate.zlib(compressed)
      #expect(decoded.bytes == sample.1, "\(sample.0)")
    }
  }

  @Test func compressesRepetitiveDataWithDynamicCodes() throws {
    let text = Array(String(repeating: "Handgloves, the quick brown fox. ", count: 3000).utf8)
    let compressed = Deflate.zlibCompress(text)
    #expect(compressed.count < text.count / 50)
    let decoded = try Inflate.zlib(compressed)
    #expect(decoded.blockTypes.allSatisfy { $0 == 1 || $0 == 2 })
    #expect(decoded.blockTypes.contains(2))
  }

  @Test func storesIncompressibleData() throws {
    var generator = SplitMix(state: 7)
    let random = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let compressed = Deflate.zlibCompress(random)
    // A stored block costs 5 bytes, one per block of symbols, plus the zlib header and checksum.
    let blocks = random.count / BlockWriter.symbolsPerBlock + 1
    #expect(compressed.count <= random.count + 6 + 5 * blocks)
    #expect(try Inflate.zlib(compressed).blockTypes.contains(0))
  }

  @Test func checksumsMatchPublishedValues() {
    // RFC 1950's Adler-32 of "Wikipedia" is 0x11E60398; PNG's IEND chunk CRC is 0xAE426082.
    #expect(Deflate.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(CRC32.update(0, with: Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test(arguments: [7, 9, 15])
  func huffmanLengthsRespectTheLimitAndAreComplete(limit: Int) {
    // Fibonacci frequencies make the unlimited Huffman code as deep as possible.
    var frequencies = [1, 1]
    while frequencies.count < 30 {
      frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2])
    }
    let lengths = HuffmanCode.lengths(for: frequencies, limit: limit)
    #expect(lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
    // Kraft's sum of 2^-length is exactly 1 for a complete code.
    let kraft = lengths.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
    #expect(abs(kraft - 1) < 1e-12)
  }
}
