/// One positional argument a command takes, such as `<file>` or `<font> ...`, declared once: its
/// usage, its line under ARGUMENTS in help, its entry in the manual page, its completion and how
/// many positionals the parser accepts all come from it.
///
/// ```swift
/// ArgumentSpec("font", help: "A font file.", repeatable: true, completion: .file)
/// ```
package struct ArgumentSpec: Sendable {
  /// The placeholder, such as `file` (shown as `<file>`).
  package let name: String
  /// One line of help.
  package let help: String
  /// Whether the command runs without it (usage shows it in brackets).
  package let isOptional: Bool
  /// Whether it may be given several times (usage shows `...`).
  package let isRepeatable: Bool
  /// What a shell completes for it.
  package let completion: CompletionKind

  /// An argument; required and single unless said otherwise.
  package init(
    _ name: String, help: String, optional: Bool = false, repeatable: Bool = false,
    completion: CompletionKind = .file
  ) {
    self.name = name
    self.help = help
    self.isOptional = optional
    self.isRepeatable = repeatable
    self.completion = completion
  }

  /// The argument in a usage line: `<file>`, `[<file>]` or `<font> ...`.
  package var usage: String {
    let word = "<\(name)>" + (isRepeatable ? " ..." : "")
    return isOptional ? "[\(word)]" : word
  }

  /// The same argument, optional, with another help line.
  package func optional(_ help: String) -> ArgumentSpec {
    ArgumentSpec(name, help: help, optional: true, repeatable: isRepeatable, completion: completion)
  }
}
