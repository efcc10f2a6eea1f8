import OpenType

extension FontBuilder {
  /// A point of a quadratic TrueType contour.
  public struct Point: Sendable, Hashable {
    /// The x coordinate in font units.
    public var x: Int
    /// The y coordinate in font units.
    public var y: Int
    /// Whether the point is on the curve (otherwise a quadratic control point).
    public var isOnCurve: Bool

    /// A point; on the curve unless stated.
    public init(_ x: Int, _ y: Int, onCurve: Bool = true) {
      self.x = x
      self.y = y
      self.isOnCurve = onCurve
    }
  }

  /// One glyph: its advance and, optionally, its outline.
  public struct Glyph: Sendable, Hashable {
    /// The advance width in font units.
    public var advance: Int
    /// Closed quadratic contours; empty for a blank glyph.
    public var contours: [[Point]]

    /// A glyph with the given advance and contours.
    public init(advance: Int, contours: [[Point]] = []) {
      self.advance = advance
      self.contours = contours
    }

    /// The glyph's bounding box, or `nil` when it has no points.
    var boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)? {
      let points = contours.joined()
      guard let first = points.first else { return nil }
      var box = (xMin: first.x, yMin: first.y, xMax: first.x, yMax: first.y)
      for point in points {
        box.xMin = min(box.xMin, point.x)
        box.yMin = min(box.yMin, point.y)
        box.xMax = max(box.xMax, point.x)
        box.yMax = max(box.yMax, point.y)
      }
      return box
    }

    /// The left side bearing `'hmtx'` records: the bounding box's xMin, 0 for a blank glyph.
    var leftSideBearing: Int { boundingBox?.xMin ?? 0 }
  }

  /// Platforms the standard names are written for.
  public enum NameEncoding: Sendable, Hashable {
    /// Platform 3, encoding 1, language 0x0409 (English, United States), UTF-16BE.
    case windowsUnicode
    /// Platform 0, encoding 3, language 0, UTF-16BE.
    case unicode
    /// Platform 1, encoding 0, language 0 (English), Mac OS Roman.
    case macRoman
  }

  /// A name record written as given.
  public struct NameRecord: Sendable, Hashable {
    /// The platform.
    public var platformID: PlatformID
    /// The platform-specific encoding.
    public var encodingID: Int
    /// The platform-specific language.
    public var languageID: Int
    /// What the string is.
    public var nameID: NameID
    /// The string, encoded as Mac OS Roman on platform 1 and UTF-16BE otherwise.
    public var value: String

    /// A name record.
    public init(
      platformID: PlatformID, encodingID: Int, languageID: Int, nameID: NameID, value: String
    ) {
      self.platformID = platformID
      self.encodingID = encodingID
      self.languageID = languageID
      self.nameID = nameID
      self.value = value
    }
  }

  /// A `'cmap'` subtable format the builder writes.
  public enum CharacterMapFormat: Sendable, Hashable {
    /// Byte encoding (codes 0–255; Mac OS Roman bytes on platform 1).
    case format0
    /// Segment mapping with `idDelta` for runs of consecutive glyphs.
    case format4
    /// Segment mapping through `glyphIdArray` (`idRangeOffset` not 0) for every segment.
    case format4GlyphArray
    /// Trimmed table over the smallest range holding every code.
    case format6
    /// Segmented coverage.
    case format12
    /// Many-to-one range mappings.
    case format13
  }

  /// One `'cmap'` encoding record and the format of its subtable.
  public struct CharacterMapSubtable: Sendable, Hashable {
    /// The platform.
    public var platformID: PlatformID
    /// The platform-specific encoding.
    public var encodingID: Int
    /// The subtable format.
    public var format: CharacterMapFormat

    /// An encoding record.
    public init(platformID: PlatformID, encodingID: Int, format: CharacterMapFormat) {
      self.platformID = platformID
      self.encodingID = encodingID
      self.format = format
    }

    /// Windows Unicode BMP (3, 1).
    public static func windowsBMP(_ format: CharacterMapFormat) -> Self {
      Self(platformID: .windows, encodingID: 1, format: format)
    }

    /// Windows full Unicode (3, 10).
    public static func windowsFull(_ format: CharacterMapFormat) -> Self {
      Self(platformID: .windows, encodingID: 10, format: format)
    }

    /// Windows symbol (3, 0).
    public static func windowsSymbol(_ format: CharacterMapFormat) -> Self {
      Self(platformID: .windows, encodingID: 0, format: format)
    }

    /// Unicode 2.0 BMP (0, 3).
    public static func unicodeBMP(_ format: CharacterMapFormat) -> Self {
      Self(platformID: .unicode, encodingID: 3, format: format)
    }

    /// Macintosh Roman (1, 0); characters are written as Mac OS Roman bytes.
    public static func macRoman(_ format: CharacterMapFormat) -> Self {
      Self(platformID: .macintosh, encodingID: 0, format: format)
    }
  }

  /// A variation sequence for the format 14 subtable.
  public struct VariationSequence: Sendable, Hashable {
    /// The base character.
    public var base: Unicode.Scalar
    /// The variation selector (U+FE00–FE0F, U+E0100–E01EF).
    public var selector: Unicode.Scalar
    /// The sequence's own glyph, or `nil` for a default sequence (the base's usual glyph).
    public var glyph: GlyphID?

    /// A variation sequence.
    public init(_ base: Unicode.Scalar, _ selector: Unicode.Scalar, glyph: GlyphID?) {
      self.base = base
      self.selector = selector
      self.glyph = glyph
    }
  }

  /// A kerning value between two glyphs, in font units.
  public struct KerningPair: Sendable, Hashable {
    /// The left (first) glyph.
    public var left: GlyphID
    /// The right (second) glyph.
    public var right: GlyphID
    /// The adjustment of the left glyph's advance.
    public var value: Int

    /// A kerning pair.
    public init(_ left: GlyphID, _ right: GlyphID, _ value: Int) {
      self.left = left
      self.right = right
      self.value = value
    }
  }

  /// Class-based kerning for a GPOS pair adjustment format 2 subtable.
  public struct ClassKerning: Sendable, Hashable {
    /// The class of each first glyph (1 and up); every one is in the coverage.
    public var firstClasses: [GlyphID: Int]
    /// The class of each second glyph; unlisted glyphs are class 0.
    public var secondClasses: [GlyphID: Int]
    /// `values[firstClass][secondClass]`; its size gives class1Count and class2Count.
    public var values: [[Int]]

    /// Class kerning.
    public init(firstClasses: [GlyphID: Int], secondClasses: [GlyphID: Int], values: [[Int]]) {
      self.firstClasses = firstClasses
      self.secondClasses = secondClasses
      self.values = values
    }
  }

  /// A GPOS pair adjustment subtable.
  public enum PairPositioningSubtable: Sendable, Hashable {
    /// Format 1, glyph pairs.
    case glyphPairs([KerningPair])
    /// Format 2, class pairs.
    case classPairs(ClassKerning)
  }

  /// A GPOS lookup of pair adjustment subtables.
  public struct PositioningLookup: Sendable, Hashable {
    /// The subtables, tried in order.
    public var subtables: [PairPositioningSubtable]
    /// Whether to wrap each subtable in an Extension subtable (lookup type 9).
    public var usesExtension: Bool

    /// A lookup.
    public init(_ subtables: [PairPositioningSubtable], usesExtension: Bool = false) {
      self.subtables = subtables
      self.usesExtension = usesExtension
    }
  }
}
