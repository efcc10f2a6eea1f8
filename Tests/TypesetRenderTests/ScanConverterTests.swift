import Foundation
import OpenType
import Testing

@testable import TypesetRender

/// The scan converter's edge cases: clipping, long and shallow lines, malformed input, and
/// agreement between the rasteriser and the glyph path.
struct ScanConverterTests {
  /// A circle of four cubic arcs and a crossed quadratic bow tie, offset by (dx, dy).
  static func drawShapes(_ rasterizer: inout Rasterizer, dx: Double, dy: Double) {
    let k = 0.5523 * 9
    let (cx, cy) = (20 + dx, 18 + dy)
    rasterizer.move(to: cx + 9, cy)
    rasterizer.cubic(control1: cx + 9, cy + k, control2: cx + k, cy + 9, to: cx, cy + 9)
    rasterizer.cubic(control1: cx - k, cy + 9, control2: cx - 9, cy + k, to: cx - 9, cy)
    rasterizer.cubic(control1: cx - 9, cy - k, control2: cx - k, cy - 9, to: cx, cy - 9)
    rasterizer.cubic(control1: cx + k, cy - 9, control2: cx + 9, cy - k, to: cx + 9, cy)
    rasterizer.close()
    rasterizer.move(to: 3.3 + dx, 30.2 + dy)
    rasterizer.quadratic(control: 20 + dx, 26 + dy, to: 36.7 + dx, 37.9 + dy)
    rasterizer.line(to: 36.7 + dx, 29.1 + dy)
    rasterizer.quadratic(control: 20 + dx, 41 + dy, to: 3.3 + dx, 36.6 + dy)
    rasterizer.close()
  }

  @Test(arguments: [(-15, -15), (-30, -2), (4, -25), (-2, 6)])
  func aWindowOntoAShapeMatchesTheWholeShapeCropped(_ offset: (x: Int, y: Int)) {
    var whole = Rasterizer(width: 48, height: 48)
    Self.drawShapes(&whole, dx: 0, dy: 0)
    let reference = whole.mask()
    // The window's origin lies at (−offset) in the whole: parts of the shapes fall left,
    // right, above and below it.
    var window = Rasterizer(width: 13, height: 11)
    Self.drawShapes(&window, dx: Double(offset.x), dy: Double(offset.y))
    let mask = window.mask()
    for y in 0..<11 {
      for x in 0..<13 {
        let (wx, wy) = (x - offset.x, y - offset.y)
        let expected = (0..<48).contains(wx) && (0..<48).contains(wy) ? reference[wx, wy] : 0
        // The same pixels, give or take the rounding of the points moved and of the cuts.
        #expect(abs(Int(mask[x, y]) - Int(expected)) <= 1, "pixel (\(x), \(y))")
      }
    }
  }

  @Test func coverageAddsUpToThePolygonsArea() {
    // Deterministic pseudo-random convex polygons (points on an ellipse at sorted angles): the
    // total coverage is the area, each pixel rounded by at most half a level.
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for _ in 0..<20 {
      let (cx, cy) = (10 + 12 * random(), 10 + 12 * random())
      let (rx, ry) = (2 + 8 * random(), 0.5 + 8 * random())
      let angles = (0..<(3 + Int(6 * random()))).map { _ in 2 * Double.pi * random() }.sorted()
      let points = angles.map { (cx + rx * cos($0), cy + ry * sin($0)) }
      var rasterizer = Rasterizer(width: 32, height: 32)
      rasterizer.move(to: points[0].0, points[0].1)
      for point in points.dropFirst() { rasterizer.line(to: point.0, point.1) }
      rasterizer.close()
      var area = 0.0
      for (index, a) in points.enumerated() {
        let b = points[(index + 1) % points.count]
        area += a.0 * b.1 - b.0 * a.1
      }
      area = abs(area) / 2
      let total = Double(rasterizer.mask().values.reduce(0) { $0 + Int($1) }) / 255
      // Rounding to 0...255 per pixel, on the pixels the edges cross.
      #expect(abs(total - area) < 0.5 / 255 * 4 * (rx + ry + 2) + 0.02)
    }
  }

