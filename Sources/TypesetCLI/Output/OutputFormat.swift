/// The `--format` of a command's results.
public enum OutputFormat: String, CaseIterable, Sendable {
  /// A table for people, fitting 80 columns.
  case table
  /// One JSON value on standard output, with stable, documented keys.
  case json
  /// Comma-separated values with a header row.
  case csv
  /// A Markdown table, for documentation.
  case markdown

  /// Reads a `--format` value; `md` is accepted for Markdown.
  static func parse(_ text: String?, option: String = "--format") throws(CommandLineError)
    -> OutputFormat
  {
    guard let text else { return .table }
    if let format = OutputFormat(rawValue: text.lowercased()) { return format }
    if text.lowercased() == "md" { return .markdown }
    throw .invalidValue(
      text, for: option, expected: allCases.map(\.rawValue).joined(separator: ", "),
      candidates: allCases.map(\.rawValue))
  }
}

/// Writes CSV fields, quoting those that need it (RFC 4180).
enum CSV {
  /// One CSV line (without the line break).
  static func line(_ fields: [String]) -> String {
    fields.map { field in
      guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
      return "\"" + field.replacingAll("\"", with: "\"\"") + "\""
    }.joined(separator: ",")
  }
}

extension String {
  /// The string with every occurrence of `target` replaced (no Foundation needed).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
