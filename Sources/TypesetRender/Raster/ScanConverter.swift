import OpenType

/// The scan conversion behind ``Rasterizer``: paths clipped to the area, curves flattened, and
/// every line walked across the pixel cells it crosses, in integer arithmetic.
///
/// Coordinates become fixed point, 1/1024 pixel. (FreeType's gray raster works in 1/256 pixel
/// on points rounded to 1/64; at 1/256 our rounding added its own error to the comparison with
/// FreeType, about 0.03/255 per pixel on average, which 1/1024 removes.) A piece of line inside
/// one cell adds to that cell its signed height times twice the distance from its middle to the
/// cell's right edge, and to the next cell its height times twice the distance from the cell's
/// left edge; summed along a row from the left, the cells give each pixel's winding-weighted
/// coverage, ``fullCoverage`` (2²¹) for a whole pixel. Every piece adds its height × 2048 to a
/// row in total, so a closed contour's pieces cancel exactly at its right, whatever the
/// rounding of the points in between.
///
/// The converter writes through a pointer into cells that its caller keeps alive and unique
/// meanwhile: ``Rasterizer``'s, or a glyph's temporary ones.
struct ScanConverter {
  /// Fixed-point units per pixel: 2^bits.
  static let bits = 10
  static let one = 1 << bits
  /// A row's sum for one fully covered pixel: a height of `one` × twice `one`.
  static let fullCoverage: Int32 = 1 << (2 * bits + 1)
  /// The flatness of a new ``Rasterizer`` and of glyph bitmaps, in pixels.
  static let defaultFlatness = 0.1
  /// The most lines a curve is flattened into, so that absurd control points (or a tiny
  /// flatness) cost bounded time; a curve needing more is drawn with coarser chords.
  static let maximumChords = 1024

  /// Width + 2 cells per row, row after row: each cell's contribution to the running sum.
  let cells: UnsafeMutablePointer<Int32>
  let width: Int
  let height: Int
  /// 1 / (16 × flatness²), which turns a curve's squared curvature term into the squared ratio
  /// ``chords(squaredRatio:)`` takes (a multiplication per curve instead of a division).
  let curveScale: Double
  var start: (x: Double, y: Double)
  var current: (x: Double, y: Double)

  init(
    cells: UnsafeMutablePointer<Int32>, width: Int, height: Int, flatness: Double,
    start: (x: Double, y: Double), current: (x: Double, y: Double)
  ) {
    self.cells = cells
    self.width = width
    self.height = height
    curveScale = 1 / (16 * flatness * flatness)
    self.start = start
    self.current = current
  }

  var stride: Int { width + 2 }

  mutating func move(to x: Double, _ y: Double) {
    close()
    start = (x, y)
    current = (x, y)
  }

  mutating func line(to x: Double, _ y: Double) {
    addLine(current.x, current.y, x, y)
    current = (x, y)
  }

  mutating func close() {
    if current != start { addLine(current.x, current.y, start.x, start.y) }
    current = start
  }

  /// A glyph outline in font units, scaled by `scale` pixels per unit, its origin at
  /// (`originX`, `baselineY`); font y grows upwards, so it is flipped.
  mutating func add(_ outline: GlyphOutline, scale: Double, originX: Double, baselineY: Double) {
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

  /// Whether a point lies in the area, edges included; false for NaN.
  @inline(__always)
  func contains(_ x: Double, _ y: Double) -> Bool {
    x >= 0 && x <= Double(width) && y >= 0 && y <= Double(height)
  }

  /// A coordinate in fixed point, for a value within the area (or near it).
  @inline(__always)
  static func fixed(_ value: Double) -> Int {
    nearest(value * Double(one))
  }

  /// The integer nearest to a value below 2⁵¹ in magnitude (halves to even), with neither a
  /// library call nor the range checks of `Int(_:)`: adding 1.5 × 2⁵² leaves the rounded value
  /// in the low bits of the mantissa.
  @inline(__always)
  static func nearest(_ value: Double) -> Int {
    let shifted = value + 0x1.8p52
    return Int(truncatingIfNeeded: shifted.bitPattern & 0x000F_FFFF_FFFF_FFFF) &- (1 << 51)
  }

  /// A line in pixels, clipped to the area.
  @inline(__always)
  func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    if y0 == y1 { return }  // horizontal edges cover no height
    if contains(x0, y0) && contains(x1, y1) {
      addFixedLine(Self.fixed(x0), Self.fixed(y0), Self.fixed(x1), Self.fixed(y1))
    } else {
      addClippedLine(x0, y0, x1, y1)
    }
  }