  @Test func tallAndWideEdgesGetTheirExactArea() {
    // A tall box with fractional left and right edges (whole rows in between) and a wide,
    // shallow triangle whose edges cross many cells within one row.
    var box = Rasterizer(width: 8, height: 40)
    box.addRectangle(x: 1.25, y: 0.5, width: 5.5, height: 38.75)
    let boxMask = box.mask()
    #expect(boxMask[1, 10] == 191)  // three quarters
    #expect(boxMask[6, 10] == 191)
    #expect(boxMask[3, 0] == 128)
    #expect(boxMask[3, 39] == 64)  // a quarter: 39.25 − 39
    #expect(boxMask[3, 20] == 255)

    var sliver = Rasterizer(width: 64, height: 4)
    sliver.move(to: 0, 1)
    sliver.line(to: 64, 2)
    sliver.line(to: 0, 2)
    sliver.close()
    let sliverMask = sliver.mask()
    // Column x covers (1 − (x + 0.5) / 64) of row 1.
    for x in [0, 17, 40, 63] {
      let expected = (1 - (Double(x) + 0.5) / 64) * 255
      #expect(abs(Double(sliverMask[x, 1]) - expected) <= 1, "column \(x)")
    }
  }

  @Test func malformedCoordinatesNeitherTrapNorSpill() {
    var rasterizer = Rasterizer(width: 10, height: 10)
    rasterizer.move(to: .nan, 3)
    rasterizer.line(to: 5, .infinity)
    rasterizer.quadratic(control: 1e300, -1e300, to: 4, 4)
    rasterizer.cubic(control1: -.infinity, 2, control2: 3, .nan, to: 1e308, -1e308)
    rasterizer.close()
    rasterizer.flatness = 0
    rasterizer.move(to: 2, 2)
    rasterizer.quadratic(control: 5, 9, to: 8, 2)
    rasterizer.close()
    rasterizer.flatness = -1
    rasterizer.cubic(control1: 1e200, 1e200, control2: -1e200, 1e200, to: 2, 2)
    _ = rasterizer.mask()  // reaching this is the test: no trap, no runaway loop
    // Far outside, the area stays empty.
    var far = Rasterizer(width: 4, height: 4)
    far.addRectangle(x: 1e12, y: 1e12, width: 1e6, height: 1e6)
    far.addRectangle(x: 1, y: -1e15, width: 2, height: 1e14)
    #expect(far.mask().values.allSatisfy { $0 == 0 })
  }

  @Test func curvesUseABoundedNumberOfChords() {
    #expect(ScanConverter.chords(squaredRatio: 0) == 1)
    #expect(ScanConverter.chords(squaredRatio: .nan) == 1)
    #expect(ScanConverter.chords(squaredRatio: 16) == 2)
    #expect(ScanConverter.chords(squaredRatio: 17) == 3)
    #expect(ScanConverter.chords(squaredRatio: 1e300) == ScanConverter.maximumChords)
    #expect(ScanConverter.chords(squaredRatio: .infinity) == ScanConverter.maximumChords)
  }

  @Test func glyphBitmapsMatchTheRasterizer() throws {
    // A TrueType-like and a CFF-like contour: the glyph path (temporary cells, no clipping
    // needed) and the general one give the same pixels.
    let outline = GlyphOutline(commands: [
      .move(to: OutlinePoint(x: 120, y: -40)),
      .quadratic(control: OutlinePoint(x: 480, y: -60), to: OutlinePoint(x: 520, y: 360)),
      .line(to: OutlinePoint(x: 300, y: 710)),
      .cubic(
        control1: OutlinePoint(x: 150, y: 600), control2: OutlinePoint(x: 40, y: 420),
        to: OutlinePoint(x: 120, y: -40)),
      .close,
      .move(to: OutlinePoint(x: 250, y: 200)), .line(to: OutlinePoint(x: 350, y: 300)),
      .line(to: OutlinePoint(x: 380, y: 150)), .close,
    ])
    for pixels in [9.0, 17, 64] {
      let bitmap = try #require(
        GlyphBitmap(outline: outline, unitsPerEm: 1000, pixelsPerEm: pixels, offsetX: 0.3))
      var rasterizer = Rasterizer(width: bitmap.mask.width, height: bitmap.mask.height)
      rasterizer.addOutline(
        outline, scale: pixels / 1000, originX: 0.3 - Double(bitmap.left),
        baselineY: -Double(bitmap.top))
      #expect(rasterizer.mask() == bitmap.mask, "\(pixels) px")
    }
  }
}
