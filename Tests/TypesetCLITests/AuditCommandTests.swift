import Foundation
import Testing
import TypesetCLI

/// `typeset audit`, `init` and `match` as a user runs them, on fonts Debian installs by default
/// (fonts-dejavu-core / -extra).
struct AuditCommandTests {
  static let root = TypographyCommandTests.root
  static let dejaVuAvailable = FileManager.default.fileExists(
    atPath: "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf")

  @Test(.enabled(if: dejaVuAvailable))
  func plantedProblemsAreFound() throws {
    let result = CommandRunner.run([
      "audit", Self.root + "/Examples/Audit/typography.json", "--strings",
      Self.root + "/Examples/Audit/Localizable.strings", "--width", "300", "--format", "json",
    ])
    #expect(result.code == .failure)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let findings = try #require(report["findings"] as? [[String: Any]])
    func has(_ rule: String, _ style: String?, _ text: String, category: String? = nil) -> Bool {
      findings.contains {
        $0["rule"] as? String == rule && $0["severity"] as? String == "error"
          && ($0["style"] as? String) == style && ($0["message"] as? String ?? "").contains(text)
          && (category == nil || $0["category"] as? String == category)
      }
    }
    #expect(has("face-file", nil, "Fonts/Brand-Black.ttf: no such file"))
    #expect(has("missing-glyphs", "label", "DejaVuMathTeXGyre-Regular has no glyph for Д (U+0414)"))
    #expect(
      has(
        "truncation", "label", "\"Proceed to checkout\" needs 2 lines", category: "accessibility2"))
    #expect(
      has("minimum-size", "caption2", "10 pt at large is below iOS / iPadOS's minimum of 11 pt"))
  }

  @Test(.enabled(if: dejaVuAvailable))
  func cleanExampleExitsZero() throws {
    let strings = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-clean-\(UUID().uuidString).txt")
    try Data("Add\nBasket\n".utf8).write(to: strings)
    defer { try? FileManager.default.removeItem(at: strings) }
    let result = CommandRunner.run([
      "audit", Self.root + "/Examples/Editorial/typography.json", "--strings", strings.path,
    ])
    #expect(result.code == .success, "\(result.output)")
    #expect(result.output.contains(": clean (0 errors"))
  }

  @Test(.enabled(if: dejaVuAvailable))
  func sarifIsValidSarif() throws {
    let result = CommandRunner.run([
      "audit", Self.root + "/Examples/Audit/typography.json", "--strings",
      Self.root + "/Examples/Audit/Localizable.strings", "--width", "300", "--format", "sarif",
    ])
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(sarif["version"] as? String == "2.1.0")
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect(driver?["name"] as? String == "typeset")
    let ruleIDs = (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for entry in results {
      let id = entry["ruleId"] as? String ?? ""
      #expect(ruleIDs.contains(id))
      #expect(ruleIDs[entry["ruleIndex"] as? Int ?? -1] == id)
      #expect(["error", "warning"].contains(entry["level"] as? String))
      let location =
        (entry["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      #expect((location?["artifactLocation"] as? [String: Any])?["uri"] is String)
    }
  }

  @Test func auditUsageErrors() {
    #expect(CommandRunner.run(["audit"]).code == .usage)
    #expect(CommandRunner.run(["audit", "x.json", "--lines", "many"]).code == .usage)
    // A number out of its range is invalid input, as the same value in a file is.
    #expect(CommandRunner.run(["audit", "x.json", "--lines", "0"]).code == .failure)
    #expect(CommandRunner.run(["audit", "x.json", "--format", "xml"]).code == .usage)
    #expect(CommandRunner.run(["audit", "/nonexistent.json"]).code == .noInput)
    let examples = Self.root + "/Examples/Editorial/typography.json"
    #expect(
      CommandRunner.run(["audit", examples, "--strings", "/nonexistent.strings"]).code == .noInput)
  }

  @Test(.enabled(if: dejaVuAvailable))
  func initWritesAValidTypography() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-init-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("typography.json").path
    let dejaVu = "/usr/share/fonts/truetype/dejavu/"
    let fonts = [
      "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf",
      "DejaVuSerif-BoldItalic.ttf",
    ]
    let result = CommandRunner.run(["init"] + fonts.map { dejaVu + $0 } + ["--output", output])
    #expect(result.code == .success, "\(result.error)")
    #expect(CommandRunner.run(["validate", output]).code == .success)
    #expect(
      CommandRunner.run(["init", dejaVu + "DejaVuSerif.ttf", "--output", output]).code == .usage)
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains(#""family": "DejaVu Serif", "normalize": "width""#))
    #expect(CommandRunner.run(["init", "/nonexistent.ttf"]).code == .noInput)
    #expect(CommandRunner.run(["init", "/etc/passwd"]).code == .failure)
  }

  @Test(.enabled(if: dejaVuAvailable))
  func matchPrintsFactors() throws {
    let result = CommandRunner.run([
      "match", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "--size", "17", "--text", "Hello",
      "--format", "json",
    ])
    #expect(result.code == .success)
    let files = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    let row = ((files.first?["faces"] as? [[String: Any]])?.first?["sizes"] as? [[String: Any]])?
      .first
    #expect((row?["width"] as? NSNumber)?.doubleValue ?? 0 > 0.8)
    #expect((row?["textWidth"] as? NSNumber)?.doubleValue ?? 0 > 30)
    #expect(CommandRunner.run(["match"]).code == .usage)
    #expect(CommandRunner.run(["match", "/nonexistent.ttf"]).code == .noInput)
  }
}
