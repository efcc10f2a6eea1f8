/// A CFF `INDEX`: a counted array of variable-length byte strings.
///
/// CFF spec (Adobe TN 5176), section 5: `count` (`Card16`, `Card32` in CFF2), `offSize`, then
/// `count + 1` offsets of `offSize` bytes, 1-based from the byte before the data. Items are read
/// on demand; only the header and the last offset are checked when the index is opened.
struct CompactFontIndex: Sendable {
  /// The number of items.
  let count: Int
  private let offsetSize: Int
  /// A reader positioned at the first offset.
  private let offsets: ByteReader
  /// A reader over the data area; offset 1 is its first byte.
  private let data: ByteReader

  /// An empty index.
  init() {
    let empty = ByteReader(FontData([]))
    self.init(count: 0, offsetSize: 1, offsets: empty, data: empty)
  }

  private init(count: Int, offsetSize: Int, offsets: ByteReader, data: ByteReader) {
    self.count = count
    self.offsetSize = offsetSize
    self.offsets = offsets
    self.data = data
  }

  /// Reads the index at the reader's position and moves the reader past it.
  init(_ reader: inout ByteReader, isCFF2: Bool, tag: Tag) throws(OpenTypeError) {
    let count =
      isCFF2 ? try ByteReader.int(try reader.readUInt32()) : Int(try reader.readUInt16())
    guard count > 0 else {
      self.init()
      return
    }
    let offsetSize = Int(try reader.readUInt8())
    guard (1...4).contains(offsetSize) else {
      throw .malformedTable(tag, reason: "INDEX offset size \(offsetSize)")
    }
    // Every offset takes at least one byte, so this bounds `count` by the table's size.
    let (offsetsLength, overflow) = (count + 1).multipliedReportingOverflow(by: offsetSize)
    guard !overflow else { throw .malformedTable(tag, reason: "INDEX count \(count)") }
    let offsets = try reader.subReader(length: offsetsLength)
    var lastReader = try offsets.skipping(count * offsetSize)
    let last = try Self.readOffset(&lastReader, size: offsetSize)
    guard last >= 1 else { throw .malformedTable(tag, reason: "INDEX last offset \(last)") }
    let data = try reader.subReader(length: last - 1)
    self.init(count: count, offsetSize: offsetSize, offsets: offsets, data: data)
  }

  private static func readOffset(_ reader: inout ByteReader, size: Int) throws(OpenTypeError) -> Int
  {
    var value = 0
    for _ in 0..<size {
      value = value << 8 | Int(try reader.readUInt8())
    }
    return value
  }

  /// The bytes of item `index`.
  ///
  /// - Throws: ``OpenTypeError/malformedTable(_:reason:)`` for an index out of range or offsets
  ///   that decrease or leave the data area.
  func item(_ index: Int, tag: Tag) throws(OpenTypeError) -> ByteReader {
    let range = try itemRange(index, tag: tag)
    return ByteReader(data.bytes, at: range.lowerBound, limit: range.upperBound)
  }

  /// Where the bytes of item `index` lie in the file: absolute offsets inside the INDEX's
  /// data area.
  ///
  /// - Throws: See ``item(_:tag:)``.
  func itemRange(_ index: Int, tag: Tag) throws(OpenTypeError) -> Range<Int> {
    guard index >= 0, index < count else {
      throw .malformedTable(tag, reason: "INDEX item \(index) of \(count)")
    }
    let position = offsets.offset + index * offsetSize
    let start = try offset(at: position)
    let end = try offset(at: position + offsetSize)
    guard start >= 1, start <= end, end - 1 <= data.remaining else {
      throw .malformedTable(tag, reason: "INDEX item \(index) has bad offsets")
    }
    return (data.offset + start - 1)..<(data.offset + end - 1)
  }

  /// The offset stored at the absolute `position` of the offset array.
  private func offset(at position: Int) throws(OpenTypeError) -> Int {
    try offsets.requireBytes(at: position, count: offsetSize)
    var value = 0
    for index in 0..<offsetSize {
      value = value << 8 | Int(offsets.bytes[position + index])
    }
    return value
  }

