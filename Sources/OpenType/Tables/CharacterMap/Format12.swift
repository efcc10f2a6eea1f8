extension CharacterMap.MapGroups {
  /// The glyph for a code point in a segmented coverage subtable, read from the file `bytes`,
  /// or `nil` when no group covers it: groups of consecutive code points mapped to consecutive
  /// glyphs, for fonts that cover characters beyond the BMP.
  ///
  /// OpenType spec, `'cmap'` subtable format 12: `numGroups` sequential map groups
  /// (`startCharCode`, `endCharCode`, `startGlyphID`), sorted by code.
  func consecutiveGlyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
    guard let group = group(containing: code, in: bytes) else { return nil }
    // startGlyphID + offset may exceed 16 bits in a broken font.
    let glyph = UInt64(group.startGlyph) + UInt64(code - group.firstCode)
    guard glyph != 0, glyph <= 0xFFFF else { return nil }
    return GlyphID(rawValue: UInt16(glyph))
  }
}
