import Foundation
import Testing
import TypesetCLI

/// `typeset-cli scale --size/--strategy` asks the engine: what the engine cannot resolve is empty
/// with its reason, and flag values it refuses are invalid input (exit 1).
struct ScaleCurveTests {
  @Test func aStyleTheEngineCannotResolveIsEmptyWithTheEnginesReason() throws {
    // Apple's iOS table gives extraLargeTitle a size at large but no leading, and the engine
    // resolves no style without a line height.
    let result = CommandRunner.run([
      "scale", "--strategy", "fixed", "--size", "17", "--style", "extraLargeTitle", "--style",
      "body", "--category", "large", "--format", "json",
    ])
    #expect(result.code == .success)
    #expect(
      result.error
        == "note: iOS / iPadOS's table has no confirmed leading for extraLargeTitle at xSmall\n")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(rows.count == 2)
    #expect(rows[0]["style"] as? String == "extraLargeTitle")
    #expect(rows[0]["pointSize"] is NSNull)
    #expect(rows[1]["style"] as? String == "body")
    #expect((rows[1]["pointSize"] as? NSNumber)?.doubleValue == 17)
    #expect((rows[1]["lineHeight"] as? NSNumber)?.doubleValue == 22)
  }

  @Test func theIOS7PresetNamesTheStylesItLacks() {
    let result = CommandRunner.run([
      "scale", "--platform", "ios7", "--strategy", "table", "--style", "largeTitle", "--style",
      "body",
    ])
    #expect(result.code == .success)
    #expect(
      result.error
        == "note: the iOS 7–10 table has no largeTitle (it came with iOS 11); pass --sizes\n")
  }

  @Test func aMinimumAboveTheMaximumIsAUsageErrorFoundByTheEngine() {
    let result = CommandRunner.run(["scale", "--size", "17", "--minimum", "30", "--maximum", "20"])
    #expect(result.code == .usage)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("error: --maximum: must be at least minimumSize (30 pt)"))
  }
}
