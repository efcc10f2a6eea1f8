import DynamicType
import Foundation
import GoldenTypographies
import Testing
import Typeset
import TypesetCLI

/// The checked-in outputs of `typeset-cli generate` for the examples (`Tests/Golden/<kind>/`) are
/// what the generators produce now, and the generated Swift (`Tests/Golden/swift/`, compiled as
/// the `GoldenTypographies` module) resolves exactly like the engine. Regenerate with
/// `Scripts/update-golden.sh`.
struct GoldenTests {
  static let root = TypographyCommandTests.root

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  @Test(arguments: ["Editorial", "DejaVu"])
  func goldenFilesAreUpToDate(name: String) throws {
    let example = Self.root + "/Examples/\(name)/typography.json"
    let outputs: [(option: String, golden: String)] = [
      ("--swift", "Tests/Golden/swift/\(name)Typography.swift"),
      ("--css", "Tests/Golden/css/\(name).css"),
      ("--tokens", "Tests/Golden/tokens/\(name).tokens.json"),
    ]
    for output in outputs {
      let result = CommandRunner.run([
        "generate", example, output.option, "-", "--type-name", "\(name)Typography",
      ])
      #expect(result.code == .success, "\(result.error)")
      let golden = try Self.read(output.golden)
      #expect(
        result.output == golden,
        "\(output.golden) is out of date: run Scripts/update-golden.sh and review the diff")
    }
  }

  /// The generated accessors, compiled as `GoldenTypographies`, give the engine's fonts.
  @Test(arguments: ContentSizeCategory.allCases)
  func generatedSwiftResolvesLikeTheEngine(category: ContentSizeCategory) throws {
    let editorial = try TypographyDocument.load(
      contentsOf: Self.root + "/Examples/Editorial/typography.json")
    let dejaVu = try TypographyDocument.load(
      contentsOf: Self.root + "/Examples/DejaVu/typography.json")
    for boldText in [false, true] {
      let environment = TypeEnvironment(category: category, isBoldTextEnabled: boldText)
      for style in EditorialTypography.Style.allCases {
        #expect(
          try EditorialTypography.font(style, in: environment).drawn
            == editorial.resolve(style.name, in: environment).drawn)
      }
      for style in DejaVuTypography.Style.allCases {
        #expect(
          try DejaVuTypography.font(style, in: environment).drawn
            == dejaVu.resolve(style.name, in: environment).drawn)
      }
      #expect(
        try EditorialTypography.price(in: environment).drawn
          == editorial.resolve(.custom("price"), in: environment).drawn)
    }
    #expect(EditorialTypography.Style.allCases.map(\.name) == editorial.styleNames)
    #expect(DejaVuTypography.Style.allCases.map(\.name) == dejaVu.styleNames)
    #expect(EditorialTypography.typography.styles == editorial.styles)
    #expect(EditorialTypography.platform == .iOS)
  }
}

extension ResolvedFont {
  /// What is drawn: face, weight, size, line height and tracking.
  fileprivate var drawn: [String] {
    [
      face.postScriptName, "\(face.weight)", "\(pointSize)", "\(lineHeight)", "\(tracking)",
      "\(category)",
    ]
  }
}
