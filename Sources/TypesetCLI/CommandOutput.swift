import TypesetReports
import TypesetTools

/// Where a command writes: results to standard output, diagnostics to standard error.
///
/// The command line passes one writing to the process's streams; tests pass one that collects
/// the text.
public struct CommandOutput {
  private let writeOutput: (String) -> Void
  private let writeError: (String) -> Void
  /// Whether standard output is a terminal (tables, progress and colour are for terminals).
  public let isTerminal: Bool

  /// Creates an output from two writers.
  public init(
    isTerminal: Bool = false, output: @escaping (String) -> Void, error: @escaping (String) -> Void
  ) {
    self.isTerminal = isTerminal
    self.writeOutput = output
    self.writeError = error
  }

  /// Writes text to standard output as is.
  public func write(_ text: String) {
    writeOutput(text)
  }

  /// Writes one line to standard error.
  public func error(_ line: String) {
    writeError(line + "\n")
  }
}

extension CommandOutput {
  /// Writes a report as `--format` chose: for `json`, one JSON value and a line break on
  /// standard output; otherwise the text for people.
  func write(
    _ format: OutputFormat, json: @autoclosure () -> JSONValue, text: @autoclosure () -> String
  ) {
    write(format == .json ? json().serialized() + "\n" : text())
  }
}
