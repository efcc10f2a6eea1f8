/// A four-character OpenType tag, such as a table tag (`'head'`) or a feature tag (`'kern'`).
///
/// Tags are an open set, so `Tag` is a `RawRepresentable` struct with the common tables as
/// static members rather than a closed enum.
///
/// ```swift
/// let tag: Tag = "hhea"
/// print(tag)  // hhea
/// ```
public struct Tag: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The tag's four bytes, big-endian.
  public let rawValue: UInt32

  /// A tag from its big-endian value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// A tag from up to four ASCII characters; shorter strings are padded with spaces.
  public init(_ string: String) {
    var value: UInt32 = 0
    var count = 0
    for byte in string.utf8.prefix(4) {
      value = value << 8 | UInt32(byte)
      count += 1
    }
    while count < 4 {
      value = value << 8 | 0x20
      count += 1
    }
    self.rawValue = value
  }

  /// A tag from a string literal such as `"GPOS"`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The tag as four characters; bytes outside printable ASCII are shown as `\xNN`.
  public var description: String {
    var text = ""
    for shift in stride(from: 24, through: 0, by: -8) {
      let byte = UInt8(truncatingIfNeeded: rawValue >> UInt32(shift))
      if (0x20...0x7E).contains(byte) {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        text += "\\x" + (hex.count < 2 ? "0" + hex : hex)
      }
    }
    return text
  }

  /// Orders tags by their numeric value, as the table directory does.
  public static func < (lhs: Tag, rhs: Tag) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
