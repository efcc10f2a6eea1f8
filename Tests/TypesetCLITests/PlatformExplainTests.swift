import Foundation
import Testing
import TypesetCLI

/// `typeset-cli explain --platform` shows the per-platform rule: the iOS size carried over by
/// Apple's ratio, or the file's own value for the platform. `scale`'s flags are the platform's
/// own points.
struct PlatformExplainTests {
  static let editorial = TypographyCommandTests.editorial

  /// Runs `body` with the path of a typography file, in a temporary folder removed afterwards,
  /// of one face "S" in family "Serif" and `styles` (JSON) as its `styles` object.
  static func withTypography(styles: String, _ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "platform-explain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("typography.json")
    try Data(
      """
      {
        "families": { "Serif": { "faces": [
          { "file": "S.ttf", "postScriptName": "S", "weight": 400 } ] } },
        "styles": \(styles)
      }
      """.utf8
    ).write(to: file)
    try body(file.path)
  }

  @Test func theRatioIsAStep() {
    let result = CommandRunner.run(["explain", Self.editorial, "body", "--platform", "macos"])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output.hasPrefix("body at large on macOS\n"))
    #expect(result.output.contains("base size    13.76 pt"))
    // The reason wraps; compare it without the line breaks.
    let words = result.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("styles.body.size 18 pt on iOS × macOS body 13 / iOS body 17"))
    let tvOS = CommandRunner.run(["explain", Self.editorial, "body", "--platform", "tvos"])
    let tvWords = tvOS.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(tvWords.contains("base size 30.71 pt styles.body.size 18 pt on iOS × tvOS body 29"))
  }

  @Test func anEntryIsNamed() throws {
    try Self.withTypography(
      styles:
        #"{ "body": { "size": 18, "platforms": { "watchOS": { "size": 15, "scaling": "fixed" } } } }"#
    ) { file in
      let result = CommandRunner.run([
        "explain", file, "body", "--platform", "watchos", "--format", "json",
      ])
      #expect(result.code == .success, "\(result.error)")
      let rows = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
      #expect(rows.first?["pointSize"] as? Double == 15)
      let steps = try #require(rows.first?["steps"] as? [[String: Any]])
      // Each step is typed: its kind, and its number where the decision is one.
      let baseSize = try #require(steps.first { $0["kind"] as? String == "baseSize" })
      #expect(baseSize["number"] as? Double == 15)
      #expect(baseSize["reason"] as? String == "styles.body.platforms.watchOS.size at large")
      let scaling = try #require(steps.first { $0["kind"] as? String == "scaling" })
      #expect(scaling["number"] is NSNull)
      #expect(scaling["reason"] as? String == "styles.body.platforms.watchOS.scaling")
    }
  }

  @Test func aBadPlatformNameIsAnInputError() throws {
    try Self.withTypography(styles: #"{ "body": { "platforms": { "tvOZ": { "size": 30 } } } }"#) {
      file in
      let result = CommandRunner.run(["explain", file, "body"])
      #expect(result.code == .failure)
      #expect(
        result.error.contains(
          #"styles.body.platforms.tvOZ: unknown platform "tvOZ" — did you mean "tvOS"?"#))
    }
  }

  @Test func scaleFlagsAreThePlatformsOwnPoints() throws {
    let rows = try CommandRunner.json([
      "scale", "--platform", "macos", "--size", "18", "--minimum", "19", "--style", "body",
      "--format", "json",
    ])
    #expect(rows.count == 1)
    #expect(rows.first?["pointSize"] as? Double == 19)
    let watch = try CommandRunner.json([
      "scale", "--platform", "watchos", "--size", "18", "--style", "body", "--category", "large",
      "--format", "json",
    ])
    #expect(watch.first?["pointSize"] as? Double == 18)
  }
}
