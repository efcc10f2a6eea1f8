import Typeset

/// How Typeset writes JSON scalars, in one place for every JSON it prints.
public enum JSONText {
  /// A number as JSON: integers without a fraction, others in Swift's shortest form that
  /// reads back to the same `Double`; `null` for a value that is not finite.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    // `description` and `magnitude` of the concrete types: the generic `String(_:)` and
    // `abs(_:)` go through witness tables in a debug build (a million numbers in 72 MB of
    // tokens).
    if value == value.rounded(), value.magnitude < 1e15 {
      let integer = Int64(value)
      return integer == 0 ? "0" : integer.description
    }
    return value.description
  }

  /// A string as a JSON string literal (RFC 8259 §7).
  public static func quoted(_ text: String) -> String {
    var result = ""
    appendQuoted(text, to: &result)
    return result
  }

  /// Appends a string as a JSON string literal (RFC 8259 §7) to `output`, without a string of
  /// its own for the literal.
  public static func appendQuoted(_ text: String, to output: inout String) {
    // Most strings (names, keys, paths) need no escape: copied whole, not scalar by scalar.
    if !needsEscape(text) {
      output += "\""
      output += text
      output += "\""
      return
    }
    output += escaped(text)
  }

  /// Whether a string has a byte its literal must escape: a quote, a backslash or a control
  /// character. Read from the string's UTF-8 buffer by index rather than by iterator or
  /// `contains(where:)`, whose generic calls cost about five times as much per byte in a
  /// debug build, where most of the tests run (20,000 styles' tokens are 72 MB of JSON).
  static func needsEscape(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x22 || byte == 0x5C || byte < 0x20 { return true }
        index += 1
      }
      return false
    }
  }

  /// The literal of a string that needs escapes: a control character without a short
  /// escape as `\u001f`.
  private static func escaped(_ text: String) -> String {
    ScalarEscaping.escape(text, quote: "\"") { scalar in
      ScalarEscaping.backslashEscape(scalar)
        ?? (scalar.value < 0x20
          ? "\\u" + ScalarEscaping.hex(scalar.value, digits: 4, uppercase: false) : nil)
    }
  }
}
