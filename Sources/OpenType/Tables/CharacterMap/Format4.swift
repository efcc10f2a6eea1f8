extension CharacterMap {
  /// Segment mapping to delta values, the usual subtable for the Basic Multilingual Plane, as
  /// the offsets of its segment arrays in the file.
  ///
  /// OpenType spec, `'cmap'` subtable format 4. Segments of consecutive codes, sorted by end
  /// code; a segment maps by adding `idDelta` (modulo 65536), or, when `idRangeOffset` is not 0,
  /// through `glyphIdArray` at an address relative to the `idRangeOffset` entry itself. The
  /// last segment is the 0xFFFF sentinel.
  struct Format4: Sendable {
    private let limit: Int
    private let segmentCount: Int
    private let endCodes: Int
    private let startCodes: Int
    private let deltas: Int
    private let rangeOffsets: Int

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: `OpenTypeError.unexpectedEnd` when the four segment arrays do not fit.
    init(_ reader: RawReader) throws(OpenTypeError) {
      let start = reader.offset
      let doubledCount = Int(try reader.uint16(atAbsolute: start + 6))
      segmentCount = doubledCount / 2
      endCodes = start + 14
      startCodes = endCodes + segmentCount * 2 + 2  // skips reservedPad
      deltas = startCodes + segmentCount * 2
      rangeOffsets = deltas + segmentCount * 2
      try reader.requireBytes(at: endCodes, count: segmentCount * 8 + 2)
      limit = reader.limit
    }

    /// The glyph for a BMP code point, read from the file `bytes`, or `nil` when it is unmapped.
    func glyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
      guard code <= 0xFFFF else { return nil }
      let raw = RawReader(bytes, at: endCodes, limit: limit)
      // The first segment whose end code is at least `code`.
      var low = 0
      var high = segmentCount
      while low < high {
        let middle = (low + high) / 2
        guard let end = try? raw.uint16(atAbsolute: endCodes + middle * 2) else { return nil }
        if UInt32(end) < code { low = middle + 1 } else { high = middle }
      }
      guard low < segmentCount,
        let start = try? raw.uint16(atAbsolute: startCodes + low * 2),
        UInt32(start) <= code,
        let delta = try? raw.uint16(atAbsolute: deltas + low * 2),
        let rangeOffset = try? raw.uint16(atAbsolute: rangeOffsets + low * 2)
      else { return nil }
      let glyph: UInt16
      if rangeOffset == 0 {
        glyph = UInt16(truncatingIfNeeded: code) &+ delta
      } else {
        // Some broken fonts use 0xFFFF to mean "no glyphs"; it can never be a valid offset.
        guard rangeOffset != 0xFFFF else { return nil }
        let address =
          rangeOffsets + low * 2 + Int(rangeOffset) + Int(code - UInt32(start)) * 2
        guard let stored = try? raw.uint16(atAbsolute: address), stored != 0 else { return nil }
        glyph = stored &+ delta
      }
      return glyph == 0 ? nil : GlyphID(rawValue: glyph)
    }
  }
}
