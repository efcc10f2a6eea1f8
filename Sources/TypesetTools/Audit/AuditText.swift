import Typeset

/// How the audit quotes strings in messages.
public enum AuditText {
  /// `text` in double quotes, with quotes, backslashes, line breaks, tabs and other control
  /// characters escaped (`\"`, `\\`, `\n`, `\t`, `\u{2028}`), so that a finding stays on one
  /// line; cut after `limit` characters with an ellipsis inside the quotes.
  public static func quoted(_ text: String, limit: Int = 40) -> String {
    // Not `JSONText.quoted(_:)` on purpose: messages escape Swift's way (`\u{1F}`), also the
    // C1 controls and the line and paragraph separators, and cut long text; JSON needs `\u001f`.
    let shown = text.prefix(limit)
    let escaped = ScalarEscaping.escape(String(shown)) { scalar in
      let value = scalar.value
      return ScalarEscaping.backslashEscape(scalar)
        ?? (value < 0x20 || (0x7F..<0xA0).contains(value) || value == 0x2028 || value == 0x2029
          ? ScalarEscaping.swiftEscape(scalar) : nil)
    }
    return "\"" + escaped + (shown.endIndex < text.endIndex ? "…" : "") + "\""
  }

  /// A string's key as messages show it: as it is when it is made of letters, digits and
  /// `. _ - [ ]`, otherwise quoted like ``quoted(_:limit:)`` (up to 60 characters).
  public static func key(_ key: String) -> String {
    let plain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        ($0.properties.isAlphabetic || $0.properties.numericType != nil
          || "._-[]".unicodeScalars.contains($0))
      }
    return plain ? key : quoted(key, limit: 60)
  }
}
