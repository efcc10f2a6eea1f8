/// The horizontal header (`'hhea'`): the line metrics Apple's text system uses and the number
/// of entries in `'hmtx'`.
///
/// OpenType spec, `'hhea'` version 1.0 (36 bytes).
public struct HorizontalHeader: Sendable, Hashable {
  /// The table's tag.
  public static let tag: Tag = "hhea"

  /// Distance from the baseline to the top of the line (positive up), in font units.
  public let ascender: Int
  /// Distance from the baseline to the bottom of the line (usually negative), in font units.
  public let descender: Int
  /// Extra space between lines, in font units.
  public let lineGap: Int
  /// The largest advance width in `'hmtx'`.
  public let advanceWidthMax: Int
  /// The smallest left side bearing of glyphs with contours.
  public let minLeftSideBearing: Int
  /// The smallest right side bearing of glyphs with contours.
  public let minRightSideBearing: Int
  /// The largest `leftSideBearing + (xMax - xMin)`.
  public let xMaxExtent: Int
  /// The rise of the caret slope (1 with a run of 0 for an upright font).
  public let caretSlopeRise: Int
  /// The run of the caret slope.
  public let caretSlopeRun: Int
  /// How far to shift a slanted caret's highlight.
  public let caretOffset: Int
  /// How many glyphs have a full (advance, bearing) pair in `'hmtx'`; the rest share the last
  /// advance.
  public let numberOfHorizontalMetrics: Int

  /// Parses the table.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when shorter than 36 bytes,
  ///   ``OpenTypeError/unsupportedVersion(_:version:)`` for a major version other than 1.
  public init(_ table: ByteReader) throws(OpenTypeError) {
    self = try table.withRawTable { (raw) throws(OpenTypeError) in try HorizontalHeader(raw) }
  }

  /// Parses the table from its bytes (see ``init(_:)``).
  @inline(__always)
  init(_ table: RawTable) throws(OpenTypeError) {
    // Every read below is inside these 36 bytes.
    try table.requireVersion1(of: Self.tag, length: 36)
    ascender = Int(table.int16(4))
    descender = Int(table.int16(6))
    lineGap = Int(table.int16(8))
    advanceWidthMax = Int(table.uint16(10))
    minLeftSideBearing = Int(table.int16(12))
    minRightSideBearing = Int(table.int16(14))
    xMaxExtent = Int(table.int16(16))
    caretSlopeRise = Int(table.int16(18))
    caretSlopeRun = Int(table.int16(20))
    caretOffset = Int(table.int16(22))
    // 24–33: four reserved int16s and metricDataFormat
    numberOfHorizontalMetrics = Int(table.uint16(34))
  }
}
