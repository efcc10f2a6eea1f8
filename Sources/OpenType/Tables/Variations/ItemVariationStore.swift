/// An item variation store: deltas for values that vary with the axes, shared by HVAR, MVAR,
/// CFF2 and others.
///
/// OpenType spec, "OpenType Font Variations Common Table Formats", item variation store. A delta
/// set is addressed by an outer index (the `ItemVariationData` subtable) and an inner index (the
/// row); its value at a location is the sum of its deltas, each weighted by its region's scalar.
/// Subtables are read on demand, so opening a store costs nothing.
///
/// ```swift
/// let store = try ItemVariationStore(reader, tag: "HVAR")
/// let delta = try store.delta(outer: 0, inner: glyph, coordinates: [0.5])
/// ```
public struct ItemVariationStore: Sendable {
  private let table: ByteReader
  private let tag: Tag
  private let regionList: ByteReader
  /// The number of axes each region spans.
  public let axisCount: Int
  /// The number of regions.
  public let regionCount: Int
  /// The number of `ItemVariationData` subtables (valid outer indices).
  public let dataCount: Int
  private let dataOffsets: ByteReader

  /// Reads a store whose first byte is the reader's position.
  ///
  /// - Parameters:
  ///   - reader: A reader positioned at the store; it must cover the store's subtables.
  ///   - tag: The table the store belongs to, for errors.
  /// - Throws: An ``OpenTypeError`` for an unknown format or offsets outside the data.
  public init(_ reader: ByteReader, tag: Tag) throws(OpenTypeError) {
    var header = reader
    let format = try header.readUInt16()
    guard format == 1 else { throw .unsupportedVersion(tag, version: UInt32(format)) }
    let regionListOffset = try ByteReader.int(try header.readUInt32())
    let dataCount = Int(try header.readUInt16())
    self.dataOffsets = try header.subReader(length: dataCount * 4)
    self.dataCount = dataCount
    var regions = try reader.skipping(regionListOffset)
    let axisCount = Int(try regions.readUInt16())
    let regionCount = Int(try regions.readUInt16())
    try regions.require(try CheckedSize.product(axisCount, regionCount, 6, tag: tag))
    self.regionList = regions
    self.axisCount = axisCount
    self.regionCount = regionCount
    self.table = reader
    self.tag = tag
  }

  /// The scalar of one region at a location: the product of its per-axis tents.
  ///
  /// Missing coordinates count as 0 (the default location).
  public func regionScalar(_ region: Int, coordinates: [Double]) throws(OpenTypeError) -> Double {
    guard region >= 0, region < regionCount else {
      throw .malformedTable(tag, reason: "variation region \(region) of \(regionCount)")
    }
    var reader = try regionList.skipping(region * axisCount * 6)
    var scalar = 1.0
    for axis in 0..<axisCount {
      let start = try reader.readF2Dot14()
      let peak = try reader.readF2Dot14()
      let end = try reader.readF2Dot14()
      let coordinate = axis < coordinates.count ? coordinates[axis] : 0
      scalar *= Self.tent(start: start, peak: peak, end: end, at: coordinate)
      if scalar == 0 { return 0 }
    }
    return scalar
  }

  /// OpenType spec, "Algorithm for interpolation of instance values": one axis of a region.
  static func tent(start: Double, peak: Double, end: Double, at value: Double) -> Double {
    // Invalid or axis-neutral tents do not restrict the region.
    if start > peak || peak > end { return 1 }
    if start < 0, end > 0, peak != 0 { return 1 }
    if peak == 0 || value == peak { return 1 }
    if value <= start || value >= end { return 0 }
    return value < peak ? (value - start) / (peak - start) : (end - value) / (end - peak)
  }

  /// The scalars, at a location, of the regions one `ItemVariationData` subtable refers to, in
  /// its order; CFF2 `blend` weighs its deltas with them.
  public func regionScalars(
    dataIndex: Int, coordinates: [Double]
  ) throws(OpenTypeError) -> [Double] {
    var reader = try dataReader(dataIndex)
    try reader.skip(4)  // itemCount, wordDeltaCount
    let regionIndexCount = Int(try reader.readUInt16())
    try reader.require(regionIndexCount * 2)
    var scalars: [Double] = []
    scalars.reserveCapacity(regionIndexCount)
    var known: [Int: Double] = [:]
    for _ in 0..<regionIndexCount {
      let region = Int(try reader.readUInt16())
      if let scalar = known[region] {
        scalars.append(scalar)
      } else {
        let scalar = try regionScalar(region, coordinates: coordinates)
        known[region] = scalar
        scalars.append(scalar)
      }
    }
    return scalars
  }

  /// The interpolated delta of one delta set at a location (not rounded).
  ///
  /// - Parameters:
  ///   - outer: The `ItemVariationData` index.
  ///   - inner: The row inside it.
  ///   - coordinates: Normalised coordinates in 'fvar' axis order.
  /// - Throws: ``OpenTypeError/malformedTable(_:reason:)`` for indices out of range.
  public func delta(outer: Int, inner: Int, coordinates: [Double]) throws(OpenTypeError) -> Double {
    var reader = try dataReader(outer)
    let itemCount = Int(try reader.readUInt16())
    let wordDeltaCount = try reader.readUInt16()
    let regionIndexCount = Int(try reader.readUInt16())
    let longWords = wordDeltaCount & 0x8000 != 0
    let wordCount = Int(wordDeltaCount & 0x7FFF)
    guard wordCount <= regionIndexCount else {
      throw .malformedTable(tag, reason: "more word deltas than regions")
    }
    guard inner >= 0, inner < itemCount else {
      throw .malformedTable(tag, reason: "delta set \(outer):\(inner) of \(itemCount) items")
    }
    var regionIndices = try reader.subReader(length: regionIndexCount * 2)
    let wideSize = longWords ? 4 : 2
    let narrowSize = longWords ? 2 : 1
    let rowSize = wordCount * wideSize + (regionIndexCount - wordCount) * narrowSize
    try reader.skip(try CheckedSize.product(inner, rowSize, tag: tag))
    var total = 0.0
    // Each region's scalar is computed once, so a row naming one region many times costs no
    // more than its bytes.
    var scalars: [Int: Double] = [:]
    for column in 0..<regionIndexCount {
      let region = Int(try regionIndices.readUInt16())
      let value: Int
      switch (column < wordCount, longWords) {
      case (true, true): value = Int(try reader.readInt32())
      case (true, false), (false, true): value = Int(try reader.readInt16())
      case (false, false): value = Int(try reader.readInt8())
      }
      guard value != 0 else { continue }
      let scalar: Double
      if let known = scalars[region] {
        scalar = known
      } else {
        scalar = try regionScalar(region, coordinates: coordinates)
        scalars[region] = scalar
      }
      total += Double(value) * scalar
    }
    return total
  }

  private func dataReader(_ index: Int) throws(OpenTypeError) -> ByteReader {
    guard index >= 0, index < dataCount else {
      throw .malformedTable(tag, reason: "item variation data \(index) of \(dataCount)")
    }
    var offsets = try dataOffsets.skipping(index * 4)
    let offset = try ByteReader.int(try offsets.readUInt32())
    let reader = try table.skipping(offset)
    return reader
  }
}
