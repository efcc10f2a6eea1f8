import Typeset

/// One key of the typography file: its name, the kind of value it takes, its default, one
/// sentence of documentation and the command-line flag that takes the same value.
///
/// Keys are declared once, in ``TypographyFormat``; the decoder's key lists and range checks,
/// the writer, the checker's ranges, the command line's flags, the README's key table and the
/// JSON Schema all read them:
///
/// ```swift
/// let size = TypographyFormat.Style.size
/// size.name           // "size"
/// size.flag           // "--size"
/// size.range?.problem(with: -3)  // "must be greater than 0 and at most 1000 pt (found -3)"
/// ```
package struct FormatKey: Sendable {
  /// The key as written in the file.
  package let name: String
  /// The kind of value it takes.
  package let value: FormatValue
  /// For a key the object it belongs to must have, what the diagnostic says when it is
  /// missing (`a family needs at least one face`); `nil` for an optional key.
  package let whenMissing: String?
  /// What applies when the key is left out, in words (`Apple's size for the style at large`),
  /// or `nil` for a key without a default.
  package let defaultValue: String?
  /// One sentence saying what the key sets.
  package let documentation: String
  /// The `typeset-cli` flag that takes the same value, checked against the same range, or
  /// `nil` when no flag does.
  package let flag: String?
  /// The values of another key of the object this key goes with (`step` with the `stepped`
  /// strategy), or `nil` when it goes with any.
  package let onlyWith: FormatCondition?

  /// A key named `name` taking values of the kind `value`.
  package init(
    _ name: String, _ value: FormatValue, required whenMissing: String? = nil,
    default defaultValue: String? = nil,
    flag: String? = nil, onlyWith: FormatCondition? = nil, _ documentation: String
  ) {
    self.onlyWith = onlyWith
    self.name = name
    self.value = value
    self.whenMissing = whenMissing
    self.defaultValue = defaultValue
    self.flag = flag
    self.documentation = documentation
  }

  /// Whether the object it belongs to must have it.
  package var isRequired: Bool { whenMissing != nil }

  /// The range the key's number must be in, or `nil` for a value that is not a number.
  package var range: ValueRange? { value.range }
}

extension FormatKey {
  /// The flag that takes the key's value, for a key that has one (a declaration without one
  /// is a programming error, caught by the tests that read every flag of `scale`).
  package var flagName: String {
    guard let flag else { preconditionFailure("\(name) has no command-line flag") }
    return flag
  }
}
