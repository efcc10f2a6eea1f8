import Typeset

/// A reason a command stops, with the exit code it stops with.
///
/// The message is one line that says what was wrong and, for usage errors, the closest valid
/// spelling; the program adds how to get help.
package struct CommandLineError: Error, Hashable, Sendable {
  /// The exit code the run ends with.
  package let exitCode: ExitCode
  /// What went wrong, in one line.
  package let message: String
  /// Whether to point at the command's help after the message (usage errors).
  package let suggestsHelp: Bool

  /// An error with its exit code and message, pointing at help or not; the factories below
  /// make every error, each with the exit code its kind ends with.
  private init(_ exitCode: ExitCode, _ message: String, suggestsHelp: Bool = false) {
    self.exitCode = exitCode
    self.message = message
    self.suggestsHelp = suggestsHelp
  }

  /// The line a program prints on standard error for the error: `PROGRAM COMMAND: error:
  /// MESSAGE`, and for a usage error where to find help (the command's, or the program's when
  /// no command was recognised).
  package func line(program: String, command: String?) -> String {
    let prefix = command.map { "\(program) \($0)" } ?? program
    var line = "\(prefix): error: \(message)"
    if suggestsHelp {
      line += " (see '\(program) \(command.map { "help \($0)" } ?? "--help")')"
    }
    return line
  }

  /// A usage error (exit 64): unknown command or option, missing or bad value.
  package static func usage(_ message: String) -> CommandLineError {
    CommandLineError(.usage, message, suggestsHelp: true)
  }

  /// An unknown word with the closest valid spelling, if one is close enough.
  package static func unknown(_ what: String, _ word: String, candidates: [String])
    -> CommandLineError
  {
    var message = "unknown \(what) '\(word)'"
    if let suggestion = SpellingSuggestion.closest(to: word, in: candidates) {
      message += "; did you mean '\(suggestion)'?"
    }
    return .usage(message)
  }

  /// A value an option cannot take, with the closest valid spelling or the accepted values.
  package static func invalidValue(
    _ value: String, for option: String, expected: String, candidates: [String] = []
  ) -> CommandLineError {
    // Control characters escaped and a long value cut: the message stays one sane line.
    var message = "invalid value '\(ShownText.value(value))' for \(option): expected \(expected)"
    if let suggestion = SpellingSuggestion.closest(to: value, in: candidates) {
      message += "; did you mean '\(suggestion)'?"
    }
    return .usage(message)
  }

  /// A file named on the command line that cannot be read (exit 66).
  package static func noInput(_ message: String) -> CommandLineError {
    CommandLineError(.noInput, message)
  }

  /// A file named on the command line that cannot be used: exit 66 when it cannot be read,
  /// 1 when it was read but is wrong.
  package static func unusable(_ message: String, unreadable: Bool) -> CommandLineError {
    unreadable ? .noInput(message) : .invalidInput(message)
  }

  /// An output file that cannot be created (exit 73, sysexits' `EX_CANTCREAT`).
  package static func cannotCreate(_ message: String) -> CommandLineError {
    CommandLineError(.cannotCreate, message)
  }

  /// Writing an output file failed (exit 74, sysexits' `EX_IOERR`).
  package static func ioError(_ message: String) -> CommandLineError {
    CommandLineError(.ioError, message)
  }

  /// An output that is one of the run's inputs (exit 64: a bad value of the option that names
  /// it), refused before anything is written.
  package static func outputIsInput(_ message: String) -> CommandLineError {
    CommandLineError(.usage, message)
  }

  /// A flag's number outside the range the engine allows for the same value in a typography
  /// file (exit 64, as CLI.md asks of every flag: 1 is for a file's value), as one line that
  /// names the flag, the value and the range, without pointing at the help.
  package static func outOfRange(_ message: String) -> CommandLineError {
    CommandLineError(.usage, message)
  }

  /// Exit 1 without a message, for a command that has printed its findings already (an audit
  /// or a validation that found errors): the program prints nothing more.
  package static let findingsReported = CommandLineError(.failure, "")

  /// Input that was read but is invalid (exit 1).
  package static func invalidInput(_ message: String) -> CommandLineError {
    CommandLineError(.failure, message)
  }
}
