import Foundation
import Testing
import TypesetCLI

/// `typeset-cli scale FILE --platform android` and `explain … --platform android`: every style
/// at every Settings step (or each `--font-scale`), as the engine resolves it for Android, and
/// bad font scales refused as usage errors (exit 64, CLI.md).
///
/// Editorial's body is 18 pt on 26 pt at large on iOS, so 18 sp on 26 sp on Android; 18 sp is a
/// point of every table (1.8's maps it to 27.6 dp, 2's to 30 dp).
struct AndroidScaleCommandTests {
  static let editorial = TypographyCommandTests.editorial

  static func rows(_ extra: [String]) throws -> [[String: Any]] {
    try CommandRunner.json(
      ["scale", Self.editorial, "--platform", "android", "--format", "json"] + extra)
  }

  static func number(_ row: [String: Any]?, _ key: String) -> Double? {
    (row?[key] as? NSNumber)?.doubleValue
  }

  @Test func everyStyleAtEverySettingsStep() throws {
    let rows = try Self.rows([])
    let styles = Set(rows.compactMap { $0["style"] as? String })
    #expect(styles.count == 12)
    #expect(rows.count == styles.count * 7)
    let scales = rows.filter { $0["style"] as? String == "body" }.compactMap {
      Self.number($0, "fontScale")
    }
    #expect(scales == [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2])
    #expect(rows.allSatisfy { $0["platform"] as? String == "android" && $0["category"] == nil })
    func body(_ scale: Double) -> [String: Any]? {
      rows.first { $0["style"] as? String == "body" && Self.number($0, "fontScale") == scale }
    }
    #expect(Self.number(body(1.8), "textSize") == 18)
    #expect(Self.number(body(1.8), "pointSize") == 27.6)
    #expect(Self.number(body(2), "pointSize") == 30)
    #expect(Self.number(body(1), "lineHeight") == 26)
    #expect(body(1.8)?["curve"] as? String == "table")
    #expect(body(0.85)?["curve"] as? String == "linear")
    #expect(body(1)?["face"] as? String == "DejaVuSerif")
    // Printed as Android's Floats in their shortest form: 18 × 0.85 in Float is 15.3.
    let text = CommandRunner.run([
      "scale", Self.editorial, "--platform", "android", "--style", "body", "--format", "json",
    ]).output
    #expect(text.contains("\"pointSize\": \(Float(18) * Float(0.85)),"))
    #expect(text.contains("\"pointSize\": 15.3,"))
    // The line height keeps 26 / 18 of the size at 2: 30 × 26 / 18 in Float.
    #expect(text.contains("\"lineHeight\": \(Float(30) * (Float(26) / Float(18))),"))
  }

  @Test func anyFontScaleRepeatable() throws {
    let rows = try Self.rows(["--style", "body", "--font-scale", "1.6", "--font-scale", "3"])
    #expect(rows.count == 2)
    // 1.6: a third of the way from 1.5's 24 dp to 1.8's 27.6 dp at 18 sp, in Float.
    let amount = (Float(1.6) - 1.5) / (Float(1.8) - 1.5)
    let expected = Float(24) + (Float(27.6) - 24) * amount
    let text = CommandRunner.run([
      "scale", Self.editorial, "--platform", "android", "--style", "body", "--font-scale", "1.6",
      "--format", "json",
    ]).output
    #expect(text.contains("\"pointSize\": \(expected),"), "\(text)")
    #expect(rows.first?["curve"] as? String == "interpolated")
    // Past the last table: linear, 18 × 3.
    #expect(Self.number(rows.last, "pointSize") == 54)
    #expect(rows.last?["curve"] as? String == "linearOutsideTables")
  }

  @Test func boldTextAddsTheWeightAdjustment() throws {
    let rows = try Self.rows(["--bold-text", "--font-scale", "1"])
    let body = rows.first { $0["style"] as? String == "body" }
    #expect(Self.number(body, "requestedWeight") == 700)
    #expect(body?["face"] as? String == "DejaVuSerif-Bold")
    #expect(body?["boldText"] as? Bool == true)
    let plain = try Self.rows(["--font-scale", "1"]).first { $0["style"] as? String == "body" }
    #expect(plain?["face"] as? String == "DejaVuSerif")
  }

