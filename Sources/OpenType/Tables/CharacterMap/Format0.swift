extension CharacterMap {
  /// Byte encoding table: 256 one-byte glyph IDs, one per character code 0–255.
  ///
  /// OpenType spec, `'cmap'` subtable format 0; found in Macintosh Roman subtables.
  public struct Format0: Sendable {
    let lookup: BoundLookup<Layout>

    /// Parses the subtable that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/offsetOutOfBounds(_:)`` when the 256 entries are cut.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      lookup = try BoundLookup(reader)
    }

    /// The subtable that `lookup` parsed.
    init(lookup: BoundLookup<Layout>) {
      self.lookup = lookup
    }

    /// The glyph for a character code, or `nil` when it is unmapped or above 255.
    public func glyph(for code: UInt32) -> GlyphID? {
      lookup.glyph(for: code)
    }

    /// Where the subtable's glyph IDs are: the lookup, without a reference to the file.
    struct Layout: CodeLookup {
      /// The absolute offset of the 256 glyph IDs.
      let glyphs: Int

      init(_ reader: RawReader) throws(OpenTypeError) {
        try reader.requireSlice(at: reader.offset + 6, length: 256)
        glyphs = reader.offset + 6
      }

      func glyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
        guard code < 256 else { return nil }
        let table = RawReader(bytes, at: glyphs, limit: glyphs + 256)
        let value = (try? table.uint8(atAbsolute: glyphs + Int(code))) ?? 0
        return value == 0 ? nil : GlyphID(rawValue: UInt16(value))
      }
    }
  }
}
