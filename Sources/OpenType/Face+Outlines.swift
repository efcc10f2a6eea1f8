/// The kind of glyph outlines a face stores.
public enum OutlineFormat: Hashable, Sendable {
  /// Quadratic TrueType outlines in 'glyf' and 'loca'.
  case trueType
  /// Cubic PostScript outlines in 'CFF '.
  case compactFontFormat
  /// Cubic, variable PostScript outlines in 'CFF2'.
  case compactFontFormat2
}

extension Face {
  /// Which outline table the face uses, or `nil` for a face without outlines (such as a bitmap
  /// font). 'glyf' wins over 'CFF ', which wins over 'CFF2', should a font have several.
  public var outlineFormat: OutlineFormat? {
    if hasTable(GlyphData.tag), hasTable(IndexToLocation.tag) { return .trueType }
    if hasTable(CompactFontFormat.tag) { return .compactFontFormat }
    if hasTable(CompactFontFormat2.tag) { return .compactFontFormat2 }
    return nil
  }

  /// The outline of a glyph at the default location of the design space.
  ///
  /// ```swift
  /// let outline = try face.outline(of: glyph)
  /// let svgPath = outline.commands.map(describe).joined(separator: " ")
  /// ```
  ///
  /// - Throws: ``OpenTypeError/missingTable(_:)`` when the face has no outlines, or the error
  ///   that makes the glyph's data unreadable (a glyph outside `0..<numberOfGlyphs` is
  ///   ``OpenTypeError/malformedTable(_:reason:)``).
  public func outline(of glyph: GlyphID) throws(OpenTypeError) -> GlyphOutline {
    try outline(of: glyph, normalizedCoordinates: [])
  }

  /// The outline of a glyph at a location given in design-space coordinates, such as
  /// `["wght": 650]`.
  ///
  /// TrueType outlines vary through 'gvar' and CFF2 outlines through their `blend` operators;
  /// a static font returns its only outline. Glyph variations of a malformed 'gvar' throw,
  /// except at the default location, which never reads them.
  ///
  /// - Throws: See ``outline(of:)``.
  public func outline(of glyph: GlyphID, at location: [Tag: Double]) throws(OpenTypeError)
    -> GlyphOutline
  {
    try outline(of: glyph, normalizedCoordinates: normalizedCoordinates(for: location))
  }

  /// The outline of a glyph at normalised coordinates in 'fvar' axis order (see
  /// ``normalizedCoordinates(for:)``); empty coordinates mean the default location.
  ///
  /// - Throws: See ``outline(of:)``.
  public func outline(
    of glyph: GlyphID, normalizedCoordinates coordinates: [Double]
  ) throws(OpenTypeError) -> GlyphOutline {
    let source = try outlineSource(for: glyph, coordinates: coordinates)
    return try PathCommandCollector.collect(tag: source.tag) { (builder) throws(OpenTypeError) in
      try draw(glyph, from: source, coordinates: coordinates, into: &builder)
    }
  }

  /// Streams a glyph's outline at the default location into `sink`, segment by segment,
  /// without building an array: the same segments, in the same order, as the commands of
  /// ``outline(of:)``.
  ///
  /// ```swift
  /// var bounds = BoundsSink()  // a type of yours that conforms to OutlineSink
  /// try face.drawOutline(of: glyph, into: &bounds)
  /// ```
  ///
  /// - Throws: See ``outline(of:)``. A glyph whose data turns out to be malformed part-way
  ///   may have passed its first segments to `sink` before the error is thrown.
  public func drawOutline<Sink: OutlineSink>(
    of glyph: GlyphID, into sink: inout Sink
  ) throws(OpenTypeError) {
    try drawOutline(of: glyph, normalizedCoordinates: [], into: &sink)
  }

  /// Streams a glyph's outline at a location given in design-space coordinates, such as
  /// `["wght": 650]`, into `sink` (see ``drawOutline(of:into:)`` and
  /// ``outline(of:at:)``).
  ///
  /// - Throws: See ``drawOutline(of:into:)``.
  public func drawOutline<Sink: OutlineSink>(
    of glyph: GlyphID, at location: [Tag: Double], into sink: inout Sink
  ) throws(OpenTypeError) {
    try drawOutline(
      of: glyph, normalizedCoordinates: normalizedCoordinates(for: location), into: &sink)
  }

  /// Streams a glyph's outline at normalised coordinates in 'fvar' axis order into `sink`
  /// (see ``drawOutline(of:into:)`` and ``outline(of:normalizedCoordinates:)``).
  ///
  /// - Throws: See ``drawOutline(of:into:)``.
  public func drawOutline<Sink: OutlineSink>(
    of glyph: GlyphID, normalizedCoordinates coordinates: [Double], into sink: inout Sink
  ) throws(OpenTypeError) {
    let source = try outlineSource(for: glyph, coordinates: coordinates)
    try Sink.drawing(into: &sink, tag: source.tag) { (builder) throws(OpenTypeError) in
      try draw(glyph, from: source, coordinates: coordinates, into: &builder)
    }
  }

