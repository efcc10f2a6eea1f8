extension CharacterMap.MapGroups {
  /// The glyph for a code point in a many-to-one range mappings subtable, read from the file
  /// `bytes`, or `nil` when no group covers it: every code point of a group maps to the same
  /// glyph.
  ///
  /// OpenType spec, `'cmap'` subtable format 13, meant for last-resort fonts (one glyph per
  /// Unicode block). Same groups as format 12; only the meaning of the glyph ID differs.
  func sharedGlyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
    guard let group = group(containing: code, in: bytes), group.startGlyph != 0,
      group.startGlyph <= 0xFFFF
    else { return nil }
    return GlyphID(rawValue: UInt16(group.startGlyph))
  }
}
