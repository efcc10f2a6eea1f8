/// A class definition table: assigns glyphs to classes for class-based lookups.
///
/// OpenType spec, "OpenType Layout Common Table Formats", ClassDef format 1 (a class per glyph
/// from a start glyph) and format 2 (sorted glyph ranges). Glyphs not listed are in class 0.
public struct ClassDefinition: Sendable {
  private let reader: ByteReader
  private let format: UInt16
  private let startGlyph: UInt16
  private let count: Int

  /// Parses the class definition table that `reader` starts at.
  ///
  /// - Throws: ``OpenTypeError/unsupportedVersion(_:version:)`` for an unknown format,
  ///   ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the array does not fit.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    let start = reader.offset
    format = try reader.uint16(atAbsolute: start)
    switch format {
    case 1:
      startGlyph = try reader.uint16(atAbsolute: start + 2)
      count = Int(try reader.uint16(atAbsolute: start + 4))
      try reader.requireBytes(at: start + 6, count: count * 2)
    case 2:
      startGlyph = 0
      count = Int(try reader.uint16(atAbsolute: start + 2))
      try reader.requireBytes(at: start + 4, count: count * 6)
    default:
      throw .unsupportedVersion("GPOS", version: UInt32(format))
    }
    self.reader = reader
  }

  /// The class of `glyph`; 0 when the table does not list it.
  public func `class`(of glyph: GlyphID) -> Int {
    let start = reader.offset
    let value = glyph.rawValue
    if format == 1 {
      guard value >= startGlyph, Int(value - startGlyph) < count else { return 0 }
      let position = start + 6 + Int(value - startGlyph) * 2
      return (try? reader.uint16(atAbsolute: position)).map { Int($0) } ?? 0
    }
    let ranges = RangeRecords(reader: reader, start: start + 4, count: count)
    return ranges.record(containing: value).map { Int($0.value) } ?? 0
  }
}
