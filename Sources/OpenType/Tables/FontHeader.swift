/// The font header (`'head'`): units per em, the font's bounding box, style bits and the
/// `loca` format.
///
/// OpenType spec, `'head'` version 1.0 (54 bytes).
public struct FontHeader: Sendable, Hashable {
  /// The table's tag.
  public static let tag: Tag = "head"

  /// The font's revision, set by its manufacturer (`fontRevision`, a 16.16 number).
  public let fontRevision: Double
  /// The `flags` bit field (baseline at y=0, instructions depend on point size, …).
  public let flags: UInt16
  /// Design units per em, 16 to 16384.
  public let unitsPerEm: Int
  /// Seconds since 1904-01-01 00:00 UTC when the font was created.
  public let created: Int64
  /// Seconds since 1904-01-01 00:00 UTC when the font was last modified.
  public let modified: Int64
  /// The smallest x of all glyph bounding boxes.
  public let xMin: Int
  /// The smallest y of all glyph bounding boxes.
  public let yMin: Int
  /// The largest x of all glyph bounding boxes.
  public let xMax: Int
  /// The largest y of all glyph bounding boxes.
  public let yMax: Int
  /// The `macStyle` bits: bit 0 bold, bit 1 italic (used when there is no `'OS/2'`).
  public let macStyle: UInt16
  /// The smallest readable size in pixels.
  public let lowestRecommendedPPEM: Int
  /// `indexToLocFormat`: 0 for 16-bit `loca` offsets, 1 for 32-bit.
  public let indexToLocationFormat: Int

  /// Parses the table.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when shorter than 54 bytes,
  ///   ``OpenTypeError/unsupportedVersion(_:version:)`` for a major version other than 1,
  ///   ``OpenTypeError/malformedTable(_:reason:)`` for `unitsPerEm` outside 16–16384 (the reader
  ///   divides by it).
  public init(_ table: ByteReader) throws(OpenTypeError) {
    self = try table.withRawTable { (raw) throws(OpenTypeError) in try FontHeader(raw) }
  }

  /// Parses the table from its bytes (see ``init(_:)``).
  @inline(__always)
  init(_ table: RawTable) throws(OpenTypeError) {
    // Every read below is inside these 54 bytes.
    try table.requireVersion1(of: Self.tag, length: 54)
    fontRevision = Double(Int32(bitPattern: table.uint32(4))) / 65536
    // 8: checksumAdjustment, 12: magicNumber
    flags = table.uint16(16)
    let units = Int(table.uint16(18))
    // OpenType spec, 'head': "Valid range is from 16 to 16384."
    guard (16...16384).contains(units) else {
      throw .malformedTable(Self.tag, reason: "unitsPerEm \(units) is outside 16...16384")
    }
    unitsPerEm = units
    created = Int64(bitPattern: UInt64(table.uint32(20)) << 32 | UInt64(table.uint32(24)))
    modified = Int64(bitPattern: UInt64(table.uint32(28)) << 32 | UInt64(table.uint32(32)))
    xMin = Int(table.int16(36))
    yMin = Int(table.int16(38))
    xMax = Int(table.int16(40))
    yMax = Int(table.int16(42))
    macStyle = table.uint16(44)
    lowestRecommendedPPEM = Int(table.uint16(46))
    // 48: fontDirectionHint, deprecated
    indexToLocationFormat = Int(table.int16(50))
  }

  /// Whether `macStyle` has the bold bit (bit 0).
  public var isBold: Bool { macStyle & 0x1 != 0 }
  /// Whether `macStyle` has the italic bit (bit 1).
  public var isItalic: Bool { macStyle & 0x2 != 0 }
}
