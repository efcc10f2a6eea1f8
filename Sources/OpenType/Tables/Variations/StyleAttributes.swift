/// The 'STAT' table: how a family's styles are named along its design axes.
///
/// OpenType spec, 'STAT' versions 1.0–1.2. A read-only summary: the design axes and the axis
/// values of formats 1 to 4. Axis values of unknown formats are skipped.
public struct StyleAttributes: Hashable, Sendable {
  /// The table tag, `STAT`.
  public static let tag: Tag = "STAT"

  /// The design axes, indexed by the axis values' axis indices.
  public let designAxes: [DesignAxis]
  /// The axis values of known formats.
  public let axisValues: [AxisValue]
  /// The name used when every axis value is elided (version 1.1 and later), such as "Regular".
  public let elidedFallbackNameID: NameID?

  /// Reads the table.
  ///
  /// - Throws: An ``OpenTypeError`` for an unknown major version or records outside the table.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    var header = reader
    let minor = try header.readVersion1(of: Self.tag)
    let axisSize = Int(try header.readUInt16())
    let axisCount = Int(try header.readUInt16())
    let axesOffset = try ByteReader.int(try header.readUInt32())
    let valueCount = Int(try header.readUInt16())
    let valuesOffset = try ByteReader.int(try header.readUInt32())
    elidedFallbackNameID = minor >= 1 ? NameID(rawValue: Int(try header.readUInt16())) : nil
    guard axisSize >= 8 || axisCount == 0 else {
      throw .malformedTable(Self.tag, reason: "design axis size \(axisSize)")
    }
    var axesReader = try reader.skipping(axesOffset)
    try axesReader.require(try CheckedSize.product(axisCount, axisSize, tag: Self.tag))
    var axes: [DesignAxis] = []
    axes.reserveCapacity(axisCount)
    for _ in 0..<axisCount {
      var record = try axesReader.subReader(length: axisSize)
      axes.append(
        DesignAxis(
          tag: try record.readTag(), nameID: NameID(rawValue: Int(try record.readUInt16())),
          ordering: Int(try record.readUInt16())))
    }
    designAxes = axes
    var offsets = try reader.skipping(valuesOffset)
    let base = offsets
    try offsets.require(valueCount * 2)
    var values: [AxisValue] = []
    values.reserveCapacity(valueCount)
    // Offsets may share a record; the combinations read in total may not exceed what the
    // table could hold without sharing, so the summary stays proportional to the table's size.
    var combinationBudget = reader.remaining / 6
    for _ in 0..<valueCount {
      var record = try base.skipping(Int(try offsets.readUInt16()))
      guard let value = try Self.readAxisValue(&record) else { continue }
      if case .combination(let entries) = value.kind {
        combinationBudget -= entries.count
        guard combinationBudget >= 0 else {
          throw .malformedTable(Self.tag, reason: "axis value records overlap")
        }
      }
      values.append(value)
    }
    axisValues = values
  }

  private static func readAxisValue(_ reader: inout ByteReader) throws(OpenTypeError) -> AxisValue?
  {
    let format = try reader.readUInt16()
    guard (1...4).contains(format) else { return nil }
    let kind: AxisValueKind
    let flags: UInt16
    let nameID: Int
    if format == 4 {
      let count = Int(try reader.readUInt16())
      flags = try reader.readUInt16()
      nameID = Int(try reader.readUInt16())
      try reader.require(count * 6)
      var entries: [(axisIndex: Int, value: Double)] = []
      entries.reserveCapacity(count)
      for _ in 0..<count {
        entries.append((Int(try reader.readUInt16()), try reader.readFixed()))
      }
      kind = .combination(entries)
    } else {
      let axis = Int(try reader.readUInt16())
      flags = try reader.readUInt16()
      nameID = Int(try reader.readUInt16())
      let value = try reader.readFixed()
      switch format {
      case 1: kind = .single(axisIndex: axis, value: value)
      case 2:
        kind = .range(
          axisIndex: axis, nominal: value, minimum: try reader.readFixed(),
          maximum: try reader.readFixed())
      default: kind = .linked(axisIndex: axis, value: value, linkedValue: try reader.readFixed())
      }
    }
    return AxisValue(
      kind: kind, nameID: NameID(rawValue: nameID), isElidable: flags & 0x0002 != 0,
      isOlderSiblingAttribute: flags & 0x0001 != 0)
  }
}
