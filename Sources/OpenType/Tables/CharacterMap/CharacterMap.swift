/// The character to glyph index mapping table (`'cmap'`).
///
/// OpenType spec, `'cmap'`. A font has several subtables, one per platform and encoding; this
/// type picks the best Unicode one the way HarfBuzz does — full Unicode (Windows 10, Unicode 6
/// and 4) before BMP-only (Windows 1, Unicode 3…0), then a Windows symbol subtable, then
/// Macintosh Roman — and keeps the Unicode variation sequences subtable (Unicode 5, format 14).
/// Subtables are read on every lookup, not copied.
///
/// ```swift
/// let glyph = characterMap.glyph(for: "é")
/// ```
public struct CharacterMap: Sendable {
  /// The table's tag.
  public static let tag: Tag = "cmap"

  /// Every encoding record, in file order (decoded from the table on each call).
  public var encodingRecords: [EncodingRecord] {
    var reader = table
    guard (try? reader.skip(2)) != nil, let count = try? reader.readUInt16() else { return [] }
    var records: [EncodingRecord] = []
    for _ in 0..<count {
      guard let (record, _) = try? Self.encodingRecord(&reader, table: table) else { break }
      records.append(record)
    }
    return records
  }
  /// The whole table.
  private let table: ByteReader
  /// The subtables chosen, as offsets into the file.
  let lookup: Lookup

  /// The subtable used for lookups, or `nil` when the table has no usable one.
  public var subtable: Subtable? {
    lookup.subtable.map { Subtable(bytes: table.bytes, layout: $0) }
  }
  /// How ``subtable``'s codes relate to Unicode.
  public var encoding: Encoding { lookup.encoding }
  /// The Unicode variation sequences subtable, if any.
  public var variationSequences: Format14? {
    lookup.variationSequences.flatMap {
      try? Format14(ByteReader(table.bytes, at: $0, limit: table.limit))
    }
  }

  /// Parses the encoding records and picks the subtables.
  ///
  /// Subtables in formats this reader does not use (2, 8, 10) or that fail to parse are
  /// skipped in favour of the next best.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the record array is cut.
  public init(_ table: ByteReader) throws(OpenTypeError) {
    self.table = table
    lookup = try table.withRawReader(Lookup.init)
  }

  /// The table that `table` reads, with the subtables `lookup` chose from it.
  init(table: ByteReader, lookup: Lookup) {
    self.table = table
    self.lookup = lookup
  }

  /// The choice of subtables, kept as offsets so that a face can hold it without a reference
  /// to the file; lookups read the file's bytes they are given.
  struct Lookup: Sendable {
    /// The subtable used for lookups, or `nil` when the table has no usable one.
    let subtable: SubtableLayout?
    /// How ``subtable``'s codes relate to Unicode.
    let encoding: Encoding
    /// The absolute offset of a readable Unicode variation sequences subtable, if any.
    let variationSequences: Int?

    /// Picks the subtables of the table that `table` ranges over.
    ///
    /// The encoding records are read straight from the bytes after one check that they all lie
    /// inside the table. First the best-ranked record in a supported format, parsed alone;
    /// should its subtable be unreadable, every record that beats the best so far, in file
    /// order.
    init(_ table: RawReader) throws(OpenTypeError) {
      let raw = RawTable(table.bytes, start: table.offset, end: table.limit)
      guard raw.length >= 2 else { throw .unexpectedEnd(offset: raw.start, needed: 2) }  // version
      guard raw.length >= 4 else { throw .unexpectedEnd(offset: raw.start + 2, needed: 2) }
      let count = Int(raw.uint16(2))
      guard count * 8 <= raw.length - 4 else {
        throw .unexpectedEnd(offset: raw.start + 4, needed: count * 8)
      }
      var variations: Int?
      var candidateRank = Int.max
      var candidateOffset = 0
      var candidateFormat = 0
      var candidateEncoding = Encoding.unicode
      for index in 0..<count {
        let record = 4 + index * 8  // inside the table: checked above
        let relative = raw.uint32(record + 4)
        // An offset beyond any file, or a subtable whose format field is outside the table.
        guard relative <= UInt32(Int32.max) else { continue }
        let format = Int(relative) <= raw.length - 2 ? Int(raw.uint16(Int(relative))) : -1
        let platform = Int(raw.uint16(record))
        let encoding = Int(raw.uint16(record + 2))
        if platform == 0, encoding == 5 {  // Unicode variation sequences
          let start = raw.start + Int(relative)
          if variations == nil, format == 14,
            (try? Format14.recordCount(
              RawReader(table.bytes, at: start, limit: table.limit))) != nil
          {
            variations = start
          }
          continue
        }
        guard let (rank, kind) = CharacterMap.rank(platform: platform, encoding: encoding),
          rank < candidateRank, CharacterMap.isSupported(format: format)
        else { continue }
        candidateRank = rank
        candidateOffset = raw.start + Int(relative)
        candidateFormat = format
        candidateEncoding = kind
      }
      variationSequences = variations
      if candidateRank == Int.max {
        subtable = nil
        encoding = .unicode
      } else if let chosen = SubtableLayout(
        format: candidateFormat,
        reader: RawReader(table.bytes, at: candidateOffset, limit: table.limit))
      {
        subtable = chosen
        encoding = candidateEncoding
      } else if let (chosen, kind) = CharacterMap.bestReadableSubtable(table, count: count) {
        subtable = chosen
        encoding = kind
      } else {
        subtable = nil
        encoding = .unicode
      }
    }

