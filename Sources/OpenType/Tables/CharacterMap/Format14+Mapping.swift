extension CharacterMap.Format14 {
  /// How the font renders a variation sequence.
  public enum Mapping: Sendable, Hashable {
    /// The sequence uses the base character's glyph from the Unicode subtable.
    case useDefault
    /// The sequence has a glyph of its own.
    case glyph(GlyphID)
  }
}
