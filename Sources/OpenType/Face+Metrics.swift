extension Face {
  /// The ascender from `'hhea'` (positive up), in font units: what Apple platforms use for line
  /// height (`UIFont.ascender`).
  public var ascender: Int { storage.horizontalHeader.ascender }

  /// The descender from `'hhea'` (usually negative), in font units.
  public var descender: Int { storage.horizontalHeader.descender }

  /// The line gap from `'hhea'`, in font units.
  public var lineGap: Int { storage.horizontalHeader.lineGap }

  /// `'OS/2'` sTypoAscender, when the face has a long enough `'OS/2'`.
  public var typographicAscender: Int? { storage.os2?.typographicAscender }

  /// `'OS/2'` sTypoDescender (usually negative), when available.
  public var typographicDescender: Int? { storage.os2?.typographicDescender }

  /// `'OS/2'` sTypoLineGap, when available.
  public var typographicLineGap: Int? { storage.os2?.typographicLineGap }

  /// `'OS/2'` usWinAscent (positive up), when available.
  public var windowsAscent: Int? { storage.os2?.windowsAscent }

  /// `'OS/2'` usWinDescent (positive *down*), when available.
  public var windowsDescent: Int? { storage.os2?.windowsDescent }

  /// Whether `'OS/2'` fsSelection has USE_TYPO_METRICS (bit 7): layout outside Apple platforms
  /// should then use the typographic metrics rather than the Windows ones.
  public var usesTypographicMetrics: Bool { os2?.usesTypographicMetrics ?? false }

  /// The height of lowercase x (`'OS/2'` version 2 sxHeight), in font units; `nil` for older
  /// `'OS/2'` versions or without `'OS/2'`.
  public var xHeight: Int? { storage.os2?.xHeight }

  /// The height of flat capitals such as H (`'OS/2'` version 2 sCapHeight), in font units;
  /// `nil` for older `'OS/2'` versions or without `'OS/2'`.
  public var capHeight: Int? { storage.os2?.capHeight }

  /// The average advance width (`'OS/2'` xAvgCharWidth), in font units.
  public var averageCharacterWidth: Int? { storage.os2?.averageCharacterWidth }

  /// The advance width of `glyph` from `'hmtx'`, in font units; `nil` for a glyph the face does
  /// not have or without a readable `'hmtx'`.
  ///
  /// Glyphs from `numberOfHMetrics` on share the last listed advance (OpenType spec, `'hmtx'`).
  public func advance(of glyph: GlyphID) -> Int? {
    guard let metrics = storage.horizontalMetrics else { return nil }
    return storage.data.withUnsafeBytes { metrics.advance(of: glyph, in: $0) }
  }

  /// The left side bearing of `glyph` from `'hmtx'`, in font units, when the table has it.
  public func leftSideBearing(of glyph: GlyphID) -> Int? {
    guard let metrics = storage.horizontalMetrics else { return nil }
    return storage.data.withUnsafeBytes { metrics.leftSideBearing(of: glyph, in: $0) }
  }
}
