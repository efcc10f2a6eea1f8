import ArgumentParsing
import OpenType
import Typeset
import TypesetLoader
import TypesetReports

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
        "\(displayName(path)) is not a valid typography (\(NumberFormatting.count(result.errors.count, "error")))"
      )
    }
    return typography
  }

  /// The name that means standard input where a typography file is expected.
  static let standardInput = "-"

  /// The bytes of a file named on the command line, or of standard input for `-`; exit 66 when
  /// it cannot be read, is not a regular file (a directory, a device, a FIFO, a socket) or is
  /// larger than 64 MiB.
  static func read(_ path: String) throws(CommandLineError) -> [UInt8] {
    guard path == standardInput else { return try readFile(path) }
    do {
      return try FileBytes.standardInput()
    } catch {
      throw .noInput("\(displayName(path)): \(error.reason)")
    }
  }

  /// The bytes of the file at `path`, a file whatever its name (`-` included); exit 66 when it
  /// cannot be read, is not a regular file or is larger than 64 MiB.
  static func readFile(_ path: String) throws(CommandLineError) -> [UInt8] {
    do {
      return try TypographyDocument.readFile(path)
    } catch {
      throw .noInput("\(path): \(error.reason)")
    }
  }

  /// Every face of the font file at `path`, from the shared font library; exit 66 when the
  /// file cannot be read, 1 when it is not a font.
  static func faces(at path: String) throws(CommandLineError) -> [Face] {
    do {
      return try FontLibrary.shared.faces(at: path)
    } catch {
      if case .unreadable = error { throw .noInput(error.description) }
      throw .invalidInput(error.description)
    }
  }

  /// The typography file of a command that takes it as its first argument, with `--config`
  /// as an alias: the file (`nil` when neither names one) and the positional arguments after it.
  static func file(
    _ arguments: ParsedArguments, config: Option<String?>
  ) throws(CommandLineError) -> (path: String?, rest: [String]) {
    if let path = try arguments.value(config) { return (path, arguments.positionals) }
    return (arguments.positionals.first, Array(arguments.positionals.dropFirst()))
  }

  /// The style `text` names in `typography`: an Apple text style in any spelling, or a custom
  /// style's name.
  ///
  /// - Throws: A usage error for `option` when the typography has no such style, suggesting
  ///   the closest of its styles.
  static func style(
    _ text: String, in typography: Typography, for option: String
  ) throws(CommandLineError) -> StyleName {
    let style = StyleName(parsing: text)
    guard typography.definition(of: style) != nil else {
      throw .invalidValue(
        text, for: option, expected: "a style of the typography",
        candidates: typography.styleNames.map(\.description))
    }
    return style
  }

  /// The styles `texts` name in `typography`, each once in the order named, or every style of
  /// the typography when `texts` is empty; see ``style(_:in:for:)``.
  static func styles(
    _ texts: [String], in typography: Typography, for option: String
  ) throws(CommandLineError) -> [StyleName] {
    let styles = try texts.map { (text) throws(CommandLineError) in
      try style(text, in: typography, for: option)
    }
    return styles.isEmpty ? typography.styleNames : styles.removingRepeats()
  }

  /// How messages name a file given on the command line: `<stdin>` for standard input.
  static func displayName(_ path: String) -> String {
    path == standardInput ? "<stdin>" : path
  }

  /// `FILE:LINE:COLUMN: severity: path: message`, the form editors and CI annotate.
  static func format(_ diagnostic: Diagnostic, file: String) -> String {
    diagnostic.formatted(file: displayName(file))
  }
}