  /// Where a glyph's outline is read from.
  private enum OutlineSource {
    /// A TrueType glyph at the default location, read straight from the file's bytes at the
    /// 'glyf' and 'loca' offsets found when the face was opened, without the table cache.
    case trueTypeAtDefault(GlyphData.Layout)
    /// The face's parsed outline table, from the cache.
    case table(OutlineTable)

    /// The tag of the table the outline comes from.
    var tag: Tag {
      switch self {
      case .trueTypeAtDefault: GlyphData.tag
      case .table(let table): table.tag
      }
    }
  }

  /// Where `glyph`'s outline at `coordinates` is read from, once `glyph` is known to be in
  /// range.
  private func outlineSource(
    for glyph: GlyphID, coordinates: [Double]
  ) throws(OpenTypeError) -> OutlineSource {
    guard glyph.index < numberOfGlyphs else {
      throw .malformedTable("maxp", reason: "glyph \(glyph.index) of \(numberOfGlyphs)")
    }
    if coordinates.isEmpty, let layout = storage.glyphLayout { return .trueTypeAtDefault(layout) }
    return .table(try outlineTable.get())
  }

  /// Draws `glyph` at `coordinates` from `source` into `builder`: the same commands either way.
  private func draw(
    _ glyph: GlyphID, from source: OutlineSource, coordinates: [Double],
    into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    switch source {
    case .trueTypeAtDefault(let layout):
      // The tables, for the rare composite that needs its points collected, made from the
      // storage, which the closure holds without retaining.
      let storage = Unmanaged.passUnretained(self.storage)
      try self.storage.data.withBytes { (bytes) throws(OpenTypeError) in
        try layout.draw(
          glyph.index, glyf: bytes, loca: bytes,
          glyphData: { () throws(OpenTypeError) in
            try Face(storage: storage.takeUnretainedValue()).glyphData()
          }, into: &builder)
      }
    case .table(let table):
      try table.draw(glyph.index, coordinates: coordinates, into: &builder)
    }
  }

  /// The face's outline table, parsed on first use and kept; a failure to parse it is kept too,
  /// and thrown by every outline request.
  var outlineTable: Result<OutlineTable, OpenTypeError> {
    storage.cache.value(\.outlines) {
      do throws(OpenTypeError) {
        switch outlineFormat {
        case .trueType:
          return .success(
            .trueType(.init(TrueTypeOutlines(glyphs: try glyphData(), variations: glyphVariations)))
          )
        case .compactFontFormat:
          guard let reader = tableReader(for: CompactFontFormat.tag) else {
            throw .missingTable(CompactFontFormat.tag)
          }
          return .success(.compactFontFormat(.init(try CompactFontFormat(reader))))
        case .compactFontFormat2:
          guard let reader = tableReader(for: CompactFontFormat2.tag) else {
            throw .missingTable(CompactFontFormat2.tag)
          }
          return .success(.compactFontFormat2(.init(try CompactFontFormat2(reader))))
        case nil:
          throw .missingTable(GlyphData.tag)
        }
      } catch {
        return .failure(error)
      }
    }
  }

  /// The tight bounds of a glyph's outline at the default location, or `nil` for a glyph
  /// without contours (such as the space).
  ///
  /// The bounds come from the outline, curve extremes included, not from the glyph's stored
  /// header, so they are exact for CFF glyphs too.
  ///
  /// - Throws: See ``outline(of:)``.
  public func boundingBox(of glyph: GlyphID) throws(OpenTypeError) -> BoundingBox? {
    try outline(of: glyph).boundingBox
  }

  /// The 'gvar' table, or `nil` when it is absent, malformed, or spans another number of axes
  /// than 'fvar' (the spec requires them to agree; a mismatch would also make every tuple cost
  /// as many reads as the bogus axis count).
  public var glyphVariations: GlyphVariations? {
    storage.cache.value(\.glyphVariations) {
      guard let reader = tableReader(for: GlyphVariations.tag),
        let variations = try? GlyphVariations(reader),
        variations.axisCount == variationAxes.count
      else { return nil }
      return variations
    }
  }

  /// The 'glyf' and 'loca' tables, with the location format read from 'head'.
  ///
  /// - Throws: ``OpenTypeError/missingTable(_:)`` when either table is missing.
  public func glyphData() throws(OpenTypeError) -> GlyphData {
    guard let glyf = tableReader(for: GlyphData.tag) else { throw .missingTable(GlyphData.tag) }
    guard let loca = tableReader(for: IndexToLocation.tag) else {
      throw .missingTable(IndexToLocation.tag)
    }
    return try GlyphData(
      glyf: glyf, loca: loca, indexToLocFormat: fontHeader.indexToLocationFormat,
      numberOfGlyphs: numberOfGlyphs)
  }
}
