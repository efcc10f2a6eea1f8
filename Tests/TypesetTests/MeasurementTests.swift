import DynamicType
import OpenType
import OpenTypeTestSupport
import Testing
import Typeset
import TypesetLoader
import TypesetTestSupport

/// Widths worked out by hand from the fixture font: 1000 units per em; a 500, b 600, space
/// 250, hyphen 300; a–b kerned by −50.
struct MeasurementTests {
  let face: Face

  init() throws {
    face = try FontFixtures.face(FontFixtures.latin())
  }

  @Test func widthAddsAdvancesKerningAndTracking() {
    let measurer = TextMeasurer(face: face, pointSize: 10)
    // (500 + 600 − 50) / 1000 × 10.
    #expect(measurer.width(of: "ab") == 10.5)
    #expect(measurer.width(of: "ba") == 11)
    // Tracking after each of the two characters: + 2 × 1.
    #expect(TextMeasurer(face: face, pointSize: 10, tracking: 1).width(of: "ab") == 12.5)
    #expect(measurer.width(of: "") == 0)
  }

  @Test func placedGlyphsStartWhereTheTextBeforeThemEnds() {
    let tracked = TextMeasurer(face: face, pointSize: 10, tracking: 1)
    let placed = tracked.placedGlyphs(of: "ab\u{200D}a Ж")
    let a = face.glyph(for: "a")!
    let b = face.glyph(for: "b")!
    // a at 0; b after a's 5 + 1 tracking, pulled back 0.5 by the kerning; the zero-width joiner
    // has no glyph; a after b's 6 + 1; the space after a's 5 + 1; Ж (missing) as .notdef
    // after the space's 2.5 + 1.
    #expect(placed.map(\.glyph) == [a, b, a, face.glyph(for: " ")!, GlyphID(rawValue: 0)])
    for (x, expected) in zip(placed.map(\.x), [0, 5.5, 12.5, 18.5, 22]) {
      #expect(abs(x - expected) < 1e-9)
    }
    // Each origin is the width up to and including the glyph, less the glyph alone.
    let scalars = Array("ab\u{200D}a Ж".unicodeScalars).filter { !TextMeasurer.isIgnorable($0) }
    for (index, glyph) in placed.enumerated() {
      let prefix = String(String.UnicodeScalarView(scalars[...index]))
      let alone = tracked.width(of: String(scalars[index]))
      #expect(glyph.x == tracked.width(of: prefix) - alone)
    }
    #expect(tracked.placedGlyphs(of: "").isEmpty)
  }

  @Test func missingCharactersAreListedOnce() {
    let measurer = TextMeasurer(face: face, pointSize: 10)
    #expect(measurer.missingCharacters(in: "aЖbЖ é") == ["Ж", "é"])
    #expect(measurer.missingCharacters(in: "a b\n").isEmpty)
  }

  @Test func linesBreakAtSpacesHyphensAndInsideLongWords() {
    let measurer = TextMeasurer(face: face, pointSize: 10)
    // "aaaa" 20, space 2.5, "bbbb" 24: 46.5 in all; 30 fits one word.
    #expect(measurer.lines(of: "aaaa bbbb", width: 30).map(\.text) == ["aaaa", "bbbb"])
    #expect(measurer.lines(of: "aaaa bbbb", width: 50).map(\.text) == ["aaaa bbbb"])
    // "aa-" is 13, "bb" 12: the hyphen stays on the first line.
    #expect(measurer.lines(of: "aa-bb", width: 14).map(\.text) == ["aa-", "bb"])
    // A word wider than the line breaks between characters: "aa" is 10, "aaa" 15.
    #expect(measurer.lines(of: "aaaaaaa", width: 12).map(\.text) == ["aa", "aa", "aa", "a"])
    // Trailing spaces take no room: "aaaa" fits 20 exactly even with a space after it.
    #expect(measurer.lines(of: "aaaa aa", width: 20).map(\.text) == ["aaaa", "aa"])
    // Line breaks always break; the height is lines × line height.
    #expect(measurer.lines(of: "a\n\nb", width: 100).count == 3)
    #expect(
      TextMeasurer(face: face, pointSize: 10, lineHeight: 12).height(of: "aaaa bbbb", width: 30)
        == 24)
  }

  @Test func defaultLineHeightIsTheFacesHheaLine() {
    // ascender 800 − descender −200 + gap 0 = 1000 units = 1 em.
    #expect(TextMeasurer(face: face, pointSize: 10).lineHeight == 10)
  }
}

