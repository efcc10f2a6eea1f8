/// One option a command accepts, such as `--category <category>` or the flag `--bold-text`.
package struct OptionSpec: Sendable {
  /// The long name with its dashes, such as `--category`.
  package let name: String
  /// The placeholder for the value in help (`category`), or `nil` for a flag without a value.
  package let valueName: String?
  /// One line of help.
  package let help: String
  /// The default, as shown in help, or `nil` for none.
  package let defaultValue: String?
  /// Whether the option may be given more than once (its values accumulate).
  package let isRepeatable: Bool
  /// What a shell completes for the value: a file, one of a few words, or nothing.
  package internal(set) var completion: CompletionKind

  /// `-h, --help`, which every command accepts.
  package static let help = OptionSpec.flag("--help", help: "Show help information.")
  /// `--version`, which `typeset-cli` alone accepts.
  package static let version = OptionSpec.flag("--version", help: "Show the version.")

  /// An option that takes a value.
  package static func value(
    _ name: String, _ valueName: String, help: String, default defaultValue: String? = nil,
    repeatable: Bool = false, completion: CompletionKind = .none
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, help: help, defaultValue: defaultValue,
      isRepeatable: repeatable, completion: completion)
  }

  /// A flag: present or absent.
  package static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(
      name: name, valueName: nil, help: help, defaultValue: nil, isRepeatable: false,
      completion: .none)
  }

  /// The option in a usage line: `[--size <points>]`, `[--style <style> ...]`, `[--bold-text]`.
  package var usage: String {
    "[" + name + (valueName.map { " <\($0)>" } ?? "") + (isRepeatable ? " ...]" : "]")
  }

  /// The help line with what help and the manual page add: the default and `Repeatable.`
  package var fullHelp: String {
    help + (defaultValue.map { " (default: \($0))" } ?? "") + (isRepeatable ? " Repeatable." : "")
  }
}
