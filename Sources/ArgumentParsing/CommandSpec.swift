/// What a command accepts and how its help reads, declared once: usage, help, the manual page,
/// the completion scripts and the parser's checks are all derived from it.
package struct CommandSpec: Sendable {
  /// The subcommand's name, such as `scale`.
  package let name: String
  /// One line saying what the command does.
  package let abstract: String
  /// A paragraph or two of explanation, or empty.
  package let discussion: String
  /// The positional arguments, in order.
  package let arguments: [ArgumentSpec]
  /// The options, in the order help lists them.
  package let options: [OptionSpec]
  /// Example invocations, shown at the end of help.
  package let examples: [String]

  /// A command's specification.
  package init(
    name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [], examples: [String] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.examples = examples
  }

  /// The usage line after `typeset-cli NAME`: the arguments, then every option in brackets.
  package var usage: String {
    (arguments.map(\.usage) + options.map(\.usage)).joined(separator: " ")
  }

  /// The declared options and `--help`, which every command accepts.
  package var optionsAndHelp: [OptionSpec] { options + [.help] }

  /// The most positional arguments the parser accepts (unbounded after a repeatable one).
  package var maximumPositionals: Int {
    arguments.contains(where: \.isRepeatable) ? Int.max : arguments.count
  }
}
