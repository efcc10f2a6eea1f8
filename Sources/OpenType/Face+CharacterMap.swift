extension Face {
  /// The glyph the face's character map gives `scalar`, or `nil` when the face does not map it
  /// (or maps it to `.notdef`).
  ///
  /// ```swift
  /// face.glyph(for: "A")  // GlyphID(rawValue: 36) in Open Sans
  /// ```
  public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
    guard let lookup = storage.characterMap?.lookup else { return nil }
    return storage.data.withUnsafeBytes { lookup.glyph(for: scalar, in: $0) }
  }

  /// The glyph for the variation sequence `scalar` + `variationSelector` (format 14), or `nil`
  /// when the face does not record the sequence.
  ///
  /// A sequence listed as *default* takes the glyph ``glyph(for:)`` gives `scalar`. A renderer
  /// that gets `nil` usually falls back to ``glyph(for:)`` and ignores the selector.
  public func glyph(for scalar: Unicode.Scalar, variationSelector: Unicode.Scalar) -> GlyphID? {
    characterMap?.glyph(for: scalar, variationSelector: variationSelector)
  }
}