/// Normalisation factors worked out by hand from `system-fonts.json`: SF Pro Text's x-height
/// 1078/2048 and cap height 1443/2048; the measured iOS advances weighted by letter frequency
/// average 966.1302/2048 em at 12 pt, where SF's tracking is 0; at 17 pt the HIG tracking is
/// −26/1000 em.
struct NormalizationTests {
  @Test func heightFactors() throws {
    let face = try FontFixtures.face(FontFixtures.latin())
    let x = try Normalization.xHeight.factor(for: face, pointSize: 17, platform: .iOS)
    #expect(abs(x.factor - (1078.0 / 2048) / 0.5) < 1e-12)
    let cap = try Normalization.capHeight.factor(for: face, pointSize: 17, platform: .iOS)
    #expect(abs(cap.factor - (1443.0 / 2048) / 0.7) < 1e-12)
    // At 20 pt and above the reference is SF Pro Display (x-height 1040).
    let display = try Normalization.xHeight.factor(for: face, pointSize: 20, platform: .iOS)
    #expect(abs(display.factor - (1040.0 / 2048) / 0.5) < 1e-12)
    // iOS 7–10: Helvetica Neue, x-height 517/1000.
    let helvetica = try Normalization.xHeight.factor(for: face, pointSize: 17, platform: .iOS7)
    #expect(abs(helvetica.factor - 1.034) < 1e-12)
    #expect(try Normalization.none.factor(for: face, pointSize: 17, platform: .iOS).factor == 1)
  }

  @Test func widthFactorFollowsTheSystemFontsTracking() throws {
    let face = try FontFixtures.face(FontFixtures.latin(advance: 500))
    let at12 = try Normalization.width.factor(for: face, pointSize: 12, platform: .iOS)
    #expect(abs(at12.fontValue - 0.5) < 1e-12)
    #expect(abs(at12.systemValue - 966.1302 / 2048) < 1e-6)
    #expect(abs(at12.factor - 0.943_487) < 1e-5)
    let at17 = try Normalization.width.factor(for: face, pointSize: 17, platform: .iOS)
    #expect(abs(at17.factor - (966.1302 / 2048 - 0.026) / 0.5) < 1e-5)
    // macOS: SFNS's average, 842/2048, with macOS's tracking (0 at 12 pt).
    let mac = try Normalization.width.factor(for: face, pointSize: 12, platform: .macOS)
    #expect(abs(mac.factor - (842.0 / 2048) / 0.5) < 1e-9)
  }

  @Test func aFaceWithoutLettersCannotBeMatchedByWidth() throws {
    var font = FontBuilder()
    font.xHeight = 0
    font.os2Version = 1
    let face = try FontFixtures.face(font)
    #expect(throws: NormalizationError.self) {
      try Normalization.width.factor(for: face, pointSize: 17, platform: .iOS)
    }
    #expect(throws: NormalizationError.self) {
      try Normalization.xHeight.factor(for: face, pointSize: 17, platform: .iOS)
    }
  }

  @Test func normalisationMultipliesTheSizeAndKeepsTheLineHeight() throws {
    let folder = try FontFixtures.folder()
    try FontFixtures.write(FontFixtures.latin(), to: folder, name: "Test.ttf")
    let json =
      #"{"families": {"Test": {"faces": [{"file": "Test.ttf"}]}}, "styles": {"body": {"normalize": "xHeight", "tracking": 10}}}"#
    let result = try FontFixtures.typography(json, in: folder)
    let typography = try #require(result.typography, "\(result.errors)")
    let body = try typography.resolve(.body, in: TypeEnvironment())
    let factor = (1078.0 / 2048) / 0.5
    #expect(abs(body.pointSize - 17 * factor) < 1e-9)
    #expect(body.clampedPointSize == 17)
    #expect(body.lineHeight == 22)
    // Tracking follows the final size: 10/1000 em of it.
    #expect(abs(body.tracking - 17 * factor / 100) < 1e-9)
    #expect(body.steps.contains { $0.kind == .normalized })
  }

  @Test func anUnknownMethodIsAnError() throws {
    let json =
      #"{"families": {"A": {"faces": [{"file": "a.ttf", "postScriptName": "A", "weight": 400}]}}, "defaults": {"normalize": "widht"}}"#
    let result = TypographyDocument.parse(Array(json.utf8), fonts: nil)
    #expect(
      result.errors.contains {
        $0.path == "defaults.normalize" && $0.message.contains(#"did you mean "width"?"#)
      })
  }
}
