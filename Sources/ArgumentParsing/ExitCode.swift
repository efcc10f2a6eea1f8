/// The exit status of a run, following the BSD `sysexits.h` conventions.
///
/// A closed set: every status the command line ends with is one of these cases, and the manual
/// page's EXIT STATUS section lists each with its `meaning`.
///
/// ```swift
/// exit(TypesetCommandLine.run(arguments, output: output).rawValue)
/// ```
public enum ExitCode: Int32, CaseIterable, Sendable {
  /// 0: the command did what was asked.
  case success = 0
  /// 1: the input was read but is invalid, or an audit found errors.
  case failure = 1
  /// 64 (`EX_USAGE`): an unknown command or option, or a bad value.
  case usage = 64
  /// 66 (`EX_NOINPUT`): a file named on the command line is missing or unreadable.
  case noInput = 66
  /// 70 (`EX_SOFTWARE`): an internal error, which is a bug in Typeset.
  case internalError = 70
  /// 73 (`EX_CANTCREAT`): an output file named on the command line cannot be created (its
  /// folder is missing, or a part of its path is a file).
  case cannotCreate = 73
  /// 74 (`EX_IOERR`): writing an output file failed (a full disk, a folder in its place, no
  /// permission); the old file is unchanged.
  case ioError = 74

  /// What the status means, in the words of the manual page's EXIT STATUS section.
  package var meaning: String {
    switch self {
    case .success: "success"
    case .failure: "invalid input: a typography, font or value that is wrong"
    case .usage: "a usage error: an unknown command or option, a missing argument"
    case .noInput: "a file that cannot be read"
    case .internalError: "an internal error"
    case .cannotCreate: "an output file that cannot be created: its folder is missing"
    case .ioError: "a write that failed (the old file is unchanged): a full disk, no permission"
    }
  }
}
