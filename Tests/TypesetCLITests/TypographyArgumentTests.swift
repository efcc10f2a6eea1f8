import Foundation
import Testing
import TypesetCLI

/// Every command that reads a typography takes it as its first argument, with `--config` kept
/// as an alias; standard input (`-`) is checked by Scripts/smoke-cli.sh, which can pipe.
struct TypographyArgumentTests {
  static let editorial = TypographyCommandTests.editorial

  @Test func explainTakesTheFileFirstOrByConfig() {
    let first = CommandRunner.run(["explain", Self.editorial, "price", "--category", "AX5"])
    let alias = CommandRunner.run([
      "explain", "--config", Self.editorial, "price", "--category", "AX5",
    ])
    #expect(first.code == .success, "\(first.error)")
    #expect(first.output == alias.output)
    #expect(first.output.hasPrefix("price at accessibility5"))
  }

  @Test func scaleTakesTheFileFirstOrByConfig() {
    let first = CommandRunner.run(["scale", Self.editorial, "--format", "json"])
    let alias = CommandRunner.run(["scale", "--config", Self.editorial, "--format", "json"])
    #expect(first.code == .success, "\(first.error)")
    #expect(first.output == alias.output)
    #expect(first.output.contains("\"face\""))
  }

  @Test func extraOrMissingArgumentsAreUsageErrors() {
    let twoFiles = CommandRunner.run(["scale", "--config", Self.editorial, Self.editorial])
    #expect(twoFiles.code == .usage)
    #expect(twoFiles.error.contains("given by --config"))
    let twoStyles = CommandRunner.run(["explain", Self.editorial, "body", "title1"])
    #expect(twoStyles.code == .usage)
    #expect(twoStyles.error.contains("unexpected argument"))
    let nothing = CommandRunner.run(["explain"])
    #expect(nothing.code == .usage)
    #expect(nothing.error.contains("- for standard input"))
    let missing = CommandRunner.run(["explain", "/nonexistent/typography.json", "body"])
    #expect(missing.code == .noInput)
  }
}
