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
    var reader = table
    try reader.require(36)
    let major = try reader.readUInt16()
    let minor = try reader.readUInt16()
    guard major == 1 else {
      throw .unsupportedVersion(Self.tag, version: UInt32(major) << 16 | UInt32(minor))
    }
    ascender = Int(try reader.readInt16())
    descender = Int(try reader.readInt16())
    lineGap = Int(try reader.readInt16())
    advanceWidthMax = Int(try reader.readUInt16())
    minLeftSideBearing = Int(try reader.readInt16())
    minRightSideBearing = Int(try reader.readInt16())
    xMaxExtent = Int(try reader.readInt16())
    caretSlopeRise = Int(try reader.readInt16())
    caretSlopeRun = Int(try reader.readInt16())
    caretOffset = Int(try reader.readInt16())
    try reader.skip(10)  // four reserved int16s and metricDataFormat
    numberOfHorizontalMetrics = Int(try reader.readUInt16())
  }
}
