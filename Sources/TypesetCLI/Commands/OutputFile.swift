import ArgumentParsing

/// Writing a command's result to the file named by an option, or to standard output for `-`,
/// with the one report every command gives for a file it wrote.
///
/// Data goes to standard output; the report goes to standard error, worded the same for every
/// command: `wrote PATH (WHAT, SIZE)`, such as `wrote editorial.html (12 styles × 5 categories,
/// 161 KiB)`.
enum OutputFile {
  /// Writes `text` to `path`, or to `output` when `path` is `-`; see
  /// ``write(bytes:to:output:summary:)``.
  static func write(
    _ text: String, to path: String, output: CommandOutput, summary: String? = nil
  ) throws(CommandLineError) {
    try write(bytes: Array(text.utf8), to: path, output: output, summary: summary)
  }

  /// Writes `bytes` to `path` and reports it on standard error, or writes them to standard
  /// output when `path` is `-` (without a report, so that a pipe gets the data alone).
  ///
  /// The file is replaced whole or not at all (``FileWriting/write(_:to:)``).
  ///
  /// - Throws: ``CommandLineError/cannotCreate(_:)`` (exit 73) when the path cannot name a
  ///   file, ``CommandLineError/ioError(_:)`` (exit 74) when the write fails.
  static func write(
    bytes: [UInt8], to path: String, output: CommandOutput, summary: String? = nil
  ) throws(CommandLineError) {
    if path == "-" {
      output.write(String(decoding: bytes, as: UTF8.self))
      return
    }
    try FileWriting.write(bytes, to: path)
    output.error(report(path: path, byteCount: bytes.count, summary: summary))
  }

  /// `wrote PATH (SUMMARY, SIZE)`.
  static func report(path: String, byteCount: Int, summary: String?) -> String {
    let size = byteCount < 1024 ? "\(byteCount) bytes" : "\(byteCount / 1024) KiB"
    return "wrote \(path) (\(summary.map { "\($0), " } ?? "")\(size))"
  }
}
