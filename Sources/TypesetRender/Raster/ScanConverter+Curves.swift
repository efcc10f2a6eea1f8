/// Flattening: curves become chords within the flatness, stepped by forward differences.
extension ScanConverter {
  /// A quadratic Bézier curve from the current point, flattened into chords.
  mutating func quadratic(control cx: Double, _ cy: Double, to x: Double, _ y: Double) {
    let (x0, y0) = current
    current = (x, y)
    // A quadratic's chords with parameter step h stray from it by |p0 − 2p1 + p2| h² / 4.
    let ax = x0 - 2 * cx + x
    let ay = y0 - 2 * cy + y
    let chords = Self.chords(squaredRatio: (ax * ax + ay * ay) * curveScale)
    if chords == 1 || skipsCurve(x0, y0, x, y, xs: (cx, cx), ys: (cy, cy)) {
      addLine(x0, y0, x, y)
      return
    }
    // Forward differences: each step adds d1, which grows by d2.
    let h = 1 / Double(chords)
    var d1 = (x: 2 * h * (cx - x0) + h * h * ax, y: 2 * h * (cy - y0) + h * h * ay)
    let d2 = (x: 2 * h * h * ax, y: 2 * h * h * ay)
    var point = (x: x0, y: y0)
    addChords(from: point, to: (x, y), inside: contains(cx, cy), count: chords) {
      point.x += d1.x
      point.y += d1.y
      d1.x += d2.x
      d1.y += d2.y
      return point
    }
  }

  /// A cubic Bézier curve from the current point, flattened into chords.
  mutating func cubic(
    control1 c1x: Double, _ c1y: Double, control2 c2x: Double, _ c2y: Double,
    to x: Double, _ y: Double
  ) {
    let (x0, y0) = current
    current = (x, y)
    // The second derivative is bounded by 6 × the larger second difference; chords with
    // step h stray by at most that × h² / 8.
    let ax = x0 - 2 * c1x + c2x
    let ay = y0 - 2 * c1y + c2y
    let bx = c1x - 2 * c2x + x
    let by = c1y - 2 * c2y + y
    let second = max(ax * ax + ay * ay, bx * bx + by * by)  // squared
    let chords = Self.chords(squaredRatio: 9 * second * curveScale)
    if chords == 1 || skipsCurve(x0, y0, x, y, xs: (c1x, c2x), ys: (c1y, c2y)) {
      addLine(x0, y0, x, y)
      return
    }
    // p(t) = p0 + 3t(p1 − p0) + 3t²(p0 − 2p1 + p2) + t³(p3 − 3p2 + 3p1 − p0), stepped by
    // forward differences.
    let h = 1 / Double(chords)
    let (h2, h3) = (h * h, h * h * h)
    let (ex, ey) = (bx - ax, by - ay)  // p3 − 3p2 + 3p1 − p0
    var d1 = (
      x: 3 * h * (c1x - x0) + 3 * h2 * ax + h3 * ex, y: 3 * h * (c1y - y0) + 3 * h2 * ay + h3 * ey
    )
    var d2 = (x: 6 * h2 * ax + 6 * h3 * ex, y: 6 * h2 * ay + 6 * h3 * ey)
    let d3 = (x: 6 * h3 * ex, y: 6 * h3 * ey)
    var point = (x: x0, y: y0)
    addChords(
      from: point, to: (x, y), inside: contains(c1x, c1y) && contains(c2x, c2y), count: chords
    ) {
      point.x += d1.x
      point.y += d1.y
      d1.x += d2.x
      d1.y += d2.y
      d2.x += d3.x
      d2.y += d3.y
      return point
    }
  }

  /// The number of chords that keeps a curve within the flatness: the least n whose square
  /// reaches the ratio of the curve's curvature term to the flatness, given squared; at least
  /// 1, at most ``maximumChords`` (also for NaN or infinite ratios).
  @inline(__always)
  static func chords(squaredRatio: Double) -> Int {
    guard squaredRatio > 1 else { return 1 }
    let most = Double(maximumChords)
    guard squaredRatio < most * most * most * most else { return maximumChords }
    // Glyphs at text sizes need a handful of chords: counting up is cheaper than two roots.
    var count = 2
    while Double(count * count * count * count) < squaredRatio { count += 1 }
    return count
  }

  /// Whether a curve, within the hull of its ends and controls, can be drawn as the line
  /// between its ends: when it lies wholly above, below, right or left of the area (the line
  /// is then clipped the same way, and left of the area only the rows it spans count).
  func skipsCurve(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
    xs: (Double, Double), ys: (Double, Double)
  ) -> Bool {
    let yMin = min(min(y0, y1), min(ys.0, ys.1))
    let yMax = max(max(y0, y1), max(ys.0, ys.1))
    let xMin = min(min(x0, x1), min(xs.0, xs.1))
    let xMax = max(max(x0, x1), max(xs.0, xs.1))
    return yMax <= 0 || yMin >= Double(height) || xMin >= Double(width) || xMax <= 0
  }

  /// Adds `count` chords from `start` through the points `next` returns to `end` (which
  /// replaces the last of them, so that the curve ends exactly where the next edge starts).
  /// When the curve's hull lies inside the area (`inside`, given the ends), the chords skip
  /// clipping.
  @inline(__always)
  func addChords(
    from start: (x: Double, y: Double), to end: (x: Double, y: Double), inside: Bool,
    count: Int, next: () -> (x: Double, y: Double)
  ) {
    if inside && contains(start.x, start.y) && contains(end.x, end.y) {
      var previous = (x: Self.fixed(start.x), y: Self.fixed(start.y))
      for _ in 1..<count {
        let point = next()
        // Forward differencing may stray from the hull by a rounding error: clamp.
        let fixed = (
          x: Self.fixed(min(max(point.x, 0), Double(width))),
          y: Self.fixed(min(max(point.y, 0), Double(height)))
        )
        addFixedLine(previous.x, previous.y, fixed.x, fixed.y)
        previous = fixed
      }
      addFixedLine(previous.x, previous.y, Self.fixed(end.x), Self.fixed(end.y))
    } else {
      var previous = start
      for _ in 1..<count {
        let point = next()
        addLine(previous.x, previous.y, point.x, point.y)
        previous = point
      }
      addLine(previous.x, previous.y, end.x, end.y)
    }
  }
}
