import Foundation
import Testing
import TypesetCLI

/// `typeset-cli validate`, `scale --config` and `explain` on the examples in `Examples/`.
struct TypographyCommandTests {
  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let editorial = root + "/Examples/Editorial/typography.json"
  static let dejaVu = root + "/Examples/DejaVu/typography.json"

  @Test(arguments: [editorial, dejaVu])
  func examplesAreValid(path: String) {
    let result = CommandRunner.run(["validate", path])
    #expect(result.code == .success, "\(result.output)")
    #expect(result.output.contains("valid (0 errors"))
  }

  @Test func validateJSON() throws {
    let result = CommandRunner.run(["validate", Self.editorial, "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["valid"] as? Bool == true)
    #expect((object?["errors"] as? [Any])?.isEmpty == true)
    #expect(
      ((object?["warnings"] as? [[String: Any]])?.first?["path"] as? String)?.hasPrefix("styles.")
        == true)
  }

  @Test func validateUsageAndMissingFiles() {
    #expect(CommandRunner.run(["validate"]).code == .usage)
    let missing = CommandRunner.run(["validate", "/nonexistent/typography.json"])
    #expect(missing.code == .noInput)
    #expect(missing.error.contains("/nonexistent/typography.json: no such file"))
    #expect(CommandRunner.run(["validate", Self.editorial, "--format", "csv"]).code == .usage)
  }

  @Test(arguments: [false, true])
  func scaleConfigResolvesEveryStyleAndCategory(boldText: Bool) throws {
    var arguments = ["scale", "--config", Self.editorial, "--format", "json"]
    if boldText { arguments.append("--bold-text") }
    let rows = try CommandRunner.json(arguments)
    // 11 Apple styles + price, 12 categories each.
    #expect(rows.count == 12 * 12)
    #expect(rows.allSatisfy { $0["boldText"] as? Bool == boldText && $0["face"] is String })
    func row(_ style: String, _ category: String) -> [String: Any]? {
      rows.first { $0["style"] as? String == style && $0["category"] as? String == category }
    }
    // body: size 18, leading 26; AX3: round(18 × 48 / 22) = 39.
    #expect((row("body", "accessibility3")?["pointSize"] as? NSNumber)?.doubleValue == 39)
    // caption1: maximum 20 at AX5 (round(12 × 51 / 16) = 38 → 20).
    #expect(row("caption1", "accessibility5")?["clamped"] as? Bool == true)
    #expect((row("caption1", "accessibility5")?["pointSize"] as? NSNumber)?.doubleValue == 20)
    // footnote follows the iOS 7–10 table: 19 at AX2.
    #expect((row("footnote", "accessibility2")?["pointSize"] as? NSNumber)?.doubleValue == 19)
    // price: an explicit 15 at xSmall, stepped to 34 (clamped) at AX5.
    #expect((row("price", "xSmall")?["pointSize"] as? NSNumber)?.doubleValue == 15)
    #expect((row("price", "accessibility5")?["pointSize"] as? NSNumber)?.doubleValue == 34)
    #expect(row("headline", "large")?["face"] as? String == "DejaVuSerif-Bold")
    let bodyFace = row("body", "large")?["face"] as? String
    #expect(bodyFace == (boldText ? "DejaVuSerif-Bold" : "DejaVuSerif"))
  }

  @Test func scaleConfigFiltersAndRejectsCurveOptions() throws {
    let rows = try CommandRunner.json([
      "scale", "--config", Self.editorial, "--style", "price", "--category", "AX5", "--format",
      "json",
    ])
    #expect(rows.count == 1)
    let unknown = CommandRunner.run(["scale", "--config", Self.editorial, "--style", "prise"])
    #expect(unknown.code == .usage)
    #expect(unknown.error.contains("did you mean 'price'?"))
    #expect(
      CommandRunner.run(["scale", "--config", Self.editorial, "--size", "17"]).code == .usage)
    #expect(CommandRunner.run(["scale", "--bold-text"]).code == .usage)
    #expect(CommandRunner.run(["scale", "--config", "/nonexistent.json"]).code == .noInput)
  }

