// The `typeset-cli` executable: everything lives in TypesetCLI so that tests can run it.

import ArgumentParsing
import TypesetCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The first error a write to standard output met (0 when none), so that a result lost to a
/// full disk or a closed stream is not reported as success.
final class StreamFailure {
  var code: Int32 = 0
}

/// Writes all of `text` to a file descriptor, unbuffered, so that results and diagnostics
/// interleave in the order they were written; `errno` of a failed write, or 0.
func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
  var bytes = Array(text.utf8)
  var start = 0
  while start < bytes.count {
    let written = bytes.withUnsafeMutableBytes { buffer in
      write(descriptor, buffer.baseAddress! + start, buffer.count - start)
    }
    if written < 0, errno == EINTR { continue }
    guard written > 0 else { return written < 0 ? errno : EIO }
    start += written
  }
  return 0
}

/// Runs the command line with the process's arguments and streams; the exit status.
func runCommandLine() -> ExitCode {
  let standardOutput = StreamFailure()
  let output = CommandOutput(
    isTerminal: isatty(STDOUT_FILENO) != 0,
    output: { text in
      guard standardOutput.code == 0 else { return }
      standardOutput.code = writeAll(text, to: STDOUT_FILENO)
    },
    error: { _ = writeAll($0, to: STDERR_FILENO) })
  let code = TypesetCommandLine.run(Array(CommandLine.arguments.dropFirst()), output: output)
  guard standardOutput.code != 0, code == .success else { return code }
  _ = writeAll(
    "typeset-cli: error: cannot write standard output: "
      + String(cString: strerror(standardOutput.code)) + "\n", to: STDERR_FILENO)
  return .ioError
}

// SIGINT and SIGTERM remove the temporary file of a write under way.
TypesetCommandLine.removeTemporaryFilesOnInterrupt()
exit(runCommandLine().rawValue)
