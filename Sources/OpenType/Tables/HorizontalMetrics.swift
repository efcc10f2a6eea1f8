/// The horizontal metrics table (`'hmtx'`): each glyph's advance width and left side bearing.
///
/// OpenType spec, `'hmtx'`: `numberOfHMetrics` (from `'hhea'`) pairs of (advance, bearing),
/// then bearings only for the remaining glyphs, which all take the last pair's advance — a
/// monospaced tail, typically.
public struct HorizontalMetrics: Sendable {
  /// The table's tag.
  public static let tag: Tag = "hmtx"

  private let table: ByteReader
  /// `numberOfHMetrics` from `'hhea'`.
  public let numberOfHorizontalMetrics: Int
  /// `numGlyphs` from `'maxp'`.
  public let numberOfGlyphs: Int

  /// Wraps the table; lookups read it on demand.
  ///
  /// - Throws: ``OpenTypeError/malformedTable(_:reason:)`` when `numberOfHMetrics` is 0 (there
  ///   would be no advance to repeat), ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the
  ///   table is too short for its pairs.
  public init(
    _ table: ByteReader, numberOfHorizontalMetrics: Int, numberOfGlyphs: Int
  ) throws(OpenTypeError) {
    guard numberOfHorizontalMetrics > 0 else {
      throw .malformedTable(Self.tag, reason: "numberOfHMetrics is 0")
    }
    // The trailing bearings are often cut short in real fonts; only the pairs are required.
    try table.require(numberOfHorizontalMetrics * 4)
    self.table = table
    self.numberOfHorizontalMetrics = numberOfHorizontalMetrics
    self.numberOfGlyphs = numberOfGlyphs
  }

  /// The advance width of `glyph` in font units, or `nil` for a glyph the font does not have.
  public func advance(of glyph: GlyphID) -> Int? {
    guard glyph.index < numberOfGlyphs else { return nil }
    let pair = min(glyph.index, numberOfHorizontalMetrics - 1)
    return (try? table.uint16(atAbsolute: table.offset + pair * 4)).map { Int($0) }
  }

  /// The left side bearing of `glyph` in font units, or `nil` for a glyph the font does not
  /// have or whose bearing the table omits.
  public func leftSideBearing(of glyph: GlyphID) -> Int? {
    guard glyph.index < numberOfGlyphs else { return nil }
    let position: Int
    if glyph.index < numberOfHorizontalMetrics {
      position = table.offset + glyph.index * 4 + 2
    } else {
      position =
        table.offset + numberOfHorizontalMetrics * 4
        + (glyph.index - numberOfHorizontalMetrics) * 2
    }
    return (try? table.int16(atAbsolute: position)).map { Int($0) }
  }
}
