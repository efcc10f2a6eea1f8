extension CharacterMap {
  /// Unicode variation sequences: which base character + variation selector pairs the font
  /// supports, and with which glyph.
  ///
  /// OpenType spec, `'cmap'` subtable format 14. Each selector has a *default* UVS table
  /// (sequences drawn with the base character's usual glyph) and a *non-default* UVS table
  /// (sequences with a glyph of their own).
  public struct Format14: Sendable {
    private let reader: ByteReader
    private let recordCount: Int

    /// Parses the subtable header that `reader` starts at.
    ///
    /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the selector records do
    ///   not fit.
    public init(_ reader: ByteReader) throws(OpenTypeError) {
      recordCount = try reader.withRawReader(Self.recordCount)
      self.reader = reader
    }

    /// The number of selector records of the subtable that `reader` starts at, once they are
    /// known to fit.
    static func recordCount(_ reader: RawReader) throws(OpenTypeError) -> Int {
      let count = try ByteReader.int(try reader.uint32(atAbsolute: reader.offset + 6))
      try reader.requireRecords(at: reader.offset + 10, count: count, stride: 11)
      return count
    }

    /// How the font renders `code` followed by `selector`, or `nil` when it does not record the
    /// sequence.
    public func mapping(for code: UInt32, selector: UInt32) -> Mapping? {
      let start = reader.offset
      guard
        let record = binarySearch(
          count: recordCount, base: start + 10, stride: 11,
          compare: { position in
            guard let value = try? reader.uint24(atAbsolute: position) else { return nil }
            return value < selector ? -1 : value > selector ? 1 : 0
          })
      else { return nil }
      if let defaultOffset = try? ByteReader.int(try reader.uint32(atAbsolute: record + 3)),
        defaultOffset != 0
      {
        let table = start &+ defaultOffset
        if let count = try? ByteReader.int(try reader.uint32(atAbsolute: table)),
          binarySearch(
            count: count, base: table + 4, stride: 4,
            compare: { position in
              // startUnicodeValue (uint24) and additionalCount (uint8).
              guard let range = try? reader.uint32(atAbsolute: position) else { return nil }
              let first = range >> 8
              if code < first { return 1 }
              return code > first + (range & 0xFF) ? -1 : 0
            }) != nil
        {
          return .useDefault
        }
      }
      if let otherOffset = try? ByteReader.int(try reader.uint32(atAbsolute: record + 7)),
        otherOffset != 0
      {
        let table = start &+ otherOffset
        if let count = try? ByteReader.int(try reader.uint32(atAbsolute: table)),
          let mapping = binarySearch(
            count: count, base: table + 4, stride: 5,
            compare: { position in
              guard let value = try? reader.uint24(atAbsolute: position) else { return nil }
              return value < code ? -1 : value > code ? 1 : 0
            }),
          let glyph = try? reader.uint16(atAbsolute: mapping + 3)
        {
          return .glyph(GlyphID(rawValue: glyph))
        }
      }
      return nil
    }

    /// Calls `body` with every sequence the subtable records: selector record by selector record
    /// in file order, each one's default UVS ranges expanded (`startUnicodeValue` through
    /// `startUnicodeValue + additionalCount`), then its non-default mappings.
    ///
    /// Unlike ``mapping(for:selector:)``, this walks the records instead of searching them, so it
    /// lists what the font records even when the records are out of order; it is what a
    /// comparison with another reader's list of sequences needs. A default or non-default table
    /// whose records do not fit the subtable contributes nothing.
    ///
    /// ```swift
    /// variationSequences.forEachSequence { print($0.code, $0.selector, $0.mapping) }
    /// ```
    public func forEachSequence(_ body: (VariationSequence) -> Void) {
      let start = reader.offset
      for index in 0..<recordCount {
        let record = start + 10 + index * 11
        guard let selector = try? reader.uint24(atAbsolute: record) else { continue }
        if let table = table(at: record + 3, stride: 4) {
          for position in Swift.stride(from: table.base, to: table.end, by: 4) {
            guard let range = try? reader.uint32(atAbsolute: position) else { break }
            let first = range >> 8
            for code in first...(first + (range & 0xFF)) {
              body(VariationSequence(code: code, selector: selector, mapping: .useDefault))
            }
          }
        }
        if let table = table(at: record + 7, stride: 5) {
          for position in Swift.stride(from: table.base, to: table.end, by: 5) {
            guard let code = try? reader.uint24(atAbsolute: position),
              let glyph = try? reader.uint16(atAbsolute: position + 3)
            else { break }
            body(
              VariationSequence(
                code: code, selector: selector, mapping: .glyph(GlyphID(rawValue: glyph))))
          }
        }
      }
    }

    /// The records of the default or non-default UVS table whose offset is at `offsetPosition`:
    /// the position of the first record and the end of the last, or `nil` when the offset is 0
    /// or the records do not fit.
    private func table(at offsetPosition: Int, stride: Int) -> (base: Int, end: Int)? {
      guard let offset = try? ByteReader.int(try reader.uint32(atAbsolute: offsetPosition)),
        offset != 0
      else { return nil }
      let table = reader.offset &+ offset
      guard let count = try? ByteReader.int(try reader.uint32(atAbsolute: table)),
        (try? reader.requireRecords(at: table + 4, count: count, stride: stride)) != nil
      else { return nil }
      return (table + 4, table + 4 + count * stride)
    }

    /// The position of the record for which `compare` returns 0 among `count` records of
    /// `stride` bytes sorted ascending; `compare` returns -1 when the record is before the key.
    private func binarySearch(
      count: Int, base: Int, stride: Int, compare: (Int) -> Int?
    ) -> Int? {
      // Records that do not fit the table would only make reads fail; rejecting them first also
      // keeps `base + middle * stride` from overflowing.
      guard count > 0, (try? reader.requireRecords(at: base, count: count, stride: stride)) != nil
      else { return nil }
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        let position = base + middle * stride
        guard let order = compare(position) else { return nil }
        if order < 0 {
          low = middle + 1
        } else if order > 0 {
          high = middle
        } else {
          return position
        }
      }
      return nil
    }
  }
}
