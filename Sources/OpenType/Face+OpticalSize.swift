/// The point sizes a static face was drawn for: one optical size of a family that has several
/// (EB Garamond 08 and 12, Latin Modern 5 to 17).
public struct OpticalSize: Hashable, Sendable {
  /// The size the face was designed at, in points; `nil` when the font gives only a range.
  public let designSize: Double?
  /// The smallest size the face is meant for (exclusive, as the `'size'` feature says), or
  /// `nil` when the font gives no range.
  public let lowerBound: Double?
  /// The largest size the face is meant for (inclusive), or `nil` when the font gives no range.
  public let upperBound: Double?

  /// An optical size from its parts, in points.
  public init(designSize: Double?, lowerBound: Double?, upperBound: Double?) {
    self.designSize = designSize
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// The size that stands for the face when sizes are compared: the design size, else the
  /// middle of the range.
  public var representativeSize: Double? {
    if let designSize { return designSize }
    guard let lowerBound, let upperBound else { return nil }
    return (lowerBound + upperBound) / 2
  }
}

extension Face {
  /// The optical size the face was made for, from the `'GPOS'` `'size'` feature (its design
  /// size and range), else from `OS/2` version 5 (`usLower`/`usUpperOpticalPointSize`); `nil`
  /// when the font says neither, as most fonts don't.
  ///
  /// The `'size'` feature's parameters are read where the OpenType spec puts them (relative to
  /// the feature table) and, when that gives no valid parameters, relative to the feature list:
  /// the offset early Adobe tools wrote, which HarfBuzz and fontTools also accept. Valid means
  /// a design size from 0.1 to 1,000 points; with subfamily 0, a name ID and range of 0; with
  /// another subfamily, a name ID from 256 to 32,767 and a range that holds the design size.
  public var opticalSize: OpticalSize? {
    if let fromFeature = sizeFeatureParameters() { return fromFeature }
    // OS/2 v5: a lower bound of 0 and an upper bound of 0xFFFE or 0xFFFF (3,276.7 pt and
    // more) are the spec's "no limit" values; a face with neither limit has no optical size.
    guard let os2, let lower = os2.lowerOpticalPointSize, let upper = os2.upperOpticalPointSize,
      lower < upper, lower > 0 || upper < 3276.7
    else { return nil }
    return OpticalSize(designSize: nil, lowerBound: lower, upperBound: upper)
  }

  /// The parameters of the first `'size'` feature in the `'GPOS'` feature list.
  private func sizeFeatureParameters() -> OpticalSize? {
    guard let table = tableReader(for: "GPOS") else { return nil }
    let start = table.offset
    guard (try? table.uint16(atAbsolute: start)) == 1,
      let featureListOffset = try? table.uint16(atAbsolute: start + 6)
    else { return nil }
    let featureList = start + Int(featureListOffset)
    guard let featureCount = try? table.uint16(atAbsolute: featureList) else { return nil }
    for index in 0..<Int(featureCount) {
      let record = featureList + 2 + index * 6
      guard let tag = try? table.uint32(atAbsolute: record) else { return nil }
      guard Tag(rawValue: tag) == "size",
        let featureOffset = try? table.uint16(atAbsolute: record + 4)
      else { continue }
      let feature = featureList + Int(featureOffset)
      guard let parametersOffset = try? table.uint16(atAbsolute: feature), parametersOffset != 0
      else { return nil }
      return sizeParameters(in: table, at: feature + Int(parametersOffset))
        ?? sizeParameters(in: table, at: featureList + Int(parametersOffset))
    }
    return nil
  }

  /// The `'size'` feature parameters at `position`, when they are valid (see ``opticalSize``).
  private func sizeParameters(in table: ByteReader, at position: Int) -> OpticalSize? {
    guard let design = try? table.uint16(atAbsolute: position),
      let subfamily = try? table.uint16(atAbsolute: position + 2),
      let nameID = try? table.uint16(atAbsolute: position + 4),
      let rangeStart = try? table.uint16(atAbsolute: position + 6),
      let rangeEnd = try? table.uint16(atAbsolute: position + 8),
      design > 0, design <= 10_000
    else { return nil }
    let designSize = Double(design) / 10
    // Subfamily 0 means the font gives a design size only; the range fields are then 0.
    guard subfamily != 0 else {
      guard nameID == 0, rangeStart == 0, rangeEnd == 0 else { return nil }
      return OpticalSize(designSize: designSize, lowerBound: nil, upperBound: nil)
    }
    // The spec puts the subfamily's name at IDs 256–32767.
    guard (256...32767).contains(nameID), rangeStart < design, design <= rangeEnd else {
      return nil
    }
    return OpticalSize(
      designSize: designSize, lowerBound: Double(rangeStart) / 10,
      upperBound: Double(rangeEnd) / 10)
  }
}
