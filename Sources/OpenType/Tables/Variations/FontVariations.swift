/// The 'fvar' table: the axes and named instances of a variable font.
///
/// OpenType spec, 'fvar' version 1.0. Axis and instance records are read with the sizes the
/// header declares, so larger future records still parse.
public struct FontVariations: Hashable, Sendable {
  /// The table tag, `fvar`.
  public static let tag: Tag = "fvar"
  /// The axes, in the order normalised coordinates use.
  public let axes: [VariationAxis]
  /// The named instances.
  public let namedInstances: [NamedInstance]

  /// Reads the table.
  ///
  /// - Throws: An ``OpenTypeError`` for an unknown major version, records smaller than the spec
  ///   allows, or records past the end of the table.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    var header = reader
    try header.readVersion1(of: Self.tag)
    let axesOffset = Int(try header.readUInt16())
    _ = try header.readUInt16()
    let axisCount = Int(try header.readUInt16())
    let axisSize = Int(try header.readUInt16())
    let instanceCount = Int(try header.readUInt16())
    let instanceSize = Int(try header.readUInt16())
    guard axisSize >= 20, instanceSize >= axisCount * 4 + 4 else {
      throw .malformedTable(Self.tag, reason: "record sizes \(axisSize) and \(instanceSize)")
    }
    var cursor = try reader.skipping(axesOffset)
    let axesLength = try CheckedSize.product(axisCount, axisSize, tag: Self.tag)
    let instancesLength = try CheckedSize.product(instanceCount, instanceSize, tag: Self.tag)
    try cursor.require(axesLength)
    guard instancesLength <= cursor.remaining - axesLength else {
      throw .unexpectedEnd(offset: cursor.offset + axesLength, needed: instancesLength)
    }
    var axes: [VariationAxis] = []
    axes.reserveCapacity(axisCount)
    for _ in 0..<axisCount {
      var record = try cursor.subReader(length: axisSize)
      let tag = try record.readTag()
      let minimum = try record.readFixed()
      let defaultValue = try record.readFixed()
      let maximum = try record.readFixed()
      let flags = try record.readUInt16()
      let nameID = NameID(rawValue: Int(try record.readUInt16()))
      // OpenType spec: min ≤ default ≤ max; an axis breaking that is treated as fixed.
      let isOrdered = minimum <= defaultValue && defaultValue <= maximum
      axes.append(
        VariationAxis(
          tag: tag, minimumValue: isOrdered ? minimum : defaultValue, defaultValue: defaultValue,
          maximumValue: isOrdered ? maximum : defaultValue, nameID: nameID,
          isHidden: flags & 1 != 0))
    }
    var instances: [NamedInstance] = []
    instances.reserveCapacity(instanceCount)
    for _ in 0..<instanceCount {
      var record = try cursor.subReader(length: instanceSize)
      let subfamily = NameID(rawValue: Int(try record.readUInt16()))
      _ = try record.readUInt16()
      var coordinates: [Tag: Double] = [:]
      for axis in axes {
        coordinates[axis.tag] = try record.readFixed()
      }
      let postScript =
        instanceSize >= axisCount * 4 + 6 ? try record.readUInt16() : 0xFFFF
      instances.append(
        NamedInstance(
          subfamilyNameID: subfamily,
          postScriptNameID: postScript == 0xFFFF ? nil : NameID(rawValue: Int(postScript)),
          coordinates: coordinates))
    }
    self.axes = axes
    self.namedInstances = instances
  }
}
