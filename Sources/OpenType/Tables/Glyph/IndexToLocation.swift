/// The 'loca' table: where each glyph's data starts in the 'glyf' table.
///
/// OpenType spec, 'loca': `numGlyphs + 1` offsets, either `Offset16` values holding half the real
/// offset (`indexToLocFormat` 0 in 'head') or `Offset32` values (format 1). Glyph `i` occupies
/// `offsets[i] ..< offsets[i + 1]`; an empty range is a glyph without outline.
public struct IndexToLocation: Sendable {
  /// The table tag, `loca`.
  public static let tag: Tag = "loca"

  private let reader: ByteReader
  /// Where the table is in its file and how its offsets are stored.
  let layout: Layout

  /// The number of glyphs the table can locate.
  public var numberOfGlyphs: Int { layout.numberOfGlyphs }

  /// Where a 'loca' table is in its file's bytes and how its offsets are stored: all that
  /// locating a glyph reads besides the bytes, so that a face can keep it without a reference
  /// to the file.
  struct Layout: Sendable {
    /// The table's absolute offset in its file.
    let start: Int
    /// Whether the offsets are `Offset32` (format 1) rather than halved `Offset16` values.
    let isLong: Bool
    /// The number of glyphs the table can locate.
    let numberOfGlyphs: Int

    /// The layout of a table at `start` of `length` bytes.
    ///
    /// - Throws: ``OpenTypeError/unsupportedVersion(_:version:)`` for a format other than 0
    ///   and 1.
    init(
      start: Int, length: Int, indexToLocFormat: Int, numberOfGlyphs: Int
    ) throws(OpenTypeError) {
      guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
        throw .unsupportedVersion("loca", version: UInt32(truncatingIfNeeded: indexToLocFormat))
      }
      self.start = start
      self.isLong = indexToLocFormat == 1
      let entrySize = isLong ? 4 : 2
      let available = max(0, length / entrySize - 1)
      self.numberOfGlyphs = min(max(0, numberOfGlyphs), available)
    }
  }

  /// Reads the table.
  ///
  /// - Parameters:
  ///   - reader: A reader over the 'loca' table's bytes.
  ///   - indexToLocFormat: 'head'.indexToLocFormat: 0 for short offsets, 1 for long ones.
  ///   - numberOfGlyphs: 'maxp'.numGlyphs. A table shorter than that locates only the glyphs
  ///     it has room for; the others read as errors.
  /// - Throws: ``OpenTypeError/unsupportedVersion(_:version:)`` for another format.
  public init(
    _ reader: ByteReader, indexToLocFormat: Int, numberOfGlyphs: Int
  ) throws(OpenTypeError) {
    self.reader = reader
    self.layout = try Layout(
      start: reader.offset, length: reader.remaining, indexToLocFormat: indexToLocFormat,
      numberOfGlyphs: numberOfGlyphs)
  }

  /// The byte range of a glyph inside 'glyf'.
  ///
  /// - Throws: ``OpenTypeError/malformedTable(_:reason:)`` when the glyph is out of range or
  ///   its offsets decrease.
  public func range(of glyphIndex: Int) throws(OpenTypeError) -> Range<Int> {
    try withFileBytes { (bytes) throws(OpenTypeError) in
      try layout.range(of: glyphIndex, in: bytes)
    }
  }

  /// Calls `body` with the bytes of the file the table is read from.
  func withFileBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws(OpenTypeError) -> Result
  ) throws(OpenTypeError) -> Result {
    try reader.bytes.withBytes(body)
  }

}

extension IndexToLocation.Layout {
  /// The byte range of a glyph inside 'glyf', read from the bytes of the table's file.
  ///
  /// - Throws: ``OpenTypeError/malformedTable(_:reason:)`` when the glyph is out of range or
  ///   its offsets decrease.
  @inline(__always)
  func range(of glyphIndex: Int, in file: UnsafeRawBufferPointer) throws(OpenTypeError) -> Range<
    Int
  > {
    guard glyphIndex >= 0, glyphIndex < numberOfGlyphs else {
      throw .malformedTable("loca", reason: "glyph \(glyphIndex) has no location")
    }
    let begin: Int
    let end: Int
    // Inside the table, which is inside the file, because glyphIndex < numberOfGlyphs.
    if isLong {
      let at = start + glyphIndex * 4
      guard at >= 0, at + 8 <= file.count else { throw .offsetOutOfBounds(at) }
      begin = try ByteReader.int(
        UInt32(bigEndian: file.loadUnaligned(fromByteOffset: at, as: UInt32.self)))
      end = try ByteReader.int(
        UInt32(bigEndian: file.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self)))
    } else {
      let at = start + glyphIndex * 2
      guard at >= 0, at + 4 <= file.count else { throw .offsetOutOfBounds(at) }
      begin = Int(UInt16(bigEndian: file.loadUnaligned(fromByteOffset: at, as: UInt16.self))) * 2
      end = Int(UInt16(bigEndian: file.loadUnaligned(fromByteOffset: at + 2, as: UInt16.self))) * 2
    }
    guard begin <= end else {
      throw .malformedTable("loca", reason: "glyph \(glyphIndex) ends before it starts")
    }
    return begin..<end
  }
}
