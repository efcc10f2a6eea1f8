import Foundation
import OpenType
import OpenTypeTestSupport
import Testing

@testable import TypesetRender

/// The subset fonts an HTML specimen embeds. `Scripts/render/check-subset.py` compares real
/// fonts' subsets with fontTools, HarfBuzz, OTS and Chromium; these tests pin the rules.
struct FontSubsetTests {
  /// Glyphs: 1 "v", 2 "w", 3 the "vw" ligature, 4 "A", 5 an alternate "A", 6 "W". A `GSUB`
  /// with a ligature lookup (v w → 3) and, through an extension lookup, a single substitution
  /// (A → 5) whose coverage is a range.
  static func fontBytes() -> [UInt8] {
    var builder = FontBuilder()
    typealias P = FontBuilder.Point
    let square = [[P(50, 0), P(50, 500), P(450, 500), P(450, 0)]]
    _ = builder.addGlyph(advance: 500, for: "v", contours: square)
    _ = builder.addGlyph(advance: 510, for: "w", contours: square)
    _ = builder.addGlyph(advance: 900, contours: square)
    _ = builder.addGlyph(advance: 600, for: "A", contours: [[P(0, 0), P(300, 700), P(600, 0)]])
    _ = builder.addGlyph(advance: 620, contours: [[P(0, 0), P(310, 700), P(620, 0)]])
    _ = builder.addGlyph(advance: 800, for: "W", contours: square)
    let words: [UInt16] = [
      0x0001, 0x0000, 10, 12, 14,  // header: version 1.0, script, feature and lookup lists
      0,  // 10: no scripts
      0,  // 12: no features
      2, 6, 38,  // 14: two lookups, at 20 and 52
      4, 0, 1, 8,  // 20: lookup type 4, one subtable at 28
      1, 8, 1, 14,  // 28: ligature substitution, coverage at 36, one set at 42
      1, 1, 1,  // 36: coverage format 1: glyph 1
      1, 4,  // 42: one ligature at 46
      3, 2, 2,  // 46: glyph 3 from glyph 1 and glyph 2
      7, 0, 1, 8,  // 52: lookup type 7, one subtable at 60
      1, 1, 0, 8,  // 60: extension of a type 1 subtable at 68
      2, 8, 1, 5,  // 68: single substitution format 2, coverage at 76: glyph 5
      2, 1, 4, 4, 0,  // 76: coverage format 2: glyphs 4 to 4
    ]
    builder.extraTables["GSUB"] = words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    return builder.build()
  }

  static func nonEmptyGlyphs(_ face: Face) throws -> Set<UInt16> {
    var result: Set<UInt16> = []
    for glyph in 0..<face.numberOfGlyphs {
      let id = GlyphID(rawValue: UInt16(glyph))
      if !(try face.outline(of: id).commands.isEmpty) { result.insert(UInt16(glyph)) }
    }
    return result
  }

  @Test func keepsTheTextsGlyphsAndWhatSubstitutionReaches() throws {
    let whole = try Face(bytes: Self.fontBytes())
    let subset = FontSubset.make(whole, keeping: "A")
    #expect(subset.reason == nil)
    #expect(subset.keptGlyphs == [0, 4, 5])
    let face = try Face(bytes: subset.bytes)
    #expect(face.numberOfGlyphs == whole.numberOfGlyphs)
    #expect(try Self.nonEmptyGlyphs(face) == [4, 5])
    for glyph in 0..<whole.numberOfGlyphs {
      let id = GlyphID(rawValue: UInt16(glyph))
      #expect(face.advance(of: id) == whole.advance(of: id))
    }
    #expect(try face.outline(of: 4) == whole.outline(of: 4))
    #expect(face.characterMap?.glyph(for: "W") == 6)
  }

  @Test func keepsALigatureOnlyWhenAllItsComponentsAreKept() throws {
    let whole = try Face(bytes: Self.fontBytes())
    #expect(FontSubset.make(whole, keeping: "v").keptGlyphs == [0, 1])
    #expect(FontSubset.make(whole, keeping: "wv").keptGlyphs == [0, 1, 2, 3])
  }

