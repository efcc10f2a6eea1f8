/// What a command accepts and how its help reads, declared once: usage, help, the manual page,
/// the completion scripts and the parser's checks are all derived from it.
public struct CommandSpec: Sendable {
  /// The subcommand's name, such as `scale`.
  public let name: String
  /// One line saying what the command does.
  public let abstract: String
  /// A paragraph or two of explanation, or empty.
  public let discussion: String
  /// The positional arguments, in order.
  public let arguments: [ArgumentSpec]
  /// The options, in the order help lists them.
  public let options: [OptionSpec]
  /// Example invocations, shown at the end of help.
  public let examples: [String]

  /// A command's specification.
  public init(
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
  public var usage: String {
    (arguments.map(\.usage) + options.map(\.usage)).joined(separator: " ")
  }

  /// The declared options and `--help`, which every command accepts.
  public var optionsAndHelp: [OptionSpec] { options + [.help] }

  /// The most positional arguments the parser accepts (unbounded after a repeatable one).
  public var maximumPositionals: Int {
    arguments.contains(where: \.isRepeatable) ? Int.max : arguments.count
  }
}
