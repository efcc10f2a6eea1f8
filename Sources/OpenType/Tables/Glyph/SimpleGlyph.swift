/// A TrueType outline point before it becomes a path: on-curve or quadratic control point.
struct GlyphPoint: Sendable, Equatable {
  var x: Double
  var y: Double
  var onCurve: Bool
}

/// Where the points of a component glyph go: the placements of the composites it is part of.
enum GlyphPlacement {
  /// Moved by whole font units (also no move at all, `(0, 0)`).
  case translation(x: Double, y: Double)
  /// Any other placement, such as a scaled component's.
  case general((GlyphPoint) -> GlyphPoint)

  /// `point` placed.
  func apply(to point: GlyphPoint) -> GlyphPoint {
    switch self {
    case .translation(let x, let y):
      guard x != 0 || y != 0 else { return point }
      return GlyphPoint(x: point.x + x, y: point.y + y, onCurve: point.onCurve)
    case .general(let transform):
      return transform(point)
    }
  }
}

/// The points of a TrueType glyph grouped into contours, the form composite glyphs combine.
struct GlyphContours: Sendable {
  /// Every point of every contour, in order.
  var points: [GlyphPoint] = []
  /// The index one past the last point of each contour.
  var contourEnds: [Int] = []

  /// Appends another glyph's contours.
  mutating func append(_ other: GlyphContours) {
    let base = points.count
    points.append(contentsOf: other.points)
    contourEnds.reserveCapacity(contourEnds.count + other.contourEnds.count)
    for end in other.contourEnds { contourEnds.append(end + base) }
  }

  /// Decodes a simple glyph (numberOfContours > 0) whose 10-byte header has been read.
  ///
  /// OpenType spec, 'glyf', "Simple glyph description": end points, instructions, run-length
  /// flags, then x and y coordinates as deltas, each one or two bytes or repeated.
  static func readSimple(
    _ reader: inout ByteReader, contourCount: Int
  ) throws(OpenTypeError) -> GlyphContours {
    let glyph = reader
    var contours = GlyphContours()
    let end = try glyph.bytes.withBytes { (file) throws(OpenTypeError) -> Int in
      var cursor = try RawCursor(file, range: glyph.offset..<glyph.limit)
      contours.contourEnds.reserveCapacity(contourCount)
      let pointCount = try readEndPoints(&cursor, contourCount: contourCount) {
        contours.contourEnds.append($0)
      }
      try DecodedPoints.decoding(&cursor, count: pointCount) { (decoded) throws(OpenTypeError) in
        contours.points.reserveCapacity(pointCount)
        for index in 0..<pointCount { contours.points.append(decoded.point(index)) }
      }
      return cursor.position
    }
    try reader.seek(to: end)
    return contours
  }

  /// Reads the contours' end points and skips the instructions; returns the number of points.
  /// `body` receives each contour's end (one past its last point).
  @inline(__always)
  private static func readEndPoints(
    _ cursor: inout RawCursor, contourCount: Int, _ body: (Int) -> Void
  ) throws(OpenTypeError) -> Int {
    var previousEnd = -1
    for _ in 0..<contourCount {
      let end = try cursor.word()
      guard end >= previousEnd else {
        throw .malformedTable("glyf", reason: "contour end points decrease")
      }
      previousEnd = end
      body(end + 1)
    }
    try cursor.skip(try cursor.word())  // instructions
    return previousEnd + 1  // at most 65536
  }

  /// Turns the quadratic contours into path commands.
  ///
  /// Two consecutive off-curve points imply an on-curve point halfway between them. A contour
  /// starts at its first on-curve point; one that has only off-curve points starts at the
  /// midpoint of its last and first points.
  func draw(into builder: inout OutlineBuilder) throws(OpenTypeError) {
    var start = 0
    for end in contourEnds {
      defer { start = end }
      guard end > start, end <= points.count else { continue }
      _ = try Self.drawContour(count: end - start, into: &builder) { points[start + $0] }
    }
  }

