extension CharacterMap {
  /// Segmented coverage: groups of consecutive code points mapped to consecutive glyphs, for
  /// fonts that cover characters beyond the BMP.
  ///
  /// OpenType spec, `'cmap'` subtable format 12: `numGroups` sequential map groups
  /// (`startCharCode`, `endCharCode`, `startGlyphID`), sorted by code.
  public struct Format12: Sendable {
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

    /// The group array: the lookup, without a reference to the file.
    struct Layout: CodeLookup {
      let groups: MapGroups

      init(_ reader: RawReader) throws(OpenTypeError) {
        groups = try MapGroups(reader)
      }

      func glyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
        guard let group = groups.group(containing: code, in: bytes) else { return nil }
        // startGlyphID + offset may exceed 16 bits in a broken font.
        let glyph = UInt64(group.startGlyph) + UInt64(code - group.firstCode)
        guard glyph != 0, glyph <= 0xFFFF else { return nil }
        return GlyphID(rawValue: UInt16(glyph))
      }
    }
  }
}
