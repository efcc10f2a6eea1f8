/// UTF-16BE text, as the `'name'` table stores it for the Unicode and Windows platforms.
///
/// Decodes straight to UTF-8 and builds the string from that, which the standard library does
/// in one specialised step; building it from UTF-16 code units goes through its generic
/// transcoding path, which cost a first load in a process more than the rest of reading a
/// face's names. An unpaired surrogate becomes U+FFFD, one for each code unit, exactly as
/// `String(decoding:as: UTF16.self)` repairs it.
enum UTF16BigEndian {
  /// The string in `bytes[start..<end]`; an odd last byte is ignored.
  static func decode(_ bytes: FontData, from start: Int, to end: Int) -> String {
    var utf8: [UInt8] = []
    utf8.reserveCapacity(max(0, end - start) / 2 * 3)
    var position = start
    func unit(at index: Int) -> UInt32 { UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1]) }
    while position + 1 < end {
      let first = unit(at: position)
      position += 2
      let scalar: UInt32
      switch first {
      case 0xD800...0xDBFF:
        guard position + 1 < end, case 0xDC00...0xDFFF = unit(at: position) else {
          scalar = 0xFFFD
          break
        }
        scalar = 0x10000 + ((first - 0xD800) << 10 | (unit(at: position) - 0xDC00))
        position += 2
      case 0xDC00...0xDFFF: scalar = 0xFFFD
      default: scalar = first
      }
      switch scalar {
      case ..<0x80:
        utf8.append(UInt8(scalar))
      case ..<0x800:
        utf8.append(UInt8(0xC0 | scalar >> 6))
        utf8.append(UInt8(0x80 | scalar & 0x3F))
      case ..<0x10000:
        utf8.append(UInt8(0xE0 | scalar >> 12))
        utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        utf8.append(UInt8(0x80 | scalar & 0x3F))
      default:
        utf8.append(UInt8(0xF0 | scalar >> 18))
        utf8.append(UInt8(0x80 | scalar >> 12 & 0x3F))
        utf8.append(UInt8(0x80 | scalar >> 6 & 0x3F))
        utf8.append(UInt8(0x80 | scalar & 0x3F))
      }
    }
    return String(decoding: utf8, as: UTF8.self)
  }
}
