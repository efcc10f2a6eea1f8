/// Text from a file or the command line as a message shows it: control characters escaped
/// (a NUL byte is `\u{0}`, a newline `\n`), so that a message stays one printable line, and a
/// long value shortened, so that a 50 MB value does not become a 50 MB error line.
///
/// ```swift
/// ShownText.value("a\u{0}b")                          // "a\\u{0}b"
/// ShownText.value(String(repeating: "x", count: 500)) // "xxx…x… (500 characters)"
/// ```
package enum ShownText {
  /// How many characters of a value are shown before it is cut.
  package static let valueLimit = 80
  /// A run of characters without a space longer than this is cut in a whole message.
  package static let wordLimit = 200

  /// `text` with its control characters escaped and, past ``valueLimit`` characters, cut
  /// with `… (N characters)`.
  package static func value(_ text: String, limit: Int = valueLimit) -> String {
    var count = 0
    var shown = ""
    for character in text {
      count += 1
      if count <= limit { shown += escaped(character) }
    }
    return count <= limit ? shown : shown + "… (\(count) characters)"
  }

  /// Whether `text` would be shown differently: it has a control character or is longer than
  /// `limit` characters.
  package static func needsShortening(_ text: String, limit: Int = valueLimit) -> Bool {
    var count = 0
    for character in text {
      count += 1
      if count > limit || isControl(character) { return true }
    }
    return false
  }

  /// A whole message or path: control characters escaped, every quoted value (`"…"`) longer
  /// than ``valueLimit`` characters and every run without a space longer than ``wordLimit``
  /// cut. Text that needs neither is returned as it is. Linear in the text's length: each
  /// quoted value and word is a slice of it, not a copy grown character by character.
  package static func line(_ text: String) -> String {
    guard needsShortening(text, limit: valueLimit) else { return text }
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" {
        let start = text.index(after: index)
        // A quote that is never closed: the rest is a value.
        let end = text[start...].firstIndex(of: "\"") ?? text.endIndex
        result += "\"" + value(String(text[start..<end])) + (end < text.endIndex ? "\"" : "")
        index = end < text.endIndex ? text.index(after: end) : end
      } else if character == " " {
        result += " "
        index = text.index(after: index)
      } else {
        let end = text[index...].firstIndex { $0 == " " || $0 == "\"" } ?? text.endIndex
        result += value(String(text[index..<end]), limit: wordLimit)
        index = end
      }
    }
    return result
  }

  static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains { isControl($0) }
  }

  /// Whether `scalar` is a control character (C0, DEL or C1).
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// A character with its control characters escaped.
  static func escaped(_ character: Character) -> String {
    guard isControl(character) else { return String(character) }
    return ScalarEscaping.escape(String(character)) { scalar in
      // A control character is never a quote or a backslash: only \n, \r and \t come back.
      isControl(scalar)
        ? ScalarEscaping.backslashEscape(scalar)
          ?? ScalarEscaping.swiftEscape(scalar, uppercase: false)
        : nil
    }
  }
}
