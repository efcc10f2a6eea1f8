import Typeset

/// A user-visible string to audit, and where it came from.
public struct AuditString: Hashable, Sendable {
  /// The text as it will be shown (format specifiers replaced by sample digits).
  public let text: String
  /// The file the string was read from.
  public let file: String
  /// The line of the file, when known.
  public let line: Int?
  /// The string's key (`.strings`, `.xcstrings`) and language, when known.
  public let key: String?

  /// Creates a string.
  public init(text: String, file: String, line: Int? = nil, key: String? = nil) {
    self.text = text
    self.file = file
    self.line = line
    self.key = key
  }
}
