import OpenType

/// An anti-aliasing scan converter: exact area coverage per pixel, nonzero winding rule.
///
/// Shapes are added as closed paths of lines and Bézier curves in pixel coordinates (x to the
/// right, y downwards); curves are flattened into lines within ``flatness`` pixels. For each
/// line, the rasteriser records in every pixel it crosses the signed area between the line and
/// the pixel's right edge, and the signed height it spans; summing these along a row gives each
/// pixel's exact winding-weighted coverage, which the nonzero rule clamps to `min(1, |sum|)`.
/// Like FreeType's smooth renderer, it works in integers, on coordinates rounded to 1/1024 pixel.
///
/// ```swift
/// var rasterizer = Rasterizer(width: 20, height: 20)
/// rasterizer.addRectangle(x: 2.5, y: 2, width: 10, height: 10)
/// let mask = rasterizer.mask()   // mask[2, 5] == 128: half of the pixel is covered
/// ```
public struct Rasterizer: Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The largest distance, in pixels, between a curve and the lines that replace it.
  public var flatness: Double = ScanConverter.defaultFlatness

  // Per row, width + 2 cells, each adding to a running sum along the row (see ScanConverter).
  private var cells: [Int32]
  private var start = (x: 0.0, y: 0.0)
  private var current = (x: 0.0, y: 0.0)

  /// An empty rasteriser for an area of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    precondition(width > 0 && height > 0, "a rasteriser needs at least one pixel")
    self.width = width
    self.height = height
    cells = [Int32](repeating: 0, count: (width + 2) * height)
  }

  /// Starts a new contour, closing the previous one.
  public mutating func move(to x: Double, _ y: Double) {
    converting { $0.move(to: x, y) }
  }

  /// A straight edge from the current point.
  public mutating func line(to x: Double, _ y: Double) {
    converting { $0.line(to: x, y) }
  }

  /// A quadratic Bézier edge from the current point.
  public mutating func quadratic(control cx: Double, _ cy: Double, to x: Double, _ y: Double) {
    converting { $0.quadratic(control: cx, cy, to: x, y) }
  }

  /// A cubic Bézier edge from the current point.
  public mutating func cubic(
    control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double,
    to x: Double, _ y: Double
  ) {
    converting { $0.cubic(control1: c1x, c1y, control2: c2x, c2y, to: x, y) }
  }

  /// Closes the current contour with a straight edge back to its start.
  public mutating func close() {
    converting { $0.close() }
  }

  /// Adds a rectangle (clockwise on screen).
  public mutating func addRectangle(x: Double, y: Double, width: Double, height: Double) {
    converting {
      $0.move(to: x, y)
      $0.line(to: x + width, y)
      $0.line(to: x + width, y + height)
      $0.line(to: x, y + height)
      $0.close()
    }
  }

  /// Adds a glyph outline given in font units, scaled by `scale` pixels per unit, its origin
  /// at (`originX`, `baselineY`); font y grows upwards, so it is flipped.
  public mutating func addOutline(
    _ outline: GlyphOutline, scale: Double, originX: Double, baselineY: Double
  ) {
    converting { $0.add(outline, scale: scale, originX: originX, baselineY: baselineY) }
  }

  /// The coverage of everything added, by the nonzero winding rule.
  public func mask() -> CoverageMask {
    let (width, height) = (self.width, self.height)
    return cells.withUnsafeBufferPointer { cells in
      ScanConverter.mask(cells: cells.baseAddress!, width: width, height: height)
    }
  }

  /// The coverage of one outline in an area of its own: ``addOutline(_:scale:originX:baselineY:)``
  /// then ``mask()``, with the cells in temporary storage (on the stack when small).
  static func mask(
    of outline: GlyphOutline, width: Int, height: Int, scale: Double, originX: Double,
    baselineY: Double
  ) -> CoverageMask {
    precondition(width > 0 && height > 0, "a rasteriser needs at least one pixel")
    return withUnsafeTemporaryAllocation(of: Int32.self, capacity: (width + 2) * height) {
      cells in
      cells.initialize(repeating: 0)
      var converter = ScanConverter(
        cells: cells.baseAddress!, width: width, height: height,
        flatness: ScanConverter.defaultFlatness,
        start: (0, 0), current: (0, 0))
      converter.add(outline, scale: scale, originX: originX, baselineY: baselineY)
      return ScanConverter.mask(cells: cells.baseAddress!, width: width, height: height)
    }
  }

  /// Runs `body` with a scan converter writing into the cells, then keeps its path state.
  @inline(__always)
  private mutating func converting(_ body: (inout ScanConverter) -> Void) {
    let (width, height, flatness, start, current) = (
      self.width, self.height, self.flatness, self.start, self.current
    )
    let state = cells.withUnsafeMutableBufferPointer { cells in
      var converter = ScanConverter(
        cells: cells.baseAddress!, width: width, height: height, flatness: flatness,
        start: start, current: current)
      body(&converter)
      return (converter.start, converter.current)
    }
    (self.start, self.current) = state
  }
}
