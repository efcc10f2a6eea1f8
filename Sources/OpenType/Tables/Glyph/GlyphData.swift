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
          try withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.maximumComponentDepth) {
            (storage) throws(OpenTypeError) in
            var path = ComponentPath(storage: storage)
            var budget = Self.maximumWork
            try drawDirectly(
              glyphIndex, file: GlyphBytes(glyf: file, loca: loca), path: &path, budget: &budget,
              placement: .translation(x: 0, y: 0), into: &builder)
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
    var reader = glyf
    try reader.skip(range.lowerBound)
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
      try spend(contours.points.count, from: &budget)
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

  /// The composite glyphs above the one being drawn, in a fixed buffer
  /// (``maximumComponentDepth`` deep at most), so that drawing allocates nothing.
  struct ComponentPath {
    let storage: UnsafeMutableBufferPointer<Int>
    private(set) var count = 0

    init(storage: UnsafeMutableBufferPointer<Int>) {
      self.storage = storage
    }

    /// Whether `glyphIndex` is on the path.
    func contains(_ glyphIndex: Int) -> Bool {
      for index in 0..<count where storage[index] == glyphIndex { return true }
      return false
    }

    /// Adds a composite glyph, after ``GlyphData/checkDepth(_:)`` has allowed one more.
    mutating func push(_ glyphIndex: Int) {
      storage[count] = glyphIndex
      count += 1
    }

    /// Removes the last composite glyph.
    mutating func pop() {
      count -= 1
    }
  }

  /// The bytes of the files that 'glyf' and 'loca' are read from (the same file in a face).
  struct GlyphBytes {
    let glyf: UnsafeRawBufferPointer
    let loca: UnsafeRawBufferPointer
  }

  /// A cursor over a glyph's bytes in the file, past its 10-byte header, with its
  /// numberOfContours; `nil` for a glyph without data.
  private func glyphCursor(
    _ glyphIndex: Int, file: GlyphBytes
  ) throws(OpenTypeError) -> (cursor: RawCursor, contourCount: Int)? {
    let range = try locations.range(of: glyphIndex, in: file.loca)
    guard !range.isEmpty else { return nil }
    guard range.upperBound <= glyf.remaining else {
      throw .malformedTable("glyf", reason: "glyph \(glyphIndex) extends past the table")
    }
    var cursor = try RawCursor(
      file.glyf, range: (glyf.offset + range.lowerBound)..<(glyf.offset + range.upperBound))
    let contourCount = Int(Int16(truncatingIfNeeded: try cursor.word()))
    try cursor.skip(8)  // xMin, yMin, xMax, yMax
    return (cursor, contourCount)
  }

  /// Reads a composite glyph's component records one by one and passes each to `body`, which
  /// spends the unit of work each component costs.
  ///
  /// - Parameter path: The glyph and the composites it is a component of; a component that is
  ///   one of them would make the glyph contain itself.
  private func forEachComponent(
    _ cursor: RawCursor, of glyphIndex: Int, path: ComponentPath,
    _ body: (CompositeComponent) throws(OpenTypeError) -> Void
  ) throws(OpenTypeError) {
    var cursor = cursor
    var hasMore = true
    while hasMore {
      let component = try CompositeComponent(&cursor)
      hasMore = component.flags & CompositeComponent.moreComponents != 0
      guard !path.contains(component.glyphIndex) else {
        throw .malformedTable("glyf", reason: "composite glyph \(glyphIndex) refers to itself")
      }
      try body(component)
    }
  }

  /// Whether a composite glyph places one of its own components by point matching
  /// (`ARGS_ARE_XY_VALUES` clear). Reads its component records, with the errors of reading
  /// them to draw, and nothing else.
  private func placesByPointMatching(_ cursor: RawCursor) throws(OpenTypeError) -> Bool {
    var cursor = cursor
    var hasMore = true
    while hasMore {
      let component = try CompositeComponent(&cursor)
      if component.flags & CompositeComponent.argumentsAreXYValues == 0 { return true }
      hasMore = component.flags & CompositeComponent.moreComponents != 0
    }
    return false
  }

  /// Draws a glyph at the default location into `builder` without collecting its points,
  /// applying `placement` (the placements of the composites it is a component of) to each
  /// point. Limits and errors are those of ``contours(of:ancestors:budget:location:)``.
  ///
  /// A composite that places a component by point matching needs the points of its earlier
  /// components; it alone (with its components) is collected as contours and then drawn. The
  /// points of a composite depend only on its own components, so the result is the same.
  private func drawDirectly(
    _ glyphIndex: Int, file: GlyphBytes, path: inout ComponentPath,
    budget: inout Int, placement: GlyphPlacement, into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    guard let glyph = try glyphCursor(glyphIndex, file: file) else { return }
    var cursor = glyph.cursor
    let contourCount = glyph.contourCount
    if contourCount == 0 { return }
    if contourCount > 0 {
      try GlyphContours.drawSimple(
        &cursor, file: file.glyf, contourCount: contourCount, budget: &budget, placement: placement,
        into: &builder)
      return
    }
    try Self.checkDepth(path.count)
    if try placesByPointMatching(cursor) {
      let ancestors = Array(path.storage.prefix(path.count))
      var contours = try contours(
        of: glyphIndex, ancestors: ancestors, budget: &budget, location: nil)
      for index in contours.points.indices {
        contours.points[index] = placement.apply(to: contours.points[index])
      }
      builder.reserveCapacity(
        builder.commandCount + contours.points.count + 2 * contours.contourEnds.count)
      try contours.draw(into: &builder)
      return
    }
    path.push(glyphIndex)
    defer { path.pop() }
    let ancestors = path
    try forEachComponent(cursor, of: glyphIndex, path: ancestors) {
      (component) throws(OpenTypeError) in
      try spend(1, from: &budget)
      let offset = try component.offset(parent: [], child: [])
      // The same operations, in the same order, as the general path: the component's
      // transform, its offset, then the enclosing composites' placements. Offsets of
      // unscaled components are whole numbers, so adding them up first changes no result.
      let placed: GlyphPlacement
      if component.isIdentity, case .translation(let x, let y) = placement {
        placed = .translation(x: offset.x + x, y: offset.y + y)
      } else {
        placed = .general { point in
          var moved = component.transform(point)
          if offset.x != 0 || offset.y != 0 {
            moved.x += offset.x
            moved.y += offset.y
          }
          return placement.apply(to: moved)
        }
      }
      try drawDirectly(
        component.glyphIndex, file: file, path: &path, budget: &budget, placement: placed,
        into: &builder)
    }
  }

  /// Throws when a composite glyph with `depth` composites above it may not have components.
  private static func checkDepth(_ depth: Int) throws(OpenTypeError) {
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
      try spend(1, from: &budget)
      let component = try CompositeComponent(&reader)
      hasMore = component.flags & CompositeComponent.moreComponents != 0
      guard !path.contains(component.glyphIndex) else {
        throw .malformedTable("glyf", reason: "composite glyph \(glyphIndex) refers to itself")
      }
      components.append(component)
    }
    return components
  }

  private func spend(_ amount: Int, from budget: inout Int) throws(OpenTypeError) {
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