  /// The bytes of the file the INDEX was read from, which ``layout``'s offsets refer to.
  var file: FontData { data.bytes }

  /// The INDEX's position in the file, for reading items through a raw pointer.
  var layout: Layout {
    Layout(
      count: count, offsetSize: offsetSize, offsetsStart: offsets.offset,
      offsetsEnd: offsets.limit, dataStart: data.offset, dataEnd: data.limit)
  }

  /// Where an INDEX lies in the file, as plain offsets: copying it costs nothing, which
  /// matters in the charstring interpreter's inner loop.
  struct Layout: Sendable {
    /// The number of items.
    let count: Int
    /// The size of an offset, 1 to 4 bytes (see `CompactFontIndex.init(_:isCFF2:tag:)`).
    let offsetSize: Int
    let offsetsStart: Int
    let offsetsEnd: Int
    let dataStart: Int
    let dataEnd: Int
    /// What Type 2 subroutine numbers that refer to this INDEX are biased by (TN 5177,
    /// section 4.7).
    let subroutineBias: Int

    init(
      count: Int, offsetSize: Int, offsetsStart: Int, offsetsEnd: Int, dataStart: Int,
      dataEnd: Int
    ) {
      self.count = count
      self.offsetSize = offsetSize
      self.offsetsStart = offsetsStart
      self.offsetsEnd = offsetsEnd
      self.dataStart = dataStart
      self.dataEnd = dataEnd
      self.subroutineBias = count < 1240 ? 107 : count < 33900 ? 1131 : 32768
    }

    /// Where the bytes of item `index` lie in `file` (the whole file the INDEX was read from).
    ///
    /// - Throws: ``OpenTypeError/malformedTable(_:reason:)`` for an index out of range or
    ///   offsets that decrease or leave the data area.
    @inline(__always)
    func itemRange(
      _ index: Int, in file: UnsafeRawBufferPointer, tag: Tag
    ) throws(OpenTypeError) -> Range<Int> {
      guard index >= 0, index < count else {
        throw .malformedTable(tag, reason: "INDEX item \(index) of \(count)")
      }
      // No arithmetic here can overflow: `index < count`, `offsetSize <= 4`, offsets and
      // ends are positions in the file, and the INDEX's items and offsets were checked to fit
      // in it when it was read (`count` at most 2^32, so offsets below 2^32 too).
      let position = offsetsStart &+ index &* offsetSize
      guard position &+ 2 &* offsetSize <= offsetsEnd, offsetsEnd <= file.count,
        let bytes = file.baseAddress
      else {
        throw .unexpectedEnd(offset: position, needed: 2 * offsetSize)
      }
      // The two offsets lie in the file: `0 <= position` (`offsetsStart` is a reader's
      // offset, `index >= 0`) and `position + 2 * offsetSize <= offsetsEnd <= file.count`.
      let start: Int
      let end: Int
      switch offsetSize {
      case 1:
        start = Int(bytes.load(fromByteOffset: position, as: UInt8.self))
        end = Int(bytes.load(fromByteOffset: position + 1, as: UInt8.self))
      case 2:
        start = Int(
          UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt16.self)))
        end = Int(
          UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: position + 2, as: UInt16.self)))
      case 3:
        start =
          Int(UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt16.self)))
          << 8 | Int(bytes.load(fromByteOffset: position + 2, as: UInt8.self))
        end =
          Int(
            UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: position + 3, as: UInt16.self)))
          << 8 | Int(bytes.load(fromByteOffset: position + 5, as: UInt8.self))
      case 4:
        start = Int(
          UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self)))
        end = Int(
          UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: position + 4, as: UInt32.self)))
      default:
        throw .malformedTable(tag, reason: "INDEX offset size \(offsetSize)")
      }
      guard start >= 1, start <= end, end &- 1 <= dataEnd &- dataStart, dataEnd <= file.count
      else {
        throw .malformedTable(tag, reason: "INDEX item \(index) has bad offsets")
      }
      return (dataStart &+ start &- 1)..<(dataStart &+ end &- 1)
    }
  }
}
