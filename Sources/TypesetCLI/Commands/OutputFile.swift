/// Writing a command's result to the file named by an option, or to standard output for `-`.
enum OutputFile {
  /// Writes `text` to `path`, or to `output` when `path` is `-`.
  ///
  /// - Throws: ``CommandLineError/cannotCreate(_:)`` (exit 73) when the file cannot be written.
  static func write(_ text: String, to path: String, output: CommandOutput)
    throws(CommandLineError)
  {
    if path == "-" {
      output.write(text)
      return
    }
    try FileWriting.write(Array(text.utf8), to: path)
  }
}
