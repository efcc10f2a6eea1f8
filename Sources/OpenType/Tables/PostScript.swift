/// The PostScript table (`'post'`): italic angle, underline position and whether the font is
/// monospaced.
///
/// OpenType spec, `'post'`: the 32-byte header shared by versions 1.0, 2.0, 2.5 and 3.0. Glyph
/// names (version 2.0) are not read.
public struct PostScript: Sendable, Hashable {
  /// The table's tag.
  public static let tag: Tag = "post"

  /// The table version (a 16.16 number stored as its raw bits, e.g. `0x00030000`).
  public let version: UInt32
  /// Counter-clockwise angle of the dominant vertical stroke, in degrees from vertical;
  /// negative for fonts that lean right.
  public let italicAngle: Double
  /// The top of the underline relative to the baseline, in font units (usually negative).
  public let underlinePosition: Int
  /// The underline's thickness in font units.
  public let underlineThickness: Int
  /// Whether every glyph has the same advance (`isFixedPitch` non-zero).
  public let isFixedPitch: Bool

  /// Parses the table header.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when shorter than 16 bytes.
  public init(_ table: ByteReader) throws(OpenTypeError) {
    self = try table.withRawTable { (raw) throws(OpenTypeError) in try PostScript(raw) }
  }

  /// Parses the table header from its bytes (see ``init(_:)``).
  @inline(__always)
  init(_ table: RawTable) throws(OpenTypeError) {
    guard table.length >= 16 else {
      // The first field that does not fit: version, italicAngle, underlinePosition,
      // underlineThickness or isFixedPitch.
      let (offset, needed) =
        switch table.length {
        case ..<4: (0, 4)
        case ..<8: (4, 4)
        case ..<10: (8, 2)
        case ..<12: (10, 2)
        default: (12, 4)
        }
      throw .unexpectedEnd(offset: table.start + offset, needed: needed)
    }
    version = table.uint32(0)
    italicAngle = Double(Int32(bitPattern: table.uint32(4))) / 65536
    underlinePosition = Int(table.int16(8))
    underlineThickness = Int(table.int16(10))
    isFixedPitch = table.uint32(12) != 0
  }
}