  /// Draws one contour of `count` points, `point(i)` being its `i`th, into `writer`; returns
  /// how many commands it wrote (at most `count + 2`) and where the last one ended.
  ///
  /// A contour starts on its first on-curve point, as in fontTools, so that outlines compare
  /// equal; the other points follow it, wrapping round to the contour's start. One that has
  /// only off-curve points starts at the midpoint of its last and first points.
  @inline(__always)
  static func drawContour<Writer: ContourWriter>(
    count: Int, into writer: inout Writer, _ point: (Int) -> GlyphPoint
  ) throws(OpenTypeError) -> (commands: Int, last: OutlinePoint) {
    guard count > 0 else { return (0, OutlinePoint(x: 0, y: 0)) }
    @inline(__always) func position(_ p: GlyphPoint) -> OutlinePoint {
      OutlinePoint(x: p.x, y: p.y)
    }
    @inline(__always) func midpoint(_ a: OutlinePoint, _ b: OutlinePoint) -> OutlinePoint {
      OutlinePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
    var firstOnCurve = 0
    while firstOnCurve < count, !point(firstOnCurve).onCurve { firstOnCurve &+= 1 }
    let startPoint: OutlinePoint
    // The points after the start, wrapping round: `after..<count`, then `0..<before`.
    let after: Int
    let before: Int
    if firstOnCurve < count {
      startPoint = position(point(firstOnCurve))
      after = firstOnCurve &+ 1
      before = firstOnCurve
    } else {
      startPoint = midpoint(position(point(count &- 1)), position(point(0)))
      after = 0
      before = 0
    }
    try writer.move(to: startPoint)
    var commands = 2  // the move and the close
    var last = startPoint
    var control = startPoint
    var hasControl = false
    // Indices stay in 0..<count: no arithmetic below overflows.
    var indices = after..<count
    for _ in 0..<2 {
      var index = indices.lowerBound
      while index < indices.upperBound {
        defer { index &+= 1 }
        let next = point(index)
        let nextPosition = position(next)
        if next.onCurve {
          if hasControl {
            try writer.quadratic(control: control, to: nextPosition)
            hasControl = false
          } else {
            try writer.line(to: nextPosition)
          }
          commands &+= 1
          last = nextPosition
        } else {
          if hasControl {
            let middle = midpoint(control, nextPosition)
            try writer.quadratic(control: control, to: middle)
            commands &+= 1
            last = middle
          }
          control = nextPosition
          hasControl = true
        }
      }
      indices = 0..<before
    }
    // The closing straight segment back to the start is implied by `close`, as in fontTools.
    if hasControl {
      try writer.quadratic(control: control, to: startPoint)
      commands &+= 1
      last = startPoint
    }
    try writer.close()
    return (commands, last)
  }

  /// Draws one contour of `count` points into `builder`, straight to its target when the
  /// contour fits under the builder's command limit (the common case, without the builder's
  /// per-command checks), through the builder otherwise.
  @inline(__always)
  static func drawContour(
    count: Int, into builder: inout OutlineBuilder, _ point: (Int) -> GlyphPoint
  ) throws(OpenTypeError) {
    let written: (commands: Int, last: OutlinePoint)
    switch builder.directTarget(forAtMost: count + 2) {
    case .commands(let collector):
      written = try drawContour(count: count, into: &collector.pointee, point)
    case .sink(var writer):
      written = try drawContour(count: count, into: &writer, point)
    case nil:
      _ = try drawContour(count: count, into: &builder, point)
      return
    }
    builder.didWriteContour(commands: written.commands, endingAt: written.last)
  }

  /// Decodes a simple glyph and draws it straight into `builder`, without building
  /// ``GlyphContours``: the common case of a glyph at the default location, made fast by
  /// decoding into integer columns (``DecodedPoints``). Produces the same commands as
  /// `readSimple` then `draw`.
  ///
  /// - Parameters:
  ///   - cursor: A cursor over the glyph's bytes, past the 10-byte header.
  ///   - file: The whole file's bytes, which `cursor` walks.
  ///   - contourCount: numberOfContours (> 0).
  ///   - budget: The work left for the whole outline (see `GlyphData.maximumWork`); the
  ///     glyph's points are spent from it.
  ///   - placement: Where the points go: the placements of the composites the glyph is a
  ///     component of, applied to every point before drawing.
  static func drawSimple(
    _ cursor: inout RawCursor, file: UnsafeRawBufferPointer, contourCount: Int,
    budget: inout Int, placement: GlyphPlacement, into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    let endsStart = cursor.position
    let pointCount = try readEndPoints(&cursor, contourCount: contourCount) { _ in }
    try DecodedPoints.decoding(&cursor, count: pointCount) { (points) throws(OpenTypeError) in
      budget -= pointCount
      guard budget >= 0 else {
        throw .limitExceeded(
          "glyf", reason: "glyph expands to more than \(GlyphData.maximumWork) points")
      }
      builder.reserveCapacity(builder.commandCount + pointCount + 2 * contourCount)
      /// Calls `body` with the start and end of each contour that has points.
      func forEachContour(
        _ body: (Int, Int) throws(OpenTypeError) -> Void
      ) throws(OpenTypeError) {
        var start = 0
        for contour in 0..<contourCount {
          let at = endsStart + contour * 2
          let end = (Int(file[at]) << 8 | Int(file[at + 1])) + 1
          defer { start = end }
          guard end > start else { continue }
          try body(start, end)
        }
      }
      switch placement {
      case .translation(let x, let y):
        // Whole units added to whole units: the same sums as on GlyphPoints.
        try forEachContour { (start, end) throws(OpenTypeError) in
          try drawContour(count: end &- start, into: &builder) { index in
            let point = start &+ index
            return GlyphPoint(
              x: Double(points.xs[point]) + x, y: Double(points.ys[point]) + y,
              onCurve: points.isOnCurve(point))
          }
        }
      case .general(let transform):
        try withUnsafeTemporaryAllocation(of: GlyphPoint.self, capacity: pointCount) {
          (placed) throws(OpenTypeError) in
          for index in 0..<pointCount {
            placed.initializeElement(at: index, to: transform(points.point(index)))
          }
          try forEachContour { (start, end) throws(OpenTypeError) in
            try drawContour(count: end &- start, into: &builder) { placed[start &+ $0] }
          }
        }
      }
    }
  }
}
