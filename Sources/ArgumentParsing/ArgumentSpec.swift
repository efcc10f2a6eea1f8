/// One positional argument a command takes, such as `<file>` or `<font> ...`, declared once: its
/// usage, its line under ARGUMENTS in help, its entry in the manual page, its completion, how
/// many positionals the parser accepts and the usage error when it is not given all come from
/// it.
///
/// ```swift
/// static let fonts = ArgumentSpec(
///   "font", help: "A font file.", repeatable: true, missing: "the font files to measure")
/// let paths = try arguments.values(fonts)  // usage error "missing the font files to measure"
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
  /// How the usage error for a required argument that is not given names it, after `missing`:
  /// `the typography file to audit`.
  package let missing: String

  /// An argument; required and single unless said otherwise. `missing` names it in the usage
  /// error when it is not given (`<name>` unless said).
  package init(
    _ name: String, help: String, optional: Bool = false, repeatable: Bool = false,
    completion: CompletionKind = .file, missing: String? = nil
  ) {
    self.name = name
    self.help = help
    self.isOptional = optional
    self.isRepeatable = repeatable
    self.completion = completion
    self.missing = missing ?? "<\(name)>"
  }

  /// The usage error (exit 64) when the argument is not given, such as `missing the
  /// typography file to audit`.
  package var missingError: CommandLineError {
    .usage("missing \(missing)")
  }

  /// The argument in a usage line: `<file>`, `[<file>]` or `<font> ...`.
  package var usage: String {
    let word = "<\(name)>" + (isRepeatable ? " ..." : "")
    return isOptional ? "[\(word)]" : word
  }

  /// The same argument, optional, with another help line.
  package func optional(_ help: String) -> ArgumentSpec {
    ArgumentSpec(
      name, help: help, optional: true, repeatable: isRepeatable, completion: completion,
      missing: missing)
  }

  /// The same argument, named otherwise in the usage error when it is not given, for a shared
  /// argument that one command's message words for itself (`the typography file to audit`).
  package func missing(_ words: String) -> ArgumentSpec {
    ArgumentSpec(
      name, help: help, optional: isOptional, repeatable: isRepeatable, completion: completion,
      missing: words)
  }
}
