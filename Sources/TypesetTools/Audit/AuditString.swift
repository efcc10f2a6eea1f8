import Typeset

/// A user-visible string to audit, and where it came from.
public struct AuditString: Hashable, Sendable {
  /// The text as it will be shown (format specifiers replaced by sample digits).
  public let text: String
  /// The file the string was read from.
  public let file: String
  /// The line of the file, when known.
  public let line: Int?
  /// The column of the line (in characters, from 1), when known.
  public let column: Int?
  /// The string's key (`.strings`, `.xcstrings`) and language, when known: a String
  /// Catalog's keys read `key [language]`.
  public let key: String?
  /// The localization the string belongs to, for String Catalogs (`en`, `de`, `source`).
  public let language: String?

  /// Creates a string.
  public init(
    text: String, file: String, line: Int? = nil, column: Int? = nil, key: String? = nil,
    language: String? = nil
  ) {
    self.text = text
    self.file = file
    self.line = line
    self.column = column
    self.key = key
    self.language = language
  }

  /// The key that style patterns match: ``key`` without the ` [language]` a String
  /// Catalog's keys end with.
  public var patternKey: String? {
    guard let key, let language, key.hasSuffix(" [\(language)]") else { return key }
    return String(key.dropLast(language.count + 3))
  }

  /// `file:line:column`, as much of it as is known.
  public var place: String {
    file + (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "")
  }
}
