/// A TrueType outline point before it becomes a path: on-curve or quadratic control point.
struct GlyphPoint: Sendable, Equatable {
  var x: Double
  var y: Double
  var onCurve: Bool
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
    contourEnds.append(contentsOf: other.contourEnds.map { $0 + base })
  }

  /// Decodes a simple glyph (numberOfContours > 0) whose 10-byte header has been read.
  ///
  /// OpenType spec, 'glyf', "Simple glyph description": end points, instructions, run-length
  /// flags, then x and y coordinates as deltas, each one or two bytes or repeated.
  static func readSimple(
    _ reader: inout ByteReader, contourCount: Int
  ) throws(OpenTypeError) -> GlyphContours {
    try reader.require(contourCount * 2)
    var contours = GlyphContours()
    contours.contourEnds.reserveCapacity(contourCount)
    var previousEnd = -1
    for _ in 0..<contourCount {
      let end = Int(try reader.readUInt16())
      guard end >= previousEnd else {
        throw .malformedTable("glyf", reason: "contour end points decrease")
      }
      previousEnd = end
      contours.contourEnds.append(end + 1)
    }
    let pointCount = previousEnd + 1  // at most 65536
    let instructionLength = Int(try reader.readUInt16())
    try reader.skip(instructionLength)

    var flags: [UInt8] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount {
      let flag = try reader.readUInt8()
      flags.append(flag)
      if flag & 0x08 != 0 {  // REPEAT_FLAG
        let repeats = Int(try reader.readUInt8())
        guard flags.count + repeats <= pointCount else {
          throw .malformedTable("glyf", reason: "flag repeat runs past the last point")
        }
        flags.append(contentsOf: repeatElement(flag, count: repeats))
      }
    }
    let xs = try readCoordinates(&reader, flags: flags, shortBit: 0x02, sameBit: 0x10)
    let ys = try readCoordinates(&reader, flags: flags, shortBit: 0x04, sameBit: 0x20)
    contours.points.reserveCapacity(pointCount)
    for index in 0..<pointCount {
      contours.points.append(
        GlyphPoint(x: Double(xs[index]), y: Double(ys[index]), onCurve: flags[index] & 1 != 0))
    }
    return contours
  }

  private static func readCoordinates(
    _ reader: inout ByteReader, flags: [UInt8], shortBit: UInt8, sameBit: UInt8
  ) throws(OpenTypeError) -> [Int] {
    var values: [Int] = []
    values.reserveCapacity(flags.count)
    var value = 0
    for flag in flags {
      if flag & shortBit != 0 {
        let delta = Int(try reader.readUInt8())
        value += flag & sameBit != 0 ? delta : -delta
      } else if flag & sameBit == 0 {
        value += Int(try reader.readInt16())
      }
      values.append(value)
    }
    return values
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
      let contour = points[start..<end]
      try Self.drawContour(Array(contour), into: &builder)
    }
  }

  private static func drawContour(
    _ contour: [GlyphPoint], into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    guard let first = contour.first, let last = contour.last else { return }
    func point(_ p: GlyphPoint) -> OutlinePoint { OutlinePoint(x: p.x, y: p.y) }
    func midpoint(_ a: GlyphPoint, _ b: GlyphPoint) -> OutlinePoint {
      OutlinePoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
    // Start on the first on-curve point, as fontTools does, so that outlines compare equal.
    let startPoint: OutlinePoint
    let remaining: [GlyphPoint]
    if let firstOnCurve = contour.firstIndex(where: \.onCurve) {
      startPoint = point(contour[firstOnCurve])
      remaining = Array(contour[(firstOnCurve + 1)...] + contour[..<firstOnCurve])
    } else {
      startPoint = midpoint(last, first)
      remaining = contour
    }
    try builder.move(to: startPoint)
    var pendingControl: GlyphPoint?
    for next in remaining {
      if next.onCurve {
        if let control = pendingControl {
          try builder.quadratic(control: point(control), to: point(next))
          pendingControl = nil
        } else {
          try builder.line(to: point(next))
        }
      } else {
        if let control = pendingControl {
          try builder.quadratic(control: point(control), to: midpoint(control, next))
        }
        pendingControl = next
      }
    }
    // The closing straight segment back to the start is implied by `close`, as in fontTools.
    if let control = pendingControl {
      try builder.quadratic(control: point(control), to: startPoint)
    }
    try builder.close()
  }
}
