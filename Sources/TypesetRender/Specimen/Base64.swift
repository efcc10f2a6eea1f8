import Typeset
import TypesetTools

/// Base64 (RFC 4648, section 4, with padding), for fonts embedded in HTML as `data:` URLs.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 3 <= bytes.count {
      let value =
        UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      output.append(alphabet[Int(value >> 18)])
      output.append(alphabet[Int((value >> 12) & 63)])
      output.append(alphabet[Int((value >> 6) & 63)])
      output.append(alphabet[Int(value & 63)])
      index += 3
    }
    let remaining = bytes.count - index
    if remaining > 0 {
      var value = UInt32(bytes[index]) << 16
      if remaining == 2 { value |= UInt32(bytes[index + 1]) << 8 }
      output.append(alphabet[Int(value >> 18)])
      output.append(alphabet[Int((value >> 12) & 63)])
      output.append(remaining == 2 ? alphabet[Int((value >> 6) & 63)] : UInt8(ascii: "="))
      output.append(UInt8(ascii: "="))
    }
    return String(decoding: output, as: UTF8.self)
  }
}

/// Escaping for text placed in HTML and JSON.
enum Markup {
  /// Text safe inside HTML elements and quoted attributes.
  static func html(_ text: String) -> String {
    // By scalar, as HTML reads the text: a quote with a combining mark after it is still a
    // quote that would end an attribute.
    ScalarEscaping.escape(text) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

  /// A JSON string literal, quotes included (``JSONText/quoted(_:)``), with `<` escaped so
  /// that it can sit in a `<script>`; `<` never occurs inside one of the literal's escapes.
  static func jsonString(_ text: String) -> String {
    ScalarEscaping.escape(JSONText.quoted(text)) { $0 == "<" ? "\\u003c" : nil }
  }
}
