/// The 'MVAR' table: how font-wide metrics (ascender, x-height, …) vary with the axes.
///
/// OpenType spec, 'MVAR'. Each value record ties a metric tag to a delta set of the table's item
/// variation store. The tags name the metric they adjust; the common ones are static members.
///
/// ```swift
/// let mvar = try MetricsVariations(reader)
/// let xHeightDelta = try mvar.delta(for: MetricsVariations.xHeight, coordinates: [1])
/// ```
public struct MetricsVariations: Sendable {
  /// The table tag, `MVAR`.
  public static let tag: Tag = "MVAR"
  /// 'OS/2'.sTypoAscender (`hasc`).
  public static let horizontalAscender: Tag = "hasc"
  /// 'OS/2'.sTypoDescender (`hdsc`).
  public static let horizontalDescender: Tag = "hdsc"
  /// 'OS/2'.sTypoLineGap (`hlgp`).
  public static let horizontalLineGap: Tag = "hlgp"
  /// 'OS/2'.usWinAscent (`hcla`).
  public static let horizontalClippingAscent: Tag = "hcla"
  /// 'OS/2'.usWinDescent (`hcld`).
  public static let horizontalClippingDescent: Tag = "hcld"
  /// 'OS/2'.sxHeight (`xhgt`).
  public static let xHeight: Tag = "xhgt"
  /// 'OS/2'.sCapHeight (`cpht`).
  public static let capHeight: Tag = "cpht"
  /// 'hhea'.caretOffset (`hcof`).
  public static let horizontalCaretOffset: Tag = "hcof"
  /// 'post'.underlinePosition (`undo`).
  public static let underlineOffset: Tag = "undo"
  /// 'post'.underlineThickness (`unds`).
  public static let underlineSize: Tag = "unds"
  /// 'OS/2'.yStrikeoutPosition (`stro`).
  public static let strikeoutOffset: Tag = "stro"
  /// 'OS/2'.yStrikeoutSize (`strs`).
  public static let strikeoutSize: Tag = "strs"

  private let records: [Tag: (outer: Int, inner: Int)]
  private let store: ItemVariationStore?

  /// Reads the table.
  ///
  /// - Throws: An ``OpenTypeError`` for an unknown major version, records smaller than the spec
  ///   allows, or data outside the table.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    var header = reader
    try header.readVersion1(of: Self.tag)
    _ = try header.readUInt16()
    let recordSize = Int(try header.readUInt16())
    let recordCount = Int(try header.readUInt16())
    let storeOffset = Int(try header.readUInt16())
    guard recordSize >= 8 || recordCount == 0 else {
      throw .malformedTable(Self.tag, reason: "value record size \(recordSize)")
    }
    try header.require(try CheckedSize.product(recordCount, recordSize, tag: Self.tag))
    var records: [Tag: (outer: Int, inner: Int)] = [:]
    for _ in 0..<recordCount {
      var record = try header.subReader(length: recordSize)
      let tag = try record.readTag()
      records[tag] = (Int(try record.readUInt16()), Int(try record.readUInt16()))
    }
    self.records = records
    if storeOffset != 0 {
      let storeReader = try reader.skipping(storeOffset)
      store = try ItemVariationStore(storeReader, tag: Self.tag)
    } else {
      store = nil
    }
  }

  /// The metric tags the table varies.
  public var metricTags: [Tag] { records.keys.sorted() }

  /// The delta to add to a metric at a location, or 0 when the table does not vary it.
  ///
  /// - Parameters:
  ///   - metric: A value tag such as ``xHeight``.
  ///   - coordinates: Normalised coordinates in 'fvar' axis order.
  public func delta(for metric: Tag, coordinates: [Double]) throws(OpenTypeError) -> Double {
    guard let record = records[metric], let store else { return 0 }
    return try store.delta(outer: record.outer, inner: record.inner, coordinates: coordinates)
  }
}
