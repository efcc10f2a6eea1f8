/// The horizontal metrics table (`'hmtx'`): each glyph's advance width and left side bearing.
///
/// OpenType spec, `'hmtx'`: `numberOfHMetrics` (from `'hhea'`) pairs of (advance, bearing),
/// then bearings only for the remaining glyphs, which all take the last pair's advance — a
/// monospaced tail, typically.
public struct HorizontalMetrics: Sendable {
  /// The table's tag.
  public static let tag: Tag = "hmtx"

  private let bytes: FontData
  /// Where the table is: the lookups, without a reference to the file.
  let layout: Layout
  /// `numberOfHMetrics` from `'hhea'`.
  public var numberOfHorizontalMetrics: Int { layout.numberOfHorizontalMetrics }
  /// `numGlyphs` from `'maxp'`.
  public var numberOfGlyphs: Int { layout.numberOfGlyphs }

  /// Wraps the table; lookups read it on demand.
  ///
  /// - Throws: ``OpenTypeError/malformedTable(_:reason:)`` when `numberOfHMetrics` is 0 (there
  ///   would be no advance to repeat), ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the
  ///   table is too short for its pairs.
  public init(
    _ table: ByteReader, numberOfHorizontalMetrics: Int, numberOfGlyphs: Int
  ) throws(OpenTypeError) {
    layout = try Layout(
      start: table.offset, limit: table.limit,
      numberOfHorizontalMetrics: numberOfHorizontalMetrics, numberOfGlyphs: numberOfGlyphs)
    bytes = table.bytes
  }

  /// The table at `layout` in the file `bytes`.
  init(bytes: FontData, layout: Layout) {
    self.bytes = bytes
    self.layout = layout
  }

  /// The advance width of `glyph` in font units, or `nil` for a glyph the font does not have.
  public func advance(of glyph: GlyphID) -> Int? {
    bytes.withUnsafeBytes { layout.advance(of: glyph, in: $0) }
  }

  /// The left side bearing of `glyph` in font units, or `nil` for a glyph the font does not
  /// have or whose bearing the table omits.
  public func leftSideBearing(of glyph: GlyphID) -> Int? {
    bytes.withUnsafeBytes { layout.leftSideBearing(of: glyph, in: $0) }
  }

  /// The table's range and counts; lookups read the file's bytes they are given.
  struct Layout: Sendable {
    /// The table's absolute range in the file.
    let start: Int
    let limit: Int
    let numberOfHorizontalMetrics: Int
    let numberOfGlyphs: Int

    /// Checks the table's range (`start..<limit`, inside the file) against the counts.
    init(
      start: Int, limit: Int, numberOfHorizontalMetrics: Int, numberOfGlyphs: Int
    ) throws(OpenTypeError) {
      guard numberOfHorizontalMetrics > 0 else {
        throw .malformedTable(HorizontalMetrics.tag, reason: "numberOfHMetrics is 0")
      }
      // The trailing bearings are often cut short in real fonts; only the pairs are required.
      let needed = numberOfHorizontalMetrics * 4
      guard needed <= limit - start else {
        throw .unexpectedEnd(offset: start, needed: needed)
      }
      self.start = start
      self.limit = limit
      self.numberOfHorizontalMetrics = numberOfHorizontalMetrics
      self.numberOfGlyphs = numberOfGlyphs
    }

    @inline(__always)
    func advance(of glyph: GlyphID, in bytes: UnsafeRawBufferPointer) -> Int? {
      guard glyph.index < numberOfGlyphs else { return nil }
      let pair = min(glyph.index, numberOfHorizontalMetrics - 1)
      return (try? RawReader(bytes, at: start, limit: limit).uint16(atAbsolute: start + pair * 4))
        .map { Int($0) }
    }

    func leftSideBearing(of glyph: GlyphID, in bytes: UnsafeRawBufferPointer) -> Int? {
      guard glyph.index < numberOfGlyphs else { return nil }
      let position: Int
      if glyph.index < numberOfHorizontalMetrics {
        position = start + glyph.index * 4 + 2
      } else {
        position =
          start + numberOfHorizontalMetrics * 4 + (glyph.index - numberOfHorizontalMetrics) * 2
      }
      return (try? RawReader(bytes, at: start, limit: limit).uint16(atAbsolute: position))
        .map { Int(Int16(bitPattern: $0)) }
    }
  }
}
