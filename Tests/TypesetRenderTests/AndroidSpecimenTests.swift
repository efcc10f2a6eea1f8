import DynamicType
import Foundation
import OpenType
import Testing
import Typeset
import TypesetLoader

@testable import TypesetRender

/// Android specimens: one column per font scale, every number from
/// `Typography.resolve(_:android:)`, `dp` drawn as points.
struct AndroidSpecimenTests {
  @Test func columnsAreTheSettingsStepsByDefault() throws {
    let (specimen, _) = try SpecimenGoldenTests.specimen(.android())
    #expect(
      specimen.columns == AndroidTextSettings.settingsFontScales.map { .androidFontScale($0) })
    #expect(
      specimen.columns.map(\.label) == ["0.85×", "1×", "1.15×", "1.3×", "1.5×", "1.8×", "2×"])
    #expect(specimen.categories.isEmpty)
    #expect(specimen.title == "Android font scaling in Golden Sans")
    #expect(specimen.rows.allSatisfy { $0.cells.count == 7 })
  }

  @Test func cellsHoldTheAndroidResolution() throws {
    let scales: [Float] = [1, 1.3, 2]
    let (specimen, _) = try SpecimenGoldenTests.specimen(
      .android(fontScales: scales, sampleText: "AVo", isBoldTextEnabled: true))
    for row in specimen.rows {
      for (cell, scale) in zip(row.cells, scales) {
        let settings = try #require(AndroidTextSettings(fontScale: scale, isBoldTextEnabled: true))
        let expected = try specimen.typography.resolve(row.style, android: settings)
        let font = try #require(cell.androidFont)
        #expect(font == expected)
        #expect(cell.font == nil)
        #expect(cell.pointSize == Double(expected.pointSize))
        #expect(cell.lineHeight == Double(expected.lineHeight))
        #expect(cell.line.pointSize == Double(expected.pointSize))
        #expect(cell.caption.hasSuffix(" dp"))
        #expect(cell.caption.contains(" sp \u{2192} "))
        #expect(cell.systemWidth == 0)
      }
    }
    // The curve is nonlinear: largeTitle (34 sp) at 2× is far below 68 dp.
    let largeTitle = try #require(specimen.rows.first { $0.style == .textStyle(.largeTitle) })
    #expect(largeTitle.cells[2].pointSize < 60)
    #expect(largeTitle.cells[0].pointSize == 34)
  }

  @Test func svgAndPNGShowTheScales() throws {
    var options = SpecimenOptions.android(sampleText: "AVo oVA", widthGuide: 60)
    options.showsSystemReference = true
    let (specimen, face) = try SpecimenGoldenTests.specimen(options)
    let layout = SpecimenLayout(specimen, labelFace: face)
    // Apple's system font has no box on an Android sheet.
    let systemBoxes = layout.items.filter {
      if case .rectangle(_, _, _, _, let color) = $0 {
        return color == SpecimenLayout.Palette.systemReference
      }
      return false
    }
    #expect(systemBoxes.isEmpty)
    // A header per scale: seven 11 pt texts on one baseline ("0.85×" … "2×").
    var headersByBaseline: [Double: Int] = [:]
    for item in layout.items {
      if case .text(let line, _, let baseline, _) = item,
        line.pointSize == SpecimenLayout.headerSize
      {
        headersByBaseline[baseline, default: 0] += 1
      }
    }
    #expect(headersByBaseline.values.max() == 7)
    let svg = SpecimenSVG.render(layout)
    #expect(svg.hasPrefix("<?xml"))
    let png = SpecimenPNG.png(layout, scale: 1)
    #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    // Wider than the same sheet at one scale.
    let (one, _) = try SpecimenGoldenTests.specimen(
      .android(fontScales: [1], sampleText: "AVo oVA", widthGuide: 60))
    #expect(SpecimenLayout(one, labelFace: face).width < layout.width)
  }

  @Test func htmlSetsDpAsPixels() throws {
    let grid = try SpecimenGoldenTests.specimen(.android(fontScales: [1, 2], sampleText: "AV")).0
    let slider = try SpecimenGoldenTests.specimen(.android(sampleText: "AV")).0
    let html = try SpecimenHTML.render(grid: grid, slider: slider)
    #expect(html.contains("<th>1×</th><th>2×</th>"))
    #expect(html.contains("sizes in CSS px = dp"))
    #expect(html.contains("<title>Android font scaling in Golden Sans</title>"))
    // The slider starts at 1× (the second Settings step) and offers all seven.
    #expect(html.contains("max=\"6\" step=\"1\" value=\"1\"> <output id=\"category-name\">1×"))
    let body = try #require(grid.rows.first { $0.style == .textStyle(.body) })
    let size = NumberText.decimal(body.cells[1].pointSize, decimals: 3)
    #expect(html.contains("font-size: \(size)px"))
  }

  @Test func refusesAScaleThatIsNotPositive() throws {
    #expect(throws: RenderError.self) {
      try SpecimenGoldenTests.specimen(.android(fontScales: [0]))
    }
    #expect(throws: RenderError.self) {
      try SpecimenGoldenTests.specimen(.android(fontScales: []))
    }
  }
}
