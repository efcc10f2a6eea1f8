/// One font face: the tables of one sfnt font, read from a file's bytes without copying them.
///
/// `Face` is an immutable, `Sendable` value. It parses the small tables it answers questions
/// from (`head`, `hhea`, `maxp`, `OS/2`, `post`, `name` records, the `cmap` subtable headers,
/// `kern` and `GPOS` kerning lookup lists) when it is created; lookups (characters, advances,
/// kerning pairs, name strings) read the bytes on demand. Other tables are reached through
/// ``tableReader(for:)``.
///
/// `head`, `hhea` and `maxp` are required: a face without them throws. Every other table is
/// optional; one that is malformed is treated as absent.
///
/// ```swift
/// let face = try FontFile(bytes: bytes).face(at: 0)
/// let glyph = face.glyph(for: "A")
/// print(face.familyName ?? "?", face.unitsPerEm, glyph.flatMap(face.advance(of:)) ?? 0)
/// ```
public struct Face: Sendable {
  /// The bytes of the whole file the face belongs to.
  public let data: FontData
  /// The absolute offset of the face's table directory (non-zero inside a collection).
  public let offset: Int
  /// The face's table directory.
  public let tableDirectory: TableDirectory
  /// The font header (`'head'`).
  public let fontHeader: FontHeader
  /// The horizontal header (`'hhea'`).
  public let horizontalHeader: HorizontalHeader
  /// The maximum profile (`'maxp'`).
  public let maximumProfile: MaximumProfile
  /// The OS/2 table, when present and readable.
  public let os2: OS2?
  /// The PostScript table, when present and readable.
  public let postScript: PostScript?
  /// The naming table, when present and readable.
  public let naming: Naming?
  /// The character map, when present and readable.
  public let characterMap: CharacterMap?
  /// The horizontal metrics, when present and readable.
  public let horizontalMetrics: HorizontalMetrics?
  /// The legacy kerning table, when present and readable.
  public let kerningTable: Kerning?
  /// The GPOS kerning lookups, when `'GPOS'` is present and readable.
  public let glyphPositioning: GlyphPositioning?
  /// The optional tables `Face` reads itself that are present but unreadable, with the reason;
  /// each is treated as absent. Empty for a well-formed font.
  ///
  /// ```swift
  /// for (tag, error) in face.unreadableTables { print("\(tag): \(error)") }
  /// ```
  public let unreadableTables: [Tag: OpenTypeError]

  /// Reads the face whose table directory starts at `offset` in `data`.
  ///
  /// - Throws: ``OpenTypeError/missingTable(_:)`` when `head`, `hhea` or `maxp` is missing,
  ///   ``OpenTypeError/malformedTable(_:reason:)`` when one of them lies outside the file, or
  ///   the error that makes the directory or one of them unreadable.
  public init(data: FontData, offset: Int = 0) throws(OpenTypeError) {
    let directory = try TableDirectory(data, at: offset)
    self.data = data
    self.offset = offset
    self.tableDirectory = directory

    func required(_ tag: Tag) throws(OpenTypeError) -> ByteReader {
      guard let record = directory.record(for: tag) else { throw .missingTable(tag) }
      guard record.isInsideFile else {
        throw .malformedTable(tag, reason: "the table extends past the end of the file")
      }
      return ByteReader(data, at: record.offset, limit: record.offset + record.length)
    }
    // An optional table that cannot be read is absent; why is kept for diagnostics.
    var errors: [Tag: OpenTypeError] = [:]
    func optional<Table>(
      _ tag: Tag, _ parse: (ByteReader) throws(OpenTypeError) -> Table
    ) -> Table? {
      guard let record = directory.record(for: tag) else { return nil }
      guard record.isInsideFile else {
        errors[tag] = .malformedTable(tag, reason: "the table extends past the end of the file")
        return nil
      }
      do {
        return try parse(ByteReader(data, at: record.offset, limit: record.offset + record.length))
      } catch {
        errors[tag] = error
        return nil
      }
    }

    fontHeader = try FontHeader(try required(FontHeader.tag))
    horizontalHeader = try HorizontalHeader(try required(HorizontalHeader.tag))
    maximumProfile = try MaximumProfile(try required(MaximumProfile.tag))
    os2 = optional(OS2.tag, OS2.init)
    postScript = optional(PostScript.tag, PostScript.init)
    naming = optional(Naming.tag, Naming.init)
    characterMap = optional(CharacterMap.tag, CharacterMap.init)
    let metricsCount = horizontalHeader.numberOfHorizontalMetrics
    let glyphCount = maximumProfile.numberOfGlyphs
    horizontalMetrics = optional(HorizontalMetrics.tag) { (table) throws(OpenTypeError) in
      try HorizontalMetrics(
        table, numberOfHorizontalMetrics: metricsCount, numberOfGlyphs: glyphCount)
    }
    kerningTable = optional(Kerning.tag, Kerning.init)
    glyphPositioning = optional(GlyphPositioning.tag) { (table) throws(OpenTypeError) in
      try GlyphPositioning(table)
    }
    unreadableTables = errors
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
