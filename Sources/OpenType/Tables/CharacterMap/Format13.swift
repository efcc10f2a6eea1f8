extension CharacterMap {
  /// Many-to-one range mappings: every code point of a group maps to the same glyph.
  ///
  /// OpenType spec, `'cmap'` subtable format 13, meant for last-resort fonts (one glyph per
  /// Unicode block). Same layout as format 12; only the meaning of the glyph ID differs.
  public struct Format13: Sendable {
    let lookup: BoundLookup<Layout>

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the groups do not fit.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      lookup = try BoundLookup(reader)
    }

    /// The subtable that `lookup` parsed.
    init(lookup: BoundLookup<Layout>) {
      self.lookup = lookup
    }

    /// The glyph for a code point, or `nil` when no group covers it.
    public func glyph(for code: UInt32) -> GlyphID? {
      lookup.glyph(for: code)
    }

    /// The group array (format 12's): the lookup, without a reference to the file.
    struct Layout: CodeLookup {
      let groups: MapGroups

      init(_ reader: RawReader) throws(OpenTypeError) {
        groups = try MapGroups(reader)
      }

      func glyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
        guard let group = groups.group(containing: code, in: bytes), group.startGlyph != 0,
          group.startGlyph <= 0xFFFF
        else { return nil }
        return GlyphID(rawValue: UInt16(group.startGlyph))
      }
    }
  }
}
