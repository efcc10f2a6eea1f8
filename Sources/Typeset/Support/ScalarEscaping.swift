/// Escaping text for one of the languages Typeset writes (JSON, Swift source, roff, Apple's
/// `.strings`, HTML and its messages): one loop over the text's Unicode scalars, each language
/// giving the replacement of the scalars it must escape.
///
/// ```swift
/// ScalarEscaping.escape("a\"b", quote: "\"") { $0 == "\"" ? "\\\"" : nil }  // "a\"b" quoted
/// ScalarEscaping.hex(0x1F, digits: 4)  // "001F"
/// ```
package enum ScalarEscaping {
  /// `text` between two `quote`s, every scalar for which `replacement` gives a string replaced
  /// by it and the others kept.
  package static func escape(
    _ text: String, quote: String = "", _ replacement: (Unicode.Scalar) -> String?
  ) -> String {
    var result = quote
    for scalar in text.unicodeScalars {
      if let replaced = replacement(scalar) {
        result += replaced
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result + quote
  }

  /// The backslash escape that C, JSON and Swift share for a quote, a backslash, a line feed,
  /// a carriage return or a tab (`\"`, `\\`, `\n`, `\r`, `\t`); `nil` for any other scalar.
  package static func backslashEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
  }

  /// `value` in hexadecimal, padded with zeros to at least `digits` digits.
  package static func hex(_ value: UInt32, digits: Int = 1, uppercase: Bool = true) -> String {
    let text = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// The escape of a scalar in a Swift string literal, `\u{1F}`: also how messages show a
  /// control character.
  package static func swiftEscape(_ scalar: Unicode.Scalar, uppercase: Bool = true) -> String {
    "\\u{" + hex(scalar.value, uppercase: uppercase) + "}"
  }
}
