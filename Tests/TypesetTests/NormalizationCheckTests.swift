import Foundation
import Testing
import TypesetTestSupport

@testable import Typeset
@testable import TypesetLoader

/// A style that normalises must be able to measure every face it draws with on any platform,
/// not only on iOS (found by the typography fuzz target:
/// `Tests/FuzzCorpus/typography/crash-normalise-a-face-only-tvos-draws.json`).
struct NormalizationCheckTests {
  /// Regular (400) and Black (900) are written; Medium (500) is listed but written only when
  /// `writeMedium` is set. caption1 follows Apple's weight: regular on iOS (Regular, and Black
  /// with Bold Text), medium on tvOS (Medium).
  private func load(writeMedium: Bool) throws -> TypographyDocument.Result {
    let folder = try FontFixtures.folder()
    try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Test-Regular"), to: folder, name: "Regular.ttf")
    try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Test-Black", weight: 900), to: folder, name: "Black.ttf")
    if writeMedium {
      try FontFixtures.write(
        FontFixtures.latin(postScriptName: "Test-Medium", weight: 500), to: folder,
        name: "Medium.ttf")
    }
    return try FontFixtures.typography(
      """
      {
        "families": { "Test Sans": { "faces": [
          { "file": "Regular.ttf", "postScriptName": "Test-Regular", "weight": 400 },
          { "file": "Medium.ttf", "postScriptName": "Test-Medium", "weight": 500 },
          { "file": "Black.ttf", "postScriptName": "Test-Black", "weight": 900 } ] } },
        "styles": { "caption1": { "normalize": "capHeight" } }
      }
      """, in: folder)
  }

  @Test func aFaceOnlyAnotherPlatformDrawsWithMustBeReadable() throws {
    let result = try load(writeMedium: false)
    #expect(result.typography == nil)
    let messages = result.errors.map(\.description)
    #expect(messages.count == 1, "\(messages)")
    let message = try #require(messages.first)
    #expect(message.hasPrefix("styles.caption1: cannot normalise on tvOS (at "), "\(message)")
    #expect(message.hasSuffix("/Medium.ttf: no such file"), "\(message)")
  }

  @Test func withTheFaceWrittenTheStyleResolvesOnEveryPlatform() throws {
    let result = try load(writeMedium: true)
    let typography = try #require(result.typography, "\(result.errors)")
    let tvOS = try typography.resolve(.caption1, in: TypeEnvironment(platform: .tvOS))
    #expect(tvOS.face.postScriptName == "Test-Medium")
    let iOS = try typography.resolve(.caption1, in: TypeEnvironment())
    #expect(iOS.face.postScriptName == "Test-Regular")
  }
}
