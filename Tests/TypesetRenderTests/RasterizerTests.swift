import OpenType
import Testing

@testable import TypesetRender

struct RasterizerTests {
  @Test func fractionalEdgesGetTheirExactArea() {
    var rasterizer = Rasterizer(width: 6, height: 4)
    rasterizer.addRectangle(x: 1.5, y: 1, width: 3.25, height: 2)
    let mask = rasterizer.mask()
    #expect(mask[0, 1] == 0)
    #expect(mask[1, 1] == 128)  // half covered
    #expect(mask[2, 1] == 255)
    #expect(mask[4, 1] == 191)  // three quarters
    #expect(mask[5, 1] == 0)
    #expect(mask[2, 0] == 0)
    #expect(mask[2, 3] == 0)
  }

  @Test func diagonalEdgesCoverHalfOfEachPixelTheyCross() {
    // A right triangle over the square (0,0)-(4,4): pixels on the diagonal are half covered.
    var rasterizer = Rasterizer(width: 4, height: 4)
    rasterizer.move(to: 0, 0)
    rasterizer.line(to: 4, 4)
    rasterizer.line(to: 0, 4)
    rasterizer.close()
    let mask = rasterizer.mask()
    for index in 0..<4 { #expect(mask[index, index] == 128) }
    #expect(mask[0, 3] == 255)
    #expect(mask[3, 0] == 0)
    let total = mask.values.reduce(0) { $0 + Int($1) }
    #expect(abs(Double(total) / 255 - 8) < 0.05)  // the triangle's area is 8 pixels
  }

  @Test func nonzeroWindingFillsOverlapsOnceAndLeavesCounterwoundHoles() {
    var same = Rasterizer(width: 10, height: 10)
    same.addRectangle(x: 0, y: 0, width: 6, height: 6)
    same.addRectangle(x: 3, y: 3, width: 6, height: 6)
    #expect(same.mask()[4, 4] == 255)

    var hole = Rasterizer(width: 10, height: 10)
    hole.addRectangle(x: 0, y: 0, width: 9, height: 9)
    // The inner square wound the other way.
    hole.move(to: 3, 3)
    hole.line(to: 3, 6)
    hole.line(to: 6, 6)
    hole.line(to: 6, 3)
    hole.close()
    let mask = hole.mask()
    #expect(mask[4, 4] == 0)
    #expect(mask[1, 1] == 255)
  }

  @Test func shapesOutsideTheAreaAreClipped() {
    var rasterizer = Rasterizer(width: 4, height: 4)
    rasterizer.addRectangle(x: -10, y: -10, width: 12.5, height: 30)
    let mask = rasterizer.mask()
    #expect(mask[0, 0] == 255)
    #expect(mask[1, 3] == 255)
    #expect(mask[2, 2] == 128)
    #expect(mask[3, 2] == 0)
  }

  @Test func curvesAreFlattenedWithinTheTolerance() {
    // A circle of radius 8 from four cubic arcs: its area is about 201.06 pixels.
    let k = 0.5523 * 8
    var rasterizer = Rasterizer(width: 20, height: 20)
    rasterizer.move(to: 18, 10)
    rasterizer.cubic(control1: 18, 10 + k, control2: 10 + k, 18, to: 10, 18)
    rasterizer.cubic(control1: 10 - k, 18, control2: 2, 10 + k, to: 2, 10)
    rasterizer.cubic(control1: 2, 10 - k, control2: 10 - k, 2, to: 10, 2)
    rasterizer.cubic(control1: 10 + k, 2, control2: 18, 10 - k, to: 18, 10)
    rasterizer.close()
    let area = Double(rasterizer.mask().values.reduce(0) { $0 + Int($1) }) / 255
    // Chords inside the curve lose at most the perimeter times the flatness.
    #expect(abs(area - Double.pi * 64) < 2 * Double.pi * 8 * rasterizer.flatness)
  }

  @Test func glyphBitmapsArePlacedLikeFreeType() throws {
    // A 500 × 700 unit box at 10 px per 1000 units: 5 × 7 pixels above the baseline.
    let outline = GlyphOutline(commands: [
      .move(to: OutlinePoint(x: 100, y: 0)), .line(to: OutlinePoint(x: 100, y: 700)),
      .line(to: OutlinePoint(x: 600, y: 700)), .line(to: OutlinePoint(x: 600, y: 0)), .close,
    ])
    let bitmap = try #require(GlyphBitmap(outline: outline, unitsPerEm: 1000, pixelsPerEm: 10))
    #expect(bitmap.left == 1)
    #expect(bitmap.top == -7)
    #expect(bitmap.mask.width == 5)
    #expect(bitmap.mask.height == 7)
    #expect(bitmap.mask.values.allSatisfy { $0 == 255 })
    #expect(GlyphBitmap(outline: GlyphOutline(), unitsPerEm: 1000, pixelsPerEm: 10) == nil)
  }
}
