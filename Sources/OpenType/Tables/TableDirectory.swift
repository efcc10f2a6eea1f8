/// The table directory at the start of an sfnt font: which tables the font has and where.
///
/// OpenType spec, "Organization of an OpenType font": an offset table (`sfntVersion`,
/// `numTables`, three binary-search fields) followed by one 16-byte record per table.
///
/// ```swift
/// let directory = try TableDirectory(data, at: 0)
/// if let head = directory.record(for: "head") { print(head.length) }
/// ```
public struct TableDirectory: Sendable {
  /// The declared flavor (`sfntVersion`).
  public let flavor: Flavor
  /// The number of table records.
  public let count: Int
  /// The table records' bytes (16 per record); checked to be inside the file when the
  /// directory was read, so records are decoded on demand without copying them.
  private let recordBytes: ByteReader

  /// Reads the directory of the font that starts at `offset` in `data`.
  ///
  /// Records whose table would extend past the end of the file are kept, marked with
  /// ``Record/isInsideFile`` `false`, so that the problem can be reported.
  ///
  /// - Throws: ``OpenTypeError/unknownMagic(_:)`` for an unknown `sfntVersion`,
  ///   ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the directory itself is truncated.
  public init(_ data: FontData, at offset: Int) throws(OpenTypeError) {
    let header = try data.withBytes { (bytes) throws(OpenTypeError) in
      try Self.header(bytes, at: offset)
    }
    self.init(data, header: header)
  }

  /// The directory whose ``header(_:at:)`` has been read.
  init(_ data: FontData, header: Header) {
    self.flavor = header.flavor
    self.count = header.count
    self.recordBytes = ByteReader(
      data, at: header.recordsOffset, limit: header.recordsOffset + header.count * 16)
  }

  /// What the offset table says: the flavor, the number of records and where they start.
  struct Header: Sendable {
    let flavor: Flavor
    let count: Int
    let recordsOffset: Int
  }

  /// Reads the offset table of the font that starts at `offset` in the file `bytes`, and checks
  /// that its records are inside the file; the errors of ``init(_:at:)``.
  static func header(
    _ bytes: UnsafeRawBufferPointer, at offset: Int
  ) throws(OpenTypeError) -> Header {
    guard offset >= 0, offset <= bytes.count else { throw .offsetOutOfBounds(offset) }
    let file = RawReader(bytes, at: 0, limit: bytes.count)
    let version = try file.uint32(atAbsolute: offset)
    let flavor = Flavor(rawValue: version)
    guard flavor == .trueType || flavor == .appleTrueType || flavor == .cff else {
      throw .unknownMagic(version)
    }
    let tableCount = Int(try file.uint16(atAbsolute: offset + 4))
    // searchRange, entrySelector, rangeShift: derived, not trusted.
    try file.requireBytes(at: offset + 6, count: 6)
    let recordsOffset = offset + 12
    try file.requireBytes(at: recordsOffset, count: tableCount * 16)
    return Header(flavor: flavor, count: tableCount, recordsOffset: recordsOffset)
  }

  /// The absolute offset of the first table record (`count` records of 16 bytes follow, all
  /// inside the file).
  var recordsOffset: Int { recordBytes.offset }

  /// The records in file order.
  public var records: [Record] {
    (0..<count).map(record(at:))
  }

  /// The record at `index` in file order (`0..<count`).
  public func record(at index: Int) -> Record {
    let position = recordBytes.offset + index * 16
    let bytes = recordBytes.bytes
    // Inside `recordBytes` by construction; a bad index reads as an empty record.
    guard index >= 0, index < count, position + 16 <= bytes.count else {
      return Record(tag: Tag(rawValue: 0), checksum: 0, offset: 0, length: 0, isInsideFile: true)
    }
    func uint32(_ at: Int) -> UInt32 { bytes.uint32(at: at) }
    // Values no file can reach become Int.max, which the check below marks as outside.
    let rawOffset = uint32(position + 8)
    let rawLength = uint32(position + 12)
    let tableOffset = rawOffset <= UInt32(Int32.max) ? Int(rawOffset) : Int.max
    let length = rawLength <= UInt32(Int32.max) ? Int(rawLength) : Int.max
    let fileSize = bytes.count
    let inside = tableOffset <= fileSize && length <= fileSize - tableOffset
    return Record(
      tag: Tag(rawValue: uint32(position)), checksum: uint32(position + 4), offset: tableOffset,
      length: length, isInsideFile: inside)
  }

  /// The tag of the record at `index` (`0..<count`).
  public func tag(at index: Int) -> Tag {
    let position = recordBytes.offset + index * 16
    let bytes = recordBytes.bytes
    // Inside `recordBytes` by construction.
    guard index >= 0, index < count, position + 4 <= bytes.count else { return Tag(rawValue: 0) }
    return Tag(rawValue: bytes.uint32(at: position))
  }

  /// The first record with `tag`, if the font lists one (whether or not it lies inside the file).
  public func record(for tag: Tag) -> Record? {
    for index in 0..<count where self.tag(at: index) == tag {
      return record(at: index)
    }
    return nil
  }

  /// The OpenType table checksum of `length` bytes at `offset`: the sum of big-endian
  /// `uint32`s, the last one padded with zeros (OpenType spec, "Calculating checksums").
  ///
  /// Returns `nil` when the range is outside `data`.
  public static func checksum(of data: FontData, offset: Int, length: Int) -> UInt32? {
    guard offset >= 0, length >= 0, offset <= data.count, length <= data.count - offset else {
      return nil
    }
    return wordSum(count: length) { data[offset + $0] }
  }

  /// The OpenType table checksum of `bytes`, a table being written (see
  /// ``checksum(of:offset:length:)``).
  public static func checksum(of bytes: [UInt8]) -> UInt32 {
    wordSum(count: bytes.count) { bytes[$0] }
  }

  /// The sum of the big-endian `uint32`s of `count` bytes, the last word padded with zeros.
  @inline(__always)
  private static func wordSum(count: Int, byte: (Int) -> UInt8) -> UInt32 {
    var sum: UInt32 = 0
    var position = 0
    while position < count {
      var word: UInt32 = 0
      for index in 0..<4 {
        word = word << 8 | UInt32(position + index < count ? byte(position + index) : 0)
      }
      sum &+= word
      position += 4
    }
    return sum
  }

  /// The 12 bytes that start an sfnt: its flavor (`0x00010000`, `'OTTO'`, `'true'`), the number
  /// of tables, and the three binary-search fields derived from it (`searchRange`,
  /// `entrySelector`, `rangeShift`), big-endian. Every sfnt this package writes starts so. As in
  /// fontTools, a font of no tables gets a `rangeShift` of 0 rather than a negative one.
  public static func offsetTable(flavor: UInt32, tableCount: Int) -> [UInt8] {
    var power = 1
    var exponent = 0
    while power * 2 <= tableCount {
      power *= 2
      exponent += 1
    }
    let fields = [tableCount, power * 16, exponent, max(0, tableCount * 16 - power * 16)]
    return [
      UInt8(flavor >> 24), UInt8(flavor >> 16 & 0xFF), UInt8(flavor >> 8 & 0xFF),
      UInt8(flavor & 0xFF),
    ]
      + fields.flatMap { [UInt8($0 >> 8 & 0xFF), UInt8($0 & 0xFF)] }
  }
}
