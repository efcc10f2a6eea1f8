/// One font face: the tables of one sfnt font, read from a file's bytes without copying them.
///
/// `Face` is an immutable, `Sendable` value. Creating one reads the table directory and the
/// tables every client needs (`head`, `hhea`, `maxp`, `OS/2`, `post`, `hmtx` and the choice of
/// `cmap` subtable), which allocates nothing beyond one small cache. Every other table it
/// answers from (`name`, `kern`, `GPOS`, the variation tables and the outline table) is parsed
/// on first use and kept for the face's lifetime, shared by its copies and safe to reach from
/// several threads. Lookups (characters, advances, kerning pairs, name strings) read the bytes
/// on demand. Other tables are reached through ``tableReader(for:)``.
///
/// `head`, `hhea` and `maxp` are required: a face without them throws. Every other table is
/// optional; one that is malformed is treated as absent (``unreadableTables`` says why).
///
/// ```swift
/// let face = try FontFile(bytes: bytes).face(at: 0)
/// let glyph = face.glyph(for: "A")
/// print(face.familyName ?? "?", face.unitsPerEm, glyph.flatMap(face.advance(of:)) ?? 0)
/// ```
public struct Face: Sendable {
  /// The face's tables: those read by `init` and those parsed on first use.
  let storage: FaceStorage

  /// The bytes of the whole file the face belongs to.
  public var data: FontData { storage.data }
  /// The absolute offset of the face's table directory (non-zero inside a collection).
  public var offset: Int { storage.offset }
  /// The face's table directory.
  public var tableDirectory: TableDirectory {
    TableDirectory(storage.data, header: storage.directoryHeader)
  }
  /// The font header (`'head'`).
  public var fontHeader: FontHeader { storage.fontHeader }
  /// The horizontal header (`'hhea'`).
  public var horizontalHeader: HorizontalHeader { storage.horizontalHeader }
  /// The maximum profile (`'maxp'`).
  public var maximumProfile: MaximumProfile { storage.maximumProfile }
  /// The OS/2 table, when present and readable.
  public var os2: OS2? { storage.os2 }
  /// The PostScript table, when present and readable.
  public var postScript: PostScript? { storage.postScript }
  /// The character map, when present and readable.
  public var characterMap: CharacterMap? {
    storage.characterMap.map {
      CharacterMap(table: ByteReader(data, at: $0.start, limit: $0.end), lookup: $0.lookup)
    }
  }
  /// The horizontal metrics, when present and readable.
  public var horizontalMetrics: HorizontalMetrics? {
    storage.horizontalMetrics.map { HorizontalMetrics(bytes: data, layout: $0) }
  }

  /// Reads the face whose table directory starts at `offset` in `data`.
  ///
  /// - Throws: ``OpenTypeError/missingTable(_:)`` when `head`, `hhea` or `maxp` is missing,
  ///   ``OpenTypeError/malformedTable(_:reason:)`` when one of them lies outside the file, or
  ///   the error that makes the directory or one of them unreadable.
  public init(data: FontData, offset: Int = 0) throws(OpenTypeError) {
    storage = try FaceStorage(data: data, offset: offset)
  }

  /// The face whose tables `storage` holds.
  init(storage: FaceStorage) {
    self.storage = storage
  }

  /// Parses an optional table: `nil` when the face does not list it, the table or the reason
  /// it cannot be read otherwise.
  static func parse<Table>(
    _ tag: Tag, in directory: TableDirectory, _ data: FontData,
    _ parse: (ByteReader) throws(OpenTypeError) -> Table
  ) -> Result<Table, OpenTypeError>? {
    guard let record = directory.record(for: tag) else { return nil }
    guard record.isInsideFile else {
      return .failure(
        .malformedTable(tag, reason: "the table extends past the end of the file"))
    }
    do {
      return .success(
        try parse(ByteReader(data, at: record.offset, limit: record.offset + record.length)))
    } catch {
      return .failure(error)
    }
  }

  /// An optional table of this face, parsed now.
  func parse<Table>(
    _ tag: Tag, _ parse: (ByteReader) throws(OpenTypeError) -> Table
  ) -> Result<Table, OpenTypeError>? {
    Self.parse(tag, in: tableDirectory, data, parse)
  }

