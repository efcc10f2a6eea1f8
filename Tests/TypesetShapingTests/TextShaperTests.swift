import OpenType
import OpenTypeTestSupport
import Testing
import Typeset

@testable import TypesetShaping

@Suite struct TextShaperTests {
  /// Latin letters 500 units wide, a space of 250, `fi` with a ligature in `GSUB` when asked.
  func face(ligature: Bool = false) throws -> Face {
    var font = FontBuilder()
    font.addGlyphs(for: "abcdehilnostx", advance: 500)
    let f = font.addGlyph(advance: 300, for: "f")
    let i = font.addGlyph(advance: 250, for: "i")
    font.addGlyph(advance: 250, for: " ")
    let fi = font.addGlyph(advance: 520)
    font.addGlyphs(for: "ابتםא", advance: 400)
    if ligature {
      font.extraTables[Tag("GSUB")] = Self.ligatureTable(first: f, second: i, ligature: fi)
    }
    return try Face(bytes: font.build())
  }

  /// A `GSUB` whose `liga` feature has one ligature substitution: `first second` → `ligature`.
  static func ligatureTable(first: GlyphID, second: GlyphID, ligature: GlyphID) -> [UInt8] {
    let words: [UInt16] = [
      1, 0, 10, 30, 44,  // header: version 1.0, script, feature and lookup list offsets
      1, 0x4446, 0x4C54, 8,  // script list: 'DFLT' at 8
      4, 0,  // script: its default language system at 4, no others
      0, 0xFFFF, 1, 0,  // language system: no required feature, feature 0
      1, 0x6C69, 0x6761, 8,  // feature list: 'liga' at 8
      0, 1, 0,  // feature: lookup 0
      1, 4,  // lookup list: one lookup at 4
      4, 0, 1, 8,  // lookup: type 4, one subtable at 8
      1, 8, 1, 14,  // ligature substitution: coverage at 8, one set at 14
      1, 1, first.rawValue,  // coverage format 1: the first glyph
      1, 4,  // ligature set: one ligature at 4
      ligature.rawValue, 2, second.rawValue,  // ligature: two components
    ]
    return words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
  }

  @Test func needs() throws {
    let face = try face(ligature: true)
    #expect(ShapingNeed.reasons(for: "tea", face: face).isEmpty)
    #expect(ShapingNeed.reasons(for: "باب", face: face) == [.joiningScript])
    #expect(ShapingNeed.reasons(for: "e\u{0301}", face: face) == [.combiningMarks])
    #expect(ShapingNeed.reasons(for: "नमस्ते", face: face).contains(.complexScript))
    #expect(ShapingNeed.reasons(for: "office", face: face) == [.ligatures])
    #expect(ShapingNeed.reasons(for: "if", face: face).isEmpty)
    let plain = try self.face()
    #expect(ShapingNeed.reasons(for: "office", face: plain).isEmpty)
  }

  @Test func measure() throws {
    let face = try face(ligature: true)
    let shaper = TextShaper(face: face, pointSize: 10)
    let measurement = shaper.measure("fit")
    #expect(measurement.runs.map(\.script.code) == ["Latn"])
    #expect(measurement.missingGlyphs == 0)
    if TextShaper.isShapingAvailable {
      // fi (520) + t (500) = 1,020 units at 10 pt per 1,000.
      #expect(measurement.isShaped)
      #expect(measurement.glyphCount == 2)
      #expect(abs(measurement.width - 10.2) < 1e-9)
      #expect(measurement.needs.isEmpty)
    } else {
      #expect(!measurement.isShaped)
      #expect(measurement.glyphCount == 3)
      #expect(abs(measurement.width - 10.5) < 1e-9)
      #expect(measurement.needs == [.ligatures])
    }
  }

  @Test func rightToLeft() throws {
    let shaper = TextShaper(face: try face(), pointSize: 10)
    let measurement = shaper.measure("אא")
    #expect(measurement.paragraphLevel == 1)
    #expect(measurement.runs.allSatisfy { $0.isRightToLeft })
    #expect(abs(measurement.width - 8) < 1e-9)
  }

  @Test func lines() throws {
    let shaper = TextShaper(face: try face(), pointSize: 10)
    // "test" is 20 points wide, its space 2.5 more: 25 points hold "test" but not "test this".
    let lines = shaper.lines(of: "test this\nto", width: 25)
    #expect(lines.map(\.text) == ["test", "this", "to"])
    #expect(lines.map(\.width) == [20, 17.5, 10])
    #expect(lines.allSatisfy { $0.width <= 25 })
    // A word wider than the line breaks between characters.
    #expect(shaper.lines(of: "aaaaa", width: 12).map(\.text) == ["aa", "aa", "a"])
  }

  @Test func linesWithTracking() throws {
    let shaper = TextShaper(face: try face(), pointSize: 10)
    // One point after each character: "test" is 24 points, "this" 21.5, "to" 12.
    let lines = shaper.lines(of: "test this\nto", width: 25, tracking: 1)
    #expect(lines.map(\.text) == ["test", "this", "to"])
    #expect(lines.map(\.width) == [24, 21.5, 12])
    // At 23 points "test" fits without tracking but not with it, and breaks after "tes".
    #expect(shaper.lines(of: "test this\nto", width: 23).map(\.text) == ["test", "this", "to"])
    #expect(
      shaper.lines(of: "test this\nto", width: 23, tracking: 1).map(\.text) == [
        "tes", "t", "this", "to",
      ])
  }

  @Test func trackingSkipsIgnorableCharacters() throws {
    let shaper = TextShaper(face: try face(), pointSize: 10)
    // The zero width joiner draws nothing and takes no tracking.
    #expect(shaper.width(of: "a\u{200D}b", tracking: 1) == shaper.width(of: "a\u{200D}b") + 2)
    #expect(shaper.width(of: "ab", tracking: 0) == shaper.width(of: "ab"))
  }
}
