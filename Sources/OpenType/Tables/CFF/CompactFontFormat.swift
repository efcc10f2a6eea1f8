/// The 'CFF ' table: PostScript outlines as Type 2 charstrings.
///
/// Adobe TN 5176 (CFF) and TN 5177 (Type 2 charstrings). Only the first font of the FontSet is
/// read, as OpenType requires. Name-keyed fonts take local subroutines from the Top DICT's
/// Private DICT; CID-keyed fonts (a `ROS` operator) select a Font DICT per glyph through
/// FDSelect and use that dict's Private DICT. Seac-style `endchar` composes the base and accent
/// glyphs found through the Standard Encoding and the charset. Coordinates are charstring
/// units; a non-standard `FontMatrix` is not applied (fontTools does not apply it either).
///
/// ```swift
/// let cff = try CompactFontFormat(cffReader)
/// let outline = try cff.outline(of: 36)
/// ```
public struct CompactFontFormat: Sendable {
  /// The table tag, `CFF ` (with a trailing space).
  public static let tag: Tag = "CFF "

  /// What the table keeps, in one object: a copy of the table (made for each glyph drawn
  /// through a face) is then one reference, not a few hundred bytes and a dozen references.
  private final class Storage: Sendable {
    let charStrings: CompactFontIndex
    let fontDicts: CompactFontIndex?
    /// Each Font DICT's charstring context (or why it cannot be read) for CID-keyed fonts; for
    /// name-keyed fonts, which have no FDSelect, the one context of every glyph (subroutines of
    /// the Top DICT's Private DICT).
    let fontDictContexts: [Result<CharstringContext, OpenTypeError>]
    let fontDictSelect: FontDictSelect?
    let charset: CompactFontCharset?

    init(
      charStrings: CompactFontIndex, fontDicts: CompactFontIndex?,
      fontDictContexts: [Result<CharstringContext, OpenTypeError>],
      fontDictSelect: FontDictSelect?, charset: CompactFontCharset?
    ) {
      self.charStrings = charStrings
      self.fontDicts = fontDicts
      self.fontDictContexts = fontDictContexts
      self.fontDictSelect = fontDictSelect
      self.charset = charset
    }
  }

  private let storage: Storage
  private var charStrings: CompactFontIndex { storage.charStrings }
  private var fontDicts: CompactFontIndex? { storage.fontDicts }
  private var fontDictContexts: [Result<CharstringContext, OpenTypeError>] {
    storage.fontDictContexts
  }
  private var fontDictSelect: FontDictSelect? { storage.fontDictSelect }
  private var charset: CompactFontCharset? { storage.charset }

  /// Reads the header, the first Top DICT and the INDEXes outlines need.
  ///
  /// - Parameter reader: A reader over the 'CFF ' table's bytes.
  /// - Throws: An ``OpenTypeError`` for a malformed header or Top DICT, a missing CharStrings
  ///   INDEX, or charstrings of a type other than 2.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    let tag: Tag = "CFF "
    let globalSubroutines: CompactFontIndex
    let charStrings: CompactFontIndex
    let fontDicts: CompactFontIndex?
    let fontDictContexts: [Result<CharstringContext, OpenTypeError>]
    let fontDictSelect: FontDictSelect?
    let charset: CompactFontCharset?
    var header = reader
    let major = try header.readUInt8()
    guard major == 1 else { throw .unsupportedVersion(tag, version: UInt32(major)) }
    _ = try header.readUInt8()
    let headerSize = Int(try header.readUInt8())
    var cursor = try reader.skipping(headerSize)
    _ = try CompactFontIndex(&cursor, isCFF2: false, tag: tag)  // Name INDEX
    let topDicts = try CompactFontIndex(&cursor, isCFF2: false, tag: tag)
    _ = try CompactFontIndex(&cursor, isCFF2: false, tag: tag)  // String INDEX
    globalSubroutines = try CompactFontIndex(&cursor, isCFF2: false, tag: tag)
    guard topDicts.count > 0 else { throw .malformedTable(tag, reason: "no Top DICT") }
    let top = try CompactFontDict(try topDicts.item(0, tag: tag), isCFF2: false, tag: tag)
    if let type = top.operands(CompactFontDict.charstringType)?.first, type != 2 {
      throw .unsupportedVersion(
        tag, version: type >= 0 && type < 65536 ? UInt32(type) : 0xFFFF_FFFF)
    }
    guard let charStringsOffset = try top.integer(CompactFontDict.charStrings, tag: tag) else {
      throw .malformedTable(tag, reason: "no CharStrings")
    }
    var charStringsReader = try reader.skipping(charStringsOffset)
    charStrings = try CompactFontIndex(&charStringsReader, isCFF2: false, tag: tag)

