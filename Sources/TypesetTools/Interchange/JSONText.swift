import Typeset

/// How Typeset writes JSON scalars, in one place for every JSON it prints.
public enum JSONText {
  /// A number as JSON: integers without a fraction, others in Swift's shortest form that
  /// reads back to the same `Double`; `null` for a value that is not finite.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 {
      let integer = Int64(value)
      return integer == 0 ? "0" : String(integer)
    }
    return String(value)
  }

  /// A string as a JSON string literal (RFC 8259 §7).
  public static func quoted(_ text: String) -> String {
    // Most strings (names, keys, paths) need no escape: copied whole, not scalar by scalar.
    if !text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 }) {
      return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
