/// The Adler-32 checksum that ends every zlib stream (RFC 1950 §8.2), shared by the decoder here
/// (``Inflate``, for WOFF) and the encoder of the specimen renderer's PNG files (TypesetRender),
/// so that the two compute it in one place.
///
/// ```swift
/// Adler32.checksum(Array("Wikipedia".utf8))  // 0x11E6_0398
/// ```
package enum Adler32 {
  /// The checksum of the bytes already summed into `checksum` followed by `bytes`; 1, the
  /// default, is the checksum of nothing, so a stream's checksum can be computed a piece at a
  /// time.
  package static func checksum(_ bytes: [UInt8], continuing checksum: UInt32 = 1) -> UInt32 {
    var a = checksum & 0xFFFF
    var b = checksum >> 16
    var index = 0
    while index < bytes.count {
      // 5552 bytes keep the sums below 2^32 before the modulo (zlib's NMAX).
      let end = min(index + 5552, bytes.count)
      while index < end {
        a &+= UInt32(bytes[index])
        b &+= a
        index += 1
      }
      a %= 65521
      b %= 65521
    }
    return b << 16 | a
  }
}
