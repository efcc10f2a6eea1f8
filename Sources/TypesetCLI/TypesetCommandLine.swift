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
  /// The program's name, as help, usage lines and the completion scripts show it.
  static let program = "typeset-cli"

  /// The subcommands, in the order `typeset-cli --help` lists them. Computed rather than
  /// stored: a stored array of metatypes must be `Sendable`, which Swift 6.2 allows only for a
  /// protocol refining `SendableMetatype`, a type Swift 6.1 (Xcode 16.3 and 16.4, which the
  /// package's tools version admits) does not have.
  static var commands: [any Subcommand.Type] {
    [
      ScaleCommand.self, ValidateCommand.self, ExplainCommand.self, InspectCommand.self,
      MatchCommand.self, InitCommand.self, AuditCommand.self, GenerateCommand.self,
      ImportCommand.self, SpecimenCommand.self, MeasureCommand.self, SchemaCommand.self,
      CompletionsCommand.self,
    ]
  }

  /// Runs `typeset-cli` with `arguments` (without the program name).
  ///
  /// - Returns: The exit code: 0 success, 1 invalid input, 64 usage error, 66 unreadable file,
  ///   70 internal error, 73 an output file that cannot be created, 74 a write that failed.
  public static func run(_ arguments: [String], output: CommandOutput) -> ExitCode {
    var output = output
    switch arguments.first {
    case nil, "--help", "-h":
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
    let first = arguments[0]
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
      try command.run(parsed, output: &output)
      return .success
    } catch {
      // A command that already printed its findings fails with an empty message
      // (`findingsReported`).
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
    guard let spec = specs.first(where: { $0.name == name }) else {
      return report(
        .unknown("command", name, candidates: commandNames),
        command: nil, output: output)
    }
    output.write(HelpFormatter.help(for: spec, program: program))
    return .success
  }

  /// The commands' names and `help`, as the command line takes them.
  static let commandNames = commands.map { $0.spec.name } + ["help"]

  /// `typeset-cli help --man`.
  static let man = OptionSpec.flag("--man", help: "Print the manual page, typeset-cli(1), in roff.")

  /// The `typeset-cli(1)` manual page, from the same specifications as `typeset-cli help`;
  /// `make install` installs it.
  static func manPage(date: String = "December 2026") -> ManPage {
    ManPage(
      program: program, version: TypesetPackage.version,
      summary: "brand fonts with Apple's Dynamic Type, from one typography file",
      description:
        about + " Every command "
        + "that reads a typography file takes it as its first argument; - reads it from "
        + "standard input. Data goes to standard output; diagnostics, progress and the "
        + "\"wrote\" line of each file written go to standard error.",
      commands: commands.map { $0.spec },
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
  static var specs: [CommandSpec] { commands.map { $0.spec } + [helpSpec] }

  /// Prints `error` on standard error as `typeset-cli [COMMAND]: error: …` and gives its exit
  /// code.
  private static func report(_ error: CommandLineError, command: String?, output: CommandOutput)
    -> ExitCode
  {
    output.error(error.line(program: program, command: command))
    return error.exitCode
  }

  /// What Typeset is, in the words of `typeset-cli --help` and the manual page's DESCRIPTION.
  static let about =
    "Typeset encodes Apple's Dynamic Type model (text styles, content size categories, the "
    + "reference tables of every platform, the scaling curves of UIFontMetrics and the Bold "
    + "Text rule) so that apps can use their own brand fonts with it."

  /// `typeset-cli --help`.
  static func overview() -> String {
    HelpFormatter.overview(
      program: program,
      abstract: "Brand fonts with Apple's Dynamic Type, from one typography file.", about: about,
      commands: commands.map { $0.spec })
  }
}

/// A subcommand of `typeset-cli`: its declaration, from which its parsing, help, manual page
/// section and completions come, and what it does with the arguments parsed against it.
protocol Subcommand {
  /// What the command accepts and how its help reads.
  static var spec: CommandSpec { get }

  /// Runs the command with `arguments`, writing results and diagnostics to `output`.
  ///
  /// - Throws: `CommandLineError` with the exit code the run ends with; an empty message when
  ///   the command has already printed its findings.
  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
}
