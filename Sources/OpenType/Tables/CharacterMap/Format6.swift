extension CharacterMap {
  /// Trimmed table mapping, glyph IDs for one dense range of codes, as the range and the offset
  /// of the array in the file.
  ///
  /// OpenType spec, `'cmap'` subtable format 6: `firstCode`, `entryCount`, `glyphIdArray`.
  struct Format6: Sendable {
    private let start: Int
    private let limit: Int
    private let firstCode: UInt32
    private let entryCount: UInt32

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: `OpenTypeError.unexpectedEnd` when the array does not fit.
    init(_ reader: RawReader) throws(OpenTypeError) {
      start = reader.offset
      limit = reader.limit
      firstCode = UInt32(try reader.uint16(atAbsolute: start + 6))
      entryCount = UInt32(try reader.uint16(atAbsolute: start + 8))
      try reader.requireBytes(at: start + 10, count: Int(entryCount) * 2)
    }

    /// The glyph for a code, read from the file `bytes`, or `nil` when it is outside the range
    /// or unmapped.
    func glyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
      guard code >= firstCode, code - firstCode < entryCount else { return nil }
      let position = start + 10 + Int(code - firstCode) * 2
      guard
        let value = try? RawReader(bytes, at: start, limit: limit).uint16(atAbsolute: position),
        value != 0
      else {
        return nil
      }
      return GlyphID(rawValue: value)
    }
  }
}
