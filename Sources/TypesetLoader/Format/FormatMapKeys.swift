/// What the keys of a ``FormatValue/map(keys:values:minimumCount:)`` may be.
package enum FormatMapKeys: Sendable {
  /// Any name the file chooses, said in a few words (`a family's name`).
  case any(String)
  /// Text matching a regular expression (ECMA-262, as JSON Schema reads it), said in words.
  case pattern(String, String)
  /// One of a set of names.
  case names(FormatNames)
}
