extension CharacterMap {
  /// Byte encoding table: 256 one-byte glyph IDs, one per character code 0–255, as the offset
  /// of the array in the file.
  ///
  /// OpenType spec, `'cmap'` subtable format 0; found in Macintosh Roman subtables.
  struct Format0: Sendable {
    /// The absolute offset of the 256 glyph IDs.
    private let glyphs: Int

    /// Parses the subtable that `reader` starts at.
    ///
    /// - Throws: `OpenTypeError.offsetOutOfBounds` when the 256 entries are cut.
    init(_ reader: RawReader) throws(OpenTypeError) {
      try reader.requireSlice(at: reader.offset + 6, length: 256)
      glyphs = reader.offset + 6
    }

    /// The glyph for a character code, read from the file `bytes`, or `nil` when it is unmapped
    /// or above 255.
    func glyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
      guard code < 256 else { return nil }
      let table = RawReader(bytes, at: glyphs, limit: glyphs + 256)
      let value = (try? table.uint8(atAbsolute: glyphs + Int(code))) ?? 0
      return value == 0 ? nil : GlyphID(rawValue: UInt16(value))
    }
  }
}
