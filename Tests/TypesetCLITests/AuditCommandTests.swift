import ArgumentParsing
import Foundation
import Testing
import TypesetCLI

/// `typeset-cli audit`, `init` and `match` as a user runs them, on fonts Debian installs by default
/// (fonts-dejavu-core / -extra).
struct AuditCommandTests {
  static let root = TypographyCommandTests.root
  static let dejaVuAvailable = FileManager.default.fileExists(
    atPath: "/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf")

  static func findings(_ output: String) throws -> [[String: Any]] {
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require(report["findings"] as? [[String: Any]])
  }

  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test(.enabled(if: dejaVuAvailable))
  func plantedProblemsAreFound() throws {
    let result = CommandRunner.run([
      "audit", Self.root + "/Examples/Audit/typography.json", "--strings",
      Self.root + "/Examples/Audit/Localizable.strings", "--width", "300", "--format", "json",
    ])
    #expect(result.code == .failure)
    let findings = try Self.findings(result.output)
    func has(_ rule: String, _ style: String?, _ text: String, category: String? = nil) -> Bool {
      findings.contains {
        $0["rule"] as? String == rule && $0["severity"] as? String == "error"
          && ($0["style"] as? String) == style && ($0["message"] as? String ?? "").contains(text)
          && (category == nil || $0["category"] as? String == category)
      }
    }
    #expect(has("face-file", nil, "Fonts/Brand-Black.ttf: no such file"))
    // At the file's value, where validate puts its warning, not at the face's opening brace.
    let missingFile = findings.first { $0["rule"] as? String == "face-file" }
    #expect(
      (missingFile?["location"] as? String)?.hasSuffix("Examples/Audit/typography.json:7:19")
        == true)
    #expect(has("missing-glyphs", "label", "DejaVuMathTeXGyre-Regular has no glyph for Д (U+0414)"))
    #expect(
      has("minimum-size", "caption2", "10 pt at large is below iOS / iPadOS's minimum of 11 pt"))

    // One truncation finding for the string, with its key, place and every style it fails in.
    let truncated = findings.filter {
      $0["rule"] as? String == "truncation" && $0["key"] as? String == "checkout.button"
    }
    #expect(truncated.count == 1)
    let checkout = try #require(truncated.first)
    #expect(
      (checkout["message"] as? String)?.hasPrefix("\"Proceed to checkout\" needs 2 lines") == true)
    #expect(checkout["line"] as? Int == 2)
    #expect(checkout["column"] as? Int == 1)
    let string = checkout["string"] as? [String: Any]
    #expect(string?["key"] as? String == "checkout.button")
    #expect(string?["text"] as? String == "Proceed to checkout")
    let occurrences = try #require(checkout["occurrences"] as? [[String: Any]])
    let label = occurrences.first { $0["style"] as? String == "label" }
    #expect(label?["category"] as? String == "accessibility2")
    #expect(label?["boldText"] as? String == "both")
    // title1's Bold Text face (DejaVu Serif Bold) is wider: it fails two categories earlier.
    let title1 = occurrences.filter { $0["style"] as? String == "title1" }
    #expect(title1.map { $0["boldText"] as? String } == ["off", "on"])
    #expect(title1.map { $0["category"] as? String } == ["xLarge", "medium"])
    // "Добавить" is reported for the label face's missing glyphs, not again as truncated there.
    let russian = findings.filter { $0["key"] as? String == "basket.add" }
    #expect(russian.map { $0["rule"] as? String }.contains("missing-glyphs"))
    for finding in russian where finding["rule"] as? String == "truncation" {
      #expect(!((finding["styles"] as? [String]) ?? []).contains("label"))
      // The rest holds only with Bold Text (the wider bold face), and says so.
      #expect(finding["boldText"] as? String == "on")
    }
    // 2 strings: one finding per string and rule, not one per string and style.
    #expect(findings.filter { $0["string"] is [String: Any] }.count <= 4)
  }

  @Test(.enabled(if: dejaVuAvailable))
  func textFindingsStayOnOneLineWithQuotedStrings() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let strings = folder.appendingPathComponent("Localizable.strings")
    try Data(
      #"""
      /* A note */
        "promo.banner" = "Say \"hello\"\nto the longest banner this shop has ever shown";
      """#.utf8
    ).write(to: strings)
    let result = CommandRunner.run([
      "audit", Self.root + "/Examples/Editorial/typography.json", "--strings", strings.path,
      "--width", "200",
    ])
    #expect(result.code == .failure)
    let lines = result.output.split(separator: "\n")
    let truncation = lines.filter { $0.hasSuffix("[truncation]") }
    #expect(truncation.count == 1, "\(result.output)")
    let line = try #require(truncation.first)
    #expect(line.hasPrefix(strings.path + ":2:3: error: promo.banner: "))
    #expect(line.contains(#""Say \"hello\"\nto the longest banner this s…" needs "#))
    // Every line is a finding or the summary.
    #expect(lines.allSatisfy { $0.hasPrefix(strings.path) || $0.contains("typography.json") })
  }

  @Test(.enabled(if: dejaVuAvailable))
  func stylesForNarrowsTheStylesAndRejectsUnknownOnes() throws {
    let typography = Self.root + "/Examples/Audit/typography.json"
    let strings = Self.root + "/Examples/Audit/Localizable.strings"
    let result = CommandRunner.run([
      "audit", typography, "--strings", strings, "--width", "300", "--format", "json",
      "--styles-for", "checkout.*=label", "--styles-for", "basket.*=body,caption1",
    ])
    let findings = try Self.findings(result.output)
    let checkout = findings.filter { $0["key"] as? String == "checkout.button" }
    #expect(checkout.map { $0["styles"] as? [String] } == [["label"]])
    #expect(checkout.first?["style"] as? String == "label")
    #expect(checkout.first?["category"] as? String == "accessibility2")
    // body and caption1 are DejaVu Serif, which has Cyrillic: the label face no longer matters.
    #expect(!findings.contains { $0["rule"] as? String == "missing-glyphs" })

    let typo = CommandRunner.run([
      "audit", typography, "--strings", strings, "--styles-for", "checkout.*=lable",
    ])
    #expect(typo.code == .usage)
    #expect(
      typo.error.contains(
        #"--styles-for checkout.*=lable: unknown style "lable" — did you mean "label"?"#))
    #expect(CommandRunner.run(["audit", typography, "--styles-for", "checkout"]).code == .usage)

    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("styles.json")
    try Data("{\n  \"checkout.*\": [\"label\", \"headlin\"]\n}\n".utf8).write(to: file)
    let fromFile = CommandRunner.run([
      "audit", typography, "--strings", strings, "--styles-file", file.path,
    ])
    #expect(fromFile.code == .failure)
    #expect(
      fromFile.error.contains(
        file.path + #":2:3: unknown style "headlin" — did you mean "headline"?"#))
    #expect(
      CommandRunner.run(["audit", typography, "--styles-file", "/nonexistent.json"]).code
        == .noInput)
    // A pattern that matches no key is named on standard error.
    let unused = CommandRunner.run([
      "audit", typography, "--strings", strings, "--styles-for", "onboarding.*=body",
    ])
    #expect(unused.error.contains(#"the pattern "onboarding.*" matches no string's key"#))
  }

  static let notoArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
  static let notoArabicAvailable = FileManager.default.fileExists(atPath: notoArabic)

  /// "Pay now with free delivery": 254 pt at 17 pt in Noto Sans Arabic unshaped (isolated
  /// forms), 200 pt shaped; Bold 275 and 217 pt. At 230 pt it fits only when shaped.
  static func auditArabic(format: String) throws -> (ExitCode, String, String) {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let typography = folder.appendingPathComponent("typography.json")
    try Data(
      """
      {"families": {"Arabic": {"faces": [{"file": "\(notoArabic)"},
        {"file": "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf"}]}},
       "styles": {"price": {"relativeTo": "body", "size": 17, "maximumSize": 17}}}
      """.utf8
    ).write(to: typography)
    let strings = folder.appendingPathComponent("ar.strings")
    try Data(#""checkout.pay" = "ادفع الآن مع التوصيل المجاني";"#.utf8).write(to: strings)
    let result = CommandRunner.run([
      "audit", typography.path, "--strings", strings.path, "--width", "230", "--styles-for",
      "checkout.*=price", "--format", format,
    ])
    return (result.code, result.output, result.error)
  }

  @Test(.enabled(if: notoArabicAvailable))
  func arabicIsShapedWithTheTraitAndFlaggedWithout() throws {
    let (code, output, error) = try Self.auditArabic(format: "json")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let truncated = try Self.findings(output).filter { $0["rule"] as? String == "truncation" }
    #if HarfBuzz
      // Joined, the string is 200 pt (217 pt bold): it fits 230 pt at every category.
      #expect(code == .success, "\(output)")
      #expect(truncated.isEmpty)
      #expect(report["shaped"] as? Bool == true)
      #expect(report["needsShaping"] is NSNull)
      #expect(!error.contains("needs shaping"))
    #else
      // Unshaped, the isolated forms are wider than 230 pt: reported, and flagged as needing
      // the trait in the finding, the report and once on standard error.
      #expect(code == .failure)
      #expect(truncated.count == 1)
      let needs = truncated.first?["needsShaping"] as? [String: Any]
      #expect(needs?["reasons"] as? [String] == ["joiningScript"])
      #expect(needs?["trait"] as? String == "HarfBuzz")
      let overall = report["needsShaping"] as? [String: Any]
      #expect(overall?["trait"] as? String == "HarfBuzz")
      #expect(overall?["strings"] as? Int == 1)
      #expect(report["shaped"] as? Bool == false)
      #expect(
        error.components(separatedBy: "needs shaping (joining script) that this build cannot do")
          .count == 2)
      #expect(error.contains("swift build --traits HarfBuzz"))
      let (_, sarif, _) = try Self.auditArabic(format: "sarif")
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
      let run = (log["runs"] as? [[String: Any]])?.first
      let properties = run?["properties"] as? [String: Any]
      #expect((properties?["needsShaping"] as? [String: Any])?["trait"] as? String == "HarfBuzz")
      let result = (run?["results"] as? [[String: Any]])?.first
      let resultNeeds = (result?["properties"] as? [String: Any])?["needsShaping"] as? [String: Any]
      #expect(resultNeeds?["reasons"] as? [String] == ["joiningScript"])
    #endif
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
    // A string's result names its key, line and column, styles and Bold Text.
    let checkout = try #require(
      results.first {
        (($0["properties"] as? [String: Any])?["key"] as? String) == "checkout.button"
      })
    let properties = checkout["properties"] as? [String: Any]
    #expect((properties?["styles"] as? [String])?.contains("label") == true)
    #expect(properties?["boldText"] as? String == "both")
    let place = (checkout["locations"] as? [[String: Any]])?.first
    let region = (place?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 2)
    #expect(region?["startColumn"] as? Int == 1)
    let logical = (place?["logicalLocations"] as? [[String: Any]])?.first
    #expect(logical?["name"] as? String == "checkout.button")
  }

  @Test func auditUsageErrors() {
    #expect(CommandRunner.run(["audit"]).code == .usage)
    #expect(CommandRunner.run(["audit", "x.json", "--lines", "many"]).code == .usage)
    // A flag's number out of its range is a usage error (the same value in a file is exit 1).
    #expect(CommandRunner.run(["audit", "x.json", "--lines", "0"]).code == .usage)
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
