// The `typeset-cli` executable: everything lives in TypesetCLI so that tests can run it.

import TypesetCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `text` to a file descriptor, unbuffered, so that results and diagnostics
/// interleave in the order they were written.
func writeAll(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)
  var start = 0
  while start < bytes.count {
    let written = bytes.withUnsafeMutableBytes { buffer in
      write(descriptor, buffer.baseAddress! + start, buffer.count - start)
    }
    if written < 0, errno == EINTR { continue }
    guard written > 0 else { return }
    start += written
  }
}

let output = CommandOutput(
  isTerminal: isatty(STDOUT_FILENO) != 0,
  output: { writeAll($0, to: STDOUT_FILENO) },
  error: { writeAll($0, to: STDERR_FILENO) })
let code = TypesetCommandLine.run(Array(CommandLine.arguments.dropFirst()), output: output)
exit(code.rawValue)
