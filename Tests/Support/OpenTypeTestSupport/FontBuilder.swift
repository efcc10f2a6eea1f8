import OpenType

/// Writes small, valid sfnt fonts in code, so that each test states the metrics it relies on.
///
/// Every property has a plain default (1000 units per em, a `.notdef` glyph, a format 4 `cmap`
/// on Windows Unicode BMP); a test changes what it is about and builds the bytes:
///
/// ```swift
/// var font = FontBuilder()
/// font.unitsPerEm = 2048
/// let a = font.addGlyph(advance: 1200, for: "A")
/// let v = font.addGlyph(advance: 1100, for: "V")
/// font.kerningTablePairs = [.init(a, v, -150)]
/// let face = try Face(bytes: font.build())
/// ```
///
/// The tables written: `head`, `hhea`, `maxp`, `OS/2` (unless ``os2Version`` is `nil`),
/// `name`, `cmap`, `hmtx`, `post`, `glyf` and `loca` (unless ``includesOutlines`` is `false`),
/// `kern` and `GPOS` when there are pairs, plus ``extraTables``. ``tableOverrides`` replaces
/// any of them with given bytes and ``omittedTables`` drops them, for malformed-input tests.
public struct FontBuilder: Sendable {
  // MARK: Header and names

  /// Design units per em (`'head'`).
  public var unitsPerEm = 1000
  /// Name ID 1.
  public var familyName: String? = "Builder Sans"
  /// Name ID 2.
  public var subfamilyName: String? = "Regular"
  /// Name ID 16, written only when set.
  public var typographicFamilyName: String?
  /// Name ID 17, written only when set.
  public var typographicSubfamilyName: String?
  /// Name ID 4; `nil` writes family and subfamily joined by a space.
  public var fullName: String?
  /// Name ID 6.
  public var postScriptName: String? = "BuilderSans-Regular"
  /// The platforms the names above are written for.
  public var nameEncodings: [NameEncoding] = [.windowsUnicode]
  /// Further name records, written as given.
  public var extraNames: [NameRecord] = []

  // MARK: Style

  /// `'OS/2'` usWeightClass.
  public var weightClass = 400
  /// `'OS/2'` usWidthClass.
  public var widthClass = 5
  /// Sets `'OS/2'` fsSelection ITALIC and `'head'` macStyle italic.
  public var isItalic = false
  /// Sets `'OS/2'` fsSelection BOLD and `'head'` macStyle bold.
  public var isBold = false
  /// `'post'` italicAngle, in degrees.
  public var italicAngle = 0.0
  /// `'post'` underlinePosition.
  public var underlinePosition = -100
  /// `'post'` underlineThickness.
  public var underlineThickness = 50
  /// `'post'` isFixedPitch.
  public var isFixedPitch = false
  /// `'OS/2'` yStrikeoutPosition.
  public var strikeoutPosition = 250
  /// `'OS/2'` yStrikeoutSize.
  public var strikeoutThickness = 50

  // MARK: Vertical metrics

  /// `'hhea'` ascender.
  public var ascender = 800
  /// `'hhea'` descender.
  public var descender = -200
  /// `'hhea'` lineGap.
  public var lineGap = 0
  /// `'OS/2'` version, 0 to 5; `nil` writes no `'OS/2'`.
  public var os2Version: Int? = 4
  /// `'OS/2'` sTypoAscender.
  public var typographicAscender = 750
  /// `'OS/2'` sTypoDescender.
  public var typographicDescender = -250
  /// `'OS/2'` sTypoLineGap.
  public var typographicLineGap = 200
  /// `'OS/2'` usWinAscent.
  public var windowsAscent = 900
  /// `'OS/2'` usWinDescent (positive down).
  public var windowsDescent = 300
  /// Sets `'OS/2'` fsSelection USE_TYPO_METRICS (bit 7).
  public var usesTypographicMetrics = false
  /// `'OS/2'` sxHeight (written for version 2 and later).
  public var xHeight = 500
  /// `'OS/2'` sCapHeight (written for version 2 and later).
  public var capHeight = 700
  /// `'OS/2'` xAvgCharWidth.
  public var averageCharacterWidth = 500

  // MARK: Glyphs and characters

