/// The maximum profile (`'maxp'`): the number of glyphs, and for TrueType fonts the limits
/// that outline and hinting code may rely on.
///
/// OpenType spec, `'maxp'`: version 0.5 (6 bytes, CFF fonts) and version 1.0 (32 bytes).
public struct MaximumProfile: Sendable, Hashable {
  /// The table's tag.
  public static let tag: Tag = "maxp"

  /// The table version, `0x00005000` or `0x00010000`.
  public let version: UInt32
  /// The number of glyphs in the font; glyph IDs are `0..<numberOfGlyphs`.
  public let numberOfGlyphs: Int
  /// The version 1.0 limits, when the table has them.
  public let trueTypeLimits: TrueTypeLimits?

  /// Parses the table.
  ///
  /// - Throws: ``OpenTypeError/unsupportedVersion(_:version:)`` for an unknown version,
  ///   ``OpenTypeError/malformedTable(_:reason:)`` when the font has no glyphs (every font has at
  ///   least `.notdef`).
  public init(_ table: ByteReader) throws(OpenTypeError) {
    self = try table.withRawTable { (raw) throws(OpenTypeError) in try MaximumProfile(raw) }
  }

  /// Parses the table from its bytes (see ``init(_:)``).
  @inline(__always)
  init(_ table: RawTable) throws(OpenTypeError) {
    guard table.length >= 4 else { throw .unexpectedEnd(offset: table.start, needed: 4) }
    let version = table.uint32(0)
    guard version == 0x0000_5000 || version == 0x0001_0000 else {
      throw .unsupportedVersion(Self.tag, version: version)
    }
    self.version = version
    guard table.length >= 6 else { throw .unexpectedEnd(offset: table.start + 4, needed: 2) }
    numberOfGlyphs = Int(table.uint16(4))
    guard numberOfGlyphs > 0 else {
      throw .malformedTable(Self.tag, reason: "numGlyphs is 0")
    }
    if version == 0x0001_0000, table.length >= 32 {
      // 14–25: maxZones … maxSizeOfInstructions, hinting limits
      trueTypeLimits = TrueTypeLimits(
        maxPoints: Int(table.uint16(6)), maxContours: Int(table.uint16(8)),
        maxCompositePoints: Int(table.uint16(10)), maxCompositeContours: Int(table.uint16(12)),
        maxComponentElements: Int(table.uint16(26)), maxComponentDepth: Int(table.uint16(28)))
    } else {
      trueTypeLimits = nil
    }
  }
}
