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
    var reader = table
    version = try reader.readUInt32()
    italicAngle = try reader.readFixed()
    underlinePosition = Int(try reader.readInt16())
    underlineThickness = Int(try reader.readInt16())
    isFixedPitch = try reader.readUInt32() != 0
  }
}