    if top.operands(CompactFontDict.registryOrderingSupplement) != nil {
      guard let arrayOffset = try top.integer(CompactFontDict.fontDictArray, tag: tag),
        let selectOffset = try top.integer(CompactFontDict.fontDictSelect, tag: tag)
      else { throw .malformedTable(tag, reason: "CID-keyed font without FDArray or FDSelect") }
      var arrayReader = try reader.skipping(arrayOffset)
      let dicts = try CompactFontIndex(&arrayReader, isCFF2: false, tag: tag)
      fontDicts = dicts
      // FDSelect stores Font DICT indices in one byte: later dicts cannot be used.
      let global = globalSubroutines
      fontDictContexts = (0..<min(dicts.count, 256)).map { (index) in
        Result { () throws(OpenTypeError) in
          let local = try Self.localSubroutines(
            table: reader,
            fontDict: try CompactFontDict(try dicts.item(index, tag: tag), isCFF2: false, tag: tag),
            isCFF2: false, tag: tag)
          return CharstringContext(
            tag: tag, isCFF2: false, globalSubroutines: global, localSubroutines: local,
            variations: nil, defaultVariationIndex: 0)
        }
      }
      let selectReader = try reader.skipping(selectOffset)
      fontDictSelect = try FontDictSelect(
        selectReader, numberOfGlyphs: charStrings.count, tag: tag)
      charset = nil
    } else {
      fontDicts = nil
      fontDictSelect = nil
      fontDictContexts = [
        .success(
          CharstringContext(
            tag: tag, isCFF2: false, globalSubroutines: globalSubroutines,
            localSubroutines: try Self.localSubroutines(
              table: reader, fontDict: top, isCFF2: false, tag: tag),
            variations: nil, defaultVariationIndex: 0))
      ]
      charset = try CompactFontCharset(
        table: reader, offset: try top.integer(CompactFontDict.charset, tag: tag) ?? 0,
        numberOfGlyphs: charStrings.count)
    }
    storage = Storage(
      charStrings: charStrings, fontDicts: fontDicts, fontDictContexts: fontDictContexts,
      fontDictSelect: fontDictSelect, charset: charset)
  }

  /// The number of charstrings, which is the number of glyphs.
  public var numberOfGlyphs: Int { charStrings.count }

  /// Whether glyphs are CID-keyed (they then have no names and no seac composition).
  public var isCIDKeyed: Bool { fontDicts != nil }

  /// The Subrs INDEX of a Top or Font DICT's Private DICT; empty when there is none.
  static func localSubroutines(
    table: ByteReader, fontDict: CompactFontDict, isCFF2: Bool, tag: Tag
  ) throws(OpenTypeError) -> CompactFontIndex {
    try privateDict(table: table, fontDict: fontDict, isCFF2: isCFF2, tag: tag).subroutines
  }

  /// A Font DICT's Private DICT and the Subrs INDEX it points to (relative to itself).
  static func privateDict(
    table: ByteReader, fontDict: CompactFontDict, isCFF2: Bool, tag: Tag
  ) throws(OpenTypeError) -> (dict: CompactFontDict?, subroutines: CompactFontIndex) {
    guard let size = try fontDict.integer(CompactFontDict.privateDict, at: 0, tag: tag),
      let offset = try fontDict.integer(CompactFontDict.privateDict, at: 1, tag: tag)
    else { return (nil, CompactFontIndex()) }
    var reader = try table.skipping(offset)
    let dict = try CompactFontDict(try reader.subReader(length: size), isCFF2: isCFF2, tag: tag)
    guard let subroutinesOffset = try dict.integer(CompactFontDict.subroutines, tag: tag) else {
      return (dict, CompactFontIndex())
    }
    var subroutinesReader = table
    let (start, overflow) = offset.addingReportingOverflow(subroutinesOffset)
    guard !overflow else { throw .malformedTable(tag, reason: "Subrs offset") }
    try subroutinesReader.skip(start)
    return (dict, try CompactFontIndex(&subroutinesReader, isCFF2: isCFF2, tag: tag))
  }

  /// The outline of a glyph, seac accents composed.
  ///
  /// - Throws: An ``OpenTypeError`` for a glyph out of range or a malformed charstring, and
  ///   ``OpenTypeError/limitExceeded(_:reason:)`` when subroutines nest too deep or the glyph
  ///   runs too many operations.
  public func outline(of glyphIndex: Int) throws(OpenTypeError) -> GlyphOutline {
    try PathCommandCollector.collect(tag: Self.tag) { (builder) throws(OpenTypeError) in
      try draw(glyphIndex, into: &builder)
    }
  }

  /// Draws a glyph into `builder`, seac accents composed (see ``outline(of:)``).
  func draw(
    _ glyphIndex: Int, into builder: inout OutlineBuilder
  ) throws(OpenTypeError) {
    let tag = Self.tag
    var interpreter = Type2CharstringInterpreter(
      context: try context(for: glyphIndex), builder: builder)
    try interpreter.execute(item: glyphIndex, of: charStrings)
    if let accent = interpreter.accentComposition {
      guard let charset,
        let base = try charset.glyphIndex(
          forStringID: StandardEncoding.stringID(forCode: accent.baseCode)),
        let mark = try charset.glyphIndex(
          forStringID: StandardEncoding.stringID(forCode: accent.accentCode))
      else { throw .malformedTable(tag, reason: "seac names glyphs the font does not have") }
      for (component, offset) in [(base, OutlinePoint(x: 0, y: 0)), (mark, accent.accentOffset)] {
        var part = Type2CharstringInterpreter(
          context: try context(for: component), builder: interpreter.builder)
        part.origin = offset
        part.operationsLeft = interpreter.operationsLeft
        try part.execute(item: component, of: charStrings)
        guard part.accentComposition == nil else {
          throw .malformedTable(tag, reason: "seac component is itself a seac glyph")
        }
        interpreter.builder = part.builder
        interpreter.operationsLeft = part.operationsLeft
      }
    }
    builder = interpreter.builder
  }

  private func context(for glyphIndex: Int) throws(OpenTypeError) -> CharstringContext {
    let tag = Self.tag
    let dictIndex = try fontDictSelect?.fontDictIndex(of: glyphIndex) ?? 0
    guard dictIndex >= 0, dictIndex < fontDictContexts.count else {
      throw .malformedTable(tag, reason: "FDSelect names Font DICT \(dictIndex)")
    }
    return try fontDictContexts[dictIndex].get()
  }
}