  @Test func scaleConfigTableFitsEightyColumns() {
    let result = CommandRunner.run(["scale", "--config", Self.dejaVu])
    #expect(result.code == .success)
    #expect(result.output.contains("Face"))
    // The title names the file by its absolute path, whose length depends on the checkout.
    for line in result.output.split(separator: "\n") where !line.contains(Self.dejaVu) {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test func explainShowsEachStep() throws {
    let result = CommandRunner.run([
      "explain", "--config", Self.editorial, "price", "--category", "AX5", "--bold-text",
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output.contains("= DejaVuSans-Bold 34 pt on 39.77 pt"))
    let steps = CommandRunner.run([
      "explain", "--config", Self.editorial, "price", "--category", "AX5", "--bold-text",
      "--format",
      "json",
    ])
    let reasons =
      (try JSONSerialization.jsonObject(with: Data(steps.output.utf8)) as? [[String: Any]])?
      .first?["steps"] as? [[String: Any]]
    let text = (reasons ?? []).compactMap { $0["reason"] as? String }.joined(separator: "\n")
    for part in [
      "stepped: 20 + 8 steps × 2 pt", "maximumSize 34 pt", "Bold Text → black (900)",
      "-10/1000 em × 34 pt",
    ] {
      #expect(text.contains(part), "\(part)")
    }
    for line in result.output.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
    let json = CommandRunner.run([
      "explain", "--config", Self.editorial, "body", "--format", "json",
    ])
    let fonts = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]]
    #expect((fonts?.first?["pointSize"] as? NSNumber)?.doubleValue == 18)
    // category, base size, point size, face, line height, tracking.
    #expect((fonts?.first?["steps"] as? [Any])?.count == 6)
  }

  @Test func explainJSONHasEachStepsRuleAndNumbers() throws {
    let json = CommandRunner.run([
      "explain", "--config", Self.editorial, "price", "--category", "AX5", "--bold-text",
      "--format", "json",
    ])
    #expect(json.code == .success, "\(json.error)")
    let fonts = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    let steps = try #require(fonts.first?["steps"] as? [[String: Any]])
    // Every step has its rule, by name, and the sentence the text prints.
    for step in steps {
      let rule = try #require(step["rule"] as? [String: Any], "\(step)")
      #expect(rule["name"] is String)
      let sentence = try #require(step["sentence"] as? String)
      let quantity = try #require(step["quantity"] as? String)
      let reason = try #require(step["reason"] as? String)
      #expect(sentence.hasPrefix(quantity + ": ") && sentence.hasSuffix(reason))
    }
    // price is stepped: 20 + 8 steps × 2 pt, then maximumSize 34 pt.
    let size = try #require(steps.first { $0["kind"] as? String == "pointSize" })
    let stepped = try #require(size["rule"] as? [String: Any])
    #expect(stepped["name"] as? String == "stepped")
    #expect(stepped["baseSize"] as? Double == 20)
    #expect(stepped["steps"] as? Double == 8)
    #expect(stepped["pointsPerStep"] as? Double == 2)
    let clamp = try #require(steps.first { $0["kind"] as? String == "clamped" })
    let bound = try #require(clamp["rule"] as? [String: Any])
    #expect(bound["name"] as? String == "clampToMaximum")
    #expect(bound["limit"] as? Double == 34)
    #expect(bound["unclamped"] as? Double == 36)
    let face = try #require(steps.first { $0["kind"] as? String == "face" })
    let faceRule = try #require(face["rule"] as? [String: Any])
    #expect(faceRule["boldTextWeight"] as? Double == 900)
  }

  @Test func androidExplainJSONHasTheCurvesRule() throws {
    let json = CommandRunner.run([
      "explain", Self.editorial, "body", "--platform", "android", "--font-scale", "1.8",
      "--format", "json",
    ])
    #expect(json.code == .success, "\(json.error)")
    let fonts = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    let steps = try #require(fonts.first?["steps"] as? [[String: Any]])
    let scale = try #require(steps.first?["rule"] as? [String: Any])
    #expect(scale["name"] as? String == "fontScale")
    #expect(scale["settingsStep"] as? Double == 6)
    let size = try #require(steps.first { $0["kind"] as? String == "pointSize" })
    let curve = try #require(size["rule"] as? [String: Any])
    #expect(curve["name"] as? String == "fontScaleCurve")
    #expect((curve["fontScale"] as? Double).map { abs($0 - 1.8) < 1e-6 } == true)
    let text = CommandRunner.run([
      "explain", Self.editorial, "body", "--platform", "android", "--font-scale", "1.8",
    ])
    #expect(text.code == .success)
    #expect(text.output.contains("at font scale 1.8 on Android"))
  }

  @Test func explainErrors() {
    #expect(CommandRunner.run(["explain", "body"]).code == .usage)
    #expect(CommandRunner.run(["explain", "--config", Self.editorial]).code == .usage)
    let unknown = CommandRunner.run(["explain", "--config", Self.editorial, "prise"])
    #expect(unknown.code == .usage)
    #expect(unknown.error.contains("did you mean 'price'?"))
  }
}
