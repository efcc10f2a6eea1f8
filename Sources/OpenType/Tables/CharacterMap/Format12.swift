extension CharacterMap {
  /// Segmented coverage: groups of consecutive code points mapped to consecutive glyphs, for
  /// fonts that cover characters beyond the BMP.
  ///
  /// OpenType spec, `'cmap'` subtable format 12: `numGroups` sequential map groups
  /// (`startCharCode`, `endCharCode`, `startGlyphID`), sorted by code.
  public struct Format12: Sendable {
    private let groups: MapGroups

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the groups do not fit.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      groups = try MapGroups(reader)
    }

    /// The glyph for a code point, or `nil` when no group covers it.
    public func glyph(for code: UInt32) -> GlyphID? {
      guard let group = groups.group(containing: code) else { return nil }
      // startGlyphID + offset may exceed 16 bits in a broken font.
      let glyph = UInt64(group.startGlyph) + UInt64(code - group.firstCode)
      guard glyph != 0, glyph <= 0xFFFF else { return nil }
      return GlyphID(rawValue: UInt16(glyph))
    }
  }

  /// The group array shared by formats 12 and 13, binary-searched in place.
  struct MapGroups: Sendable {
    private let reader: ByteReader
    private let count: Int

    init(_ reader: ByteReader) throws(OpenTypeError) {
      let start = reader.offset
      let count = try ByteReader.int(try reader.uint32(atAbsolute: start + 12))
      try reader.requireRecords(at: start + 16, count: count, stride: 12)
      self.count = count
      self.reader = reader
    }

    /// The group whose range holds `code`.
    func group(containing code: UInt32) -> (firstCode: UInt32, startGlyph: UInt32)? {
      let groups = reader.offset + 16
      var low = 0
      var high = count
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
          return (first, startGlyph)
        }
      }
      return nil
    }
  }
}
