/// The 'glyf' table with its 'loca' index: TrueType glyph outlines.
///
/// OpenType spec, 'glyf'. Simple glyphs hold quadratic contours; composite glyphs place other
/// glyphs with an offset and an optional scale, x/y scale or 2×2 transform. Both kinds are
/// decoded here, independently of `Face`:
///
/// ```swift
/// let glyphs = try GlyphData(glyf: glyfReader, loca: locaReader,
///                            indexToLocFormat: 1, numberOfGlyphs: 512)
/// let outline = try glyphs.outline(of: 36)
/// ```
///
/// Composite glyphs nest at most ``maximumComponentDepth`` levels, may not refer to themselves
/// through any chain of components, and one glyph may expand to at most ``maximumWork`` points
/// and components; beyond that the glyph throws ``OpenTypeError/limitExceeded(_:reason:)``.
/// Components positioned by point matching (`ARGS_ARE_XY_VALUES` clear) are supported: the
/// component moves so that its point `arg2` lands on the composite's point `arg1`.
/// `ROUND_XY_TO_GRID` and `USE_MY_METRICS` concern hinting and metrics and are not applied;
/// instructions are skipped, and 'gvar' variations are not read.
public struct GlyphData: Sendable {
  /// The table tag, `glyf`.
  public static let tag: Tag = "glyf"
  /// The deepest nesting of composite glyphs accepted.
  public static let maximumComponentDepth = 10
  /// The most points plus components one glyph may expand to.
  public static let maximumWork = 300_000

  private let glyf: ByteReader
  /// Where each glyph's data starts.
  public let locations: IndexToLocation

  /// Reads the tables.
  ///
  /// - Parameters:
  ///   - glyf: A reader over the 'glyf' table.
  ///   - loca: A reader over the 'loca' table.
  ///   - indexToLocFormat: 'head'.indexToLocFormat (0 short offsets, 1 long offsets).
  ///   - numberOfGlyphs: 'maxp'.numGlyphs.
  /// - Throws: ``OpenTypeError/unsupportedVersion(_:version:)`` for an unknown loca format.
  public init(
    glyf: ByteReader, loca: ByteReader, indexToLocFormat: Int, numberOfGlyphs: Int
  ) throws(OpenTypeError) {
    self.glyf = glyf
    self.locations = try IndexToLocation(
      loca, indexToLocFormat: indexToLocFormat, numberOfGlyphs: numberOfGlyphs)
  }

  /// Where the tables are in their files' bytes.
  var layout: Layout {
    Layout(glyfStart: glyf.offset, glyfLength: glyf.remaining, locations: locations.layout)
  }

  /// The number of glyphs that have a location.
  public var numberOfGlyphs: Int { locations.numberOfGlyphs }

  /// The outline of a glyph, composite glyphs resolved.
  ///
  /// - Throws: An ``OpenTypeError`` when the glyph's data is malformed or exceeds a limit.
  public func outline(of glyphIndex: Int) throws(OpenTypeError) -> GlyphOutline {
    try outline(of: glyphIndex, variations: nil, coordinates: [])
  }

  /// The outline of a glyph at a location of a variable font, composite glyphs resolved.
  ///
  /// - Parameters:
  ///   - glyphIndex: The glyph.
  ///   - variations: The font's 'gvar' table; `nil` gives the default outline.
  ///   - coordinates: Normalised coordinates in 'fvar' axis order; empty for the default.
  /// - Throws: An ``OpenTypeError`` when the glyph's data or its variation data is malformed
  ///   or exceeds a limit.
  public func outline(
    of glyphIndex: Int, variations: GlyphVariations?, coordinates: [Double]
  ) throws(OpenTypeError) -> GlyphOutline {
    try PathCommandCollector.collect(tag: Self.tag) { (builder) throws(OpenTypeError) in
      try draw(glyphIndex, variations: variations, coordinates: coordinates, into: &builder)
    }
  }

  /// Draws a glyph at a location of a variable font into `builder`, composite glyphs
  /// resolved; the last contour is left for the caller to close.
  ///
  /// At the default location a glyph is drawn as it is decoded, components included; only a
  /// composite that places a component by point matching, which needs the points of its other
  /// components, is collected as contours first. At another location the whole glyph is.
  func draw(
    _ glyphIndex: Int, variations: GlyphVariations?, coordinates: [Double],
    into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    if variations == nil || coordinates.isEmpty {
      // 'loca' and 'glyf' come from one file in a face, but may be separate buffers here.
      try locations.withFileBytes { (loca) throws(OpenTypeError) in
        try glyf.bytes.withBytes { (file) throws(OpenTypeError) in
          // Through a pointer, so that the closure, rarely called, copies nothing.
          try withUnsafePointer(to: self) { (tables) throws(OpenTypeError) in
            try layout.draw(
              glyphIndex, glyf: file, loca: loca, glyphData: { tables.pointee }, into: &builder)
          }
        }
      }
      return
    }
    var budget = Self.maximumWork
    let location = variations.map { Location(variations: $0, coordinates: coordinates) }
    let contours = try contours(
      of: glyphIndex, ancestors: [], budget: &budget, location: location)
    builder.reserveCapacity(contours.points.count + 2 * contours.contourEnds.count)
    try contours.draw(into: &builder)
  }

