import DynamicType
import OpenType
import Testing
import Typeset
import TypesetLoader
import TypesetTestSupport
import TypesetTools

/// `TypographyDocument.serialize` writes what `TypographyDocument.parse` reads back.
struct TypographyWriterTests {
  @Test(arguments: Examples.paths)
  func examplesRoundTrip(path: String) throws {
    let typography = try Examples.load(path)
    let text = TypographyDocument.serialize(typography)
    let again = try #require(
      TypographyDocument.parse(Array(text.utf8), path: path).typography, "\(text)")
    #expect(again.families == typography.families)
    #expect(again.defaults == typography.defaults)
    #expect(again.styles == typography.styles)
    #expect(
      try Examples.table(again).map(Examples.Drawn.init)
        == Examples.table(typography).map(Examples.Drawn.init))
  }

  /// Every kind of value a typography file has: axes, every scaling, tracking settings,
  /// limits, overrides, fractional numbers and names that need escaping.
  @Test func everyFeatureRoundTrips() throws {
    let variable = FontFamily(
      name: "Var \"Quoted\"",
      faces: [
        FontFace(
          file: "Fonts/Var.ttf", postScriptName: "Var-Regular", weight: .regular,
          axes: [
            VariationAxisRange(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900),
            VariationAxisRange(tag: "opsz", minimum: 8, defaultValue: 14.5, maximum: 32),
          ])
      ])
    let serif = FontFamily(
      name: "Serif",
      faces: [
        FontFace(file: "Fonts/S.ttf", postScriptName: "S", weight: .regular),
        FontFace(file: "Fonts/S-I.ttf", postScriptName: "S-I", weight: .regular, isItalic: true),
        FontFace(file: "Fonts/S-B.ttf", postScriptName: "S-B", weight: .bold),
      ])
    let table = try SizeTable([10, 11, 12, 13, 14, 15, 16, 17, 18.5, 19, 20, 21])
    let typography = try Typography(
      families: [variable, serif],
      defaults: StyleDefinition(
        family: "Serif", tracking: .system, scaling: .strategy(.systemSizes), minimumSize: 9,
        maximumSize: 80),
      styles: [
        .textStyle(.body): StyleDefinition(
          family: "Var \"Quoted\"", weight: FontWeight(rawValue: 450), size: 17.5, leading: 23.25,
          tracking: .thousandthsOfEm(-12.5), scaling: .strategy(.fontMetrics)),
        .textStyle(.footnote): StyleDefinition(italic: true, scaling: .iOS7Table),
        .textStyle(.caption2): StyleDefinition(
          tracking: TrackingSetting.none, scaling: .strategy(.fixed),
          android: AndroidValues(size: 12.5, leading: 16, tracking: .system)),
        .textStyle(.caption1): StyleDefinition(
          android: AndroidValues(tracking: .thousandthsOfEm(8))),
        .textStyle(.title1): StyleDefinition(scaling: .strategy(.table(table))),
        .custom("Price Tag"): StyleDefinition(
          weight: .bold, size: 20, scaling: .strategy(.stepped(pointsPerStep: 1.5)),
          maximumSize: 34, relativeTo: .callout,
          categoryOverrides: [
            .xSmall: CategoryOverride(size: 17, leading: 20.1, weight: .regular),
            .accessibility5: CategoryOverride(tracking: .thousandthsOfEm(3)),
          ]),
      ])
    let text = TypographyDocument.serialize(typography)
    let result = TypographyDocument.parse(Array(text.utf8))
    let again = try #require(result.typography, "\(result.diagnostics)\n\(text)")
    #expect(again.families == typography.families)
    #expect(again.defaults == typography.defaults)
    #expect(again.styles == typography.styles)
    #expect(text.contains(#""Var \"Quoted\"""#))
    #expect(text.contains(#""preset": "ios7""#))
  }

  @Test func numbersAreWrittenShortestAndExact() throws {
    let family = FontFamily(
      name: "F", faces: [FontFace(file: "f.ttf", postScriptName: "F", weight: .regular)])
    for size in [17.0, 16.333333333333332, 0.1 + 0.2, 999.999] {
      // Fixed: UIFontMetrics would round 0.3 pt to 0 pt at xSmall, which the engine refuses.
      let typography = try Typography(
        families: [family],
        styles: [.textStyle(.body): StyleDefinition(size: size, scaling: .strategy(.fixed))])
      let text = TypographyDocument.serialize(typography)
      let again = TypographyDocument.parse(Array(text.utf8)).typography
      #expect(again?.styles[.textStyle(.body)]?.size == size, "\(text)")
    }
    let typography = try Typography(
      families: [family], styles: [.textStyle(.body): StyleDefinition(size: 17)])
    #expect(TypographyDocument.serialize(typography).contains(#""size": 17 }"#))
  }

  /// The writer knows every stored property of the model: a field added to the engine but not
  /// to `TypographyJSON` would be dropped silently from generated Swift and design tokens.
  @Test func writerKnowsEveryModelField() {
    func fields(_ value: Any) -> Set<String> {
      Set(Mirror(reflecting: value).children.compactMap(\.label))
    }
    #expect(
      fields(StyleDefinition()) == [
        "family", "weight", "italic", "size", "leading", "tracking", "scaling", "minimumSize",
        "maximumSize", "relativeTo", "normalize", "categoryOverrides", "platforms", "android",
        "documentation",
      ], "TypographyJSON.style must write the new field")
    #expect(
      fields(AndroidValues()) == ["size", "leading", "tracking"],
      "TypographyJSON.androidValues must write the new field")
    #expect(
      fields(PlatformValues()) == ["size", "minimumSize", "maximumSize", "scaling"],
      "TypographyJSON.platformValues must write the new field")
    #expect(
      fields(CategoryOverride()) == ["size", "leading", "weight", "tracking"],
      "TypographyJSON.override must write the new field")
    #expect(
      fields(FontFace(file: "f", postScriptName: "F", weight: .regular)) == [
        "file", "resolvedPath", "postScriptName", "weight", "isItalic", "axes",
      ], "TypographyJSON.face must write the new field")
  }

  @Test func normalizeRoundTrips() throws {
    let folder = try FontFixtures.folder()
    let path = try FontFixtures.write(FontFixtures.latin(), to: folder, name: "Test.ttf")
    let family = FontFamily(
      name: "Test", faces: [FontFace(file: path, postScriptName: "Test-Regular", weight: .regular)])
    let typography = try Typography(
      families: [family], defaults: StyleDefinition(normalize: .width),
      styles: [.textStyle(.body): StyleDefinition(normalize: .xHeight)])
    let text = TypographyDocument.serialize(typography)
    let again = try #require(TypographyDocument.parse(Array(text.utf8), fonts: nil).typography)
    #expect(again.defaults.normalize == .width)
    #expect(again.styles == typography.styles)
  }
}
