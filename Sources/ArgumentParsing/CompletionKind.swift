/// What a shell completes for an option's value or a positional argument, declared with the
/// option (as swift-argument-parser's `CompletionKind`), so the bash, zsh and fish scripts
/// never guess it from a placeholder's name.
///
/// ```swift
/// static let output = Option<String?>("--output", "file", help: "Where to write.", completion: .file)
/// ```
package enum CompletionKind: Sendable, Hashable {
  /// Nothing: the value is free text or a number.
  case none
  /// A path to a file or folder.
  case file
  /// One of a short list of words (formats, platforms, categories, shells).
  case list([String])

  /// The words of a ``list(_:)``; empty for the other kinds.
  package var words: [String] {
    if case .list(let words) = self { return words }
    return []
  }
}