  @Test func theTableHasAColumnPerStep() {
    let result = CommandRunner.run(["scale", Self.editorial, "--platform", "android"])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output.contains("Size (dp)         0.85    1 1.15  1.3  1.5  1.8    2"))
    #expect(result.output.contains("body              15.3   18 19.8 21.6   24 27.6   30"))
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    let csv = CommandRunner.run([
      "scale", Self.editorial, "--platform", "android", "--format", "csv", "--style", "body",
    ])
    #expect(csv.output.hasPrefix("platform,style,fontScale,textSize,pointSize,lineHeight"))
    #expect(csv.output.contains("android,body,1.8,18,27.6,"))
  }

  @Test func explainShowsTheCurveStep() throws {
    let result = CommandRunner.run([
      "explain", Self.editorial, "body", "--platform", "android", "--font-scale", "1.8",
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output.hasPrefix("body at font scale 1.8 on Android\n"))
    let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("font scale 1.8 step 6 of 7 of Settings › Display › Font size"))
    #expect(words.contains("point size 27.6 dp Android's table for 1.8: 18 sp → 27.6 dp"))
    #expect(words.contains("= DejaVuSerif 27.6 dp on 39.87 dp"))
    let between = CommandRunner.run([
      "explain", Self.editorial, "body", "--platform", "android", "--font-scale", "1.6",
      "--format", "json",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(between.output.utf8))
    let fonts = try #require(object as? [[String: Any]])
    let steps = try #require(fonts.first?["steps"] as? [[String: Any]])
    #expect(steps.first?["kind"] as? String == "fontScale")
    let size = try #require(steps.first { $0["kind"] as? String == "pointSize" })
    #expect(
      (size["reason"] as? String)?.hasPrefix(
        "a table interpolated between Android's tables for 1.5 and 1.8, 0.333 of the way") == true)
    #expect(fonts.first?["platform"] as? String == "android")
    #expect(fonts.first?["category"] == nil)
  }

  static let refused: [(arguments: [String], message: String)] = [
    (["--platform", "android", "--font-scale", "0"], "invalid value '0' for --font-scale"),
    (["--platform", "android", "--font-scale", "-1"], "invalid value '-1' for --font-scale"),
    (["--platform", "android", "--font-scale=-1"], "invalid value '-1' for --font-scale"),
    (["--platform", "android", "--font-scale", "nan"], "invalid value 'nan' for --font-scale"),
    (["--platform", "android", "--font-scale", "inf"], "invalid value 'inf' for --font-scale"),
    (["--platform", "android", "--font-scale", "big"], "invalid value 'big' for --font-scale"),
    (["--platform", "android", "--font-scale", "11"], "greater than 0 and at most 10"),
    (["--font-scale", "1.5"], "--font-scale needs --platform android"),
    (["--platform", "ios", "--font-scale", "1.5"], "--font-scale needs --platform android"),
    (
      ["--platform", "android", "--category", "AX1"],
      "--category does not apply with --platform android"
    ),
    (
      ["--platform", "android", "--size", "17"],
      "--size does not apply with --platform android"
    ),
  ]

  @Test(arguments: refused.indices)
  func badFontScalesAreUsageErrors(_ index: Int) {
    let (arguments, message) = Self.refused[index]
    for command in [["scale", Self.editorial], ["explain", Self.editorial, "body"]] {
      if command[0] == "explain", arguments.contains("--size") { continue }
      let result = CommandRunner.run(command + arguments)
      #expect(result.code == .usage, "\(command + arguments): \(result.error)")
      #expect(result.error.contains(message), "\(result.error)")
      #expect(result.output.isEmpty)
    }
  }

  @Test func androidNeedsATypography() {
    let result = CommandRunner.run(["scale", "--platform", "android"])
    #expect(result.code == .usage)
    #expect(result.error.contains("--platform android resolves a typography file"))
  }
}
