/// The 'gvar' table: how TrueType glyph outlines vary with the axes.
///
/// OpenType spec, 'gvar', and "Tuple variation store" in the common formats chapter. Each glyph
/// has tuple variations: a region of the design space (a peak, optionally an intermediate range)
/// with x and y deltas for some or all of its points. At a location, the deltas of each tuple
/// are weighted by the tuple's scalar; points a tuple leaves out get deltas interpolated from
/// their neighbours (IUP) in simple glyphs, and none in composite glyphs, where the "points" are
/// the component offsets. Every glyph has four more, phantom points (advance and side bearings),
/// which are counted but not used here.
///
/// ```swift
/// let gvar = try GlyphVariations(gvarReader)
/// let outline = try glyphData.outline(of: 36, variations: gvar, coordinates: [1.0])
/// ```
public struct GlyphVariations: Sendable {
  /// The table tag, `gvar`.
  public static let tag: Tag = "gvar"

  /// The number of axes every tuple spans.
  public let axisCount: Int
  private let sharedTuples: ByteReader
  private let sharedTupleCount: Int
  private let glyphCount: Int
  private let longOffsets: Bool
  private let offsets: ByteReader
  private let data: ByteReader

  /// Reads the table's header.
  ///
  /// - Throws: An ``OpenTypeError`` for an unknown major version or arrays outside the table.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    var header = reader
    try header.readVersion1(of: Self.tag)
    axisCount = Int(try header.readUInt16())
    sharedTupleCount = Int(try header.readUInt16())
    let sharedTuplesOffset = try ByteReader.int(try header.readUInt32())
    glyphCount = Int(try header.readUInt16())
    longOffsets = try header.readUInt16() & 1 != 0
    let dataOffset = try ByteReader.int(try header.readUInt32())
    offsets = try header.subReader(length: (glyphCount + 1) * (longOffsets ? 4 : 2))
    var tuples = try reader.skipping(sharedTuplesOffset)
    sharedTuples = try tuples.subReader(
      length: try CheckedSize.product(sharedTupleCount, axisCount, 2, tag: Self.tag))
    let dataReader = try reader.skipping(dataOffset)
    data = dataReader
  }

  /// The summed, weighted deltas of a glyph's points at a location, or `nil` when the glyph
  /// does not vary there.
  ///
  /// - Parameters:
  ///   - glyphIndex: The glyph.
  ///   - original: The glyph's points (for a composite glyph, one per component) followed by
  ///     the four phantom points.
  ///   - contourEnds: For a simple glyph, one past the last point of each contour, which
  ///     enables interpolation of untouched points; `nil` for a composite glyph.
  ///   - coordinates: Normalised coordinates in 'fvar' axis order.
  func deltas(
    of glyphIndex: Int, original: [(x: Double, y: Double)], contourEnds: [Int]?,
    coordinates: [Double]
  ) throws(OpenTypeError) -> [(x: Double, y: Double)]? {
    guard glyphIndex >= 0, glyphIndex < glyphCount, coordinates.contains(where: { $0 != 0 }) else {
      return nil
    }
    var cursor = try offsets.skipping(glyphIndex * (longOffsets ? 4 : 2))
    let start =
      longOffsets ? try ByteReader.int(try cursor.readUInt32()) : Int(try cursor.readUInt16()) * 2
    let end =
      longOffsets ? try ByteReader.int(try cursor.readUInt32()) : Int(try cursor.readUInt16()) * 2
    guard end > start else { return nil }
    var glyphData = try data.skipping(start)
    let variationData = try glyphData.subReader(length: end - start)
    return try TupleVariations(
      variationData, axisCount: axisCount, sharedTuples: sharedTuples,
      sharedTupleCount: sharedTupleCount
    ).deltas(original: original, contourEnds: contourEnds, coordinates: coordinates)
  }
}
