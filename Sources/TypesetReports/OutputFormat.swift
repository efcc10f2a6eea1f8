import Typeset

/// The `--format` of a command's results: one type for every command, each accepting those
/// its help lists.
package enum OutputFormat: String, CaseIterable, Sendable {
  /// A table for people, fitting 80 columns.
  case table
  /// One JSON value on standard output, with stable, documented keys.
  case json
  /// Comma-separated values with a header row.
  case csv
  /// A Markdown table, for documentation.
  case markdown
  /// SARIF 2.1.0, for code-scanning tools (`audit`).
  case sarif

  /// A `--format` value in any letter case; `md` is accepted for Markdown and `text` for the
  /// table (the report for people, which `inspect` and `audit` call either).
  package init?(parsing text: String) {
    let aliases = ["md": "markdown", "text": "table"]
    let lowercased = text.lowercased()
    guard let format = OutputFormat(rawValue: aliases[lowercased] ?? lowercased) else {
      return nil
    }
    self = format
  }
}

/// Writes CSV fields, quoting those that need it (RFC 4180).
package enum CSV {
  /// One CSV line (without the line break).
  package static func line(_ fields: [String]) -> String {
    fields.map { field in
      guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
      return "\"" + field.replacingEvery("\"", with: "\"\"") + "\""
    }.joined(separator: ",")
  }
}
