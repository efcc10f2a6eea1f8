/// What a command accepts and how its help reads.
public struct CommandSpec: Sendable {
  /// The subcommand's name, such as `scale`.
  public let name: String
  /// One line saying what the command does.
  public let abstract: String
  /// The usage line after `typeset NAME`, such as `[--platform <platform>] …`.
  public let usage: String
  /// A paragraph or two of explanation, or empty.
  public let discussion: String
  /// The options, in the order help lists them.
  public let options: [OptionSpec]
  /// The most positional arguments the command takes.
  public let maximumPositionals: Int
  /// Example invocations, shown at the end of help.
  public let examples: [String]
}
