import Foundation
import OpenType
import Testing

@testable import TypesetShaping

/// Noto Naskh Arabic from Debian's fonts-noto-core, when installed.
let naskhPath = "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"
let hasNaskh = FileManager.default.fileExists(atPath: naskhPath)

@Suite struct ShapedGlyphRunTests {
  func naskh() throws -> Face {
    try Face(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: naskhPath))))
  }

  #if HarfBuzz
    /// The reference values are what uharfbuzz 0.57 (`hb.shape` after
    /// `guess_segment_properties`, Scripts/render/shaped-reference.py) gives for the same
    /// string and font file, in font units (Noto Naskh has 1,000 units per em).
    @Test(.enabled(if: hasNaskh)) func arabicWordMatchesHarfBuzz() throws {
      let face = try naskh()
      let line = try #require(ShapedGlyphRun(shaping: "ادفع الآن", face: face, pointSize: 1000))
      #expect(line.paragraphLevel == 1)
      #expect(line.glyphs.map(\.glyph.rawValue) == [487, 21, 450, 3, 1364, 308, 326, 181, 3])
      #expect(line.glyphs.map(\.cluster) == [8, 7, 6, 5, 4, 3, 2, 1, 0])
      #expect(
        line.glyphs.map(\.advance) == [586, 0, 518, 238, 221, 477, 420, 414, 238])
      #expect(abs(line.width - 3112) < 1e-9)
      // Right to left: the first character in logical order is drawn rightmost.
      let byCluster = line.glyphs.filter { $0.advance > 0 }.sorted { $0.cluster < $1.cluster }
      #expect(zip(byCluster, byCluster.dropFirst()).allSatisfy { $0.x > $1.x })
    }

    @Test(.enabled(if: hasNaskh)) func marksTakeTheirGPOSOffsets() throws {
      let face = try naskh()
      let line = try #require(ShapedGlyphRun(shaping: "بِسْمِ", face: face, pointSize: 1000))
      #expect(line.glyphs.map(\.glyph.rawValue) == [1424, 483, 1436, 249, 1424, 38])
      #expect(line.glyphs.map(\.cluster) == [4, 4, 2, 2, 0, 0])
      #expect(line.glyphs.map(\.advance) == [0, 528, 0, 663, 0, 275])
      #expect(line.glyphs.map(\.y) == [-94, 0, 17, 0, -233, 0])
      // A mark's x is the pen position plus its offset: 262, 528 + 292, 528 + 663 + 63.
      #expect(line.glyphs.map(\.x) == [262, 0, 820, 528, 1254, 1191])
    }

    @Test(.enabled(if: hasNaskh)) func mixedLineKeepsLatinLeftToRightInsideRightToLeft() throws {
      let face = try naskh()
      let arabic = try #require(ShapedGlyphRun(shaping: "ادفع", face: face, pointSize: 10))
      let mixed = try #require(ShapedGlyphRun(shaping: "ادفع OK", face: face, pointSize: 10))
      #expect(mixed.paragraphLevel == 1)
      #expect(mixed.runs.map(\.level) == [1, 2])
      // L2: the Latin run (level 2) is drawn left of the Arabic, in its own order: O before K.
      let latin = mixed.glyphs.filter { $0.cluster >= 5 }
      #expect(latin.map(\.cluster) == [5, 6])
      #expect(mixed.glyphs.prefix(2).map(\.cluster) == [5, 6])
      // The Arabic word's glyphs are those it has alone, after the Latin and the space.
      let arabicPart = mixed.glyphs.filter { $0.cluster < 4 }
      #expect(arabicPart.map(\.glyph) == arabic.glyphs.map(\.glyph))
    }

    @Test func tracksEveryCluster() throws {
      let face = try TextShaperTests().face()
      let plain = try #require(ShapedGlyphRun(shaping: "abc", face: face, pointSize: 10))
      let tracked = try #require(
        ShapedGlyphRun(shaping: "abc", face: face, pointSize: 10, tracking: 1))
      #expect(plain.glyphs.map(\.x) == [0, 5, 10])
      #expect(tracked.glyphs.map(\.x) == [0, 6, 12])
      #expect(tracked.width == plain.width + 3)
    }
  #else
    @Test func unavailableWithoutTheTrait() throws {
      #expect(!ShapedGlyphRun.isAvailable)
      #expect(
        ShapedGlyphRun(shaping: "abc", face: try TextShaperTests().face(), pointSize: 10) == nil)
    }
  #endif
}
