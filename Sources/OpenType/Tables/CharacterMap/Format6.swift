extension CharacterMap {
  /// Trimmed table mapping: glyph IDs for one dense range of codes.
  ///
  /// OpenType spec, `'cmap'` subtable format 6: `firstCode`, `entryCount`, `glyphIdArray`.
  public struct Format6: Sendable {
    private let reader: ByteReader
    private let firstCode: UInt32
    private let entryCount: UInt32

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the array does not fit.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      let start = reader.offset
      firstCode = UInt32(try reader.uint16(atAbsolute: start + 6))
      entryCount = UInt32(try reader.uint16(atAbsolute: start + 8))
      try reader.requireBytes(at: start + 10, count: Int(entryCount) * 2)
      self.reader = reader
    }

    /// The glyph for a code, or `nil` when it is outside the range or unmapped.
    public func glyph(for code: UInt32) -> GlyphID? {
      guard code >= firstCode, code - firstCode < entryCount else { return nil }
      let position = reader.offset + 10 + Int(code - firstCode) * 2
      guard let value = try? reader.uint16(atAbsolute: position), value != 0 else { return nil }
      return GlyphID(rawValue: value)
    }
  }
}
