/// A pair adjustment positioning subtable (GPOS lookup type 2): kerning between two glyphs.
///
/// OpenType spec, GPOS "Lookup type 2 subtable: pair adjustment positioning". Format 1 lists
/// pairs per first glyph (sorted by second glyph); format 2 gives a value per pair of classes.
/// Only the `XAdvance` fields are read — what kerning changes in the width of horizontal text:
/// the first glyph's, plus the second glyph's in the rare subtables that adjust it (HarfBuzz
/// adds both to the line). Placements, device tables and variation deltas are ignored (default
/// instance, no hinting).
public struct PairAdjustment: Sendable {
  private enum Layout: Sendable {
    case pairSets(count: Int)
    case classes(
      first: ClassDefinition, second: ClassDefinition, firstCount: Int, secondCount: Int)
  }

  private let reader: ByteReader
  private let coverage: Coverage
  private let layout: Layout
  private let firstValueFormat: UInt16
  private let secondValueFormat: UInt16

  /// The subtable format, 1 (glyph pairs) or 2 (class pairs).
  public var format: Int {
    if case .pairSets = layout { return 1 }
    return 2
  }

  /// Parses the subtable that `reader` starts at; `reader`'s limit is the end of `'GPOS'`.
  ///
  /// - Throws: ``OpenTypeError/unsupportedVersion(_:version:)`` for an unknown format, or the
  ///   error of a coverage or class table that cannot be read.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    let start = reader.offset
    let format = try reader.uint16(atAbsolute: start)
    let coverageOffset = Int(try reader.uint16(atAbsolute: start + 2))
    coverage = try Coverage(try reader.jumped(to: start + coverageOffset))
    firstValueFormat = try reader.uint16(atAbsolute: start + 4)
    secondValueFormat = try reader.uint16(atAbsolute: start + 6)
    switch format {
    case 1:
      let count = Int(try reader.uint16(atAbsolute: start + 8))
      try reader.requireBytes(at: start + 10, count: count * 2)
      layout = .pairSets(count: count)
    case 2:
      let firstOffset = Int(try reader.uint16(atAbsolute: start + 8))
      let secondOffset = Int(try reader.uint16(atAbsolute: start + 10))
      layout = .classes(
        first: try ClassDefinition(try reader.jumped(to: start + firstOffset)),
        second: try ClassDefinition(try reader.jumped(to: start + secondOffset)),
        firstCount: Int(try reader.uint16(atAbsolute: start + 12)),
        secondCount: Int(try reader.uint16(atAbsolute: start + 14)))
    default:
      throw .unsupportedVersion("GPOS", version: UInt32(format))
    }
    self.reader = reader
  }

  /// How much the pair's total advance changes when `first` is followed by `second`, in font
  /// units (the first value record's `XAdvance` plus the second's), or `nil` when the subtable
  /// does not apply to the pair (HarfBuzz then tries the lookup's next subtable).
  ///
  /// A format 2 subtable applies to every pair whose first glyph it covers, even with a zero
  /// value, which stops later subtables of the same lookup.
  public func advanceAdjustment(first: GlyphID, second: GlyphID) -> Int? {
    guard let coverageIndex = coverage.index(of: first) else { return nil }
    let start = reader.offset
    let firstSize = Self.size(of: firstValueFormat)
    let recordSize = firstSize + Self.size(of: secondValueFormat)
    switch layout {
    case .pairSets(let count):
      guard coverageIndex < count,
        let setOffset = try? reader.uint16(atAbsolute: start + 10 + coverageIndex * 2),
        let pairCount = try? reader.uint16(atAbsolute: start + Int(setOffset))
      else { return nil }
      let records = start + Int(setOffset) + 2
      let stride = 2 + recordSize
      var low = 0
      var high = Int(pairCount)
      while low < high {
        let middle = (low + high) / 2
        let record = records + middle * stride
        guard let candidate = try? reader.uint16(atAbsolute: record) else { return nil }
        if candidate < second.rawValue {
          low = middle + 1
        } else if candidate > second.rawValue {
          high = middle
        } else {
          return advanceChange(at: record + 2)
        }
      }
      return nil
    case .classes(let firstClasses, let secondClasses, let firstCount, let secondCount):
      let firstClass = firstClasses.class(of: first)
      let secondClass = secondClasses.class(of: second)
      guard firstClass < firstCount, secondClass < secondCount else { return nil }
      // Up to 65,535 × 65,535 records of 32 bytes: computed in 64 bits for 32-bit platforms.
      let index = Int64(firstClass) * Int64(secondCount) + Int64(secondClass)
      guard let record = Int(exactly: Int64(start) + 16 + index * Int64(recordSize)) else {
        return nil
      }
      return advanceChange(at: record)
    }
  }

  /// The sum of the `XAdvance` fields of the two value records that start at `record`.
  private func advanceChange(at record: Int) -> Int? {
    guard let first = xAdvance(format: firstValueFormat, at: record),
      let second = xAdvance(
        format: secondValueFormat, at: record + Self.size(of: firstValueFormat))
    else { return nil }
    return first + second
  }

  /// The `XAdvance` of the value record at `record`, 0 when its format omits it.
  private func xAdvance(format: UInt16, at record: Int) -> Int? {
    // ValueFormat bit 2 (0x0004) is XAdvance; XPlacement and YPlacement come before it.
    guard format & 0x4 != 0 else { return 0 }
    let position = record + Self.size(of: format & 0x3)
    return (try? reader.int16(atAbsolute: position)).map { Int($0) }
  }

  /// The size in bytes of a value record: two bytes per defined bit (the high byte is
  /// reserved).
  private static func size(of valueFormat: UInt16) -> Int {
    (valueFormat & 0xFF).nonzeroBitCount * 2
  }
}
