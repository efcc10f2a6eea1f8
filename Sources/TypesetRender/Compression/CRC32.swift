/// The CRC-32 of ISO 3309 and ITU-T V.42 that PNG chunks carry (PNG specification, 5.5).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// Continues a checksum over more bytes; start with 0.
  static func update<Bytes: Sequence<UInt8>>(_ crc: UInt32, with bytes: Bytes) -> UInt32 {
    var value = ~crc
    for byte in bytes {
      value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8)
    }
    return ~value
  }
}