  /// The bounding box stored in a glyph's header, or `nil` for a glyph without data.
  ///
  /// Fonts are expected to store the bounds of the points; fontTools recomputes them when it
  /// compiles, so they usually agree with the outline's control-point bounds.
  public func storedBoundingBox(of glyphIndex: Int) throws(OpenTypeError) -> BoundingBox? {
    guard var reader = try glyphReader(glyphIndex) else { return nil }
    _ = try reader.readInt16()
    return BoundingBox(
      xMin: Double(try reader.readInt16()), yMin: Double(try reader.readInt16()),
      xMax: Double(try reader.readInt16()), yMax: Double(try reader.readInt16()))
  }

  private func glyphReader(_ glyphIndex: Int) throws(OpenTypeError) -> ByteReader? {
    let range = try locations.range(of: glyphIndex)
    guard !range.isEmpty else { return nil }
    return try glyphBytes(range, glyphIndex: glyphIndex)
  }

  /// A reader over a glyph's bytes in 'glyf'.
  func glyphBytes(_ range: Range<Int>, glyphIndex: Int) throws(OpenTypeError) -> ByteReader {
    guard range.upperBound <= glyf.remaining else {
      throw .malformedTable("glyf", reason: "glyph \(glyphIndex) extends past the table")
    }
    var reader = try glyf.skipping(range.lowerBound)
    return try reader.subReader(length: range.count)
  }

  /// A 'gvar' table and the normalised location to apply it at.
  struct Location {
    let variations: GlyphVariations
    let coordinates: [Double]
  }

  func contours(
    of glyphIndex: Int, ancestors: [Int], budget: inout Int, location: Location?
  ) throws(OpenTypeError) -> GlyphContours {
    guard var reader = try glyphReader(glyphIndex) else { return GlyphContours() }
    let contourCount = Int(try reader.readInt16())
    try reader.skip(8)  // xMin, yMin, xMax, yMax
    if contourCount == 0 { return GlyphContours() }
    if contourCount > 0 {
      var contours = try GlyphContours.readSimple(&reader, contourCount: contourCount)
      try Self.spend(contours.points.count, from: &budget)
      if let location {
        // The four phantom points follow the outline's points; their deltas are not used.
        let original =
          contours.points.map { (x: $0.x, y: $0.y) } + Array(repeating: (0, 0), count: 4)
        if let deltas = try location.variations.deltas(
          of: glyphIndex, original: original, contourEnds: contours.contourEnds,
          coordinates: location.coordinates)
        {
          for index in contours.points.indices {
            contours.points[index].x += deltas[index].x
            contours.points[index].y += deltas[index].y
          }
        }
      }
      return contours
    }
    try Self.checkDepth(ancestors.count)
    return try compose(
      &reader, glyphIndex: glyphIndex, ancestors: ancestors, budget: &budget, location: location)
  }

  /// Throws when a composite glyph with `depth` composites above it may not have components.
  static func checkDepth(_ depth: Int) throws(OpenTypeError) {
    guard depth < maximumComponentDepth else {
      throw .limitExceeded(
        "glyf", reason: "composite glyphs nest deeper than \(maximumComponentDepth)")
    }
  }

  /// Reads a composite glyph's component records, spending one unit of `budget` each.
  ///
  /// - Parameter path: The glyph and the composites it is a component of; a component that is
  ///   one of them would make the glyph contain itself.
  private func readComponents(
    _ reader: inout ByteReader, of glyphIndex: Int, path: [Int], budget: inout Int
  ) throws(OpenTypeError) -> [CompositeComponent] {
    var components: [CompositeComponent] = []
    var hasMore = true
    while hasMore {
      try Self.spend(1, from: &budget)
      let component = try CompositeComponent(&reader)
      hasMore = component.flags & CompositeComponent.moreComponents != 0
      guard !path.contains(component.glyphIndex) else {
        throw .malformedTable("glyf", reason: "composite glyph \(glyphIndex) refers to itself")
      }
      components.append(component)
    }
    return components
  }

  static func spend(_ amount: Int, from budget: inout Int) throws(OpenTypeError) {
    budget -= amount
    guard budget >= 0 else {
      throw .limitExceeded("glyf", reason: "glyph expands to more than \(Self.maximumWork) points")
    }
  }

  /// OpenType spec, 'glyf', "Composite glyph description".
  private func compose(
    _ reader: inout ByteReader, glyphIndex: Int, ancestors: [Int], budget: inout Int,
    location: Location?
  ) throws(OpenTypeError) -> GlyphContours {
    let path = ancestors + [glyphIndex]
    var components = try readComponents(&reader, of: glyphIndex, path: path, budget: &budget)
    // 'gvar' varies a composite glyph's component offsets, one "point" per component.
    if let location,
      let deltas = try location.variations.deltas(
        of: glyphIndex, original: Array(repeating: (0, 0), count: components.count + 4),
        contourEnds: nil, coordinates: location.coordinates)
    {
      for index in components.indices {
        components[index].offsetDelta = deltas[index]
      }
    }
    var result = GlyphContours()
    for component in components {
      var child = try contours(
        of: component.glyphIndex, ancestors: path, budget: &budget, location: location)
      if !component.isIdentity {
        for index in child.points.indices {
          child.points[index] = component.transform(child.points[index])
        }
      }
      let offset = try component.offset(parent: result.points, child: child.points)
      if offset.x != 0 || offset.y != 0 {
        for index in child.points.indices {
          child.points[index].x += offset.x
          child.points[index].y += offset.y
        }
      }
      if result.points.isEmpty {
        result = child
      } else {
        result.append(child)
      }
    }
    return result
  }
}
