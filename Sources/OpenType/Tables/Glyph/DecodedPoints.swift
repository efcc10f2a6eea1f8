/// The points of a simple glyph decoded into scratch memory: each point's flags byte and its
/// coordinates as whole font units.
///
/// Decoding into compact integer columns, rather than into ``GlyphPoint``s, keeps the work
/// per point small for the common case of drawing a glyph as it is decoded; the coordinates
/// become `Double`s only when they are drawn.
struct DecodedPoints {
  /// The number of points.
  let count: Int
  /// Each point's flags; bit 0 is set for an on-curve point.
  let flags: UnsafeMutablePointer<UInt8>
  /// Each point's x coordinate.
  let xs: UnsafeMutablePointer<Int32>
  /// Each point's y coordinate.
  let ys: UnsafeMutablePointer<Int32>

  /// Whether point `index` is on the curve.
  @inline(__always)
  func isOnCurve(_ index: Int) -> Bool { flags[index] & 1 != 0 }

  /// Point `index` as a ``GlyphPoint``.
  @inline(__always)
  func point(_ index: Int) -> GlyphPoint {
    GlyphPoint(x: Double(xs[index]), y: Double(ys[index]), onCurve: isOnCurve(index))
  }

  /// Decodes the flags and coordinates of `count` points at `cursor` into temporary memory,
  /// valid only inside `body`, and moves `cursor` past them.
  ///
  /// OpenType spec, 'glyf', "Simple glyph description": run-length flags, then the x and then
  /// the y coordinates as deltas, each one byte (its sign in the flags), two bytes, or none
  /// (the same as the previous point). The sums fit in `Int32`: at most 65,536 deltas of at
  /// most 32,768 each.
  @inline(__always)
  static func decoding<Result>(
    _ cursor: inout RawCursor, count: Int,
    _ body: (DecodedPoints) throws(OpenTypeError) -> Result
  ) throws(OpenTypeError) -> Result {
    // One allocation: x coordinates, y coordinates, then flags with room for the last run of
    // repeated flags to be written eight bytes at a time.
    try withUnsafeTemporaryAllocation(byteCount: count * 9 + 8, alignment: 8) {
      (memory) throws(OpenTypeError) -> Result in
      let base = memory.baseAddress!
      let points = DecodedPoints(
        count: count,
        flags: (base + 8 * count).bindMemory(to: UInt8.self, capacity: count + 8),
        xs: base.bindMemory(to: Int32.self, capacity: count),
        ys: (base + 4 * count).bindMemory(to: Int32.self, capacity: count))
      cursor.position = try points.decode(cursor)
      return try body(points)
    }
  }

  /// Decodes the points at `cursor` and returns the position after them. The position is kept
  /// in a local variable, which stays in a register through the loops.
  private func decode(_ cursor: RawCursor) throws(OpenTypeError) -> Int {
    guard count > 0 else { return cursor.position }
    guard let bytes = cursor.bytes.baseAddress, cursor.position < cursor.end else {
      throw .unexpectedEnd(offset: cursor.position, needed: 1)
    }
    var position = cursor.position
    let end = cursor.end
    // Flags, each with a repeat count when REPEAT_FLAG (0x08) is set.
    // `position` stays below `end` and `flagCount` at most `count`: no arithmetic overflows.
    var flagCount = 0
    while flagCount < count {
      guard position < end else { throw .unexpectedEnd(offset: position, needed: 1) }
      let flag = bytes.load(fromByteOffset: position, as: UInt8.self)
      position &+= 1
      if flag & 0x08 == 0 {
        flags[flagCount] = flag
        flagCount &+= 1
        continue
      }
      guard position < end else { throw .unexpectedEnd(offset: position, needed: 1) }
      let runLength = Int(bytes.load(fromByteOffset: position, as: UInt8.self)) &+ 1
      position &+= 1
      guard flagCount + runLength <= count else {
        throw .malformedTable("glyf", reason: "flag repeat runs past the last point")
      }
      // Eight copies at a time; the allocation has room for the overshoot.
      let eight = UInt64(flag) &* 0x0101_0101_0101_0101
      var written = 0
      while written < runLength {
        UnsafeMutableRawPointer(flags + flagCount + written).storeBytes(of: eight, as: UInt64.self)
        written += 8
      }
      flagCount += runLength
    }
    try decodeCoordinates(into: xs, shortBit: 0x02, sameBit: 0x10, bytes, &position, end)
    try decodeCoordinates(into: ys, shortBit: 0x04, sameBit: 0x20, bytes, &position, end)
    return position
  }

  /// Decodes one coordinate of every point into `column`: per point, a byte whose sign is the
  /// `sameBit`, a repeat of the previous value (no bytes), or an int16.
  @inline(__always)
  private func decodeCoordinates(
    into column: UnsafeMutablePointer<Int32>, shortBit: UInt8, sameBit: UInt8,
    _ bytes: UnsafeRawPointer, _ position: inout Int, _ end: Int
  ) throws(OpenTypeError) {
    var at = position
    defer { position = at }
    var value: Int32 = 0
    // `at` stays between the cursor's position and `end`, so its arithmetic cannot overflow.
    var index = 0
    while index < count {
      let flag = flags[index]
      if flag & shortBit != 0 {
        guard at < end else { throw .unexpectedEnd(offset: at, needed: 1) }
        let delta = Int32(bytes.load(fromByteOffset: at, as: UInt8.self))
        at &+= 1
        value &+= flag & sameBit != 0 ? delta : -delta
      } else if flag & sameBit == 0 {
        guard end &- at >= 2 else { throw .unexpectedEnd(offset: at, needed: 2) }
        let high = UInt16(bytes.load(fromByteOffset: at, as: UInt8.self))
        let low = UInt16(bytes.load(fromByteOffset: at &+ 1, as: UInt8.self))
        at &+= 2
        value &+= Int32(Int16(bitPattern: high << 8 | low))
      }
      column[index] = value
      index &+= 1
    }
  }
}
