extension CharacterMap {
  /// Many-to-one range mappings: every code point of a group maps to the same glyph.
  ///
  /// OpenType spec, `'cmap'` subtable format 13, meant for last-resort fonts (one glyph per
  /// Unicode block). Same layout as format 12; only the meaning of the glyph ID differs.
  public struct Format13: Sendable {
    private let bytes: FontData
    let layout: MapGroups

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the groups do not fit.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      layout = try reader.withRawReader(MapGroups.init)
      bytes = reader.bytes
    }

    init(bytes: FontData, layout: MapGroups) {
      self.bytes = bytes
      self.layout = layout
    }

    /// The glyph for a code point, or `nil` when no group covers it.
    public func glyph(for code: UInt32) -> GlyphID? {
      bytes.withUnsafeBytes { Self.glyph(for: code, in: layout, $0) }
    }

    /// The lookup over the file's bytes.
    static func glyph(
      for code: UInt32, in groups: MapGroups, _ bytes: UnsafeRawBufferPointer
    ) -> GlyphID? {
      guard let group = groups.group(containing: code, in: bytes), group.startGlyph != 0,
        group.startGlyph <= 0xFFFF
      else { return nil }
      return GlyphID(rawValue: UInt16(group.startGlyph))
    }
  }
}
