import ArgumentParsing
import Foundation
import Testing
import TypesetCLI

/// `typeset-cli audit FILE --platform android [--font-scale X …]`: the truncation check at
/// Android font scales, findings that name the scale in text, JSON and SARIF.
///
/// Editorial's body is 18 sp: 18 dp at 1×, 30 dp at 2× (Android's table for 2).
struct AndroidAuditCommandTests {
  static let editorial = TypographyCommandTests.editorial

  /// A strings file with one string, keyed so that `--styles-for k=body` sets it in body.
  static func stringsFile() throws -> String {
    let folder = try AuditCommandTests.temporaryFolder()
    let path = folder.appendingPathComponent("Localizable.strings").path
    try Data("\"k\" = \"Your order is on its way\";\n".utf8).write(
      to: URL(fileURLWithPath: path))
    return path
  }

  static func run(_ strings: String, _ extra: [String]) -> (
    code: ExitCode, output: String, error: String
  ) {
    CommandRunner.run(
      [
        "audit", editorial, "--strings", strings, "--styles-for", "k=body", "--width", "300",
        "--platform", "android",
      ] + extra)
  }

  @Test(.enabled(if: SpecimenCommandTests.hasFallbackFont))
  func truncatesAtTwoButNotAtOne() throws {
    let strings = try Self.stringsFile()
    let atOne = Self.run(strings, ["--font-scale", "1"])
    #expect(atOne.code == .success, "\(atOne.output)")
    #expect(!atOne.output.contains("[truncation]"))
    #expect(atOne.output.contains("12 styles × 1 font scales, 1 string at 300 dp × 1 line"))

    let text = Self.run(strings, ["--font-scale", "2"])
    #expect(text.code == .failure)
    #expect(
      text.output.contains(
        "k: \"Your order is on its way\" needs 2 lines of 300 dp (1 allowed) in body from 2× (30 dp) [truncation]"
      ), "\(text.output)")

    let json = Self.run(strings, ["--font-scale", "2", "--format", "json"])
    let finding = try #require(
      try AuditCommandTests.findings(json.output).first { $0["rule"] as? String == "truncation" })
    #expect((finding["fontScale"] as? NSNumber)?.doubleValue == 2)
    #expect(finding.keys.contains("category") == false)
    let occurrence = try #require((finding["occurrences"] as? [[String: Any]])?.first)
    #expect((occurrence["fontScale"] as? NSNumber)?.doubleValue == 2)
    #expect((occurrence["pointSize"] as? NSNumber)?.doubleValue == 30)

    let sarif = Self.run(strings, ["--font-scale", "2", "--format", "sarif"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
    let results =
      ((report["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    let properties = try #require(
      results.first { $0["ruleId"] as? String == "truncation" }?["properties"] as? [String: Any])
    #expect((properties["fontScale"] as? NSNumber)?.doubleValue == 2)
  }

  @Test(.enabled(if: SpecimenCommandTests.hasFallbackFont))
  func everySettingsStepByDefault() throws {
    let result = Self.run(try Self.stringsFile(), [])
    #expect(result.output.contains("12 styles × 7 font scales"), "\(result.output)")
    // The first step past 1× at which it no longer fits.
    #expect(result.output.contains("in body from 1."), "\(result.output)")
  }

  @Test func fontScaleNeedsAndroid() {
    let result = CommandRunner.run(["audit", Self.editorial, "--font-scale", "1.3"])
    #expect(result.code == .usage)
    #expect(result.error.contains("--font-scale needs --platform android"))
    #expect(
      CommandRunner.run([
        "audit", Self.editorial, "--platform", "android", "--font-scale", "0",
      ]).code == .usage)
  }
}
