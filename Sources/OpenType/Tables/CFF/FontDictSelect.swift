/// The FDSelect structure of a CID-keyed CFF or a CFF2 font: which Font DICT each glyph uses.
///
/// CFF spec section 19 (formats 0 and 3) and the CFF2 chapter (format 4 adds 32-bit glyph ids
/// and 16-bit dict indices). Lookups read the bytes directly; nothing is decoded up front.
struct FontDictSelect: Sendable {
  private let reader: ByteReader
  private let format: UInt8
  private let numberOfGlyphs: Int
  private let tag: Tag

  init(_ reader: ByteReader, numberOfGlyphs: Int, tag: Tag) throws(OpenTypeError) {
    var reader = reader
    format = try reader.readUInt8()
    guard format == 0 || format == 3 || format == 4 else {
      throw .unsupportedVersion(tag, version: UInt32(format))
    }
    self.reader = reader
    self.numberOfGlyphs = numberOfGlyphs
    self.tag = tag
  }

  /// The Font DICT index of a glyph.
  func fontDictIndex(of glyphIndex: Int) throws(OpenTypeError) -> Int {
    var cursor = reader
    switch format {
    case 0:
      try cursor.skip(glyphIndex)
      return Int(try cursor.readUInt8())
    default:
      let isLong = format == 4
      let rangeCount =
        isLong ? try ByteReader.int(try cursor.readUInt32()) : Int(try cursor.readUInt16())
      let recordSize = isLong ? 6 : 3
      try cursor.require(try CheckedSize.product(rangeCount, recordSize, tag: tag))
      try cursor.require(rangeCount * recordSize + (isLong ? 4 : 2))
      // Binary search over ranges sorted by first glyph.
      var low = 0
      var high = rangeCount - 1
      let start = cursor
      while low <= high {
        let middle = (low + high) / 2
        var record = try start.skipping(middle * recordSize)
        let first =
          isLong ? Int(truncatingIfNeeded: try record.readUInt32()) : Int(try record.readUInt16())
        let dict = isLong ? Int(try record.readUInt16()) : Int(try record.readUInt8())
        let next =
          isLong ? Int(truncatingIfNeeded: try record.readUInt32()) : Int(try record.readUInt16())
        if glyphIndex < first {
          high = middle - 1
        } else if glyphIndex >= next {
          low = middle + 1
        } else {
          return dict
        }
      }
      throw .malformedTable(tag, reason: "FDSelect does not cover glyph \(glyphIndex)")
    }
  }
}
