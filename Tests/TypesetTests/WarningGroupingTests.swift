import DynamicType
import Testing
import TypesetTestSupport

@testable import Typeset
@testable import TypesetLoader

/// Warnings that repeat are said once: per family for many styles, at the style for one; an
/// empty file's missing families once; italic styles are told about italic faces.
struct WarningGroupingTests {
  static let single = FontFamily(name: "Solo", faces: [Fixtures.face("Solo-Regular", 400)])

  @Test func oneFaceGivesOneBoldTextWarningForTheFamily() throws {
    let typography = try Typography(families: [Self.single])
    let bold = typography.warnings.filter { $0.message.contains("Bold Text") }
    #expect(
      bold.map(\.description) == [
        "families.Solo: 11 styles (largeTitle, title1, title2, title3, headline …) ask for a "
          + "heavier face with Bold Text, but Solo has no face heavier than 400: Bold Text will "
          + "change nothing for them"
      ])
    #expect(typography.warnings.count == 2)  // and headline's weight 600
  }

  @Test func fiveHundredStylesStillGiveOneWarningPerKind() throws {
    var styles: [StyleName: StyleDefinition] = [:]
    for index in 0..<500 {
      styles[.custom("style\(index)")] = StyleDefinition(weight: .semibold, relativeTo: .body)
    }
    let typography = try Typography(families: [Self.single], styles: styles)
    #expect(typography.warnings.count <= 4, "\(typography.warnings.map(\.description))")
    #expect(
      typography.warnings.contains {
        $0.path == "families.Solo"
          && $0.message.hasPrefix(
            "501 styles (headline, style0, style1, style10, style100 …) ask for weight 600")
      })
  }

  @Test func aSingleStyleKeepsItsOwnPath() throws {
    // Sans: 300, 400, 600, 800; only body (800) has nothing heavier for Bold Text.
    let typography = try Typography(
      families: [Fixtures.sans], styles: [.textStyle(.body): StyleDefinition(weight: .heavy)])
    #expect(
      typography.warnings.map(\.description) == [
        "styles.body: with Bold Text it asks for 900 but Sans has no face heavier than 800: "
          + "Bold Text will change nothing"
      ])
  }

  @Test func italicStylesAreToldAboutItalicFaces() throws {
    // Serif: 400, 400 italic, 700 — the upright 700 is no heavier italic.
    let typography = try Typography(
      families: [Fixtures.serif],
      styles: [.textStyle(.footnote): StyleDefinition(italic: true)])
    let lines = typography.warnings.map(\.description)
    #expect(
      lines.contains(
        "styles.footnote: with Bold Text it asks for 600 but Serif has no italic face heavier "
          + "than 400 (its heavier faces are upright): Bold Text will change nothing"))
    #expect(!lines.contains { $0.contains("has no face heavier than 400") })
  }

  @Test func unusedFamiliesAreNamedOneByOneOrGrouped() throws {
    func family(_ name: String) -> FontFamily {
      FontFamily(name: name, faces: [Fixtures.face("\(name)-Regular", 400)])
    }
    let defaults = StyleDefinition(family: "Solo")
    let few = try Typography(families: [Self.single, family("B"), family("C")], defaults: defaults)
    #expect(
      few.warnings.filter { $0.message.contains("no style uses") }.map(\.description) == [
        "families.B: no style uses this family", "families.C: no style uses this family",
      ])
    let many = try Typography(
      families: [Self.single] + "BCDEFGH".map { family(String($0)) }, defaults: defaults)
    #expect(
      many.warnings.filter { $0.message.contains("no style uses") }.map(\.description) == [
        "families: 7 families that no style uses: \"B\", \"C\", \"D\", \"E\", \"F\" and 2 more"
      ])
  }

  @Test func anEmptyFileSaysFamiliesAreMissingOnce() {
    let result = TypographyDocument.parse(Array("{}".utf8), fonts: nil)
    #expect(
      result.errors.map(\.description) == [
        #"missing "families": a typography needs at least one font family"#
      ])
  }
}

/// `validate` warns about faces that no weight can ever choose.
struct UnreachableFaceTests {
  @Test func aSecondFaceOfTheSameWeightAndSlantIsNeverChosen() throws {
    let family = FontFamily(
      name: "Garamond",
      faces: [
        Fixtures.face("Garamond08-Regular", 400), Fixtures.face("Garamond12-Regular", 400),
        Fixtures.face("Garamond08-Italic", 400, italic: true),
        Fixtures.face("Garamond-Bold", 700),
      ])
    let typography = try Typography(families: [family])
    let unreachable = typography.warnings.filter { $0.message.contains("can never be chosen") }
    #expect(
      unreachable.map(\.description) == [
        "families.Garamond.faces[1]: Garamond12-Regular can never be chosen: faces[0] "
          + "(Garamond08-Regular, upright 400) comes first and covers its weight (400); put an "
          + "optical size or width in a family of its own, or remove the face"
      ])
  }

  @Test func aStaticFaceInsideAVariableRangeIsNeverChosen() throws {
    let variable = FontFace(
      file: "Fonts/V.ttf", postScriptName: "V", weight: .regular,
      axes: [VariationAxisRange(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
    let family = FontFamily(name: "V", faces: [variable, Fixtures.face("V-Bold", 700)])
    let typography = try Typography(families: [family])
    #expect(
      typography.warnings.contains {
        $0.path == "families.V.faces[1]" && $0.message.contains("(V, upright 100–900)")
      })
    // The other way round, the static face is chosen at 700 and the variable one elsewhere.
    let reversed = try Typography(
      families: [FontFamily(name: "V", faces: [Fixtures.face("V-Bold", 700), variable])])
    #expect(!reversed.warnings.contains { $0.message.contains("can never be chosen") })
  }
}
