/// The 'CFF2' table: variable PostScript outlines.
///
/// OpenType spec, 'CFF2'. The Top DICT is stored directly after the header; every glyph uses a
/// Font DICT from the FDArray (chosen by FDSelect when there are several), whose Private DICT
/// holds the local subroutines and the default `vsindex`. Charstrings `blend` their operands at
/// a normalised location with the regions of the table's item variation store.
///
/// ```swift
/// let cff2 = try CompactFontFormat2(cff2Reader)
/// let bold = try cff2.outline(of: 36, coordinates: [1.0])
/// ```
public struct CompactFontFormat2: Sendable {
  /// The table tag, `CFF2`.
  public static let tag: Tag = "CFF2"

  private let table: ByteReader
  private let charStrings: CompactFontIndex
  private let globalSubroutines: CompactFontIndex
  /// Each Font DICT's charstring context (or why it cannot be read).
  private let fontDictContexts: [Result<CharstringContext, OpenTypeError>]
  private let fontDictSelect: FontDictSelect?
  /// The variation store `blend` draws its region scalars from, if the font has one.
  public let variationStore: ItemVariationStore?

  /// Reads the header, the Top DICT and the INDEXes outlines need.
  ///
  /// - Parameter reader: A reader over the 'CFF2' table's bytes.
  /// - Throws: An ``OpenTypeError`` for a malformed header or Top DICT or a missing CharStrings
  ///   INDEX or FDArray.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    let tag: Tag = "CFF2"
    var header = reader
    let major = try header.readUInt8()
    guard major == 2 else { throw .unsupportedVersion(tag, version: UInt32(major)) }
    _ = try header.readUInt8()
    let headerSize = Int(try header.readUInt8())
    let topDictLength = Int(try header.readUInt16())
    var cursor = try reader.skipping(headerSize)
    let top = try CompactFontDict(
      try cursor.subReader(length: topDictLength), isCFF2: true, tag: tag)
    globalSubroutines = try CompactFontIndex(&cursor, isCFF2: true, tag: tag)
    guard let charStringsOffset = try top.integer(CompactFontDict.charStrings, tag: tag),
      let fontDictsOffset = try top.integer(CompactFontDict.fontDictArray, tag: tag)
    else { throw .malformedTable(tag, reason: "no CharStrings or FDArray") }
    var charStringsReader = try reader.skipping(charStringsOffset)
    charStrings = try CompactFontIndex(&charStringsReader, isCFF2: true, tag: tag)
    var fontDictsReader = try reader.skipping(fontDictsOffset)
    let fontDicts = try CompactFontIndex(&fontDictsReader, isCFF2: true, tag: tag)
    guard fontDicts.count > 0 else { throw .malformedTable(tag, reason: "empty FDArray") }
    // FDSelect stores Font DICT indices in at most two bytes: later dicts cannot be used.
    let global = globalSubroutines
    let store: ItemVariationStore?
    if let storeOffset = try top.integer(CompactFontDict.variationStoreOffset, tag: tag) {
      var storeReader = try reader.skipping(storeOffset)
      let length = Int(try storeReader.readUInt16())
      store = try ItemVariationStore(try storeReader.subReader(length: length), tag: tag)
    } else {
      store = nil
    }
    variationStore = store
    fontDictContexts = (0..<min(fontDicts.count, 65536)).map { (index) in
      Result { () throws(OpenTypeError) in
        let fontDict = try CompactFontDict(
          try fontDicts.item(index, tag: tag), isCFF2: true, tag: tag)
        let (privateDict, local) = try CompactFontFormat.privateDict(
          table: reader, fontDict: fontDict, isCFF2: true, tag: tag)
        return CharstringContext(
          tag: tag, isCFF2: true, globalSubroutines: global, localSubroutines: local,
          variations: store,
          defaultVariationIndex: try privateDict?.integer(CompactFontDict.vsIndex, tag: tag) ?? 0)
      }
    }
    if let selectOffset = try top.integer(CompactFontDict.fontDictSelect, tag: tag) {
      let selectReader = try reader.skipping(selectOffset)
      fontDictSelect = try FontDictSelect(
        selectReader, numberOfGlyphs: charStrings.count, tag: tag)
    } else {
      fontDictSelect = nil
    }
    table = reader
  }

  /// The number of charstrings, which is the number of glyphs.
  public var numberOfGlyphs: Int { charStrings.count }

  /// The outline of a glyph at a location.
  ///
  /// - Parameters:
  ///   - glyphIndex: The glyph.
  ///   - coordinates: Normalised coordinates in 'fvar' axis order (see
  ///     `Face.normalizedCoordinates(for:)`); empty for the default location.
  /// - Throws: An ``OpenTypeError`` for a glyph out of range, a malformed charstring or a
  ///   safety limit exceeded.
  public func outline(
    of glyphIndex: Int, coordinates: [Double] = []
  ) throws(OpenTypeError) -> GlyphOutline {
    try PathCommandCollector.collect(tag: Self.tag) { (builder) throws(OpenTypeError) in
      try draw(glyphIndex, coordinates: coordinates, into: &builder)
    }
  }

  /// Draws a glyph at `coordinates` into `builder` (see ``outline(of:coordinates:)``).
  func draw(
    _ glyphIndex: Int, coordinates: [Double], into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    let tag = Self.tag
    let dictIndex = try fontDictSelect?.fontDictIndex(of: glyphIndex) ?? 0
    guard dictIndex >= 0, dictIndex < fontDictContexts.count else {
      throw .malformedTable(tag, reason: "FDSelect names Font DICT \(dictIndex)")
    }
    var interpreter = Type2CharstringInterpreter(
      context: try fontDictContexts[dictIndex].get(), coordinates: coordinates,
      builder: builder)
    try interpreter.execute(item: glyphIndex, of: charStrings)
    builder = interpreter.builder
  }
}