    /// The glyph for a Unicode scalar in the file `bytes`, or `nil` when the font does not map
    /// it.
    @inline(__always)
    func glyph(for scalar: Unicode.Scalar, in bytes: UnsafeRawBufferPointer) -> GlyphID? {
      guard let subtable else { return nil }
      switch encoding {
      case .unicode:
        return subtable.glyph(for: scalar.value, in: bytes)
      case .symbol:
        if let glyph = subtable.glyph(for: scalar.value, in: bytes) { return glyph }
        return scalar.value <= 0xFF ? subtable.glyph(for: 0xF000 + scalar.value, in: bytes) : nil
      case .macRoman:
        return MacRoman.byte(for: scalar).flatMap { subtable.glyph(for: UInt32($0), in: bytes) }
      }
    }
  }

  /// The subtable of the best-ranked record whose subtable parses, trying every record that
  /// beats the best so far in file order (when the best-ranked one is unreadable).
  @inline(never)
  fileprivate static func bestReadableSubtable(
    _ table: RawReader, count: Int
  ) -> (SubtableLayout, Encoding)? {
    var best: (SubtableLayout, Encoding)?
    var bestRank = Int.max
    for index in 0..<count {
      let position = table.offset + 4 + index * 8
      guard let platform = try? table.uint16(atAbsolute: position),
        let encoding = try? table.uint16(atAbsolute: position + 2),
        let relative = try? ByteReader.int(try table.uint32(atAbsolute: position + 4)),
        let (rank, kind) = Self.rank(platform: Int(platform), encoding: Int(encoding)),
        rank < bestRank
      else { continue }
      let offset = table.offset &+ relative
      guard let format = try? table.uint16(atAbsolute: offset),
        offset >= 0, offset <= table.limit,
        let subtable = SubtableLayout(
          format: Int(format), reader: RawReader(table.bytes, at: offset, limit: table.limit))
      else { continue }
      best = (subtable, kind)
      bestRank = rank
    }
    return best
  }

  /// Reads one encoding record and a reader at its subtable (`nil` when the offset is outside
  /// the table).
  private static func encodingRecord(
    _ reader: inout ByteReader, table: ByteReader
  ) throws(OpenTypeError) -> (EncodingRecord, ByteReader?) {
    let platform = PlatformID(rawValue: Int(try reader.readUInt16()))
    let encoding = Int(try reader.readUInt16())
    // -1 for an offset no file can reach: the subtable is then unreadable, like any other
    // offset outside the table.
    let offset = (try? ByteReader.int(try reader.readUInt32())).map { table.offset &+ $0 } ?? -1
    let subtableReader = try? table.jumped(to: offset)
    let format = (try? table.uint16(atAbsolute: offset)).map { Int($0) }
    return (
      EncodingRecord(platformID: platform, encodingID: encoding, offset: offset, format: format),
      subtableReader
    )
  }

  /// The glyph for a Unicode scalar, or `nil` when the font does not map it.
  public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
    table.bytes.withUnsafeBytes { lookup.glyph(for: scalar, in: $0) }
  }

  /// The glyph for `scalar` followed by the variation selector `selector`, or `nil` when the
  /// font does not record the sequence (whatever glyph `scalar` alone has).
  ///
  /// A sequence in the default UVS table takes the base character's glyph.
  public func glyph(for scalar: Unicode.Scalar, variationSelector selector: Unicode.Scalar)
    -> GlyphID?
  {
    switch variationSequences?.mapping(for: scalar.value, selector: selector.value) {
    case .useDefault: glyph(for: scalar)
    case .glyph(let glyph): glyph == .notDefined ? nil : glyph
    case nil: nil
    }
  }

  /// The preference of a platform (0 Unicode, 1 Macintosh, 3 Windows) and encoding (lower is
  /// better) with how its codes relate to Unicode, or `nil` when it is not a Unicode-compatible
  /// encoding.
  fileprivate static func rank(platform: Int, encoding: Int) -> (Int, Encoding)? {
    switch (platform, encoding) {
    case (3, 10): (0, .unicode)
    case (0, 6): (1, .unicode)
    case (0, 4): (2, .unicode)
    case (3, 1): (3, .unicode)
    case (0, 3): (4, .unicode)
    case (0, 2): (5, .unicode)
    case (0, 1): (6, .unicode)
    case (0, 0): (7, .unicode)
    case (3, 0): (8, .symbol)
    case (1, 0): (9, .macRoman)
    default: nil
    }
  }

  /// Whether `SubtableLayout(format:reader:)` parses subtables of `format`.
  fileprivate static func isSupported(format: Int) -> Bool {
    switch format {
    case 0, 4, 6, 12, 13: true
    default: false
    }
  }
}
