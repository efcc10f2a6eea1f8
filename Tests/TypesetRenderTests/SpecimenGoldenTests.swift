import Foundation
import OpenType
import OpenTypeTestSupport
import Testing
import Typeset
import TypesetLoader

@testable import TypesetRender

/// Specimens of a font built in code, compared with files in `Tests/Golden/svg/`.
///
/// The golden files change only through `Scripts/render/regenerate-golden.sh`, which sets
/// `TYPESET_REGENERATE_GOLDEN=1`; a mismatch otherwise fails.
struct SpecimenGoldenTests {
  /// Four glyphs with straight and quadratic contours; "A" and "V" kern by -80 units.
  static func fontBytes() -> [UInt8] {
    var builder = FontBuilder()
    builder.unitsPerEm = 1000
    builder.ascender = 800
    builder.descender = -200
    builder.postScriptName = "GoldenSans-Regular"
    builder.familyName = "Golden Sans"
    typealias P = FontBuilder.Point
    builder.addGlyph(advance: 600, for: "A", contours: [[P(0, 0), P(300, 700), P(600, 0)]])
    builder.addGlyph(advance: 600, for: "V", contours: [[P(0, 700), P(600, 700), P(300, 0)]])
    builder.addGlyph(
      advance: 500, for: "o",
      contours: [
        [
          P(250, 500), P(450, 500, onCurve: false), P(450, 250), P(450, 0, onCurve: false),
          P(250, 0), P(50, 0, onCurve: false), P(50, 250), P(50, 500, onCurve: false),
        ]
      ])
    builder.addGlyph(advance: 250, for: " ")
    builder.kerningTablePairs = [FontBuilder.KerningPair(1, 2, -80)]
    return builder.build()
  }

