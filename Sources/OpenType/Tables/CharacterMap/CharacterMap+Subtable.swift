extension CharacterMap {
  /// A parsed subtable that maps character codes.
  public enum Subtable: Sendable {
    /// Byte encoding table.
    case format0(Format0)
    /// Segment mapping to delta values.
    case format4(Format4)
    /// Trimmed table mapping.
    case format6(Format6)
    /// Segmented coverage.
    case format12(Format12)
    /// Many-to-one range mappings.
    case format13(Format13)

    /// The glyph for a character code in the subtable's encoding.
    public func glyph(for code: UInt32) -> GlyphID? {
      switch self {
      case .format0(let table): table.glyph(for: code)
      case .format4(let table): table.glyph(for: code)
      case .format6(let table): table.glyph(for: code)
      case .format12(let table): table.glyph(for: code)
      case .format13(let table): table.glyph(for: code)
      }
    }
  }
}
