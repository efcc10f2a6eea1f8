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
