extension CharacterMap {
  /// Segmented coverage: groups of consecutive code points mapped to consecutive glyphs, for
  /// fonts that cover characters beyond the BMP.
  ///
  /// OpenType spec, `'cmap'` subtable format 12 (and, with ``isManyToOne``, format 13, whose
  /// groups map every code point to the same glyph).
  public struct Format12: Sendable {
    private let reader: ByteReader
    private let groupCount: Int
    /// Whether this is a format 13 subtable (many-to-one range mappings).
    public let isManyToOne: Bool

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Parameter isManyToOne: `true` for format 13.
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the groups do not fit.
    public init(_ reader: ByteReader, isManyToOne: Bool = false) throws(OpenTypeError) {
      let start = reader.offset
      let count = Int(try reader.uint32(atAbsolute: start + 12))
      try reader.requireBytes(at: start + 16, count: count * 12)
      groupCount = count
      self.reader = reader
      self.isManyToOne = isManyToOne
    }

    /// The glyph for a code point, or `nil` when no group covers it.
    public func glyph(for code: UInt32) -> GlyphID? {
      let groups = reader.offset + 16
      var low = 0
      var high = groupCount
      while low < high {
        let middle = (low + high) / 2
        let group = groups + middle * 12
        guard let first = try? reader.uint32(atAbsolute: group),
          let last = try? reader.uint32(atAbsolute: group + 4)
        else { return nil }
        if code < first {
          high = middle
        } else if code > last {
          low = middle + 1
        } else {
          guard let startGlyph = try? reader.uint32(atAbsolute: group + 8) else { return nil }
          let glyph = isManyToOne ? UInt64(startGlyph) : UInt64(startGlyph) + UInt64(code - first)
          guard glyph != 0, glyph <= 0xFFFF else { return nil }
          return GlyphID(rawValue: UInt16(glyph))
        }
      }
      return nil
    }
  }
}