  /// 'hmtx' needs the metric and glyph counts of 'hhea' and 'maxp'.
  static func horizontalMetricsParser(
    _ header: HorizontalHeader, _ profile: MaximumProfile
  ) -> (ByteReader) throws(OpenTypeError) -> HorizontalMetrics {
    { (table) throws(OpenTypeError) in
      try HorizontalMetrics(
        table, numberOfHorizontalMetrics: header.numberOfHorizontalMetrics,
        numberOfGlyphs: profile.numberOfGlyphs)
    }
  }

  /// The naming table, when present and readable (parsed on first use).
  public var naming: Naming? {
    storage.cache.value(\.naming) { try? parse(Naming.tag, Naming.init)?.get() }
  }

  /// The legacy kerning table, when present and readable (parsed on first use).
  public var kerningTable: Kerning? {
    storage.cache.value(\.kerningTable) { try? parse(Kerning.tag, Kerning.init)?.get() }
  }

  /// The GPOS kerning lookups, when `'GPOS'` is present and readable (parsed on first use).
  public var glyphPositioning: GlyphPositioning? {
    storage.cache.value(\.glyphPositioning) {
      try? parse(GlyphPositioning.tag) { (table) throws(OpenTypeError) in
        try GlyphPositioning(table)
      }?.get()
    }
  }

  /// The optional tables `Face` reads itself (`OS/2`, `post`, `name`, `cmap`, `hmtx`, `kern`,
  /// `GPOS`) that are present but unreadable, with the reason; each is treated as absent.
  /// Empty for a well-formed font. Computed on each call by parsing those tables again.
  ///
  /// ```swift
  /// for (tag, error) in face.unreadableTables { print("\(tag): \(error)") }
  /// ```
  public var unreadableTables: [Tag: OpenTypeError] {
    var errors: [Tag: OpenTypeError] = [:]
    func check<Table>(_ result: Result<Table, OpenTypeError>?, _ tag: Tag) {
      if case .failure(let error) = result { errors[tag] = error }
    }
    check(parse(OS2.tag, OS2.init), OS2.tag)
    check(parse(PostScript.tag, PostScript.init), PostScript.tag)
    check(parse(Naming.tag, Naming.init), Naming.tag)
    check(parse(CharacterMap.tag, CharacterMap.init), CharacterMap.tag)
    check(
      parse(
        HorizontalMetrics.tag, Self.horizontalMetricsParser(horizontalHeader, maximumProfile)),
      HorizontalMetrics.tag)
    check(parse(Kerning.tag, Kerning.init), Kerning.tag)
    check(
      parse(GlyphPositioning.tag) { (table) throws(OpenTypeError) in
        try GlyphPositioning(table)
      }, GlyphPositioning.tag)
    return errors
  }

  /// Reads a font file's first face: the font itself, or face 0 of a collection.
  ///
  /// - Throws: See ``FontFile/init(data:)`` and ``init(data:offset:)``.
  public init(bytes: [UInt8]) throws(OpenTypeError) {
    self = try FontFile(bytes: bytes).face(at: 0)
  }

  /// A reader limited to the bytes of the table `tag`, positioned at its start, or `nil` when
  /// the face has no such table or its record points outside the file.
  ///
  /// Parsers for tables `Face` does not read itself (outlines, variations) start here.
  public func tableReader(for tag: Tag) -> ByteReader? {
    guard let record = tableDirectory.record(for: tag), record.isInsideFile else { return nil }
    return ByteReader(data, at: record.offset, limit: record.offset + record.length)
  }

  /// Whether the face lists the table `tag` and it lies inside the file.
  public func hasTable(_ tag: Tag) -> Bool {
    tableReader(for: tag) != nil
  }

  /// The number of glyphs (`'maxp'` numGlyphs); glyph IDs are `0..<numberOfGlyphs`.
  public var numberOfGlyphs: Int { maximumProfile.numberOfGlyphs }

  /// Design units per em (`'head'`): the unit of every metric the face reports.
  public var unitsPerEm: Int { fontHeader.unitsPerEm }
}