  /// A line that leaves the area: the parts above, below and right of it change no visible
  /// pixel and are dropped; the parts left of it act on whole rows, so they become vertical
  /// lines on its left edge.
  func addClippedLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
    let bottom = Double(height)
    let right = Double(width)
    if max(y0, y1) <= 0 || min(y0, y1) >= bottom || min(x0, x1) >= right { return }
    // The parameter range inside the rows 0..<height.
    let dy = y1 - y0
    let tTop = (0 - y0) / dy
    let tBottom = (bottom - y0) / dy
    let tStart = max(0, min(tTop, tBottom))
    let tEnd = min(1, max(tTop, tBottom))
    guard tStart < tEnd else { return }
    // Up to three pieces, split where the line crosses the left and right edges.
    let dx = x1 - x0
    var split1 = tEnd
    var split2 = tEnd
    if dx != 0 {
      let tLeft = (0 - x0) / dx
      let tRight = (right - x0) / dx
      split1 = min(tLeft, tRight)
      split2 = max(tLeft, tRight)
      // A crossing outside the range empties its piece: before the range it moves to the
      // start, after it (or when both do) to the end.
      if !(split1 > tStart && split1 < tEnd) { split1 = split2 > tStart ? tStart : tEnd }
      if !(split2 > tStart && split2 < tEnd) { split2 = tEnd }
      split1 = min(split1, split2)
    }
    addClippedPiece(x0, y0, x1, y1, from: tStart, to: split1)
    addClippedPiece(x0, y0, x1, y1, from: split1, to: split2)
    addClippedPiece(x0, y0, x1, y1, from: split2, to: tEnd)
  }

  /// The piece of a line between two parameters (0 at its start, 1 at its end) that lies on
  /// one side of the area's left and right edges, or between them.
  private func addClippedPiece(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, from: Double, to: Double
  ) {
    guard from < to else { return }
    let right = Double(width)
    let bottom = Double(height)
    let (dx, dy) = (x1 - x0, y1 - y0)
    let middle = x0 + (from + to) / 2 * dx
    if middle >= right { return }
    // Clamped into the area: the products may stray by an ulp. The line's own ends are kept
    // exact, so that they meet its neighbours' on the same fixed-point values.
    func point(_ t: Double) -> (x: Int, y: Int) {
      let x = middle <= 0 ? 0 : t == 0 ? x0 : t == 1 ? x1 : x0 + t * dx
      let y = t == 0 ? y0 : t == 1 ? y1 : y0 + t * dy
      return (Self.fixed(x > 0 ? min(x, right) : 0), Self.fixed(y > 0 ? min(y, bottom) : 0))
    }
    let a = point(from)
    let b = point(to)
    addFixedLine(a.x, a.y, b.x, b.y)
  }

  /// Walks a line given in fixed point, inside the area, row by row.
  ///
  /// The arithmetic wraps rather than traps: inside the area, coordinates stay below
  /// 1024 × (width + 2) and every product at most 2²¹, far from overflowing. (Sums over more
  /// than 1024 overlapping contours would wrap: wrong pixels, but no trap.)
  @inline(__always)
  func addFixedLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    if y0 == y1 { return }
    // Downward edges (on screen) count +1, upward −1; walk from top to bottom either way.
    let sign = y0 < y1 ? 1 : -1
    let (xa, ya, xb, yb) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
    let firstRow = ya >> Self.bits
    let lastRow = (yb &- 1) >> Self.bits
    if xa >> Self.bits == xb >> Self.bits {
      // Within one column: every row's piece stays in the same cell.
      let column = xa >> Self.bits
      let stride = self.stride
      var cell = cells + (firstRow &* stride &+ column)
      if xa == xb {
        // Vertical (stems): the same split in every row, and whole rows between the first and
        // the last.
        let twice = (xa &- (column << Self.bits)) << 1
        let toCell = sign &* (2 &* Self.one &- twice)
        let toNext = sign &* twice
        if firstRow == lastRow {
          cell[0] &+= Int32(truncatingIfNeeded: (yb &- ya) &* toCell)
          cell[1] &+= Int32(truncatingIfNeeded: (yb &- ya) &* toNext)
          return
        }
        let firstRise = ((firstRow &+ 1) << Self.bits) &- ya
        cell[0] &+= Int32(truncatingIfNeeded: firstRise &* toCell)
        cell[1] &+= Int32(truncatingIfNeeded: firstRise &* toNext)
        let wholeToCell = Int32(truncatingIfNeeded: toCell << Self.bits)
        let wholeToNext = Int32(truncatingIfNeeded: toNext << Self.bits)
        for _ in (firstRow &+ 1)..<lastRow {
          cell += stride
          cell[0] &+= wholeToCell
          cell[1] &+= wholeToNext
        }
        cell += stride
        let lastRise = yb &- (lastRow << Self.bits)
        cell[0] &+= Int32(truncatingIfNeeded: lastRise &* toCell)
        cell[1] &+= Int32(truncatingIfNeeded: lastRise &* toNext)
        return
      }
      var y = ya
      var x = xa
      let xPerY = Double(xb &- xa) / Double(yb &- ya)
      for row in firstRow...lastRow {
        let next = min(yb, (row &+ 1) << Self.bits)
        let xNext = next == yb ? xb : xa &+ Self.nearest(Double(next &- ya) * xPerY)
        let rise = sign &* (next &- y)
        let twiceMiddle = x &+ xNext &- (column << (Self.bits + 1))
        cell[0] &+= Int32(truncatingIfNeeded: rise &* (2 &* Self.one &- twiceMiddle))
        cell[1] &+= Int32(truncatingIfNeeded: rise &* twiceMiddle)
        cell += stride
        y = next
        x = xNext
      }
      return
    }
    let dx = xb &- xa
    let dy = yb &- ya
    let run = Double(dx < 0 ? 0 &- dx : dx)
    if firstRow == lastRow {
      // The steepness is only needed if the piece crosses cells: the division moves there.
      addRowPiece(row: firstRow, xa, xb, rise: dy, sign: sign, yPerX: Double(dy) / run)
      return
    }
    // Independent divisions, so that they overlap; `yPerX` serves the pieces that cross cells.
    let xPerY = Double(dx) / Double(dy)
    let yPerX = Double(dy) / run
    var x = xa
    var y = ya
    for row in firstRow..<lastRow {
      let next = (row &+ 1) << Self.bits
      // Rounded, the crossing stays between xa and xb.
      let xNext = xa &+ Self.nearest(Double(next &- ya) * xPerY)
      addRowPiece(row: row, x, xNext, rise: next &- y, sign: sign, yPerX: yPerX)
      x = xNext
      y = next
    }
    addRowPiece(row: lastRow, x, xb, rise: yb &- y, sign: sign, yPerX: yPerX)
  }

  /// Distributes a piece of line inside one row, from `xFrom` to `xTo` and `rise` high (in
  /// fixed point), over the cells it crosses; `yPerX` is its line's steepness.
  @inline(__always)
  func addRowPiece(row: Int, _ xFrom: Int, _ xTo: Int, rise: Int, sign: Int, yPerX: Double) {
    let rowCells = cells + row &* stride
    // The area right of a piece does not depend on its direction: walk it left to right.
    let lo = min(xFrom, xTo)
    let hi = max(xFrom, xTo)
    let first = lo >> Self.bits
    let last = hi > lo ? (hi &- 1) >> Self.bits : first
    // `twiceMiddle`: the sum of the piece's two ends within the cell, 0...2 × one.
    @inline(__always) func add(_ column: Int, _ rise: Int, twiceMiddle: Int) {
      let signed = sign &* rise
      rowCells[column] &+= Int32(truncatingIfNeeded: signed &* (2 &* Self.one &- twiceMiddle))
      rowCells[column &+ 1] &+= Int32(truncatingIfNeeded: signed &* twiceMiddle)
    }
    if first == last {
      add(first, rise, twiceMiddle: lo &+ hi &- (first << (Self.bits + 1)))
      return
    }
    // The height reached at each cell edge, proportional to the distance from `lo`; clamped,
    // so that the pieces add up to `rise` exactly.
    var edge = (first &+ 1) << Self.bits
    var reached = min(rise, Self.nearest(Double(edge &- lo) * yPerX))
    add(first, reached, twiceMiddle: lo &- (first << Self.bits) &+ Self.one)
    var column = first &+ 1
    while column < last {
      edge &+= Self.one
      let next = min(rise, Self.nearest(Double(edge &- lo) * yPerX))
      add(column, next &- reached, twiceMiddle: Self.one)
      reached = next
      column &+= 1
    }
    add(last, rise &- reached, twiceMiddle: hi &- (last << Self.bits))
  }
}
