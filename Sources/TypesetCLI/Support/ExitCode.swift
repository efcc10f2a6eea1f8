/// The exit status of a `typeset-cli` run, following the BSD `sysexits.h` conventions.
public struct ExitCode: RawRepresentable, Hashable, Sendable {
  /// The numeric status passed to `exit`.
  public let rawValue: Int32

  /// Creates an exit code from its number.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// 0: the command did what was asked.
  public static let success = ExitCode(rawValue: 0)
  /// 1: the input was read but is invalid, or an audit found errors.
  public static let failure = ExitCode(rawValue: 1)
  /// 64 (`EX_USAGE`): an unknown command or option, or a bad value.
  public static let usage = ExitCode(rawValue: 64)
  /// 66 (`EX_NOINPUT`): a file named on the command line is missing or unreadable.
  public static let noInput = ExitCode(rawValue: 66)
  /// 73 (`EX_CANTCREAT`): an output file named on the command line cannot be written.
  public static let cannotCreate = ExitCode(rawValue: 73)
  /// 70 (`EX_SOFTWARE`): an internal error, which is a bug in Typeset.
  public static let internalError = ExitCode(rawValue: 70)
}
