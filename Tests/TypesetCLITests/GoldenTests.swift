import DynamicType
import Foundation
import GoldenTypographies
import Testing
import Typeset
import TypesetCLI
import TypesetLoader

/// The checked-in outputs of `typeset-cli generate` for the examples (`Tests/Golden/<kind>/`) are
/// what the generators produce now, and the generated Swift (`Tests/Golden/swift/`, compiled as
/// the `GoldenTypographies` module) resolves exactly like the engine. Regenerate with
/// `Scripts/update-golden.sh`.
struct GoldenTests {
  static let root = TypographyCommandTests.root

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  /// The typography file a golden output is generated from: an example, or one of
  /// `Tests/Golden/typographies/` for what the examples do not cover (normalisation).
  static func source(of name: String) -> String {
    let example = Self.root + "/Examples/\(name)/typography.json"
    return FileManager.default.fileExists(atPath: example)
      ? example : Self.root + "/Tests/Golden/typographies/\(name).json"
  }

  @Test(arguments: ["Editorial", "DejaVu", "Normalized"])
  func goldenFilesAreUpToDate(name: String) throws {
    let example = Self.source(of: name)
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

  /// The compiled typography with normalisation resolves like the engine reading the file and
  /// its fonts, on every platform, at every category, with Bold Text off and on: the
  /// measurements it carries are the ones the fonts give.
  @Test(arguments: Platform.allCases)
  func compiledNormalizationResolvesLikeTheEngine(platform: Platform) throws {
    let source = try TypographyDocument.load(contentsOf: Self.source(of: "Normalized"))
    #expect(NormalizedTypography.typography.isCompiled)
    #expect(!source.isCompiled)
    var normalized = 0
    for category in platform.categories {
      for boldText in [false, true] {
        let environment = TypeEnvironment(
          platform: platform, category: category, isBoldTextEnabled: boldText)
        for style in NormalizedTypography.Style.allCases {
          let expected = Result { try source.resolve(style.name, in: environment) }
          let compiled = Result { try NormalizedTypography.font(style, in: environment) }
          switch (expected, compiled) {
          case (.success(let expected), .success(let compiled)):
            #expect(compiled.drawn == expected.drawn, "\(style) at \(category) on \(platform)")
            #expect(compiled.normalization == expected.normalization)
            if expected.normalization != nil { normalized += 1 }
          case (.failure(let expected), .failure(let compiled)):
            #expect("\(compiled)" == "\(expected)")
          default:
            Issue.record("\(style) at \(category) on \(platform): \(expected) but \(compiled)")
          }
        }
      }
    }
    if platform == .iOS { #expect(normalized > 200) }
  }

  /// The generated Swift has no path that can fail at run time, reads no file and parses
  /// nothing: no trap, no forced `try`, no document parsing, no font library.
  @Test(arguments: ["Editorial", "DejaVu", "Normalized"])
  func generatedSwiftHasNoFailingPath(name: String) throws {
    let source = try Self.read("Tests/Golden/swift/\(name)Typography.swift")
    for forbidden in [
      "preconditionFailure", "fatalError", "try!", "precondition(", "assert", "TypographyDocument",
      "FontLibrary", "contentsOf", ".parse(", "Data(",
    ] {
      #expect(!source.contains(forbidden), "\(name)Typography.swift contains \(forbidden)")
    }
    // No force unwrap: a `!` is only ever part of `!=` or a negation before a name.
    for (number, line) in source.split(separator: "\n").enumerated() {
      let code = line.split(separator: "//", maxSplits: 1).first ?? ""
      #expect(
        !code.contains("!.") && !code.contains("!)") && !code.contains("! ")
          && !code.hasSuffix("!"),
        "\(name)Typography.swift:\(number + 1): \(line)")
    }
    #expect(source.contains("Typography(\n    compiledFamilies:"))
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
