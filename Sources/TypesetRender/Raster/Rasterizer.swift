import OpenType

/// An anti-aliasing scan converter: exact area coverage per pixel, nonzero winding rule.
///
/// Shapes are added as closed paths of lines and Bézier curves in pixel coordinates (x to the
/// right, y downwards); curves are flattened into lines within ``flatness`` pixels. For each
/// line, the rasteriser records in every pixel it crosses the signed area between the line and
/// the pixel's right edge, and the signed height it spans; summing these along a row gives each
/// pixel's exact winding-weighted coverage, which the nonzero rule clamps to `min(1, |sum|)`.
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
  public var flatness: Double = 0.1

  // Per row, width + 2 cells: the signed area and height each edge leaves in a pixel.
  private var cells: [Float]
  private var start = (x: 0.0, y: 0.0)
  private var current = (x: 0.0, y: 0.0)

  /// An empty rasteriser for an area of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    precondition(width > 0 && height > 0, "a rasteriser needs at least one pixel")
    self.width = width
    self.height = height
    cells = [Float](repeating: 0, count: (width + 2) * height)
  }

  /// Starts a new contour, closing the previous one.
  public mutating func move(to x: Double, _ y: Double) {
    close()
    start = (x, y)
    current = (x, y)
  }

  /// A straight edge from the current point.
  public mutating func line(to x: Double, _ y: Double) {
    addLine(current.x, current.y, x, y)
    current = (x, y)
  }

  /// A quadratic Bézier edge from the current point.
  public mutating func quadratic(control cx: Double, _ cy: Double, to x: Double, _ y: Double) {
    let (x0, y0) = current
    // A quadratic's chords with parameter step h stray from it by |p0 − 2p1 + p2| h² / 4.
    let ddx = x0 - 2 * cx + x
    let ddy = y0 - 2 * cy + y
    let deviation = (ddx * ddx + ddy * ddy).squareRoot()
    let steps = max(1, Int((deviation / (4 * flatness)).squareRoot().rounded(.up)))
    if steps == 1 {
      line(to: x, y)
      return
    }
    let h = 1 / Double(steps)
    let (width, height) = (self.width, self.height)
    var previous = (x: Float(x0), y: Float(y0))
    cells.withUnsafeMutableBufferPointer { cells in
      for step in 1...steps {
        let t = Double(step) * h
        let u = 1 - t
        let point =
          step == steps
          ? (x: Float(x), y: Float(y))
          : (
            x: Float(u * u * x0 + 2 * u * t * cx + t * t * x),
            y: Float(u * u * y0 + 2 * u * t * cy + t * t * y)
          )
        if point.y != previous.y {
          Self.accumulate(
            previous.x, previous.y, point.x, point.y, into: cells, stride: width + 2,
            width: width, height: height)
        }
        previous = point
      }
    }
    current = (x, y)
  }

  /// A cubic Bézier edge from the current point.
  public mutating func cubic(
    control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double,
    to x: Double, _ y: Double
  ) {
    let (x0, y0) = current
    // The second derivative is bounded by 6 × the larger second difference; chords with step h
    // stray by at most that × h² / 8.
    let ax = x0 - 2 * c1x + c2x
    let ay = y0 - 2 * c1y + c2y
    let bx = c1x - 2 * c2x + x
    let by = c1y - 2 * c2y + y
    let second = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
    let steps = max(1, Int((3 * second / (4 * flatness)).squareRoot().rounded(.up)))
    if steps == 1 {
      line(to: x, y)
      return
    }
    let h = 1 / Double(steps)
    let (width, height) = (self.width, self.height)
    var previous = (x: Float(x0), y: Float(y0))
    cells.withUnsafeMutableBufferPointer { cells in
      for step in 1...steps {
        let t = Double(step) * h
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        let point =
          step == steps
          ? (x: Float(x), y: Float(y))
          : (
            x: Float(a * x0 + b * c1x + c * c2x + d * x),
            y: Float(a * y0 + b * c1y + c * c2y + d * y)
          )
        if point.y != previous.y {
          Self.accumulate(
            previous.x, previous.y, point.x, point.y, into: cells, stride: width + 2,
            width: width, height: height)
        }
        previous = point
      }
    }
    current = (x, y)
  }

  /// Closes the current contour with a straight edge back to its start.
  public mutating func close() {
    if current != start { addLine(current.x, current.y, start.x, start.y) }
    current = start
  }

  /// Adds a rectangle (clockwise on screen).
  public mutating func addRectangle(x: Double, y: Double, width: Double, height: Double) {
    move(to: x, y)
    line(to: x + width, y)
    line(to: x + width, y + height)
    line(to: x, y + height)
    close()
  }

  /// Adds a glyph outline given in font units, scaled by `scale` pixels per unit, its origin
  /// at (`originX`, `baselineY`); font y grows upwards, so it is flipped.
  public mutating func addOutline(
    _ outline: GlyphOutline, scale: Double, originX: Double, baselineY: Double
  ) {
    @inline(__always) func px(_ point: OutlinePoint) -> (Double, Double) {
      (originX + point.x * scale, baselineY - point.y * scale)
    }
    for command in outline.commands {
      switch command {
      case .move(let point):
        let (x, y) = px(point)
        move(to: x, y)
      case .line(let point):
        let (x, y) = px(point)
        line(to: x, y)
      case .quadratic(let control, let point):
        let (cx, cy) = px(control)
        let (x, y) = px(point)
        quadratic(control: cx, cy, to: x, y)
      case .cubic(let control1, let control2, let point):
        let (c1x, c1y) = px(control1)
        let (c2x, c2y) = px(control2)
        let (x, y) = px(point)
        cubic(control1: c1x, c1y, control2: c2x, c2y, to: x, y)
      case .close:
        close()
      }
    }
    close()
  }

  @inline(__always)
  private mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    if y0 == y1 { return }  // horizontal edges cover no height
    let (width, height) = (self.width, self.height)
    cells.withUnsafeMutableBufferPointer { cells in
      Self.accumulate(
        Float(x0), Float(y0), Float(x1), Float(y1), into: cells, stride: width + 2,
        width: width, height: height)
    }
  }

  /// The coverage of everything added, by the nonzero winding rule.
  public func mask() -> CoverageMask {
    let stride = width + 2
    var values = [UInt8](repeating: 0, count: width * height)
    cells.withUnsafeBufferPointer { cells in
      values.withUnsafeMutableBufferPointer { values in
        for row in 0..<height {
          var sum: Float = 0
          let base = row * stride
          let out = row * width
          for column in 0..<width {
            sum += cells[base + column]
            let coverage = min(1, abs(sum))
            values[out + column] = UInt8(coverage * 255 + 0.5)
          }
        }
      }
    }
    return CoverageMask(width: width, height: height, values: values)
  }

  /// Records one line's area and height in the cells it crosses.
  @inline(__always)
  private static func accumulate(
    _ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float,
    into cells: UnsafeMutableBufferPointer<Float>, stride: Int, width: Int, height: Int
  ) {
    // Downward edges (on screen) count +1, upward −1.
    let direction: Float = y0 < y1 ? 1 : -1
    let (xa, ya, xb, yb) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
    let top = max(ya, 0)
    let bottom = min(yb, Float(height))
    if top >= bottom { return }
    let slope = (xb - xa) / (yb - ya)
    var row = Int(top)
    let lastRow = min(height - 1, Int(bottom.rounded(.up)) - 1)
    var rowTop = top
    var xTop = xa + (top - ya) * slope
    while row <= lastRow {
      let rowBottom = min(Float(row + 1), bottom)
      let xBottom =
        row == lastRow && rowBottom == bottom
        ? xa + (bottom - ya) * slope : xTop + (rowBottom - rowTop) * slope
      span(
        xTop, xBottom, height: (rowBottom - rowTop) * direction, cells: cells,
        base: row * stride, width: width)
      rowTop = rowBottom
      xTop = xBottom
      row += 1
    }
  }

  /// Distributes the signed height `dy` of a piece of line inside one row over the cells
  /// between `xStart` and `xEnd`: each cell gets the area right of the piece in that cell, and
  /// the cell after it the rest of the height, so that a running sum along the row is the
  /// coverage.
  @inline(__always)
  private static func span(
    _ xStart: Float, _ xEnd: Float, height dy: Float,
    cells: UnsafeMutableBufferPointer<Float>, base: Int, width: Int
  ) {
    var lo = min(xStart, xEnd)
    var hi = max(xStart, xEnd)
    var dy = dy
    let right = Float(width)
    if hi <= 0 {
      cells[base] += dy
      return
    }
    if lo >= right { return }  // right of the area: covers nothing visible
    if lo < 0 {
      // The part left of the area acts on every visible pixel of the row.
      let leftShare = -lo / (hi - lo)
      cells[base] += dy * leftShare
      dy -= dy * leftShare
      lo = 0
    }
    if hi > right {
      dy *= (right - lo) / (hi - lo)
      hi = right
    }
    let firstCell = Int(lo)
    var lastCell = Int(hi)
    if Float(lastCell) == hi, lastCell > firstCell { lastCell -= 1 }
    if firstCell >= lastCell {
      let fraction = (lo + hi) * 0.5 - Float(firstCell)
      cells[base + firstCell] += dy * (1 - fraction)
      cells[base + firstCell + 1] += dy * fraction
      return
    }
    let perUnit = dy / (hi - lo)
    // First cell: from lo to its right edge.
    let firstEdge = Float(firstCell + 1)
    let firstHeight = (firstEdge - lo) * perUnit
    let firstFraction = (lo + firstEdge) * 0.5 - Float(firstCell)
    cells[base + firstCell] += firstHeight * (1 - firstFraction)
    cells[base + firstCell + 1] += firstHeight * firstFraction
    // Whole cells: the piece crosses the middle on average.
    if lastCell > firstCell + 1 {
      let half = perUnit * 0.5
      for cell in (firstCell + 1)..<lastCell {
        cells[base + cell] += half
        cells[base + cell + 1] += half
      }
    }
    // Last cell: from its left edge to hi.
    let lastEdge = Float(lastCell)
    let lastHeight = (hi - lastEdge) * perUnit
    let lastFraction = (hi - lastEdge) * 0.5
    cells[base + lastCell] += lastHeight * (1 - lastFraction)
    cells[base + lastCell + 1] += lastHeight * lastFraction
  }
}
