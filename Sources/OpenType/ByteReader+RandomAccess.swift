/// Random-access reads used by table parsers that binary-search or follow offsets.
///
/// These never move the reader; each checks its own bounds against ``ByteReader/limit``, so a
/// table's lookups cannot read past the table whatever offsets the file contains.
extension ByteReader {
  /// A reader at the absolute `position`, keeping this reader's limit.
  ///
  /// - Throws: ``OpenTypeError/offsetOutOfBounds(_:)`` when `position` is outside the range.
  func jumped(to position: Int) throws(OpenTypeError) -> ByteReader {
    guard position >= 0, position <= limit else { throw .offsetOutOfBounds(position) }
    return ByteReader(bytes, at: position, limit: limit)
  }

  /// A reader over `length` bytes at the absolute `position`.
  ///
  /// - Throws: ``OpenTypeError/offsetOutOfBounds(_:)`` when the range is not inside this reader's
  ///   range.
  func slice(at position: Int, length: Int) throws(OpenTypeError) -> ByteReader {
    guard position >= 0, length >= 0, position <= limit, length <= limit - position else {
      throw .offsetOutOfBounds(position)
    }
    return ByteReader(bytes, at: position, limit: position + length)
  }

  /// Throws unless `count` bytes at the absolute `position` are inside the readable range.
  @inline(__always)
  func requireBytes(at position: Int, count: Int) throws(OpenTypeError) {
    guard position >= 0, count >= 0, position <= limit, count <= limit - position else {
      throw .unexpectedEnd(offset: position, needed: count)
    }
  }

  /// The big-endian `uint16` at the absolute `position`.
  @inline(__always)
  func uint16(atAbsolute position: Int) throws(OpenTypeError) -> UInt16 {
    try requireBytes(at: position, count: 2)
    return bytes.uint16(at: position)
  }

  /// The big-endian `int16` at the absolute `position`.
  @inline(__always)
  func int16(atAbsolute position: Int) throws(OpenTypeError) -> Int16 {
    Int16(bitPattern: try uint16(atAbsolute: position))
  }

  /// The big-endian `uint24` at the absolute `position`.
  func uint24(atAbsolute position: Int) throws(OpenTypeError) -> UInt32 {
    try requireBytes(at: position, count: 3)
    return UInt32(bytes[position]) << 16 | UInt32(bytes[position + 1]) << 8
      | UInt32(bytes[position + 2])
  }

  /// The big-endian `uint32` at the absolute `position`.
  @inline(__always)
  func uint32(atAbsolute position: Int) throws(OpenTypeError) -> UInt32 {
    try requireBytes(at: position, count: 4)
    return bytes.uint32(at: position)
  }
}

extension ByteReader {
  /// Converts a 32-bit offset or count read from the file to `Int`.
  ///
  /// Values above `Int32.max` are rejected: no font is 2 GB long, and on platforms where `Int`
  /// has 32 bits (watchOS on arm64_32) the plain conversion would trap. Sums of such a value
  /// and an offset inside the file then stay below 2³², and parsers add them with `&+` so that
  /// a wrapped (negative) result fails the bounds checks instead of trapping.
  ///
  /// - Throws: ``OpenTypeError/offsetOutOfBounds(_:)`` for a value above `Int32.max`.
  static func int(_ value: UInt32) throws(OpenTypeError) -> Int {
    // The error names the file's own (unsigned) number, not a clamped one.
    guard value <= UInt32(Int32.max) else {
      throw .offsetOutOfBounds(Int(exactly: value) ?? Int(Int32.max))
    }
    return Int(value)
  }

  /// Throws unless `count` records of `stride` bytes fit at the absolute `position`, without
  /// computing `count * stride` (which can overflow a 32-bit `Int`).
  func requireRecords(at position: Int, count: Int, stride: Int) throws(OpenTypeError) {
    guard position >= 0, position <= limit, count >= 0, stride > 0,
      count <= (limit - position) / stride
    else {
      throw .unexpectedEnd(offset: position, needed: count)
    }
  }
}
