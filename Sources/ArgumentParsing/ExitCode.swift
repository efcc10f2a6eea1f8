/// The exit status of a run, following the BSD `sysexits.h` conventions.
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
  /// 73 (`EX_CANTCREAT`): an output file named on the command line cannot be created (its
  /// folder is missing, or a part of its path is a file).
  public static let cannotCreate = ExitCode(rawValue: 73)
  /// 74 (`EX_IOERR`): writing an output file failed (a full disk, a folder in its place, no
  /// permission); the old file is unchanged.
  public static let ioError = ExitCode(rawValue: 74)
  /// 70 (`EX_SOFTWARE`): an internal error, which is a bug in Typeset.
  public static let internalError = ExitCode(rawValue: 70)
}
