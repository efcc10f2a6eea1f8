import ArgumentParsing
import Typeset
import TypesetLoader

/// The `typeset-cli` command line: parses the arguments, runs a subcommand and returns the exit
/// code.
///
/// The executable's `main.swift` only calls ``run(_:output:)`` with the process's arguments and
/// streams; tests call it with their own.
///
/// ```swift
/// let code = TypesetCommandLine.run(["scale", "--style", "body"], output: output)
/// ```
public enum TypesetCommandLine {
  /// A subcommand: its specification and what it does with parsed arguments.
  struct Command: Sendable {
    let spec: CommandSpec
    let run: @Sendable (ParsedArguments, inout CommandOutput) throws(CommandLineError) -> Void
  }

  /// The program's name, as help, usage lines and the completion scripts show it.
  static let program = "typeset-cli"

  /// The subcommands, in the order `typeset-cli --help` lists them.
  static let commands: [Command] = [
    Command(spec: ScaleCommand.spec, run: ScaleCommand.run),
    Command(spec: ValidateCommand.spec, run: ValidateCommand.run),
    Command(spec: ExplainCommand.spec, run: ExplainCommand.run),
    Command(spec: InspectCommand.spec, run: InspectCommand.run),
    Command(spec: MatchCommand.spec, run: MatchCommand.run),
    Command(spec: InitCommand.spec, run: InitCommand.run),
    Command(spec: AuditCommand.spec, run: AuditCommand.run),
    Command(spec: GenerateCommand.spec, run: GenerateCommand.run),
    Command(spec: ImportCommand.spec, run: ImportCommand.run),
    Command(spec: SpecimenCommand.spec, run: SpecimenCommand.run),
    Command(spec: MeasureCommand.spec, run: MeasureCommand.run),
    Command(spec: SchemaCommand.spec, run: SchemaCommand.run),
    Command(spec: CompletionsCommand.spec, run: CompletionsCommand.run),
  ]

