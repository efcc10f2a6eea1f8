extension FontSubset {
  /// A written font and what it kept.
  public struct Result: Sendable {
    /// The font file's bytes: an sfnt with a single face.
    public let bytes: [UInt8]
    /// The glyphs whose outlines were kept, or `nil` when the face was written whole.
    public let keptGlyphs: Set<UInt16>?
    /// Why the face was written whole, such as "CFF outlines"; `nil` for a subset.
    public let reason: String?
    /// Whether the outlines are TrueType (`font/ttf`) rather than CFF (`font/otf`).
    public let isTrueType: Bool

    /// The media type of ``bytes`` for a `data:` URL: `font/ttf` or `font/otf`.
    public var mediaType: String { isTrueType ? "font/ttf" : "font/otf" }
    /// The CSS `format()` hint of ``bytes``: `truetype` or `opentype`.
    public var cssFormat: String { isTrueType ? "truetype" : "opentype" }
  }
}
