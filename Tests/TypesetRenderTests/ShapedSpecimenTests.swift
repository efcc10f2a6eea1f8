import Foundation
import OpenType
import Testing
import Typeset
import TypesetLoader
import TypesetShaping

@testable import TypesetRender

/// Noto Naskh Arabic from Debian's fonts-noto-core, when installed.
private let naskhPath = "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf"
private let hasNaskh = FileManager.default.fileExists(atPath: naskhPath)

/// Samples that need shaping are drawn shaped with the `HarfBuzz` trait; others as before.
struct ShapedSpecimenTests {
  static func naskhSpecimen(_ text: String) throws -> Specimen {
    let family = FontFamily(
      name: "Noto Naskh Arabic",
      faces: [
        FontFace(file: naskhPath, postScriptName: "NotoNaskhArabic-Regular", weight: .regular)
      ]
    )
    let typography = try Typography(
      families: [family], defaults: StyleDefinition(family: "Noto Naskh Arabic"),
      fonts: FontLibrary())
    var options = SpecimenOptions()
    options.categories = [.large]
    options.sampleText = text
    return try Specimen(typography: typography, options: options)
  }

  @Test func latinNeedsNoShaping() throws {
    let face = try Face(bytes: SpecimenGoldenTests.fontBytes())
    #expect(!Specimen.needsShaping("AVo", face: face, location: [:]))
    #expect(Specimen.needsShaping("אבג", face: face, location: [:]))
    #expect(Specimen.needsShaping("ادفع", face: face, location: [:]))
    // Labels: only their script counts.
    #expect(!Specimen.labelNeedsShaping("Bold Text off \u{00B7} office", face: face))
    #expect(Specimen.labelNeedsShaping("Sample \u{201C}ادفع\u{201D}", face: face))
    #expect(Specimen.labelNeedsShaping("e\u{0301}", face: face))
  }

  @Test(.enabled(if: hasNaskh)) func arabicSampleIsDrawnShapedWithTheTrait() throws {
    let specimen = try Self.naskhSpecimen("ادفع الآن")
    let cell = specimen.rows[0].cells[0]
    let face = cell.line.face
    let unshaped = TextLine(laying: "ادفع الآن", font: try #require(cell.font), face: face)
    #if HarfBuzz
      let shaped = try #require(
        ShapedGlyphRun(
          shaping: "ادفع الآن", face: face, pointSize: cell.pointSize,
          location: cell.face.axisValues, tracking: cell.tracking))
      #expect(cell.line.glyphs == shaped.glyphs.map(\.glyph))
      #expect(cell.line.positions == shaped.glyphs.map(\.x))
      #expect(cell.line.width == shaped.width)
      #expect(cell.line.glyphs != unshaped.glyphs)
      // Drawn right to left: the glyph of the first character (alef, cluster 0) is rightmost.
      #expect(shaped.glyphs.last?.cluster == 0)
      // The SVG places every glyph where the shaped line says, marks at their offsets.
      var expected = SVGPath()
      for glyph in shaped.glyphs {
        guard let outline = cell.line.outline(of: glyph.glyph) else { continue }
        expected.append(
          outline, scale: cell.line.scale, originX: 10 + glyph.x, baselineY: 40 - glyph.y)
      }
      #expect(SpecimenSVG.pathData(cell.line, x: 10, baseline: 40) == expected.data)
    #else
      #expect(cell.line.glyphs == unshaped.glyphs)
      #expect(cell.line.positions == unshaped.positions)
    #endif
  }

  @Test(.enabled(if: hasNaskh)) func marksAreRaisedInThePNG() throws {
    // "بِسْمِ": the kasra and sukun sit below and above their bases; with shaping the image
    // has ink where the offsets put them, so the shaped line's box differs from the unshaped.
    let specimen = try Self.naskhSpecimen("بِسْمِ")
    let line = specimen.rows[0].cells[0].line
    #if HarfBuzz
      #expect(line.verticalOffsets.contains { $0 != 0 })
      let extent = SpecimenPNG.verticalExtent(
        of: .text(line, x: 0, baseline: 100, color: SpecimenLayout.Palette.ink), scale: 1)
      let flat = TextLine(
        laying: "بِسْمِ", font: try #require(specimen.rows[0].cells[0].font), face: line.face)
      let flatExtent = SpecimenPNG.verticalExtent(
        of: .text(flat, x: 0, baseline: 100, color: SpecimenLayout.Palette.ink), scale: 1)
      #expect(extent != flatExtent)
    #else
      #expect(line.verticalOffsets.allSatisfy { $0 == 0 })
    #endif
  }
}
