/// A DEFLATE compressor (RFC 1951) and its zlib wrapper (RFC 1950), written for PNG output.
///
/// LZ77 matching with hash chains and one step of lazy evaluation finds repeated strings in a
/// 32 KiB window; each block of symbols is then sent with whichever is smallest of a dynamic
/// Huffman code built for it (package-merge, lengths limited to 15 bits), the fixed code, or
/// no compression.
///
/// ```swift
/// let compressed = Deflate.zlibCompress(Array("hello, hello, hello".utf8))
/// ```
public enum Deflate {
  /// How hard the matcher searches; higher is smaller and slower.
  public struct Effort: Hashable, Sendable {
    /// The most hash-chain links followed for one match.
    public var maximumChainLength: Int
    /// A match this long ends the search at once.
    public var niceLength: Int

    /// Fast: short chains.
    public static let fast = Effort(maximumChainLength: 8, niceLength: 32)
    /// The default balance.
    public static let balanced = Effort(maximumChainLength: 64, niceLength: 128)
    /// Thorough: long chains.
    public static let thorough = Effort(maximumChainLength: 1024, niceLength: 258)
  }

  /// Compresses `data` into a raw DEFLATE stream.
  public static func compress(_ data: [UInt8], effort: Effort = .balanced) -> [UInt8] {
    compress(data, effort: effort, progress: nil)
  }

  /// Compresses, calling `progress` with the fraction of the input matched so far.
  static func compress(
    _ data: [UInt8], effort: Effort, progress: ((Double) -> Void)?
  ) -> [UInt8] {
    var writer = BitWriter(reservingCapacity: data.count / 2 + 64)
    let symbols = LZ77.tokens(of: data, effort: effort, progress: progress)
    BlockWriter.write(symbols: symbols, data: data, to: &writer)
    writer.alignToByte()
    return writer.bytes
  }

  /// Compresses `data` into a zlib stream: a two-byte header, DEFLATE data and an Adler-32
  /// checksum (RFC 1950), the form PNG's IDAT chunks hold.
  public static func zlibCompress(_ data: [UInt8], effort: Effort = .balanced) -> [UInt8] {
    zlibCompress(data, effort: effort, progress: nil)
  }

  static func zlibCompress(
    _ data: [UInt8], effort: Effort, progress: ((Double) -> Void)?
  ) -> [UInt8] {
    // CMF: deflate with a 32 KiB window; FLG: default level, check bits making it a multiple of 31.
    var output: [UInt8] = [0x78, 0x9C]
    output += compress(data, effort: effort, progress: progress)
    let checksum = adler32(data)
    output += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> UInt32($0)) }
    return output
  }

  /// The Adler-32 checksum of `data` (RFC 1950, 8.2).
  public static func adler32(_ data: [UInt8]) -> UInt32 {
    adler32(data, continuing: 1)
  }

  /// The Adler-32 checksum of the bytes summed into `checksum` followed by `data`; 1 is the
  /// checksum of nothing.
  static func adler32(_ data: [UInt8], continuing checksum: UInt32) -> UInt32 {
    var a = checksum & 0xFFFF
    var b = checksum >> 16
    var index = 0
    // 5552 bytes is the most that can be summed before b can overflow 32 bits.
    while index < data.count {
      let end = min(index + 5552, data.count)
      while index < end {
        a &+= UInt32(data[index])
        b &+= a
        index += 1
      }
      a %= 65521
      b %= 65521
    }
    return (b << 16) | a
  }
}

extension Deflate {
  /// A zlib stream compressed a piece at a time, so that a large input never has to be held
  /// whole: each piece is matched on its own (the 32 KiB window starts afresh with it) and
  /// written as non-final blocks; ``finish(_:)`` writes the last piece, the final block and the
  /// Adler-32 checksum of everything.
  ///
  /// ```swift
  /// var stream = Deflate.ZlibStream(effort: .fast)
  /// var output = stream.append(firstPiece)
  /// output += stream.finish(lastPiece)
  /// ```
  public struct ZlibStream: Sendable {
    private let effort: Effort
    private var writer = BitWriter()
    private var checksum: UInt32 = 1
    private var startedHeader = false

    /// A stream whose matcher searches with `effort`.
    public init(effort: Effort = .balanced) {
      self.effort = effort
    }

    /// Compresses `piece`, returning the compressed bytes completed so far (a few bits may
    /// wait for the next piece).
    public mutating func append(_ piece: [UInt8]) -> [UInt8] {
      write(piece, isLast: false)
    }

    /// Compresses the last `piece` (which may be empty) and ends the stream, returning the
    /// rest of its bytes. The stream must not be used afterwards.
    public mutating func finish(_ piece: [UInt8] = []) -> [UInt8] {
      var output = write(piece, isLast: true)
      output += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> UInt32($0)) }
      return output
    }

    private mutating func write(_ piece: [UInt8], isLast: Bool) -> [UInt8] {
      // CMF: deflate with a 32 KiB window; FLG: default level, check bits as in zlibCompress.
      var output: [UInt8] = startedHeader ? [] : [0x78, 0x9C]
      startedHeader = true
      checksum = Deflate.adler32(piece, continuing: checksum)
      let symbols = LZ77.tokens(of: piece, effort: effort)
      BlockWriter.write(symbols: symbols, data: piece, to: &writer, endsStream: isLast)
      if isLast { writer.alignToByte() }
      output += writer.takeBytes()
      return output
    }
  }
}

/// One LZ77 symbol: a literal byte, or a match of `length` bytes `distance` bytes back.
///
/// Packed in 32 bits: bit 31 marks a match, bits 16…24 hold its length, bits 0…15 its distance.
struct LZ77Symbol {
  let rawValue: UInt32

  @inline(__always) static func literal(_ byte: UInt8) -> LZ77Symbol {
    LZ77Symbol(rawValue: UInt32(byte))
  }

  @inline(__always) static func match(length: Int, distance: Int) -> LZ77Symbol {
    LZ77Symbol(rawValue: 1 << 31 | UInt32(length) << 16 | UInt32(distance))
  }

  var isMatch: Bool { rawValue & (1 << 31) != 0 }
  var literal: Int { Int(rawValue & 0xFF) }
  var length: Int { Int((rawValue >> 16) & 0x1FF) }
  var distance: Int { Int(rawValue & 0xFFFF) }
}
