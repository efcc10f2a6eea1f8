extension CharacterMap {
  /// The subtable a character map looks codes up in: its format and the file it reads.
  ///
  /// One of the formats that map one code at a time: 0 (byte encoding table), 4 (segment
  /// mapping to delta values), 6 (trimmed table mapping), 12 (segmented coverage) or 13
  /// (many-to-one range mappings). Codes are in the subtable's own encoding
  /// (``CharacterMap/encoding``), so ``CharacterMap/glyph(for:)`` is what maps a Unicode scalar;
  /// this is for looking at the subtable itself.
  ///
  /// ```swift
  /// if let subtable = characterMap.subtable, subtable.format == 12 {
  ///   let glyph = subtable.glyph(for: 0x1F600)
  /// }
  /// ```
  public struct Subtable: Sendable {
    /// The file.
    private let bytes: FontData
    /// The subtable's offsets in `bytes`.
    private let layout: SubtableLayout

    /// The subtable that `layout` parsed from `bytes`.
    init(bytes: FontData, layout: SubtableLayout) {
      self.bytes = bytes
      self.layout = layout
    }

    /// The subtable's format number: 0, 4, 6, 12 or 13.
    public var format: Int { layout.format }

    /// The glyph for a character code in the subtable's encoding, or `nil` when the code is
    /// unmapped (or maps to `.notdef`).
    public func glyph(for code: UInt32) -> GlyphID? {
      bytes.withUnsafeBytes { layout.glyph(for: code, in: $0) }
    }
  }
}