  /// Runs `typeset-cli` with `arguments` (without the program name).
  ///
  /// - Returns: The exit code: 0 success, 1 invalid input, 64 usage error, 66 unreadable file,
  ///   70 internal error, 73 an output file that cannot be created, 74 a write that failed.
  public static func run(_ arguments: [String], output: CommandOutput) -> ExitCode {
    var output = output
    guard let first = arguments.first else {
      output.write(overview())
      return .success
    }
    switch first {
    case "--help", "-h":
      output.write(overview())
      return .success
    case "--version", "version":
      output.write("typeset-cli \(TypesetPackage.version)\n")
      return .success
    case "help":
      return help(Array(arguments.dropFirst()), output: output)
    default:
      break
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      let error: CommandLineError =
        first.hasPrefix("-")
        ? .unknown("option", first, candidates: [OptionSpec.help.name, OptionSpec.version.name])
        : .unknown("command", first, candidates: commandNames)
      return report(error, command: nil, output: output)
    }
    do throws(CommandLineError) {
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec)
      if parsed.wantsHelp {
        output.write(HelpFormatter.help(for: command.spec, program: program))
        return .success
      }
      try command.run(parsed, &output)
      return .success
    } catch {
      // A command that already printed its findings fails with an empty message.
      if error.message.isEmpty { return error.exitCode }
      return report(error, command: command.spec.name, output: output)
    }
  }

  /// Makes SIGINT and SIGTERM remove the temporary file of an output being written before the
  /// process ends (the output itself is replaced only by renaming a complete file over it).
  /// For the executable's `main.swift`: a library must not take over its host's signals.
  package static func removeTemporaryFilesOnInterrupt() {
    TemporaryFiles.removeOnInterrupt()
  }

  /// `typeset-cli help [COMMAND]`.
  private static func help(_ arguments: [String], output: CommandOutput) -> ExitCode {
    guard let name = arguments.first else {
      output.write(overview())
      return .success
    }
    if name == man.name {
      output.write(manPage().page())
      return .success
    }
    if name == helpSpec.name {
      output.write(HelpFormatter.help(for: helpSpec, program: program))
      return .success
    }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
      return report(
        .unknown("command", name, candidates: commandNames),
        command: nil, output: output)
    }
    output.write(HelpFormatter.help(for: command.spec, program: program))
    return .success
  }

  /// The commands' names and `help`, as the command line takes them.
  static let commandNames = commands.map(\.spec.name) + ["help"]

  /// `typeset-cli help --man`.
  static let man = OptionSpec.flag("--man", help: "Print the manual page, typeset-cli(1), in roff.")

  /// The `typeset-cli(1)` manual page, from the same specifications as `typeset-cli help`;
  /// `make install` installs it.
  static func manPage(date: String = "December 2026") -> ManPage {
    ManPage(
      program: program, version: TypesetPackage.version,
      summary: "brand fonts with Apple's Dynamic Type, from one typography file",
      description:
        "Typeset encodes Apple's Dynamic Type model (text styles, content size categories, the "
        + "reference tables of every platform, the scaling curves of UIFontMetrics and the "
        + "Bold Text rule) so that apps can use their own brand fonts with it. Every command "
        + "that reads a typography file takes it as its first argument; - reads it from "
        + "standard input. Data goes to standard output; diagnostics, progress and the "
        + "\"wrote\" line of each file written go to standard error.",
      commands: commands.map(\.spec),
      exitStatuses: [
        ("0", "success"), ("1", "invalid input: a typography, font or value that is wrong"),
        ("64", "a usage error: an unknown command or option, a missing argument"),
        ("66", "a file that cannot be read"), ("70", "an internal error"),
        ("73", "an output file that cannot be created: its folder is missing"),
        ("74", "a write that failed (the old file is unchanged): a full disk, no permission"),
      ],
      seeAlso: "typeset-cli help COMMAND for one command's help; the README of the package.",
      date: date)
  }

  /// `typeset-cli help`, declared as the commands are, for its own help and the completions.
  static let helpSpec = CommandSpec(
    name: "help", abstract: "Show help for typeset or one of its commands.",
    arguments: [
      ArgumentSpec(
        "command", help: "A command: " + commandNames.joined(separator: ", ") + ".",
        optional: true, completion: .list(commandNames))
    ],
    options: [man],
    examples: [
      "typeset-cli help", "typeset-cli help specimen", "typeset-cli help --man | man -l -",
    ])

  /// Every command's specification and `help`'s: what the completion scripts complete.
  static var specs: [CommandSpec] { commands.map(\.spec) + [helpSpec] }

  private static func report(_ error: CommandLineError, command: String?, output: CommandOutput)
    -> ExitCode
  {
    let prefix = command.map { "typeset-cli \($0)" } ?? "typeset-cli"
    var line = "\(prefix): error: \(error.message)"
    if error.suggestsHelp {
      line += " (see 'typeset-cli \(command.map { "help \($0)" } ?? "--help")')"
    }
    output.error(line)
    return error.exitCode
  }

  /// `typeset-cli --help`.
  static func overview() -> String {
    let about =
      "Typeset encodes Apple's Dynamic Type model (text styles, content size categories, the "
      + "reference tables of every platform, the scaling curves of UIFontMetrics and the Bold "
      + "Text rule) so that apps can use their own brand fonts with it."
    var text = "OVERVIEW: Brand fonts with Apple's Dynamic Type, from one typography file.\n\n"
    text += HelpFormatter.wrap(about, width: 80).joined(separator: "\n") + "\n"
    text += "\nUSAGE: typeset-cli <command> [options]\n\nCOMMANDS:\n"
    text += HelpFormatter.columns(
      commands.map { ($0.spec.name, $0.spec.abstract) }
        + [("help <command>", "Show help for a command.")])
    text += "\nOPTIONS:\n"
    text += HelpFormatter.columns([
      (OptionSpec.version.name, OptionSpec.version.help),
      ("-h, " + OptionSpec.help.name, OptionSpec.help.help),
    ])
    text += "\nSee 'typeset-cli help <command>' for a command's options and examples.\n"
    return text
  }
}
