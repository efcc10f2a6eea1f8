import ArgumentParsing
import Foundation
import Testing
import TypesetCLI

/// Messages name the real cause (issue 34, item 5): the key or flag given, the value
/// (shortened, control characters escaped) and the rule, not a later consequence.
struct CauseMessageTests {
  static let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let families =
    "\"families\": {\"Sans\": {\"faces\": [{\"file\": \"\(font)\", \"postScriptName\": \"DejaVuSans\", \"weight\": 400}]}}"

  /// Writes `json` to a temporary typography file and validates it.
  static func validate(_ json: String) throws -> (code: ExitCode, output: String, error: String) {
    let directory = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = "\(directory)/typography.json"
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return CommandRunner.run(["validate", path])
  }

  /// 1e-320 is greater than 0 but subnormal: it is refused as the size it is, not blamed on
  /// `defaults.scaling` when it scales to 0.
  @Test func aSubnormalSizeIsRefusedAsASize() throws {
    let result = try Self.validate(
      "{\(Self.families), \"styles\": {\"body\": {\"size\": 1e-320}}}")
    #expect(result.code == .failure)
    #expect(
      result.output.contains(
        "error: styles.body.size: must be greater than 0 and at most 1000 pt (found 1e-320"),
      "\(result.output)")
    #expect(!result.output.contains("scaling"), "\(result.output)")
  }

  /// `scale --size 1e-320` names --size, not --strategy, which was not given.
  @Test func aSubnormalSizeFlagNamesTheFlag() {
    let result = CommandRunner.run(["scale", "--size", "1e-320"])
    #expect(result.code != .success)
    #expect(
      result.error.contains("--size: must be greater than 0 and at most 1000 pt (found 1e-320"),
      "\(result.error)")
    #expect(!result.error.contains("--strategy"), "\(result.error)")
  }

  /// An empty value has no closest spelling: no `did you mean 'S'?`.
  @Test func anEmptyCategorySuggestsNothing() {
    let result = CommandRunner.run(["scale", "--category", ""])
    #expect(result.code == .usage)
    #expect(result.error.contains("invalid value '' for --category"), "\(result.error)")
    #expect(!result.error.contains("did you mean"), "\(result.error)")
  }

  /// An unknown format lists the formats this command accepts, as its help does: validate
  /// does not list csv and markdown, which it then refuses.
  @Test func anUnknownFormatListsTheCommandsFormats() {
    let result = CommandRunner.run([
      "validate", TypographyCommandTests.editorial, "--format", "xml",
    ])
    #expect(result.code == .usage)
    #expect(
      result.error.contains("invalid value 'xml' for --format: expected table or json"),
      "\(result.error)")
    #expect(!result.error.contains("csv"), "\(result.error)")
    let help = CommandRunner.run(["validate", "--help"]).output
    #expect(help.contains("table (one line per problem) or json"))
  }

  /// A NUL byte in a style's name is refused, and shown escaped.
  @Test func aControlCharacterInAStyleNameIsRefusedAndEscaped() throws {
    let result = try Self.validate(
      "{\(Self.families), \"styles\": {\"a\\u0000b\": {\"relativeTo\": \"body\"}}}")
    #expect(result.code == .failure)
    #expect(!result.output.unicodeScalars.contains("\u{0}"))
    #expect(
      result.output.contains(
        "error: styles: a style's name must not contain control characters (found \"a\\u{0}b\")"),
      "\(result.output)")
  }

  /// A value of a megabyte is shortened in the error line, which names the key and the rule.
  @Test func aHugeValueIsShortened() throws {
    let huge = String(repeating: "x", count: 1 << 20)
    let result = try Self.validate(
      "{\(Self.families), \"styles\": {\"price\": {\"relativeTo\": \"\(huge)\"}}}")
    #expect(result.code == .failure)
    let line = try #require(result.output.split(separator: "\n").first { $0.contains("error:") })
    #expect(line.count < 400, "\(line.count) characters")
    #expect(line.contains("styles.price.relativeTo: unknown text style \"xxx"))
    #expect(line.contains("… (1048576 characters)"))
  }

  /// The same for a flag's value, with control characters escaped.
  @Test func aHugeFlagValueIsShortenedAndEscaped() {
    let result = CommandRunner.run([
      "scale", "--category", "\u{1B}[31m" + String(repeating: "y", count: 100_000),
    ])
    #expect(result.code == .usage)
    #expect(result.error.count < 400, "\(result.error.count) characters")
    #expect(result.error.contains("invalid value '\\u{1b}[31myyy"), "\(result.error)")
    #expect(!result.error.unicodeScalars.contains("\u{1B}"))
  }

  /// An axis tag given twice is an error, not the last value kept without a word.
  @Test(arguments: ["inspect", "measure"])
  func aRepeatedAxisTagIsAnError(command: String) {
    var arguments = [command, Self.font, "--location", "wght=400,wght=700"]
    if command == "measure" { arguments += ["--text", "a"] }
    let result = CommandRunner.run(arguments)
    #expect(result.code == .usage)
    #expect(
      result.error.contains("invalid value 'wght=400,wght=700' for --location"), "\(result.error)")
    #expect(result.error.contains("wght is given twice"), "\(result.error)")
  }

  /// A collection's offset prints as the file's unsigned number.
  @Test func aCollectionOffsetPrintsAsTheFilesNumber() {
    let file =
      TypographyCommandTests.root + "/Tests/Corpus/damaged-tables/collection-offset-fffffff0.ttc"
    let result = CommandRunner.run(["inspect", file])
    #expect(result.code == .failure)
    #expect(result.error.contains("face 0's offset 4294967280 (0xFFFFFFF0)"), "\(result.error)")
    #expect(!result.error.contains("9223372036854775807"))
  }
}
