import Typeset

/// The table of diagnostic codes (``DiagnosticCode``), as `typeset-cli schema --codes` prints
/// it and the README shows it: one row per code, in declaration order, with its one sentence.
package enum DiagnosticCodeTable {
  /// A Markdown table, ending with a line break.
  package static var markdown: String {
    var lines = ["| code | meaning |", "|---|---|"]
    for code in DiagnosticCode.allCases {
      lines.append("| `\(code.rawValue)` | \(code.summary) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `[{"code", "summary"}, …]`.
  package static var json: JSONValue {
    .array(
      DiagnosticCode.allCases.map {
        .object([("code", .string($0.rawValue)), ("summary", .string($0.summary))])
      })
  }
}
