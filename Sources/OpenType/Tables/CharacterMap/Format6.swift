extension CharacterMap {
  /// Trimmed table mapping: glyph IDs for one dense range of codes.
  ///
  /// OpenType spec, `'cmap'` subtable format 6: `firstCode`, `entryCount`, `glyphIdArray`.
  public struct Format6: Sendable {
    let lookup: BoundLookup<Layout>

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the array does not fit.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      lookup = try BoundLookup(reader)
    }

    /// The subtable that `lookup` parsed.
    init(lookup: BoundLookup<Layout>) {
      self.lookup = lookup
    }

    /// The glyph for a code, or `nil` when it is outside the range or unmapped.
    public func glyph(for code: UInt32) -> GlyphID? {
      lookup.glyph(for: code)
    }

    /// The subtable's range and array: the lookup, without a reference to the file.
    struct Layout: CodeLookup {
      let start: Int
      let limit: Int
      let firstCode: UInt32
      let entryCount: UInt32

      init(_ reader: RawReader) throws(OpenTypeError) {
        start = reader.offset
        limit = reader.limit
        firstCode = UInt32(try reader.uint16(atAbsolute: start + 6))
        entryCount = UInt32(try reader.uint16(atAbsolute: start + 8))
        try reader.requireBytes(at: start + 10, count: Int(entryCount) * 2)
      }

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
}
