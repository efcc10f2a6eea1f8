/// One table's bytes, borrowed from the file for the length of a parse: the parser checks the
/// table's length once, then reads fixed-position fields with plain big-endian loads, without
/// the reference counting and per-read checks of ``ByteReader``.
///
/// Every read is at an offset relative to ``start``; the caller must have checked (with
/// ``require(_:)`` or by comparing with ``length``) that the whole field lies inside the table.
/// The range itself is always inside `bytes`: the initialiser clamps it as ``ByteReader`` does.
struct RawTable {
  /// The whole file's bytes.
  let bytes: UnsafeRawBufferPointer
  /// The absolute offset of the table's first byte.
  let start: Int
  /// The number of bytes in the table; `start + length <= bytes.count`.
  let length: Int

  /// The bytes `start..<end` of `bytes`, cut to `bytes` like ``ByteReader/init(_:at:limit:)``.
  @inline(__always)
  init(_ bytes: UnsafeRawBufferPointer, start: Int, end: Int) {
    let end = max(0, min(end, bytes.count))
    let start = min(max(0, start), end)
    self.bytes = bytes
    self.start = start
    self.length = end - start
  }

  /// Throws ``OpenTypeError/unexpectedEnd(offset:needed:)`` at the table's start unless it
  /// has at least `count` bytes.
  @inline(__always)
  func require(_ count: Int) throws(OpenTypeError) {
    guard count <= length else { throw .unexpectedEnd(offset: start, needed: count) }
  }

  /// The big-endian `uint16` at `offset` (relative); `offset + 2 <= length` has been checked.
  @inline(__always)
  func uint16(_ offset: Int) -> UInt16 {
    assert(offset >= 0 && offset <= length - 2)
    return UInt16(
      bigEndian: bytes.loadUnaligned(fromByteOffset: start &+ offset, as: UInt16.self))
  }

  /// The big-endian `int16` at `offset` (relative); `offset + 2 <= length` has been checked.
  @inline(__always)
  func int16(_ offset: Int) -> Int16 {
    Int16(bitPattern: uint16(offset))
  }

  /// The big-endian `uint32` at `offset` (relative); `offset + 4 <= length` has been checked.
  @inline(__always)
  func uint32(_ offset: Int) -> UInt32 {
    assert(offset >= 0 && offset <= length - 4)
    return UInt32(
      bigEndian: bytes.loadUnaligned(fromByteOffset: start &+ offset, as: UInt32.self))
  }
}

extension ByteReader {
  /// Calls `body` with this reader's range (``offset``..<``limit``) as a ``RawTable``.
  @inline(__always)
  func withRawTable<Result>(
    _ body: (RawTable) throws(OpenTypeError) -> Result
  ) throws(OpenTypeError) -> Result {
    try bytes.withBytes { (raw) throws(OpenTypeError) in
      try body(RawTable(raw, start: offset, end: limit))
    }
  }
}

extension RawTable {
  /// Checks a fixed-size table whose only major version is 1 ('head', 'hhea'): at least
  /// `count` bytes, then its `majorVersion`.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when shorter than `count`,
  ///   ``OpenTypeError/unsupportedVersion(_:version:)`` (with the 16.16 version) for a major
  ///   version other than 1.
  @inline(__always)
  func requireVersion1(of tag: Tag, length count: Int) throws(OpenTypeError) {
    try require(count)
    let major = uint16(0)
    guard major == 1 else {
      throw .unsupportedVersion(tag, version: UInt32(major) << 16 | UInt32(uint16(2)))
    }
  }
}