  static func specimen(_ options: SpecimenOptions) throws -> (Specimen, Face) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("typeset-golden-\(UUID().uuidString).ttf").path
    let bytes = fontBytes()
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let face = try Face(bytes: bytes)
    let family = FontFamily(
      name: "Golden Sans",
      faces: [FontFace(file: path, postScriptName: "GoldenSans-Regular", weight: .regular)])
    // A library of its own, so that the face is read from this file and not from a cache.
    let typography = try Typography(
      families: [family], defaults: StyleDefinition(family: "Golden Sans"), fonts: FontLibrary())
    return (try Specimen(typography: typography, options: options), face)
  }

  static func check(_ text: String, against name: String, filePath: String = #filePath) throws {
    // Tests/Golden/svg/ from the package root, two folders above this file's.
    let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/Golden/svg").appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["TYPESET_REGENERATE_GOLDEN"] == "1" {
      try Data(text.utf8).write(to: url)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      text == expected, "\(name) differs; run Scripts/render/regenerate-golden.sh if intended")
  }

  @Test func defaultSpecimenSVG() throws {
    var options = SpecimenOptions(categories: [.xSmall, .large, .accessibility5])
    options.sampleText = "AVo oVA"
    let (specimen, face) = try Self.specimen(options)
    try Self.check(
      SpecimenSVG.render(SpecimenLayout(specimen, labelFace: face)), against: "specimen.svg")
  }

  @Test func overlaysSpecimenSVG() throws {
    let options = SpecimenOptions(
      categories: [.large, .accessibility3], sampleText: "VAVA oo", isBoldTextEnabled: true,
      showsSystemReference: true, widthGuide: 60, title: "Overlays")
    let (specimen, face) = try Self.specimen(options)
    try Self.check(
      SpecimenSVG.render(SpecimenLayout(specimen, labelFace: face)), against: "overlays.svg")
  }

  @Test func linesUseAdvancesKerningAndTracking() throws {
    let face = try Face(bytes: Self.fontBytes())
    let line = TextLine(laying: "AVo", in: face, pointSize: 10, tracking: 0.5)
    // (600 − 80) + 600 + 500 units at 10 pt per 1000 units, plus 3 × 0.5 pt of tracking.
    #expect(abs(line.width - (16.2 + 1.5)) < 1e-9)
    #expect(zip(line.positions, [0, 5.7, 12.2]).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func outlinesBecomeExactPathData() throws {
    let face = try Face(bytes: Self.fontBytes())
    var path = SVGPath()
    path.append(
      try face.outline(of: try #require(face.glyph(for: "A"))), scale: 0.01, originX: 1,
      baselineY: 10)
    #expect(path.data == "M1 10L4 3L7 10Z")
    let o = try face.outline(of: try #require(face.glyph(for: "o")))
    var curve = SVGPath()
    curve.append(o, scale: 0.01, originX: 0, baselineY: 10)
    #expect(curve.data.contains("Q"))
  }

  @Test func pngOfTheSpecimenHasInkWhereTheTextIs() throws {
    let (specimen, face) = try Self.specimen(SpecimenOptions(categories: [.large]))
    let layout = SpecimenLayout(specimen, labelFace: face)
    let image = SpecimenPNG.render(layout, scale: 2)
    #expect(image.width == Int(layout.width * 2))
    let dark = stride(from: 0, to: image.pixels.count, by: 3).filter { image.pixels[$0] < 64 }
    #expect(dark.count > 1000)
  }
}

extension SpecimenGoldenTests {
  @Test(arguments: [1, 2])
  func pngInBandsHasTheWholeImagesPixels(scale: Int) throws {
    var options = SpecimenOptions(categories: [.xSmall, .large, .accessibility5])
    options.sampleText = "AVo oVA"
    options.showsSystemReference = true
    options.widthGuide = 40
    let (specimen, face) = try Self.specimen(options)
    let layout = SpecimenLayout(specimen, labelFace: face)
    let whole = SpecimenPNG.render(layout, scale: scale)
    // Bands of 37 rows: glyphs and rectangles cut across band edges.
    var reported: [Int] = []
    let png = SpecimenPNG.png(layout, scale: scale, bandBytes: whole.width * 3 * 37) { rows, _ in
      reported.append(rows)
    }
    let decoded = try StreamingPNGTests.pixels(ofPNG: png)
    #expect(decoded.width == whole.width && decoded.height == whole.height)
    var differing: [Int] = []
    for index in whole.pixels.indices where decoded.pixels[index] != whole.pixels[index] {
      differing.append(index)
    }
    let rows = Set(differing.map { $0 / (whole.width * 3) }).sorted()
    #expect(differing.isEmpty, "\(differing.count) bytes differ, in rows \(rows.prefix(20))")
    #expect(reported.count == (whole.height + 36) / 37)
    #expect(reported.last == whole.height)
    // One band: exactly the whole image encoded at once.
    #expect(
      SpecimenPNG.png(layout, scale: scale, bandBytes: whole.pixels.count)
        == PNGEncoder.encode(whole, scale: scale, effort: .fast))
  }
}

extension SpecimenGoldenTests {
  @Test func cellsCountTheGlyphsTheFaceLacks() throws {
    // "x" and "é" are not in the font; "AVo" are.
    let (specimen, face) = try Self.specimen(
      SpecimenOptions(categories: [.large], sampleText: "AVx oé"))
    let cell = specimen.rows[0].cells[0]
    #expect(cell.missingGlyphs == 2)
    #expect(cell.caption.hasSuffix("· 2 missing glyphs"))
    #expect(specimen.rows.allSatisfy { $0.missingGlyphs == 2 })
    let svg = SpecimenSVG.render(SpecimenLayout(specimen, labelFace: face))
    #expect(svg.contains(SpecimenLayout.Palette.missing.hexString))
    // A counter given by the caller (a shaper) decides instead.
    let counted = try Self.specimen(SpecimenOptions(categories: [.large], sampleText: "AV"))
    #expect(counted.0.rows[0].cells[0].missingGlyphs == 0)
    #expect(
      !SpecimenSVG.render(SpecimenLayout(counted.0, labelFace: face)).contains(
        SpecimenLayout.Palette.missing.hexString))
  }
}
