import ArgumentParsing
import TypesetTools

/// `typeset-cli schema`: the JSON Schema of the typography file, for editors.
enum SchemaCommand: Subcommand {
  static let format = CommonOptions.format(
    [.json, .markdown], notes: [.markdown: "the README's table of the keys"])

  static let codes = Flag(
    "--codes",
    help: "Print the codes of the diagnostics that validate and the other commands give instead.")

  static let spec = CommandSpec(
    name: "schema",
    abstract: "Print the JSON Schema (draft 2020-12) of the typography file.",
    discussion: """
      The schema is written from the same declarations the engine reads the file by: every \
      key with its type, range, default and documentation, and unknown keys refused. Editors \
      complete and check a typography file with it: name it in the file's "$schema", or map \
      typography.json to it with VS Code's json.schemas setting. What only the engine can \
      check (a family that a style names must exist, min ≤ default ≤ max of an axis, the many \
      spellings of categories and text styles) is left to typeset-cli validate.
      With --format markdown it prints the table of the keys the README shows, from the same \
      declarations. With --codes it prints the stable codes of diagnostics (the [code] at the \
      end of an error line, "code" in JSON, ruleId in SARIF) and what each means.
      """,
    arguments: [],
    options: [format, codes],
    examples: [
      "typeset-cli schema > typography.schema.json",
      "typeset-cli schema --format markdown",
      "typeset-cli schema --codes --format markdown",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let format = try arguments.value(format)
    if arguments.isSet(codes) {
      output.write(
        format == .markdown
          ? DiagnosticCodeTable.markdown : DiagnosticCodeTable.json.serialized() + "\n")
      return
    }
    switch format {
    case .markdown: output.write(FormatKeyTable.markdown)
    default: output.write(TypographySchema.text)
    }
  }
}
