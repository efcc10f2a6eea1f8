import OpenType

/// One glyph of a shaped line, placed for drawing.
public struct ShapedGlyph: Hashable, Sendable {
  /// The glyph in the face (`.notdef`, glyph 0, for a character the face lacks).
  public let glyph: GlyphID
  /// The scalar offset in the line's text of the first character the glyph draws (HarfBuzz's
  /// cluster).
  public let cluster: Int
  /// The x position of the glyph's origin, in points from the left end of the line: the pen
  /// position plus the glyph's own x offset (mark attachment, kerning by positioning).
  public let x: Double
  /// The glyph's offset from the baseline, in points, upwards (a mark above its base).
  public let y: Double
  /// How far the glyph moves the pen, in points (0 for an attached mark).
  public let advance: Double
}
