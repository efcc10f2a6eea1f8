/// A table's range of a file's bytes with the throwing random-access reads of ``ByteReader``
/// (the same checks and errors), for parsers that run while the bytes are borrowed and for
/// lookups that keep only offsets (a failed read there, `try?`, is an unmapped entry, as with a
/// ``ByteReader``).
struct RawReader {
  let bytes: UnsafeRawBufferPointer
  /// The absolute offset of the range's first byte.
  let offset: Int
  /// The first offset past the range, at most `bytes.count`.
  let limit: Int

  /// The range `start..<limit` of `bytes`, cut to `bytes` like ``ByteReader/init(_:at:limit:)``.
  @inline(__always)
  init(_ bytes: UnsafeRawBufferPointer, at start: Int, limit: Int) {
    self.bytes = bytes
    self.limit = max(0, min(limit, bytes.count))
    self.offset = min(max(0, start), self.limit)
  }

  /// Throws unless `count` bytes at the absolute `position` are inside the range
  /// (``ByteReader/requireBytes(at:count:)``).
  @inline(__always)
  func requireBytes(at position: Int, count: Int) throws(OpenTypeError) {
    guard position >= 0, count >= 0, position <= limit, count <= limit - position else {
      throw .unexpectedEnd(offset: position, needed: count)
    }
  }

  /// Throws unless `count` records of `stride` bytes fit at `position`
  /// (``ByteReader/requireRecords(at:count:stride:)``).
  func requireRecords(at position: Int, count: Int, stride: Int) throws(OpenTypeError) {
    guard position >= 0, position <= limit, count >= 0, stride > 0,
      count <= (limit - position) / stride
    else {
      throw .unexpectedEnd(offset: position, needed: count)
    }
  }

  /// Throws unless `length` bytes at `position` are inside the range
  /// (``ByteReader/slice(at:length:)``).
  func requireSlice(at position: Int, length: Int) throws(OpenTypeError) {
    guard position >= 0, length >= 0, position <= limit, length <= limit - position else {
      throw .offsetOutOfBounds(position)
    }
  }

  /// The byte at the absolute `position`.
  @inline(__always)
  func uint8(atAbsolute position: Int) throws(OpenTypeError) -> UInt8 {
    try requireBytes(at: position, count: 1)
    return bytes.load(fromByteOffset: position, as: UInt8.self)
  }

  /// The big-endian `uint16` at the absolute `position`.
  @inline(__always)
  func uint16(atAbsolute position: Int) throws(OpenTypeError) -> UInt16 {
    try requireBytes(at: position, count: 2)
    return UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt16.self))
  }

  /// The big-endian `uint32` at the absolute `position`.
  @inline(__always)
  func uint32(atAbsolute position: Int) throws(OpenTypeError) -> UInt32 {
    try requireBytes(at: position, count: 4)
    return UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
  }
}

extension ByteReader {
  /// Calls `body` with this reader's range as a ``RawReader``.
  @inline(__always)
  func withRawReader<Result>(
    _ body: (RawReader) throws(OpenTypeError) -> Result
  ) throws(OpenTypeError) -> Result {
    try bytes.withBytes { (raw) throws(OpenTypeError) in
      try body(RawReader(raw, at: offset, limit: limit))
    }
  }
}
