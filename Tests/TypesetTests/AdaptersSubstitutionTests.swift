import DynamicType
import OpenType
import Testing
import Typeset
import TypesetTestSupport

/// The app-wide install's answers, and the font files a typography registers.
struct AdaptersSubstitutionTests {
  let substitution: SystemFontSubstitution

  init() throws {
    substitution = SystemFontSubstitution(typography: try Fixtures.typography([Fixtures.sans]))
  }

  @Test func textStylesByRawValue() {
    #expect(substitution.answer(forTextStyleRawValue: "UICTFontTextStyleBody") == .style(.body))
    #expect(
      substitution.answer(forTextStyleRawValue: "UICTFontTextStyleTitle0") == .style(.largeTitle))
    #expect(substitution.answer(forTextStyleRawValue: "UICTFontTextStyleFuture") == .keep)
  }

  @Test(arguments: FontWeight.named)
  func uiFontWeightsRoundTrip(weight: FontWeight) {
    #expect(FontWeight(uiFontWeight: weight.uiFontWeight) == weight)
  }

  @Test func uiFontWeightsBetweenNamedOnes() {
    #expect(FontWeight(uiFontWeight: 0.1) == .regular)
    #expect(FontWeight(uiFontWeight: 0.2) == .medium)
    #expect(FontWeight(uiFontWeight: 2) == .black)
    #expect(FontWeight(uiFontWeight: -3) == .ultraLight)
  }

  @Test func systemFontByUIKitWeight() {
    let answer = substitution.answer(
      systemFontOfSize: 15, uiFontWeight: 0.3, in: Fixtures.environment())
    guard case .fixed(let replacement) = answer else {
      Issue.record("expected a replacement, got \(answer)")
      return
    }
    #expect(replacement.face.postScriptName == "Sans-Semibold")
    #expect(replacement.pointSize == 15)
  }

  @Test func decodedFontsByUsage() {
    let environment = Fixtures.environment()
    let regular = substitution.answer(
      forDecodedFontNamed: ".SFUI-Regular", usage: "CTFontRegularUsage", size: 14,
      in: environment)
    guard case .fixed(let font) = regular else {
      Issue.record("expected a replacement, got \(regular)")
      return
    }
    #expect(font.face.postScriptName == "Sans-Regular")
    #expect(font.pointSize == 14)
    let styled = substitution.answer(
      forDecodedFontNamed: ".SFUI-Regular", usage: "UICTFontTextStyleCaption1", size: 12,
      in: environment)
    #expect(styled == .style(.caption1))
    // A brand font chosen in Interface Builder has no usage: kept.
    #expect(
      substitution.answer(
        forDecodedFontNamed: "Georgia", usage: nil, size: 14, in: environment) == .keep)
    // Monospaced system fonts keep their widths.
    #expect(
      substitution.answer(
        forDecodedFontNamed: ".SFUIMono-Regular", usage: "CTFontRegularUsage", size: 14,
        in: environment) == .keep)
    #expect(
      substitution.answer(
        forDecodedFontNamed: ".SFUI-Regular", usage: "CTFontSomethingNew", size: 14,
        in: environment) == .keep)
  }

  @Test func systemControlsUseTheBodyFamilyAtUIKitsSizes() {
    let environment = Fixtures.environment()
    guard case .fixed(let title) = substitution.answer(for: .navigationTitle, in: environment),
      case .fixed(let tab) = substitution.answer(for: .tabBarItem, in: environment)
    else {
      Issue.record("expected replacements")
      return
    }
    #expect(title.face.postScriptName == "Sans-Semibold")
    #expect(title.pointSize == 17)
    // Tab bar items are 10 pt medium; Sans has no 500, CSS picks 600 (heavier, up to 500 first,
    // then lighter: 400). 500 desired: heavier faces ≤ 500 (none), then lighter (400).
    #expect(tab.face.postScriptName == "Sans-Regular")
    #expect(tab.pointSize == 10)
  }

  @Test func fontResourcesOncePerFileWithTheirNames() throws {
    let collection = FontFamily(
      name: "Collection",
      faces: [
        FontFace(file: "./Fonts/Family.ttc", postScriptName: "Family-Regular", weight: .regular),
        FontFace(file: "./Fonts/Family.ttc", postScriptName: "Family-Bold", weight: .bold),
        FontFace(file: "Plain", postScriptName: "Plain-Regular", weight: .regular, isItalic: true),
      ])
    let typography = try Fixtures.typography([collection])
    let resources = typography.fontResources
    #expect(resources.count == 2)
    #expect(resources[0].name == "Family")
    #expect(resources[0].extension == "ttc")
    #expect(resources[0].subdirectory == "Fonts")
    #expect(resources[0].postScriptNames == ["Family-Bold", "Family-Regular"])
    #expect(resources[1].name == "Plain")
    #expect(resources[1].extension == nil)
    #expect(resources[1].subdirectory == nil)
    let missing = typography.missingPostScriptNames { $0 != "Family-Bold" }
    #expect(missing == ["Family-Bold"])
  }

  @Test func registrationOutcomes() {
    #expect(FontRegistrationOutcome(succeeded: true, errorCode: nil) == .available)
    // Registering the same file twice is not an error for the app.
    #expect(FontRegistrationOutcome(succeeded: false, errorCode: 105) == .available)
    #expect(
      FontRegistrationOutcome(succeeded: false, errorCode: 101) == .failed(.fileNotFound))
    #expect(
      FontRegistrationOutcome(succeeded: false, errorCode: nil) == .failed(.other(code: nil)))
    #expect(FontRegistrationFailure(code: 305).description.contains("same name"))
  }
}
