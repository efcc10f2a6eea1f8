extension CharacterMap {
  /// The group array shared by formats 12 and 13, binary-searched in place: its offsets, without
  /// a reference to the file. Each format's lookup is in its own file (`consecutiveGlyph(for:in:)`
  /// in Format12.swift, `sharedGlyph(for:in:)` in Format13.swift).
  struct MapGroups: Sendable {
    private let groups: Int
    private let limit: Int
    private let count: Int

    /// Parses the header of the format 12 or 13 subtable that `reader` starts at.
    ///
    /// - Throws: `OpenTypeError.unexpectedEnd` when the groups do not fit.
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
