/// A bounds-checked, big-endian cursor over raw bytes, for the inner loops that decode glyphs.
///
/// ``ByteReader`` holds a reference to the file, so each copy costs a retain; the outline
/// decoders instead borrow the file's bytes for the duration of one glyph and walk them with
/// this plain value. Reads past ``end`` throw, like ``ByteReader``'s.
struct RawCursor {
  /// The whole file's bytes.
  let bytes: UnsafeRawBufferPointer
  /// The absolute offset of the next read.
  var position: Int
  /// The first offset past the readable range (at most `bytes.count`).
  let end: Int

  /// A cursor over `range` of `bytes`, or a thrown error when the range is not inside them.
  init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>) throws(OpenTypeError) {
    guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
      throw .offsetOutOfBounds(range.upperBound)
    }
    self.bytes = bytes
    self.position = range.lowerBound
    self.end = range.upperBound
  }

  // `0 <= position <= end <= bytes.count` always holds, so the arithmetic on them below
  // cannot overflow and is written with wrapping operators, which the optimiser need not check.

  /// Reads one byte.
  @inline(__always)
  mutating func byte() throws(OpenTypeError) -> Int {
    guard position < end else { throw .unexpectedEnd(offset: position, needed: 1) }
    defer { position &+= 1 }
    return Int(bytes[position])
  }

  /// Reads a big-endian `uint16`.
  @inline(__always)
  mutating func word() throws(OpenTypeError) -> Int {
    guard end &- position >= 2 else { throw .unexpectedEnd(offset: position, needed: 2) }
    defer { position &+= 2 }
    return Int(bytes[position]) << 8 | Int(bytes[position &+ 1])
  }

  /// Skips `count` bytes.
  @inline(__always)
  mutating func skip(_ count: Int) throws(OpenTypeError) {
    guard count >= 0, count <= end &- position else {
      throw .unexpectedEnd(offset: position, needed: count)
    }
    position &+= count
  }
}
