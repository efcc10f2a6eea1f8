import ArgumentParsing
import Typeset
import TypesetLoader
import TypesetReports
import TypesetTools

/// `typeset-cli validate FILE`: every error and warning of a typography file, with its path.
enum ValidateCommand: Subcommand {
  static let format = CommonOptions.format(
    [.table, .json], notes: [.table: "one line per problem"])
  static let file = CommonOptions.typography.missing("the typography file to validate")

  static let spec = CommandSpec(
    name: "validate",
    abstract: "Check a typography file and list its errors and warnings.",
    discussion: """
      Reads a typography file (JSON, or a property list with the same structure), checks every \
      value, reference and style in one pass, and prints each problem as \
      FILE:LINE:COLUMN: error|warning: path: message [code]. Each code names a kind of \
      problem (typeset-cli schema --codes lists them). Unknown keys are errors, so typos do \
      not pass silently. Exit status: 0 when the file is valid (warnings allowed), 1 when it \
      has errors, 66 when it cannot be read. The file may be - for standard input.
      """,
    arguments: [file],
    options: [format],
    examples: [
      "typeset-cli validate Examples/Editorial/typography.json",
      "typeset-cli validate Examples/DejaVu/typography.plist --format json",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let path = try arguments.value(Self.file)
    let format = try arguments.value(Self.format)
    let bytes = try TypographyLoading.read(path)
    let result = TypographyDocument.parse(bytes, path: path)
    let errors = result.errors.count
    let warnings = result.warnings.count
    let counts = [
      NumberFormatting.count(errors, "error"), NumberFormatting.count(warnings, "warning"),
    ]
    output.write(
      format, json: json(result, path: path),
      text: result.diagnostics.map { TypographyLoading.format($0, file: path) + "\n" }.joined()
        + "\(TypographyLoading.displayName(path)): \(errors == 0 ? "valid" : "invalid") (\(counts.joined(separator: ", ")))\n"
    )
    if errors > 0 {
      throw .findingsReported
    }
  }

  /// `{"file", "valid", "errors": [...], "warnings": [...]}`; each problem as
  /// `Diagnostic.jsonValue` writes it (its code, path, message, found and allowed values,
  /// line and column).
  static func json(_ result: TypographyDocument.Result, path: String) -> JSONValue {
    .object([
      ("file", .string(TypographyLoading.displayName(path))),
      ("valid", .bool(result.typography != nil)),
      ("errors", .array(result.errors.map(\.jsonValue))),
      ("warnings", .array(result.warnings.map(\.jsonValue))),
    ])
  }
}
