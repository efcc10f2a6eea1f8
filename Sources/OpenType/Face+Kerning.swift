/// The tables a face takes kerning from.
public struct KerningSources: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Sources from their raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Pair adjustment lookups of the `'GPOS'` `'kern'` feature.
  public static let glyphPositioning = KerningSources(rawValue: 1 << 0)
  /// Format 0 subtables of the legacy `'kern'` table.
  public static let kerningTable = KerningSources(rawValue: 1 << 1)
}

extension Face {
  /// The tables that hold usable kerning pairs; both may be set.
  public var kerningSources: KerningSources {
    var sources: KerningSources = []
    if glyphPositioning?.hasPairKerning == true { sources.insert(.glyphPositioning) }
    if let kerningTable, !kerningTable.pairTables.isEmpty { sources.insert(.kerningTable) }
    return sources
  }

  /// The kerning between two glyphs, in font units (negative moves `second` closer).
  ///
  /// The choice follows HarfBuzz: when `'GPOS'` has a `'kern'` feature for the default script
  /// (`'latn'`, else `'DFLT'`; see ``GlyphPositioning/defaultScripts``), only GPOS is used — fonts that have both keep the legacy table
  /// for old software, and applying both would kern twice. Otherwise the legacy `'kern'` table
  /// is used. Returns 0 when neither has the pair.
  ///
  /// ```swift
  /// let kerning = face.kerning(between: glyphA, and: glyphV)  // -82 in a typical sans
  /// ```
  public func kerning(between first: GlyphID, and second: GlyphID) -> Int {
    if let glyphPositioning, glyphPositioning.hasKerningFeature {
      return glyphPositioning.kerning(first: first, second: second)
    }
    return kerningTable?.value(left: first, right: second) ?? 0
  }
}
