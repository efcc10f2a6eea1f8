/// Decompression of zlib streams (RFC 1950) holding DEFLATE data (RFC 1951), as WOFF 1.0
/// compresses each table.
///
/// Standard library only, bounds-checked throughout: malformed input (a bad header, an
/// over-subscribed Huffman code, a distance before the start of the output, a checksum that
/// does not match, output beyond the expected length) ends in ``Failure``, never a trap.
///
/// ```swift
/// let table = try Inflate.zlib(compressed, expectedLength: 1_204)
/// ```
enum Inflate {
  /// Why a stream could not be decompressed.
  struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, such as `the Adler-32 checksum does not match`.
    let reason: String
    var description: String { reason }
  }

  /// The data of a zlib stream, which must decompress to exactly `expectedLength` bytes.
  ///
  /// - Throws: ``Failure`` for a malformed stream, a preset dictionary (which WOFF does not
  ///   use), a wrong checksum, or a length other than `expectedLength`.
  static func zlib(_ input: ArraySlice<UInt8>, expectedLength: Int) throws(Failure) -> [UInt8] {
    let bytes = Array(input)
    guard bytes.count >= 6 else { throw Failure(reason: "a zlib stream is at least 6 bytes") }
    let method = bytes[0]
    let flags = bytes[1]
    // RFC 1950 §2.2: CM = 8 (deflate), CINFO ≤ 7 (window ≤ 32 KB), FCHECK makes the pair a
    // multiple of 31, FDICT (a preset dictionary) unset.
    guard method & 0x0F == 8, method >> 4 <= 7 else {
      throw Failure(reason: "not a zlib deflate stream (CMF 0x\(String(method, radix: 16)))")
    }
    guard (UInt16(method) << 8 | UInt16(flags)) % 31 == 0 else {
      throw Failure(reason: "the zlib header check fails")
    }
    guard flags & 0x20 == 0 else {
      throw Failure(reason: "the zlib stream needs a preset dictionary")
    }
    var decoder = Decoder(bytes, start: 2, limit: expectedLength)
    try decoder.run()
    let end = decoder.bytePosition
    guard end + 4 <= bytes.count else {
      throw Failure(reason: "the zlib stream ends before its Adler-32 checksum")
    }
    let stored =
      UInt32(bytes[end]) << 24 | UInt32(bytes[end + 1]) << 16 | UInt32(bytes[end + 2]) << 8
      | UInt32(bytes[end + 3])
    guard adler32(decoder.output) == stored else {
      throw Failure(reason: "the Adler-32 checksum does not match")
    }
    guard decoder.output.count == expectedLength else {
      throw Failure(
        reason: "decompresses to \(decoder.output.count) bytes, not \(expectedLength)")
    }
    return decoder.output
  }

  /// Raw DEFLATE data (RFC 1951) from `input`, at most `limit` bytes of output.
  ///
  /// - Returns: The output and how many bytes of `input` the data took.
  static func raw(_ input: [UInt8], limit: Int) throws(Failure) -> (
    output: [UInt8], consumed: Int
  ) {
    var decoder = Decoder(input, start: 0, limit: limit)
    try decoder.run()
    return (decoder.output, decoder.bytePosition)
  }

  /// RFC 1950 §8.2: the Adler-32 checksum.
  static func adler32(_ bytes: [UInt8]) -> UInt32 { Adler32.checksum(bytes) }

  /// A canonical Huffman code (RFC 1951 §3.2.2) as counts per length and symbols in code
  /// order, decoded a bit at a time (as zlib's `puff` does).
  struct HuffmanCode {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    /// The code of the given code lengths (0: the symbol is unused).
    ///
    /// - Throws: ``Failure`` for an over-subscribed code; an incomplete one is accepted
    ///   (RFC 1951 allows one distance code of one bit) and fails only if an unused code is met.
    init(lengths: [Int]) throws(Failure) {
      for length in lengths { counts[length] += 1 }
      var left = 1
      for length in 1...15 {
        left <<= 1
        left -= counts[length]
        guard left >= 0 else { throw Failure(reason: "an over-subscribed Huffman code") }
      }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
      counts[0] = 0
    }
  }

  /// The state of one decompression.
  struct Decoder {
    let input: [UInt8]
    var position: Int
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    let limit: Int
    var output: [UInt8] = []

    init(_ input: [UInt8], start: Int, limit: Int) {
      self.input = input
      self.position = start
      self.limit = limit
      output.reserveCapacity(min(limit, 1 << 24))
    }

    /// The position of the first byte after the data read so far (whole bytes of the bit
    /// buffer not yet used are given back).
    var bytePosition: Int { position - bitCount / 8 }

    mutating func bits(_ count: Int) throws(Failure) -> Int {
      while bitCount < count {
        guard position < input.count else {
          throw Failure(reason: "the compressed data ends early")
        }
        bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
        position += 1
        bitCount += 8
      }
      let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
      bitBuffer >>= UInt64(count)
      bitCount -= count
      return value
    }

    mutating func decode(_ code: HuffmanCode) throws(Failure) -> Int {
      var value = 0
      var first = 0
      var index = 0
      for length in 1...15 {
        value |= try bits(1)
        let count = code.counts[length]
        if value - count < first { return code.symbols[index + (value - first)] }
        index += count
        first += count
        first <<= 1
        value <<= 1
      }
      throw Failure(reason: "a code that the Huffman table does not have")
    }

    mutating func append(_ byte: UInt8) throws(Failure) {
      guard output.count < limit else {
        throw Failure(reason: "decompresses to more than \(limit) bytes")
      }
      output.append(byte)
    }

    mutating func run() throws(Failure) {
      var isLast = false
      while !isLast {
        isLast = try bits(1) == 1
        switch try bits(2) {
        case 0: try stored()
        case 1: try codes(Decoder.fixedLiterals, Decoder.fixedDistances)
        case 2: try dynamic()
        default: throw Failure(reason: "a block of the reserved type 3")
        }
      }
    }

    /// RFC 1951 §3.2.4: a stored block.
    mutating func stored() throws(Failure) {
      _ = try bits(bitCount % 8)
      let length = try bits(16)
      let complement = try bits(16)
      guard length == ~complement & 0xFFFF else {
        throw Failure(reason: "a stored block's length and its complement disagree")
      }
      for _ in 0..<length { try append(UInt8(try bits(8))) }
    }

    static let fixedLiterals = try! HuffmanCode(
      lengths: DeflateFormat.fixedLiteralLengths.map(Int.init))
    static let fixedDistances = try! HuffmanCode(
      lengths: DeflateFormat.fixedDistanceLengths.map(Int.init))

    /// RFC 1951 §3.2.7: the codes of a dynamic block, then its data.
    mutating func dynamic() throws(Failure) {
      let literalCount = try bits(5) + 257
      let distanceCount = try bits(5) + 1
      let codeLengthCount = try bits(4) + 4
      guard literalCount <= 286, distanceCount <= 30 else {
        throw Failure(reason: "a dynamic block with too many codes")
      }
      var codeLengths = [Int](repeating: 0, count: 19)
      for index in 0..<codeLengthCount {
        codeLengths[DeflateFormat.codeLengthOrder[index]] = try bits(3)
      }
      let lengthCode = try HuffmanCode(lengths: codeLengths)
      var lengths: [Int] = []
      let total = literalCount + distanceCount
      while lengths.count < total {
        let symbol = try decode(lengthCode)
        var repeated = 0
        var value = 0
        switch symbol {
        case 0..<16:
          lengths.append(symbol)
          continue
        case 16:
          guard let previous = lengths.last else {
            throw Failure(reason: "a repeated code length with none before it")
          }
          value = previous
          repeated = 3 + (try bits(2))
        case 17: repeated = 3 + (try bits(3))
        default: repeated = 11 + (try bits(7))
        }
        guard lengths.count + repeated <= total else {
          throw Failure(reason: "code lengths run past their count")
        }
        lengths += [Int](repeating: value, count: repeated)
      }
      guard lengths[256] != 0 else {
        throw Failure(reason: "a dynamic block without an end-of-block code")
      }
      let literals = try HuffmanCode(lengths: Array(lengths[0..<literalCount]))
      let distances = try HuffmanCode(lengths: Array(lengths[literalCount...]))
      try codes(literals, distances)
    }

    /// RFC 1951 §3.2.5: literals and length–distance pairs up to the end of the block.
    mutating func codes(_ literals: HuffmanCode, _ distances: HuffmanCode) throws(Failure) {
      while true {
        let symbol = try decode(literals)
        if symbol < 256 {
          try append(UInt8(symbol))
          continue
        }
        if symbol == 256 { return }
        let lengthIndex = symbol - 257
        guard lengthIndex < DeflateFormat.lengthBase.count else {
          throw Failure(reason: "the invalid length code \(symbol)")
        }
        let length =
          DeflateFormat.lengthBase[lengthIndex]
          + (try bits(DeflateFormat.lengthExtraBits[lengthIndex]))
        let distanceSymbol = try decode(distances)
        guard distanceSymbol < DeflateFormat.distanceBase.count else {
          throw Failure(reason: "the invalid distance code \(distanceSymbol)")
        }
        let distance =
          DeflateFormat.distanceBase[distanceSymbol]
          + (try bits(DeflateFormat.distanceExtraBits[distanceSymbol]))
        guard distance <= output.count else {
          throw Failure(reason: "a distance of \(distance) before the start of the data")
        }
        guard output.count + length <= limit else {
          throw Failure(reason: "decompresses to more than \(limit) bytes")
        }
        var from = output.count - distance
        for _ in 0..<length {
          output.append(output[from])
          from += 1
        }
      }
    }
  }
}
