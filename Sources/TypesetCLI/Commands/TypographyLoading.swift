import Typeset

/// Loading the typography file named on the command line, with the exit codes of CLI.md: 66
/// when the file cannot be read, 1 when it has errors (each printed to standard error as
/// `FILE:LINE:COLUMN: error: path: message`).
enum TypographyLoading {
  static func load(_ path: String, output: CommandOutput) throws(CommandLineError) -> Typography {
    let bytes = try read(path)
    let result = TypographyDocument.parse(bytes, path: path)
    for diagnostic in result.diagnostics {
      output.error(format(diagnostic, file: path))
    }
    guard let typography = result.typography else {
      throw .invalidInput(
        "\(path) is not a valid typography (\(count(result.errors.count, "error")))")
    }
    return typography
  }

  /// The bytes of a file named on the command line; exit 66 when it cannot be read.
  static func read(_ path: String) throws(CommandLineError) -> [UInt8] {
    do {
      return try TypographyDocument.readFile(path)
    } catch {
      throw .noInput("\(path): \(error.reason)")
    }
  }

  /// `FILE:LINE:COLUMN: severity: path: message`, the form editors and CI annotate.
  static func format(_ diagnostic: Diagnostic, file: String) -> String {
    var location = file
    if let position = diagnostic.location { location += ":\(position.line):\(position.column)" }
    return "\(location): \(diagnostic.severity.rawValue): \(diagnostic)"
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
