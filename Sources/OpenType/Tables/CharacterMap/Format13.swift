extension CharacterMap {
  /// Many-to-one range mappings: every code point of a group maps to the same glyph.
  ///
  /// OpenType spec, `'cmap'` subtable format 13, meant for last-resort fonts (one glyph per
  /// Unicode block). Same layout as format 12; only the meaning of the glyph ID differs.
  public struct Format13: Sendable {
    private let groups: MapGroups

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the groups do not fit.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      groups = try MapGroups(reader)
    }

    /// The glyph for a code point, or `nil` when no group covers it.
    public func glyph(for code: UInt32) -> GlyphID? {
      guard let group = groups.group(containing: code), group.startGlyph != 0,
        group.startGlyph <= 0xFFFF
      else { return nil }
      return GlyphID(rawValue: UInt16(group.startGlyph))
    }
  }
}
