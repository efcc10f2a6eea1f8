/// The maximum profile (`'maxp'`): the number of glyphs, and for TrueType fonts the limits
/// that outline and hinting code may rely on.
///
/// OpenType spec, `'maxp'`: version 0.5 (6 bytes, CFF fonts) and version 1.0 (32 bytes).
public struct MaximumProfile: Sendable, Hashable {
  /// The table's tag.
  public static let tag: Tag = "maxp"

  /// The limits only version 1.0 records (TrueType outlines).
  public struct TrueTypeLimits: Sendable, Hashable {
    /// The most points in a simple glyph.
    public let maxPoints: Int
    /// The most contours in a simple glyph.
    public let maxContours: Int
    /// The most points in a composite glyph.
    public let maxCompositePoints: Int
    /// The most contours in a composite glyph.
    public let maxCompositeContours: Int
    /// The most components referenced at the top level of a composite glyph.
    public let maxComponentElements: Int
    /// The deepest nesting of composite glyphs (1 when components are simple glyphs).
    public let maxComponentDepth: Int
  }

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
    var reader = table
    let version = try reader.readUInt32()
    guard version == 0x0000_5000 || version == 0x0001_0000 else {
      throw .unsupportedVersion(Self.tag, version: version)
    }
    self.version = version
    numberOfGlyphs = Int(try reader.readUInt16())
    guard numberOfGlyphs > 0 else {
      throw .malformedTable(Self.tag, reason: "numGlyphs is 0")
    }
    if version == 0x0001_0000, reader.remaining >= 26 {
      let maxPoints = Int(try reader.readUInt16())
      let maxContours = Int(try reader.readUInt16())
      let maxCompositePoints = Int(try reader.readUInt16())
      let maxCompositeContours = Int(try reader.readUInt16())
      try reader.skip(12)  // maxZones … maxSizeOfInstructions: hinting limits
      let maxComponentElements = Int(try reader.readUInt16())
      let maxComponentDepth = Int(try reader.readUInt16())
      trueTypeLimits = TrueTypeLimits(
        maxPoints: maxPoints, maxContours: maxContours, maxCompositePoints: maxCompositePoints,
        maxCompositeContours: maxCompositeContours, maxComponentElements: maxComponentElements,
        maxComponentDepth: maxComponentDepth)
    } else {
      trueTypeLimits = nil
    }
  }
}
