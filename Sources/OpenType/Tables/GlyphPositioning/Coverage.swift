/// A coverage table: the set of glyphs a lookup subtable applies to, each with an index.
///
/// OpenType spec, "OpenType Layout Common Table Formats", Coverage format 1 (a sorted glyph
/// array) and format 2 (sorted ranges with a start coverage index). Lookups binary-search the
/// bytes in place.
public struct Coverage: Sendable {
  private let reader: ByteReader
  private let format: UInt16
  private let count: Int

  /// Parses the coverage table that `reader` starts at.
  ///
  /// - Throws: ``OpenTypeError/unsupportedVersion(_:version:)`` for an unknown format,
  ///   ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the array does not fit.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    let start = reader.offset
    format = try reader.uint16(atAbsolute: start)
    count = Int(try reader.uint16(atAbsolute: start + 2))
    switch format {
    case 1: try reader.requireBytes(at: start + 4, count: count * 2)
    case 2: try reader.requireBytes(at: start + 4, count: count * 6)
    default: throw .unsupportedVersion("GPOS", version: UInt32(format))
    }
    self.reader = reader
  }

  /// The coverage index of `glyph`, or `nil` when the table does not cover it.
  public func index(of glyph: GlyphID) -> Int? {
    let base = reader.offset + 4
    let value = glyph.rawValue
    guard format == 1 else {
      let ranges = RangeRecords(reader: reader, start: base, count: count)
      return ranges.record(containing: value).map { Int($0.value) + Int(value - $0.firstGlyph) }
    }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      guard let candidate = try? reader.uint16(atAbsolute: base + middle * 2) else { return nil }
      if candidate < value {
        low = middle + 1
      } else if candidate > value {
        high = middle
      } else {
        return middle
      }
    }
    return nil
  }
}
