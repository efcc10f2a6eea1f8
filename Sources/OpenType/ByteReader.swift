/// A bounds-checked, big-endian cursor over a font file's bytes.
///
/// Every table parser reads through a `ByteReader`, so there is one place where offsets are
/// checked. A read past the end throws ``OpenTypeError/unexpectedEnd(offset:needed:)``; nothing
/// traps, whatever the input.
///
/// ```swift
/// var reader = ByteReader(bytes, at: tableOffset)
/// let version = try reader.readUInt16()
/// ```
///
/// The reader holds a reference to the whole file and an absolute position, so a table can hand
/// a sub-reader to the code that parses one of its subtables without copying bytes.
public struct ByteReader: Sendable {
  /// The bytes of the whole file (shared, not copied).
  public let bytes: FontData
  /// The absolute offset of the next read.
  public private(set) var offset: Int
  /// The first offset past the readable range; reads never cross it.
  public let limit: Int

  /// A reader over `bytes[start..<limit]`, positioned at `start`.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - start: The first readable offset.
  ///   - limit: The end of the readable range; `nil` means the end of the file. A limit past the
  ///     end of the file is cut to the file's length.
  public init(_ bytes: FontData, at start: Int = 0, limit: Int? = nil) {
    self.bytes = bytes
    let end = min(limit ?? bytes.count, bytes.count)
    self.limit = max(0, end)
    self.offset = min(max(0, start), self.limit)
  }

  /// The number of bytes left before ``limit``.
  public var remaining: Int { limit - offset }

  /// Moves to an absolute offset inside the readable range.
  ///
  /// - Throws: ``OpenTypeError/offsetOutOfBounds(_:)`` when `newOffset` is outside the range.
  public mutating func seek(to newOffset: Int) throws(OpenTypeError) {
    guard newOffset >= 0, newOffset <= limit else {
      throw .offsetOutOfBounds(newOffset)
    }
    offset = newOffset
  }

  /// Skips `count` bytes.
  public mutating func skip(_ count: Int) throws(OpenTypeError) {
    try require(count)
    offset += count
  }

  /// A copy of the reader `count` bytes further on, as at an offset from the start of a table or
  /// subtable; the reader itself stays where it is.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when fewer than `count` bytes
  ///   remain, as ``skip(_:)`` does.
  func skipping(_ count: Int) throws(OpenTypeError) -> ByteReader {
    var reader = self
    try reader.skip(count)
    return reader
  }

  /// Throws unless `count` more bytes can be read.
  public func require(_ count: Int) throws(OpenTypeError) {
    guard count >= 0, count <= remaining else {
      throw .unexpectedEnd(offset: offset, needed: count)
    }
  }

  /// A reader over the next `length` bytes, which this reader skips.
  public mutating func subReader(length: Int) throws(OpenTypeError) -> ByteReader {
    try require(length)
    let sub = ByteReader(bytes, at: offset, limit: offset + length)
    offset += length
    return sub
  }

  /// Reads one unsigned byte.
  public mutating func readUInt8() throws(OpenTypeError) -> UInt8 {
    try require(1)
    defer { offset += 1 }
    return bytes[offset]
  }

  /// Reads one signed byte.
  public mutating func readInt8() throws(OpenTypeError) -> Int8 {
    Int8(bitPattern: try readUInt8())
  }

  /// Reads a big-endian `uint16`.
  public mutating func readUInt16() throws(OpenTypeError) -> UInt16 {
    try require(2)
    defer { offset += 2 }
    return bytes.uint16(at: offset)
  }

  /// Reads a big-endian `int16` (also the `FWORD` type).
  public mutating func readInt16() throws(OpenTypeError) -> Int16 {
    Int16(bitPattern: try readUInt16())
  }

  /// Reads a big-endian `uint24`.
  public mutating func readUInt24() throws(OpenTypeError) -> UInt32 {
    try require(3)
    defer { offset += 3 }
    return UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8
      | UInt32(bytes[offset + 2])
  }

  /// Reads a big-endian `uint32` (also `Offset32` and `Tag`).
  public mutating func readUInt32() throws(OpenTypeError) -> UInt32 {
    try require(4)
    defer { offset += 4 }
    return bytes.uint32(at: offset)
  }

  /// Reads a big-endian `int32`.
  public mutating func readInt32() throws(OpenTypeError) -> Int32 {
    Int32(bitPattern: try readUInt32())
  }

  /// Reads a `Fixed` (16.16) number.
  public mutating func readFixed() throws(OpenTypeError) -> Double {
    Double(try readInt32()) / 65536
  }

  /// Reads an `F2DOT14` (2.14) number.
  public mutating func readF2Dot14() throws(OpenTypeError) -> Double {
    Double(try readInt16()) / 16384
  }

  /// Reads a four-byte table or feature tag.
  public mutating func readTag() throws(OpenTypeError) -> Tag {
    Tag(rawValue: try readUInt32())
  }
}
