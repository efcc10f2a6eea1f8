extension GlyphData {
  /// Where 'glyf' and 'loca' are in their files' bytes: all that drawing a glyph at the
  /// default location reads besides the bytes, so that a face can keep it without a
  /// reference to the file and draw TrueType glyphs without its table cache.
  struct Layout: Sendable {
    /// 'glyf''s absolute offset in its file.
    let glyfStart: Int
    /// 'glyf''s length.
    let glyfLength: Int
    /// Where 'loca' is.
    let locations: IndexToLocation.Layout
  }
}

extension GlyphData.Layout {
  /// Draws a glyph at the default location into `builder` as it is decoded, composite glyphs
  /// resolved; the last contour is left for the caller to close.
  ///
  /// - Parameters:
  ///   - glyf: The bytes of the file 'glyf' is in.
  ///   - loca: The bytes of the file 'loca' is in (the same file in a face).
  ///   - glyphData: The tables, for a composite that places a component by point matching,
  ///     which is collected as contours first (rare; see
  ///     ``GlyphData/draw(_:variations:coordinates:into:)``).
  func draw(
    _ glyphIndex: Int, glyf: UnsafeRawBufferPointer, loca: UnsafeRawBufferPointer,
    glyphData: () throws(OpenTypeError) -> GlyphData, into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    try withUnsafeTemporaryAllocation(of: Int.self, capacity: GlyphData.maximumComponentDepth) {
      (storage) throws(OpenTypeError) in
      var path = ComponentPath(storage: storage)
      var budget = GlyphData.maximumWork
      try drawDirectly(
        glyphIndex, file: GlyphBytes(glyf: glyf, loca: loca), path: &path, budget: &budget,
        placement: .translation(x: 0, y: 0), glyphData: glyphData, into: &builder)
    }
  }

  /// The composite glyphs above the one being drawn, in a fixed buffer
  /// (``GlyphData/maximumComponentDepth`` deep at most), so that drawing allocates nothing.
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
    guard range.upperBound <= glyfLength else {
      throw .malformedTable("glyf", reason: "glyph \(glyphIndex) extends past the table")
    }
    var cursor = try RawCursor(
      file.glyf, range: (glyfStart + range.lowerBound)..<(glyfStart + range.upperBound))
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
  /// point. Limits and errors are those of
  /// ``GlyphData/contours(of:ancestors:budget:location:)``.
  ///
  /// A composite that places a component by point matching needs the points of its earlier
  /// components; it alone (with its components) is collected as contours and then drawn. The
  /// points of a composite depend only on its own components, so the result is the same.
  private func drawDirectly(
    _ glyphIndex: Int, file: GlyphBytes, path: inout ComponentPath,
    budget: inout Int, placement: GlyphPlacement, glyphData: () throws(OpenTypeError) -> GlyphData,
    into builder: inout OutlineBuilder
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
    try GlyphData.checkDepth(path.count)
    if try placesByPointMatching(cursor) {
      let ancestors = Array(path.storage.prefix(path.count))
      var contours = try glyphData().contours(
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
      try GlyphData.spend(1, from: &budget)
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
        glyphData: glyphData, into: &builder)
    }
  }
}
