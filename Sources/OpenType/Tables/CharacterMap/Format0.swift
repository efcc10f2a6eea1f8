extension CharacterMap {
  /// Byte encoding table: 256 one-byte glyph IDs, one per character code 0–255.
  ///
  /// OpenType spec, `'cmap'` subtable format 0; found in Macintosh Roman subtables.
  public struct Format0: Sendable {
    private let glyphs: ByteReader

    /// Parses the subtable that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/offsetOutOfBounds(_:)`` when the 256 entries are cut.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      glyphs = try reader.slice(at: reader.offset + 6, length: 256)
    }

    /// The glyph for a character code, or `nil` when it is unmapped or above 255.
    public func glyph(for code: UInt32) -> GlyphID? {
      guard code < 256 else { return nil }
      let value = glyphs.bytes[glyphs.offset + Int(code)]
      return value == 0 ? nil : GlyphID(rawValue: UInt16(value))
    }
  }
}
