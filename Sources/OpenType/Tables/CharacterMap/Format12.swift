extension CharacterMap {
  /// Segmented coverage: groups of consecutive code points mapped to consecutive glyphs, for
  /// fonts that cover characters beyond the BMP.
  ///
  /// OpenType spec, `'cmap'` subtable format 12: `numGroups` sequential map groups
  /// (`startCharCode`, `endCharCode`, `startGlyphID`), sorted by code.
  public struct Format12: Sendable {
    private let bytes: FontData
    let layout: MapGroups

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the groups do not fit.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      layout = try reader.withRawReader(MapGroups.init)
      bytes = reader.bytes
    }

    init(bytes: FontData, layout: MapGroups) {
      self.bytes = bytes
      self.layout = layout
    }

    /// The glyph for a code point, or `nil` when no group covers it.
    public func glyph(for code: UInt32) -> GlyphID? {
      bytes.withUnsafeBytes { Self.glyph(for: code, in: layout, $0) }
    }

    /// The lookup over the file's bytes.
    static func glyph(
      for code: UInt32, in groups: MapGroups, _ bytes: UnsafeRawBufferPointer
    ) -> GlyphID? {
      guard let group = groups.group(containing: code, in: bytes) else { return nil }
      // startGlyphID + offset may exceed 16 bits in a broken font.
      let glyph = UInt64(group.startGlyph) + UInt64(code - group.firstCode)
      guard glyph != 0, glyph <= 0xFFFF else { return nil }
      return GlyphID(rawValue: UInt16(glyph))
    }
  }

  /// The group array shared by formats 12 and 13, binary-searched in place: its offsets, without
  /// a reference to the file.
  struct MapGroups: Sendable {
    private let groups: Int
    private let limit: Int
    private let count: Int

    init(_ reader: RawReader) throws(OpenTypeError) {
      let start = reader.offset
      let count = try ByteReader.int(try reader.uint32(atAbsolute: start + 12))
      try reader.requireRecords(at: start + 16, count: count, stride: 12)
      self.count = count
      self.groups = start + 16
      self.limit = reader.limit
    }

    /// The group whose range holds `code`.
    func group(
      containing code: UInt32, in bytes: UnsafeRawBufferPointer
    ) -> (firstCode: UInt32, startGlyph: UInt32)? {
      let raw = RawReader(bytes, at: groups, limit: limit)
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        let group = groups + middle * 12
        guard let first = try? raw.uint32(atAbsolute: group),
          let last = try? raw.uint32(atAbsolute: group + 4)
        else { return nil }
        if code < first {
          high = middle
        } else if code > last {
          low = middle + 1
        } else {
          guard let startGlyph = try? raw.uint32(atAbsolute: group + 8) else { return nil }
          return (first, startGlyph)
        }
      }
      return nil
    }
  }
}
