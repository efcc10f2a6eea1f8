import ArgumentParsing
import Typeset
import TypesetLoader
import TypesetReports
import TypesetTools

/// `typeset-cli import TOKENS [--output FILE]`: a typography file from DTCG or Tokens Studio
/// typography tokens.
enum ImportCommand: Subcommand {
  static let tokens = ArgumentSpec(
    "tokens.json", help: "A JSON file of DTCG or Tokens Studio typography tokens.",
    missing: "the tokens file to import")
  static let output = CommonOptions.output.help("Write the typography file here.")
  static let families = Option<String?>(
    "--families", "typography.json",
    help: "Take the font families (files, PostScript names) from this typography file.",
    completion: .file)

  static let spec = CommandSpec(
    name: "import",
    abstract: "Make a typography file from design tokens (DTCG or Tokens Studio).",
    discussion: """
      Reads every typography token: a token named after a text style (body, Title 1, caption) \
      becomes that style, other names become custom styles relative to the Apple style \
      nearest in size. A group of tokens named after content size categories (large, AX3 …) \
      gives one style its size at each category. Tokens written by typeset-cli generate --tokens \
      are restored exactly unless they were edited.
      Problems are printed as FILE:LINE:COLUMN: error|warning: path: message. Exit status: 0 \
      when the typography was written (warnings allowed), 1 when something cannot be mapped, \
      66 when a file cannot be read.
      """,
    arguments: [tokens],
    options: [output, families],
    examples: [
      "typeset-cli import tokens.json --output imported.json",
      "typeset-cli import Examples/Tokens/tokens-studio.json --families Examples/Editorial/typography.json",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let path = try arguments.value(Self.tokens)
    let bytes = try TypographyLoading.readFile(path)
    var families: [FontFamily]?
    var inputs = [path]
    if let familiesPath = try arguments.value(Self.families) {
      let typography = try TypographyLoading.load(familiesPath, output: output)
      families = typography.families
      inputs += [familiesPath] + FileWriting.fontFiles(of: typography)
    }
    let destination = try arguments.value(Self.output) ?? "-"
    try FileWriting.refuseInputs([(Self.output.name, destination)], inputs: inputs)
    let result = DesignTokens.importTypography(bytes, families: families)
    for diagnostic in result.diagnostics {
      output.error(TypographyLoading.format(diagnostic, file: path))
    }
    guard let typography = result.typography else {
      throw .invalidInput(
        "\(path) cannot be imported (\(NumberFormatting.count(result.errors.count, "error")))")
    }
    try OutputFile.write(
      TypographyDocument.serialize(typography), to: destination,
      output: output, summary: "\(typography.styleNames.count) styles")
  }
}
