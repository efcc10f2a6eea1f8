import Typeset
import TypesetTools

/// A JSON value that keeps the order of object keys, so output is stable and reads in a
/// sensible order (`style`, `category`, `pointSize`, …) rather than alphabetically.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; integral values print without a fraction, non-finite ones as `null`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object with its keys in order.
  case object([(String, JSONValue)])

  /// A number, or `null` when `value` is `nil`.
  public static func optional(_ value: Double?) -> JSONValue {
    value.map(JSONValue.number) ?? .null
  }

  /// Serialises the value; `indent` spaces per level, or compact when `indent` is 0.
  public func serialized(indent: Int = 2) -> String {
    var output = ""
    write(to: &output, indent: indent, level: 0)
    return output
  }

  private func write(to output: inout String, indent: Int, level: Int) {
    let newline = indent > 0 ? "\n" : ""
    let padding = String(repeating: " ", count: indent * (level + 1))
    let closingPadding = String(repeating: " ", count: indent * level)
    switch self {
    case .null:
      output += "null"
    case .bool(let value):
      output += value ? "true" : "false"
    case .number(let value):
      output += NumberFormatting.json(value)
    case .string(let value):
      output += JSONValue.quoted(value)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "[" + newline
      for (index, element) in elements.enumerated() {
        output += padding
        element.write(to: &output, indent: indent, level: level + 1)
        output += (index + 1 < elements.count ? "," : "") + newline
      }
      output += closingPadding + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{" + newline
      for (index, (key, value)) in members.enumerated() {
        output += padding + JSONValue.quoted(key) + (indent > 0 ? ": " : ":")
        value.write(to: &output, indent: indent, level: level + 1)
        output += (index + 1 < members.count ? "," : "") + newline
      }
      output += closingPadding + "}"
    }
  }

  /// A JSON string literal with the required escapes.
  static func quoted(_ text: String) -> String {
    JSONText.quoted(text)
  }

  /// Compares values; objects compare their members in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized(indent: 0) == rhs.serialized(indent: 0)
  }

  /// Hashes the serialised form, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(serialized(indent: 0))
  }
}

/// How numbers are printed: exactly in JSON and CSV, rounded for people in tables.
enum NumberFormatting {
  /// The shortest text that reads back as the same Double; integral values without `.0`.
  static func json(_ value: Double) -> String {
    JSONText.number(value)
  }

  /// A value rounded to at most `decimals` places, without trailing zeros (`16.3`, `17`).
  static func compact(_ value: Double, decimals: Int = 1) -> String {
    guard value.isFinite else { return "—" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return json(rounded == 0 ? 0 : rounded)
  }
}
