import DynamicType
import Foundation
import OpenType
import Testing
import TypesetTestSupport

@testable import Typeset
@testable import TypesetLoader

/// What loading keeps: the checked iOS resolutions in a table, the explanations written on
/// demand, the base size, the category's reason, and the substitution's table of faces. Each
/// fast path is compared with the rules run afresh.
struct LoadOnceTests {
  static let styles: [StyleName: StyleDefinition] = [
    .textStyle(.body): StyleDefinition(size: 18, maximumSize: 40),
    .textStyle(.caption2): StyleDefinition(weight: .semibold, minimumSize: 12),
    .custom("price"): StyleDefinition(family: nil, weight: .bold, size: 20, relativeTo: .body),
  ]

  /// The same cell resolved by the rules alone, without the table or the cache.
  func fresh(_ typography: Typography, _ style: StyleName, _ environment: TypeEnvironment) throws
    -> ResolvedFont
  {
    var resolver = Resolver(
      content: typography.content, style: style, environment: environment, recordsSteps: false)
    return try resolver.resolve()
  }

  @Test func theTableHoldsWhatTheRulesGiveForEveryCell() throws {
    let typography = try Fixtures.typography([Fixtures.sans], styles: Self.styles)
    for style in typography.styleNames {
      for category in ContentSizeCategory.allCases {
        for bold in [false, true] {
          let environment = Fixtures.environment(category, bold: bold)
          let table = typography.resolutionTable.font(
            for: style, category: category, boldText: bold)
          #expect(table != nil, "\(style) at \(category) is in the table")
          #expect(
            try typography.resolve(style, in: environment) == fresh(typography, style, environment))
        }
      }
    }
  }

  @Test func aFileKeepsItsCheckedResolutionsToo() throws {
    let folder = try FontFixtures.folder()
    try FontFixtures.write(FontFixtures.latin(), to: folder, name: "Sans.ttf")
    let result = try FontFixtures.typography(
      #"{"families": {"Sans": {"faces": [{"file": "Sans.ttf"}]}}, "styles": {"body": {"size": 19}}}"#,
      in: folder)
    let typography = try #require(result.typography)
    let body = try #require(
      typography.resolutionTable.font(
        for: .textStyle(.body), category: .accessibility2, boldText: true))
    #expect(
      body
        == (try fresh(
          typography, .textStyle(.body), Fixtures.environment(.accessibility2, bold: true))))
  }

  @Test func limitedAndOverriddenCategoriesUseTheTableCellTheyLandOn() throws {
    let typography = try Fixtures.typography(styles: Self.styles)
    var environment = TypeEnvironment(category: .accessibility5)
    environment.categoryRange = .small ... .xxLarge
    let limited = try typography.resolve(.textStyle(.body), in: environment)
    #expect(limited.category == .xxLarge)
    #expect(limited == (try fresh(typography, .textStyle(.body), environment)))
    environment.overrideCategory = .xSmall
    #expect(try typography.resolve(.textStyle(.body), in: environment).category == .small)
  }

  @Test func otherPlatformsResolveThroughTheCache() throws {
    let typography = try Fixtures.typography(styles: Self.styles)
    let environment = Fixtures.environment(.accessibility3, platform: .watchOS)
    let first = try typography.resolve(.textStyle(.body), in: environment)
    #expect(first.platform == .watchOS)
    #expect(first == (try fresh(typography, .textStyle(.body), environment)))
    #expect(try typography.resolve(.textStyle(.body), in: environment).storage === first.storage)
  }

  @Test func stepsAreWrittenWhenAskedAndMatchAFreshExplanation() throws {
    let typography = try Fixtures.typography(styles: Self.styles)
    let environment = Fixtures.environment(.accessibility5, bold: true)
    let font = try typography.resolve(.textStyle(.body), in: environment)
    #expect(font.storage.recordedSteps.isEmpty)
    let steps = font.steps
    #expect(steps == (try typography.explain(.textStyle(.body), in: environment)))
    #expect(steps.map(\.kind).contains(.clamped))
  }

  @Test func explainSpeaksOfTheEnvironmentItIsGiven() throws {
    let typography = try Fixtures.typography()
    var environment = TypeEnvironment(category: .large, overrideCategory: .xSmall)
    environment.categoryRange = .small ... .large
    let steps = try typography.explain(.textStyle(.body), in: environment)
    #expect(
      steps.first?.reason
        == "the app's override xSmall (the user has large), limited to small…large")
    // The table's font was resolved for the user's category and says so.
    let font = try typography.resolve(.textStyle(.body), in: environment)
    #expect(font.steps.first?.reason == "the user's small")
  }

  @Test func theCategoryChoiceSaysWhy() {
    var environment = TypeEnvironment(platform: .watchOS, category: .accessibility5)
    environment.categoryRange = .large ... .accessibility4
    let choice = environment.categoryChoice
    #expect(choice.category == .accessibility3)
    #expect(choice.limitedCategory == .accessibility4)
    #expect(choice.isMappedToPlatform)
    #expect(
      choice.reason
        == "the user's accessibility5, limited to large…accessibility4, mapped to the nearest category watchOS has"
    )
    #expect(environment.effectiveCategory == choice.category)
    #expect(!TypeEnvironment(category: .medium).categoryChoice.isMappedToPlatform)
  }

  @Test func resolvedFontsCarryTheirBaseSize() throws {
    let typography = try Fixtures.typography(styles: Self.styles)
    #expect(try typography.resolve(.textStyle(.body), in: TypeEnvironment()).baseSize == 18)
    #expect(try typography.resolve(.textStyle(.title1), in: TypeEnvironment()).baseSize == 28)
    let price = try typography.resolve(.custom("price"), in: TypeEnvironment(category: .xSmall))
    #expect(price.baseSize == 20)
    #expect(price.pointSize != price.baseSize)
  }

  @Test(arguments: [false, true])
  func theSubstitutionTableAnswersAsTheRulesDo(italic: Bool) throws {
    let typography = try Fixtures.typography(
      [Fixtures.sans, Fixtures.serif], defaults: StyleDefinition(family: "Sans"))
    let substitution = SystemFontSubstitution(typography: typography)
    for weight in FontWeight.named {
      for bold in [false, true] {
        let environment = Fixtures.environment(bold: bold)
        let answer =
          italic
          ? substitution.italicSystemFont(ofSize: 15, in: environment)
          : substitution.systemFont(ofSize: 15, weight: weight, in: environment)
        let expected = try #require(
          FaceMatcher.match(
            Fixtures.sans.faces, weight: italic ? .regular : weight, italic: italic,
            boldText: bold))
        #expect(answer?.face.source == expected.match.face)
        #expect(answer?.face.weight == expected.match.weight)
        #expect(answer?.pointSize == 15)
      }
    }
    // A weight between named ones is chosen on demand, the same way.
    let between = try #require(FontWeight(rawValue: 550))
    let answer = substitution.systemFont(ofSize: 13, weight: between, in: TypeEnvironment())
    #expect(
      answer?.face.source
        == FaceMatcher.match(Fixtures.sans.faces, weight: between, italic: false)?.face)
  }

  @Test func filesAreReadWhole() throws {
    let folder = try FontFixtures.folder()
    let bytes = (0..<200_000).map { (index: Int) in UInt8(truncatingIfNeeded: index &* 31) }
    let path = folder + "/big.bin"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(try TypographyDocument.readFile(path) == bytes)
    let empty = folder + "/empty.bin"
    try Data().write(to: URL(fileURLWithPath: empty))
    #expect(try TypographyDocument.readFile(empty) == [])
    #expect(try TypographyDocument.readFile("/dev/null") == [])
    #expect(throws: TypographyDocument.FileReadError(reason: "no such file")) {
      try TypographyDocument.readFile(folder + "/missing")
    }
    #expect(throws: TypographyDocument.FileReadError(reason: "is a directory, not a file")) {
      try TypographyDocument.readFile(folder)
    }
  }

  @Test func styleNamesParseOnce() {
    #expect(StyleName(parsing: "title") == .textStyle(.title1))
    #expect(StyleName(parsing: "UICTFontTextStyleBody") == .textStyle(.body))
    #expect(StyleName(parsing: "price") == .custom("price"))
    #expect(StyleName(parsing: "Price") == .custom("Price"))
    #expect(StyleName.textStyle(.largeTitle) < .textStyle(.caption2))
    #expect(!(StyleName.textStyle(.body) < .textStyle(.body)))
    #expect(StyleName.textStyle(.caption2) < .custom("a"))
  }
}
