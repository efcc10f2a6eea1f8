/// The 'HVAR' table: how glyph advance widths vary with the axes.
///
/// OpenType spec, 'HVAR'. Without an advance-width mapping, glyph `g` uses delta set `(0, g)`;
/// with one, the delta-set index map gives the outer and inner indices. Side-bearing mappings
/// are not read: layout needs only advances.
///
/// ```swift
/// let hvar = try HorizontalMetricsVariations(reader)
/// let advance = Double(hmtxAdvance) + (try hvar.advanceDelta(of: 36, coordinates: [0.5]))
/// ```
public struct HorizontalMetricsVariations: Sendable {
  /// The table tag, `HVAR`.
  public static let tag: Tag = "HVAR"

  private let store: ItemVariationStore
  private let advanceMapping: DeltaSetIndexMap?

  /// Reads the table.
  ///
  /// - Throws: An ``OpenTypeError`` for an unknown major version, a missing variation store, or
  ///   data outside the table.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    var header = reader
    try header.readVersion1(of: Self.tag)
    let storeOffset = try ByteReader.int(try header.readUInt32())
    let mappingOffset = try ByteReader.int(try header.readUInt32())
    guard storeOffset != 0 else { throw .malformedTable(Self.tag, reason: "no variation store") }
    let storeReader = try reader.skipping(storeOffset)
    store = try ItemVariationStore(storeReader, tag: Self.tag)
    if mappingOffset != 0 {
      let mappingReader = try reader.skipping(mappingOffset)
      advanceMapping = try DeltaSetIndexMap(mappingReader, tag: Self.tag)
    } else {
      advanceMapping = nil
    }
  }

  /// The delta to add to a glyph's 'hmtx' advance at a location (not rounded).
  ///
  /// - Parameters:
  ///   - glyphIndex: The glyph.
  ///   - coordinates: Normalised coordinates in 'fvar' axis order.
  public func advanceDelta(of glyphIndex: Int, coordinates: [Double]) throws(OpenTypeError)
    -> Double
  {
    if let advanceMapping {
      guard let index = try advanceMapping.deltaSet(for: glyphIndex) else { return 0 }
      return try store.delta(outer: index.outer, inner: index.inner, coordinates: coordinates)
    }
    return try store.delta(outer: 0, inner: glyphIndex, coordinates: coordinates)
  }
}
