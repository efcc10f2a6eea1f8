extension CharacterMap {
  /// What a subtable format that maps one code at a time (0, 4, 6, 12, 13) parses: its offsets
  /// into the file, read once, and the lookup over the file's bytes, so that a face can keep the
  /// parsed subtable without a reference to the file.
  protocol CodeLookup: Sendable {
    /// Parses the subtable that `reader` starts at.
    init(_ reader: RawReader) throws(OpenTypeError)

    /// The glyph for a character code in the subtable's encoding, read from the file `bytes`;
    /// `nil` when the code is unmapped or maps to glyph 0.
    func glyph(for code: UInt32, in bytes: UnsafeRawBufferPointer) -> GlyphID?
  }

  /// A subtable's lookup with the file it reads: what each public format type holds.
  struct BoundLookup<Layout: CodeLookup>: Sendable {
    /// The file.
    let bytes: FontData
    /// The subtable's offsets in ``bytes``.
    let layout: Layout

    /// Parses the subtable that `reader` starts at and keeps its file.
    init(_ reader: ByteReader) throws(OpenTypeError) {
      layout = try reader.withRawReader(Layout.init)
      bytes = reader.bytes
    }

    /// The subtable that `layout` parsed from `bytes`.
    init(bytes: FontData, layout: Layout) {
      self.bytes = bytes
      self.layout = layout
    }

    /// The glyph for a character code, or `nil` when it is unmapped.
    func glyph(for code: UInt32) -> GlyphID? {
      bytes.withUnsafeBytes { layout.glyph(for: code, in: $0) }
    }
  }
}
