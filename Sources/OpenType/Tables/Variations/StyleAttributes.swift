/// The 'STAT' table: how a family's styles are named along its design axes.
///
/// OpenType spec, 'STAT' versions 1.0–1.2. A read-only summary: the design axes and the axis
/// values of formats 1 to 4. Axis values of unknown formats are skipped.
public struct StyleAttributes: Hashable, Sendable {
  /// The table tag, `STAT`.
  public static let tag: Tag = "STAT"

  /// A design axis as 'STAT' records it (it may not exist in 'fvar').
  public struct DesignAxis: Hashable, Sendable {
    /// The axis tag.
    public var tag: Tag
    /// The 'name' record that names the axis.
    public var nameID: NameID
    /// The axis's position when names are composed from several axes.
    public var ordering: Int
  }

  /// What an axis value describes, by format.
  public enum AxisValueKind: Hashable, Sendable {
    /// Format 1: a single value on one axis.
    case single(axisIndex: Int, value: Double)
    /// Format 2: a range of values on one axis, with its nominal value.
    case range(axisIndex: Int, nominal: Double, minimum: Double, maximum: Double)
    /// Format 3: a value with the style it links to (such as Regular to Bold).
    case linked(axisIndex: Int, value: Double, linkedValue: Double)
    /// Format 4: a combination of values on several axes.
    case combination([(axisIndex: Int, value: Double)])

    /// Compares kinds and their values.
    public static func == (lhs: AxisValueKind, rhs: AxisValueKind) -> Bool {
      switch (lhs, rhs) {
      case (.single(let a, let b), .single(let c, let d)): return a == c && b == d
      case (.range(let a, let b, let c, let d), .range(let e, let f, let g, let h)):
        return a == e && b == f && c == g && d == h
      case (.linked(let a, let b, let c), .linked(let d, let e, let f)):
        return a == d && b == e && c == f
      case (.combination(let a), .combination(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.axisIndex == $1.axisIndex && $0.value == $1.value }
      default: return false
      }
    }

    /// Hashes the kind's values.
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .single(let axis, let value):
        hasher.combine(1); hasher.combine(axis); hasher.combine(value)
      case .range(let axis, let nominal, let minimum, let maximum):
        hasher.combine(2); hasher.combine(axis); hasher.combine(nominal)
        hasher.combine(minimum); hasher.combine(maximum)
      case .linked(let axis, let value, let linked):
        hasher.combine(3); hasher.combine(axis); hasher.combine(value); hasher.combine(linked)
      case .combination(let values):
        hasher.combine(4)
        for entry in values { hasher.combine(entry.axisIndex); hasher.combine(entry.value) }
      }
    }
  }

  /// A named position or range in the design space, such as "Bold" at `wght` 700.
  public struct AxisValue: Hashable, Sendable {
    /// The value's position.
    public var kind: AxisValueKind
    /// The 'name' record of the value's name.
    public var nameID: NameID
    /// Whether the name can be left out when composing names (`ELIDABLE_AXIS_VALUE_NAME`).
    public var isElidable: Bool
    /// Whether the value describes another font of the family (`OLDER_SIBLING_FONT_ATTRIBUTE`).
    public var isOlderSiblingAttribute: Bool
  }

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
    let major = try header.readUInt16()
    let minor = try header.readUInt16()
    guard major == 1 else { throw .unsupportedVersion(Self.tag, version: UInt32(major)) }
    let axisSize = Int(try header.readUInt16())
    let axisCount = Int(try header.readUInt16())
    let axesOffset = try ByteReader.int(try header.readUInt32())
    let valueCount = Int(try header.readUInt16())
    let valuesOffset = try ByteReader.int(try header.readUInt32())
    elidedFallbackNameID = minor >= 1 ? NameID(rawValue: Int(try header.readUInt16())) : nil
    guard axisSize >= 8 || axisCount == 0 else {
      throw .malformedTable(Self.tag, reason: "design axis size \(axisSize)")
    }
    var axesReader = reader
    try axesReader.skip(axesOffset)
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
    var offsets = reader
    try offsets.skip(valuesOffset)
    let base = offsets
    try offsets.require(valueCount * 2)
    var values: [AxisValue] = []
    values.reserveCapacity(valueCount)
    // Offsets may share a record; the combinations read in total may not exceed what the
    // table could hold without sharing, so the summary stays proportional to the table's size.
    var combinationBudget = reader.remaining / 6
    for _ in 0..<valueCount {
      var record = base
      try record.skip(Int(try offsets.readUInt16()))
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