  @Test func keepsTheCharactersAnAutoHinterMeasures() throws {
    var builder = FontBuilder()
    typealias P = FontBuilder.Point
    let o = builder.addGlyph(advance: 500, for: "o", contours: [[P(0, 0), P(0, 500), P(500, 0)]])
    let w = builder.addGlyph(advance: 500, for: "w", contours: [[P(0, 0), P(0, 500), P(500, 0)]])
    let face = try Face(bytes: builder.build())
    let kept = try #require(FontSubset.make(face, keeping: "").keptGlyphs)
    #expect(kept.contains(o.rawValue))
    #expect(!kept.contains(w.rawValue))
  }

  @Test func writesValidChecksums() throws {
    let bytes = FontSubset.make(try Face(bytes: Self.fontBytes()), keeping: "Av").bytes
    let directory = try TableDirectory(FontData(bytes), at: 0)
    for record in directory.records {
      var table = Array(bytes[record.offset..<(record.offset + record.length)])
      if record.tag == "head" { table.replaceSubrange(8..<12, with: [0, 0, 0, 0]) }
      #expect(SfntWriter.checksum(table) == record.checksum, "\(record.tag)")
      #expect(record.offset % 4 == 0)
    }
    #expect(SfntWriter.checksum(bytes) == 0xB1B0_AFBA)
  }

  @Test func writesAFaceWholeWhenItsTablesCannotBeRead() throws {
    var builder = FontBuilder()
    builder.extraTables["GSUB"] = [0, 1, 0, 0, 0, 10, 0, 12, 0xFF, 0xF0]
    let face = try Face(bytes: builder.build())
    let subset = FontSubset.make(face, keeping: "A")
    #expect(subset.reason == "unreadable 'GSUB' table")
    #expect(subset.keptGlyphs == nil)
    #expect(try Face(bytes: subset.bytes).numberOfGlyphs == face.numberOfGlyphs)
  }

  /// Every face of the malformed-font corpus that can be read gives a font that reads again,
  /// with as many glyphs; nothing traps.
  @Test func survivesTheMalformedFontCorpus() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Corpus/ots-fuzzing")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { ["ttf", "otf", "ttc", "woff"].contains(($0 as NSString).pathExtension) }
    #expect(files.count > 150)
    var subsets = 0
    for name in files.sorted() {
      let data = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
      guard let file = try? FontFile(bytes: data) else { continue }
      for index in 0..<file.faceCount {
        guard let face = try? file.face(at: index) else { continue }
        let subset = FontSubset.make(face, keeping: "Handgloves ادفع")
        if subset.reason == nil { subsets += 1 }
        let again = try? Face(bytes: subset.bytes)
        #expect(again?.numberOfGlyphs == face.numberOfGlyphs, "\(name) face \(index)")
      }
    }
    #expect(subsets > 0)
  }

  /// The HTML page embeds each face as a subset that draws the sample text.
  @Test func theHTMLSpecimenEmbedsSubsets() throws {
    var options = SpecimenOptions(categories: [.large])
    options.sampleText = "A"
    let (specimen, _) = try SpecimenGoldenTests.specimen(options)
    let html = try SpecimenHTML.render(grid: specimen, slider: specimen)
    let prefix = "src: url(data:font/ttf;base64,"
    let start = try #require(html.range(of: prefix)).upperBound
    let end = try #require(html[start...].firstIndex(of: ")"))
    let data = try #require(Data(base64Encoded: String(html[start..<end])))
    let face = try Face(bytes: [UInt8](data))
    // "A" and, for the auto-hinter, "o"; "V" is emptied.
    #expect(try Self.nonEmptyGlyphs(face) == [1, 3])
    #expect(html.contains("/* GoldenSans-Regular (typeset-golden-"))
  }
}
