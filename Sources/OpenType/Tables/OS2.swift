/// The OS/2 and Windows metrics table (`'OS/2'`): weight, width, style bits, typographic and
/// Windows line metrics, x-height and cap height.
///
/// OpenType spec, `'OS/2'` versions 0 to 5. Fields a version or a short table does not have are
/// `nil`: Apple's early version 0 tables end after `usLastCharIndex` (68 bytes) without the
/// typographic metrics, and only version 2 and later have `sxHeight` and `sCapHeight`.
public struct OS2: Sendable, Hashable {
  /// The table's tag.
  public static let tag: Tag = "OS/2"

  /// The table version, 0 to 5.
  public let version: Int
  /// The average advance of all non-zero-width glyphs (the exact definition changed in
  /// version 3), in font units.
  public let averageCharacterWidth: Int
  /// `usWeightClass`.
  public let weightClass: WeightClass
  /// `usWidthClass`.
  public let widthClass: WidthClass
  /// `fsType`: embedding permissions.
  public let embeddingFlags: UInt16
  /// `fsSelection`.
  public let selection: Selection
  /// `achVendID`, the font vendor's four-character identifier.
  public let vendorID: Tag
  /// `yStrikeoutSize`: the thickness of the strikeout stroke, in font units.
  public let strikeoutSize: Int
  /// `yStrikeoutPosition`: the top of the strikeout stroke above the baseline, in font units.
  public let strikeoutPosition: Int
  /// `sTypoAscender`, when the table is long enough.
  public let typographicAscender: Int?
  /// `sTypoDescender` (usually negative), when the table is long enough.
  public let typographicDescender: Int?
  /// `sTypoLineGap`, when the table is long enough.
  public let typographicLineGap: Int?
  /// `usWinAscent` (positive up), when the table is long enough.
  public let windowsAscent: Int?
  /// `usWinDescent` (positive down, unlike the other descenders), when the table is long enough.
  public let windowsDescent: Int?
  /// `sxHeight`: the height of lowercase x, version 2 and later.
  public let xHeight: Int?
  /// `sCapHeight`: the height of uppercase H, version 2 and later.
  public let capHeight: Int?
  /// `usLowerOpticalPointSize` in points, version 5.
  public let lowerOpticalPointSize: Double?
  /// `usUpperOpticalPointSize` in points, version 5.
  public let upperOpticalPointSize: Double?

  /// Parses the table.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when shorter than 68 bytes (the
  ///   shortest table ever written).
  public init(_ table: ByteReader) throws(OpenTypeError) {
    self = try table.withRawTable { (raw) throws(OpenTypeError) in try OS2(raw) }
  }

  /// Parses the table from its bytes (see ``init(_:)``).
  @inline(__always)
  init(_ table: RawTable) throws(OpenTypeError) {
    try table.require(68)  // every read outside these 68 bytes checks the length first
    let length = table.length
    version = Int(table.uint16(0))
    averageCharacterWidth = Int(table.int16(2))
    weightClass = WeightClass(rawValue: Int(table.uint16(4)))
    widthClass = WidthClass(rawValue: Int(table.uint16(6)))
    embeddingFlags = table.uint16(8)
    strikeoutSize = Int(table.int16(26))
    strikeoutPosition = Int(table.int16(28))
    vendorID = Tag(rawValue: table.uint32(58))
    selection = Selection(rawValue: table.uint16(62))
    if length >= 78 {
      typographicAscender = Int(table.int16(68))
      typographicDescender = Int(table.int16(70))
      typographicLineGap = Int(table.int16(72))
      windowsAscent = Int(table.uint16(74))
      windowsDescent = Int(table.uint16(76))
    } else {
      typographicAscender = nil
      typographicDescender = nil
      typographicLineGap = nil
      windowsAscent = nil
      windowsDescent = nil
    }
    // OpenType spec, 'OS/2' version 2: sxHeight and sCapHeight follow ulCodePageRange (at 86).
    if version >= 2, length >= 90 {
      xHeight = Int(table.int16(86))
      capHeight = Int(table.int16(88))
    } else {
      xHeight = nil
      capHeight = nil
    }
    // OpenType spec, 'OS/2' version 5: optical sizes in TWIPs (1/20 point).
    if version >= 5, length >= 100 {
      lowerOpticalPointSize = Double(table.uint16(96)) / 20
      upperOpticalPointSize = Double(table.uint16(98)) / 20
    } else {
      lowerOpticalPointSize = nil
      upperOpticalPointSize = nil
    }
  }

  /// Whether `fsSelection` has USE_TYPO_METRICS (bit 7).
  ///
  /// OpenType spec, `'OS/2'` fsSelection: the bit is defined from version 4; fonts with older
  /// tables that set it are honoured too, as HarfBuzz and browsers do.
  public var usesTypographicMetrics: Bool { selection.contains(.useTypographicMetrics) }
}
