import DynamicType
import OpenType
import Testing
import Typeset
import TypesetTestSupport

struct FaceMatcherTests {
  func pick(_ weights: [Int], _ desired: Int, italic: Bool = false) -> Double? {
    let faces = weights.map { Fixtures.face("W\($0)", $0) }
    return FaceMatcher.match(faces, weight: FontWeight(rawValue: desired)!, italic: italic)?.weight
  }

  // CSS Fonts 4, §5.2 step 4, weight: each case worked out from the rule.
  @Test func cssWeightOrder() {
    #expect(pick([300, 500, 600], 400) == 500)  // 400–500: heavier up to 500 first
    #expect(pick([300, 600], 450) == 300)  // none in 450…500: then lighter
    #expect(pick([300, 600], 500) == 300)  // lighter before heavier-than-500
    #expect(pick([600, 700], 400) == 600)  // nothing lighter: heavier than 500, nearest
    #expect(pick([200, 400], 300) == 200)  // below 400: lighter first
    #expect(pick([400, 500], 300) == 400)  // then heavier, nearest
    #expect(pick([500, 800], 600) == 800)  // above 500: heavier first
    #expect(pick([500, 400], 700) == 500)  // then lighter, nearest
    #expect(pick([400, 700], 700) == 700)  // exact
    #expect(pick([], 400) == nil)
  }

  @Test func slantFirstThenWeight() {
    let faces = [
      Fixtures.face("Regular", 400), Fixtures.face("Bold", 700),
      Fixtures.face("Italic", 400, italic: true),
    ]
    let italicBold = FaceMatcher.match(faces, weight: .bold, italic: true)
    #expect(italicBold?.face.postScriptName == "Italic")
    #expect(italicBold?.slantMatches == true)
    let uprightOnly = FaceMatcher.match(
      [Fixtures.face("Regular", 400)], weight: .regular, italic: true)
    #expect(uprightOnly?.slantMatches == false)
  }

  @Test func variableRanges() {
    let variable = FontFace(
      file: "v.ttf", postScriptName: "V", weight: .regular,
      axes: [VariationAxisRange(tag: "wght", minimum: 300, defaultValue: 400, maximum: 700)])
    #expect(FaceMatcher.match([variable], weight: .semibold, italic: false)?.weight == 600)
    // Outside the range, the nearest end is drawn.
    #expect(FaceMatcher.match([variable], weight: .black, italic: false)?.weight == 700)
    #expect(FaceMatcher.match([variable], weight: .ultraLight, italic: false)?.weight == 300)
  }

  @Test func boldTextIsNeverLighterThanTheBase() {
    // Every set of weights from {100 … 900} with up to three faces, every base weight.
    let weights = stride(from: 100, through: 900, by: 100).map { $0 }
    for a in weights {
      for b in weights where b > a {
        for c in weights where c > b {
          let faces = [a, b, c].map { Fixtures.face("W\($0)", $0) }
          for base in FontWeight.named {
            guard let result = FaceMatcher.match(faces, weight: base, italic: false, boldText: true)
            else { continue }
            #expect(result.match.weight >= result.base.weight, "\([a, b, c]) \(base)")
          }
        }
      }
    }
  }
}

struct SubstitutionTests {
  let typography: Typography
  let substitution: SystemFontSubstitution

  init() throws {
    typography = try Fixtures.typography(
      [Fixtures.sans, Fixtures.serif], defaults: StyleDefinition(family: "Sans"))
    substitution = SystemFontSubstitution(typography: typography)
  }

  @Test func preferredFontIsTheStyle() throws {
    let environment = TypeEnvironment(category: .accessibility1)
    #expect(
      try substitution.preferredFont(for: .body, in: environment)
        == (try typography.resolve(.body, in: environment)))
  }

  @Test func systemFontsKeepTheirSizeAndFindTheWeight() {
    let regular = substitution.systemFont(ofSize: 15, in: TypeEnvironment())
    #expect(regular?.pointSize == 15)
    #expect(regular?.face.postScriptName == "Sans-Regular")
    // medium (500): nothing in 500…500, so CSS looks lighter first: 400.
    #expect(
      substitution.systemFont(ofSize: 15, weight: .medium, in: TypeEnvironment())?.face
        .postScriptName == "Sans-Regular")
    // Bold Text: regular → semibold.
    let bold = substitution.systemFont(ofSize: 15, in: TypeEnvironment(isBoldTextEnabled: true))
    #expect(bold?.face.postScriptName == "Sans-Semibold")
  }

  @Test func boldSystemFontIsSemiboldAndBoldWithBoldText() {
    #expect(substitution.boldSystemFont(ofSize: 17, in: TypeEnvironment())?.face.weight == 600)
    // Sans has no 700: CSS picks 800 for 700.
    #expect(
      substitution.boldSystemFont(ofSize: 17, in: TypeEnvironment(isBoldTextEnabled: true))?.face
        .weight == 800)
  }

  @Test func italicUsesTheBodyFamily() throws {
    let serifBody = try Fixtures.typography(
      [Fixtures.sans, Fixtures.serif], defaults: StyleDefinition(family: "Sans"),
      styles: [.textStyle(.body): StyleDefinition(family: "Serif")])
    let policy = SystemFontSubstitution(typography: serifBody)
    #expect(
      policy.italicSystemFont(ofSize: 12, in: TypeEnvironment())?.face.postScriptName
        == "Serif-Italic")
  }

  @Test func xibUsages() {
    let environment = TypeEnvironment()
    #expect(substitution.font(forXibUsage: .regular, size: 17, in: environment)?.face.weight == 400)
    #expect(
      substitution.font(forXibUsage: .emphasized, size: 17, in: environment)?.face.weight == 600)
    #expect(substitution.font(forXibUsage: .heavy, size: 17, in: environment)?.face.weight == 800)
    #expect(substitution.font(forXibUsage: .light, size: 17, in: environment)?.face.weight == 300)
    #expect(XibFontUsage(rawValue: "CTFontObliqueUsage") == .oblique)
    #expect(XibFontUsage.allCases.count == 11)
  }

  @Test func monospacedSymbolAndIconFontsAreLeftAlone() {
    for name in [
      "SFMono-Regular", ".AppleSystemUIFontMonospaced", "Menlo-Bold", "AppleColorEmoji",
      "Apple Symbols", "FontAwesome", "Courier",
    ] {
      #expect(SystemFontSubstitution.isExempt(fontName: name), "\(name)")
    }
    for name in [".SFUI-Regular", "Helvetica Neue", "Merriweather-Bold"] {
      #expect(!SystemFontSubstitution.isExempt(fontName: name), "\(name)")
    }
  }
}
