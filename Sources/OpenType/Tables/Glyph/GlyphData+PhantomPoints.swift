extension GlyphData {
  /// The change of a glyph's advance width at a location, from its 'gvar' phantom points.
  ///
  /// OpenType spec, 'gvar', "Phantom points": the second phantom point sits at the advance,
  /// the first at the left side bearing's origin, so the advance changes by the difference of
  /// their x deltas. Fonts with an 'HVAR' table should use it instead; this is the fallback the
  /// spec describes for fonts without one.
  ///
  /// - Returns: The delta, or 0 for a glyph that does not vary.
  public func advanceDelta(
    of glyphIndex: Int, variations: GlyphVariations, coordinates: [Double]
  ) throws(OpenTypeError) -> Double {
    let pointCount = try outlinePointCount(of: glyphIndex)
    guard
      let deltas = try variations.deltas(
        of: glyphIndex, original: Array(repeating: (0, 0), count: pointCount + 4),
        contourEnds: nil, coordinates: coordinates)
    else { return 0 }
    return deltas[pointCount + 1].x - deltas[pointCount].x
  }

  /// The number of points 'gvar' counts before the phantom points: a simple glyph's points, or
  /// a composite glyph's components.
  private func outlinePointCount(of glyphIndex: Int) throws(OpenTypeError) -> Int {
    let range = try locations.range(of: glyphIndex)
    guard !range.isEmpty else { return 0 }
    var reader = try glyphBytes(range, glyphIndex: glyphIndex)
    let contourCount = Int(try reader.readInt16())
    try reader.skip(8)
    if contourCount >= 0 {
      guard contourCount > 0 else { return 0 }
      try reader.skip((contourCount - 1) * 2)
      return Int(try reader.readUInt16()) + 1
    }
    var count = 0
    var hasMore = true
    while hasMore {
      let component = try CompositeComponent(&reader)
      hasMore = component.flags & CompositeComponent.moreComponents != 0
      count += 1
    }
    return count
  }
}
