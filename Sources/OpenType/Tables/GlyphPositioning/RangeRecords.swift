/// The sorted range records of Coverage format 2 and ClassDef format 2 (OpenType spec, "OpenType
/// Layout Common Table Formats", RangeRecord and ClassRangeRecord): `startGlyphID`,
/// `endGlyphID` and a `uint16` value, 6 bytes each, binary-searched in place.
struct RangeRecords: Sendable {
  /// The table the records are in.
  let reader: ByteReader
  /// The absolute offset of the first record.
  let start: Int
  /// The number of records.
  let count: Int

  /// The record whose range holds `glyph`: its first glyph and its value, or `nil` when no
  /// range holds it (or a record cannot be read).
  func record(containing glyph: UInt16) -> (firstGlyph: UInt16, value: UInt16)? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let range = start + middle * 6
      guard let first = try? reader.uint16(atAbsolute: range),
        let last = try? reader.uint16(atAbsolute: range + 2)
      else { return nil }
      if glyph < first {
        high = middle
      } else if glyph > last {
        low = middle + 1
      } else {
        guard let value = try? reader.uint16(atAbsolute: range + 4) else { return nil }
        return (first, value)
      }
    }
    return nil
  }
}
