import OpenType

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
    Adler32.checksum(data)
  }
}
