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
    // x coordinates, then y coordinates, each a run of deltas decoded into the points.
    contours.points.reserveCapacity(pointCount)
    var x = 0
    for flag in flags {
      x += try readDelta(&reader, flag: flag, shortBit: 0x02, sameBit: 0x10)
      contours.points.append(GlyphPoint(x: Double(x), y: 0, onCurve: flag & 1 != 0))
    }
    var y = 0
    for index in 0..<pointCount {
      y += try readDelta(&reader, flag: flags[index], shortBit: 0x04, sameBit: 0x20)
      contours.points[index].y = Double(y)
    }
    return contours
  }

  /// One coordinate delta: a byte whose sign is the `sameBit`, a repeat of the previous value
  /// (0), or an `int16`.
  @inline(__always)
  private static func readDelta(
    _ reader: inout ByteReader, flag: UInt8, shortBit: UInt8, sameBit: UInt8
  ) throws(OpenTypeError) -> Int {
    if flag & shortBit != 0 {
      let delta = Int(try reader.readUInt8())
      return flag & sameBit != 0 ? delta : -delta
    } else if flag & sameBit == 0 {
      return Int(try reader.readInt16())
    }
    return 0
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
  ///   - glyph: A reader over the glyph's bytes, past the 10-byte header.
  ///   - contourCount: numberOfContours (> 0).
  static func drawSimple(
    _ glyph: ByteReader, contourCount: Int, into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    try glyph.bytes.withBytes { (file) throws(OpenTypeError) in
      let bytes = UnsafeRawBufferPointer(rebasing: file[glyph.offset..<glyph.limit])
      var position = 0
      func truncated() -> OpenTypeError {
        .unexpectedEnd(offset: glyph.offset + position, needed: 1)
      }
      @inline(__always) func byte() throws(OpenTypeError) -> UInt8 {
        guard position < bytes.count else { throw truncated() }
        defer { position += 1 }
        return bytes[position]
      }
      @inline(__always) func word() throws(OpenTypeError) -> Int {
        guard position + 2 <= bytes.count else { throw truncated() }
        defer { position += 2 }
        return Int(bytes[position]) << 8 | Int(bytes[position + 1])
      }
      guard contourCount * 2 <= bytes.count else { throw truncated() }
      let endsStart = 0
      var previousEnd = -1
      for _ in 0..<contourCount {
        let end = try word()
        guard end >= previousEnd else {
          throw .malformedTable("glyf", reason: "contour end points decrease")
        }
        previousEnd = end
      }
      let pointCount = previousEnd + 1  // at most 65536
      let instructionLength = try word()
      guard position + instructionLength <= bytes.count else { throw truncated() }
      position += instructionLength

      try withUnsafeTemporaryAllocation(of: GlyphPoint.self, capacity: pointCount) {
        (points) throws(OpenTypeError) in
        // Flags first (bit 0 on-curve; the others say how each coordinate is stored), kept in
        // the points' `x` until the coordinates are decoded.
        var flagCount = 0
        while flagCount < pointCount {
          let flag = try byte()
          var repeats = 0
          if flag & 0x08 != 0 {  // REPEAT_FLAG
            repeats = Int(try byte())
            guard flagCount + 1 + repeats <= pointCount else {
              throw .malformedTable("glyf", reason: "flag repeat runs past the last point")
            }
          }
          for _ in 0...repeats {
            (points.baseAddress! + flagCount).initialize(
              to: GlyphPoint(x: Double(flag), y: 0, onCurve: flag & 1 != 0))
            flagCount += 1
          }
        }
        // GlyphPoint is a trivial type: the buffer needs no deinitialisation.
        func delta(_ flag: UInt8, shortBit: UInt8, sameBit: UInt8) throws(OpenTypeError) -> Int {
          if flag & shortBit != 0 {
            let value = Int(try byte())
            return flag & sameBit != 0 ? value : -value
          }
          if flag & sameBit == 0 { return Int(Int16(truncatingIfNeeded: try word())) }
          return 0
        }
        // Two passes over the points: x deltas (reading the flag kept in x), then y deltas,
        // which need the flags again: keep them in y until then.
        var x = 0
        for index in 0..<pointCount {
          let flag = UInt8(points[index].x)
          x += try delta(flag, shortBit: 0x02, sameBit: 0x10)
          points[index].x = Double(x)
          points[index].y = Double(flag)
        }
        var y = 0
        for index in 0..<pointCount {
          let flag = UInt8(points[index].y)
          y += try delta(flag, shortBit: 0x04, sameBit: 0x20)
          points[index].y = Double(y)
        }
        builder.reserveCapacity(pointCount + 2 * contourCount)
        var start = 0
        for contour in 0..<contourCount {
          let at = endsStart + contour * 2
          let end = (Int(bytes[at]) << 8 | Int(bytes[at + 1])) + 1
          defer { start = end }
          guard end > start else { continue }
          try drawContour(count: end - start, into: &builder) { points[start + $0] }
        }
      }
    }
  }
}
