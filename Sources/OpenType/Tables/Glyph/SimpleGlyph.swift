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
      try Self.drawContour(count: end - start, into: &builder) { points[start + $0] }
    }
  }

  /// Draws one contour of `count` points, `point(i)` being its `i`th.
  ///
  /// A contour starts on its first on-curve point, as in fontTools, so that outlines compare
  /// equal; the other points follow it, wrapping round to the contour's start. One that has
  /// only off-curve points starts at the midpoint of its last and first points.
  @inline(__always)
  static func drawContour(
    count: Int, into builder: inout OutlineBuilder, _ point: (Int) -> GlyphPoint
  ) throws(OpenTypeError) {
    guard count > 0 else { return }
    func position(_ p: GlyphPoint) -> OutlinePoint { OutlinePoint(x: p.x, y: p.y) }
    func midpoint(_ a: GlyphPoint, _ b: GlyphPoint) -> OutlinePoint {
      OutlinePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
    var firstOnCurve = 0
    while firstOnCurve < count, !point(firstOnCurve).onCurve { firstOnCurve += 1 }
    let startPoint: OutlinePoint
    let startIndex: Int
    let firstStep: Int
    if firstOnCurve < count {
      startPoint = position(point(firstOnCurve))
      startIndex = firstOnCurve
      firstStep = 1
    } else {
      startPoint = midpoint(point(count - 1), point(0))
      startIndex = 0
      firstStep = 0
    }
    try builder.move(to: startPoint)
    var pendingControl: GlyphPoint?
    var index = startIndex + firstStep
    for _ in firstStep..<count {
      if index >= count { index -= count }
      let next = point(index)
      index += 1
      if next.onCurve {
        if let control = pendingControl {
          try builder.quadratic(control: position(control), to: position(next))
          pendingControl = nil
        } else {
          try builder.line(to: position(next))
        }
      } else {
        if let control = pendingControl {
          try builder.quadratic(control: position(control), to: midpoint(control, next))
        }
        pendingControl = next
      }
    }
    // The closing straight segment back to the start is implied by `close`, as in fontTools.
    if let control = pendingControl {
      try builder.quadratic(control: position(control), to: startPoint)
    }
    try builder.close()
  }

  /// Decodes a simple glyph and draws it straight into `builder`, without building
  /// ``GlyphContours``: the common case of a glyph at the default location, made fast by
  /// decoding into stack buffers. Produces the same commands as `readSimple` then `draw`.
  ///
  /// - Parameters:
  ///   - cursor: A cursor over the glyph's bytes, past the 10-byte header.
  ///   - file: The whole file's bytes, which `cursor` walks.
  ///   - contourCount: numberOfContours (> 0).
  ///   - budget: The work left for the whole outline (see `GlyphData.maximumWork`); the
  ///     glyph's points are spent from it.
  ///   - transform: Applied to every point before drawing, or `nil`.
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
          // A contour of n points makes at most n + 2 commands: a move, a segment per point
          // and the closing one at most, and a close.
          let written: (commands: Int, last: OutlinePoint)
          switch builder.directTarget(forAtMost: end - start + 2) {
          case .commands(let collector):
            written = points.writeContour(
              from: start, to: end, dx: x, dy: y, into: &collector.pointee)
          case .sink(let sink, let functions):
            var writer = SinkWriter(sink: sink, functions: functions)
            written = points.writeContour(from: start, to: end, dx: x, dy: y, into: &writer)
          case nil:
            try drawContour(count: end - start, into: &builder) { index in
              let point = start + index
              return GlyphPoint(
                x: Double(points.xs[point]) + x, y: Double(points.ys[point]) + y,
                onCurve: points.isOnCurve(point))
            }
            return
          }
          builder.didWriteContour(commands: written.commands, endingAt: written.last)
        }
      case .general(let transform):
        try withUnsafeTemporaryAllocation(of: GlyphPoint.self, capacity: pointCount) {
          (placed) throws(OpenTypeError) in
          for index in 0..<pointCount {
            placed.initializeElement(at: index, to: transform(points.point(index)))
          }
          try forEachContour { (start, end) throws(OpenTypeError) in
            try drawContour(count: end - start, into: &builder) { placed[start + $0] }
          }
        }
      }
    }
  }
}