  /// The glyphs, glyph 0 first; starts with an empty `.notdef` 500 units wide.
  public var glyphs: [Glyph] = [Glyph(advance: 500)]
  /// Which glyph each character maps to.
  public var characters: [Unicode.Scalar: GlyphID] = [:]
  /// The `'cmap'` subtables to write (each maps ``characters``).
  public var characterMapSubtables: [CharacterMapSubtable] = [.windowsBMP(.format4)]
  /// Unicode variation sequences, written as a format 14 subtable (platform 0, encoding 5).
  public var variationSequences: [VariationSequence] = []
  /// `'hhea'` numberOfHMetrics; `nil` drops trailing glyphs whose advance equals the last
  /// written one, as font compilers do. Glyphs past it take the last written advance.
  public var numberOfHorizontalMetrics: Int?
  /// Whether to write `glyf` and `loca` (and `maxp` version 1.0); otherwise `maxp` 0.5.
  public var includesOutlines = true

  // MARK: Kerning

  /// Pairs for a `'kern'` table (version 0, one format 0 subtable).
  public var kerningTablePairs: [KerningPair] = []
  /// `'GPOS'` lookups; the table is written when this is not empty.
  public var positioningLookups: [PositioningLookup] = []
  /// The scripts of the `'GPOS'` script list; each one's default language system lists the one
  /// feature.
  public var positioningScripts: [Tag] = ["DFLT"]
  /// The tag of the `'GPOS'` feature that names every lookup.
  public var positioningFeature: Tag = "kern"
  /// The coverage format (1 or 2) of `'GPOS'` subtables.
  public var positioningCoverageFormat = 1
  /// The class definition format (1 or 2) of `'GPOS'` class pair subtables.
  public var positioningClassDefinitionFormat = 2
  /// Writes `'GPOS'` pair values as the second glyph's `XAdvance` (valueFormat2) instead of the
  /// first glyph's (valueFormat1).
  public var positioningAdjustsSecondGlyph = false

  // MARK: Raw tables

  /// Tables added as given.
  public var extraTables: [Tag: [UInt8]] = [:]
  /// Tables whose generated bytes are replaced by the given ones.
  public var tableOverrides: [Tag: [UInt8]] = [:]
  /// Tables left out.
  public var omittedTables: Set<Tag> = []

  /// A builder with the defaults above.
  public init() {}

  /// Appends a glyph and maps `scalar` to it when given.
  ///
  /// - Returns: The new glyph's ID.
  @discardableResult
  public mutating func addGlyph(
    advance: Int, for scalar: Unicode.Scalar? = nil, contours: [[Point]] = []
  ) -> GlyphID {
    let glyph = GlyphID(rawValue: UInt16(glyphs.count))
    glyphs.append(Glyph(advance: advance, contours: contours))
    if let scalar { characters[scalar] = glyph }
    return glyph
  }

  /// Appends one glyph per character of `characters`, each `advance` units wide, and maps the
  /// characters to them (a character already mapped is mapped again to its new glyph).
  ///
  /// ```swift
  /// font.addGlyphs(for: "abcdefghijklmnopqrstuvwxyz", advance: 540)
  /// ```
  ///
  /// - Returns: The new glyphs' IDs, in the order of `characters`' scalars.
  @discardableResult
  public mutating func addGlyphs(for characters: String, advance: Int) -> [GlyphID] {
    characters.unicodeScalars.map { addGlyph(advance: advance, for: $0) }
  }

  /// The font's tables, by tag, after overrides and omissions.
  public func tables() -> SfntWriter.Tables {
    var tables: SfntWriter.Tables = [
      "head": headerTable(),
      "hhea": horizontalHeaderTable(),
      "maxp": maximumProfileTable(),
      "name": namingTable(),
      "cmap": characterMapTable(),
      "hmtx": horizontalMetricsTable(),
      "post": postScriptTable(),
    ]
    if let os2 = os2Table() { tables["OS/2"] = os2 }
    if includesOutlines {
      let (glyphData, locations) = glyphTables()
      tables["glyf"] = glyphData
      tables["loca"] = locations
    }
    if !kerningTablePairs.isEmpty { tables["kern"] = kerningTable() }
    if !positioningLookups.isEmpty { tables["GPOS"] = positioningTable() }
    tables.merge(extraTables) { _, extra in extra }
    tables.merge(tableOverrides) { _, override in override }
    for tag in omittedTables { tables[tag] = nil }
    return tables
  }

  /// The generated bytes of one table (before overrides), for tests that cut or patch them.
  public func generatedTable(_ tag: Tag) -> [UInt8]? {
    var builder = self
    builder.tableOverrides = [:]
    builder.omittedTables = []
    return builder.tables()[tag]
  }

  /// The bytes of the font.
  public func build() -> [UInt8] {
    SfntWriter.font(tables())
  }

  /// The bytes of a collection (`'ttcf'`) of the given fonts.
  public static func collection(_ fonts: [FontBuilder]) -> [UInt8] {
    SfntWriter.collection(fonts.map { $0.tables() })
  }
}
