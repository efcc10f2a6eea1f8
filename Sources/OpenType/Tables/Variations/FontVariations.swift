/// One design axis of a variable font, as 'fvar' declares it.
public struct VariationAxis: Hashable, Sendable {
  /// The axis tag, such as `wght` or `wdth`.
  public var tag: Tag
  /// The smallest design-space value.
  public var minimumValue: Double
  /// The value of the default instance.
  public var defaultValue: Double
  /// The largest design-space value.
  public var maximumValue: Double
  /// The 'name' record that names the axis.
  public var nameID: NameID
  /// Whether the axis should be hidden from users (`HIDDEN_AXIS`, flag 0x0001).
  public var isHidden: Bool

  /// An axis from its values.
  public init(
    tag: Tag, minimumValue: Double, defaultValue: Double, maximumValue: Double, nameID: NameID,
    isHidden: Bool = false
  ) {
    self.tag = tag
    self.minimumValue = minimumValue
    self.defaultValue = defaultValue
    self.maximumValue = maximumValue
    self.nameID = nameID
    self.isHidden = isHidden
  }

  /// A design-space value mapped to [-1, 1] before 'avar': clamped to the axis range, then
  /// linear from minimum to default (-1…0) and from default to maximum (0…1).
  ///
  /// OpenType spec, "Coordinate scales and normalization", default normalization.
  public func defaultNormalizedValue(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    let clamped = min(max(value, minimumValue), maximumValue)
    if clamped < defaultValue, defaultValue > minimumValue {
      return -(defaultValue - clamped) / (defaultValue - minimumValue)
    }
    if clamped > defaultValue, maximumValue > defaultValue {
      return (clamped - defaultValue) / (maximumValue - defaultValue)
    }
    return 0
  }
}

/// A named instance of a variable font, such as "Bold" or "Condensed Light".
public struct NamedInstance: Hashable, Sendable {
  /// The 'name' record of the instance's subfamily name.
  public var subfamilyNameID: NameID
  /// The 'name' record of the instance's PostScript name, if the font gives one.
  public var postScriptNameID: NameID?
  /// The design-space coordinates, by axis tag.
  public var coordinates: [Tag: Double]

  /// An instance from its values.
  public init(subfamilyNameID: NameID, postScriptNameID: NameID?, coordinates: [Tag: Double]) {
    self.subfamilyNameID = subfamilyNameID
    self.postScriptNameID = postScriptNameID
    self.coordinates = coordinates
  }
}

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
    let major = try header.readUInt16()
    _ = try header.readUInt16()
    guard major == 1 else { throw .unsupportedVersion(Self.tag, version: UInt32(major)) }
    let axesOffset = Int(try header.readUInt16())
    _ = try header.readUInt16()
    let axisCount = Int(try header.readUInt16())
    let axisSize = Int(try header.readUInt16())
    let instanceCount = Int(try header.readUInt16())
    let instanceSize = Int(try header.readUInt16())
    guard axisSize >= 20, instanceSize >= axisCount * 4 + 4 else {
      throw .malformedTable(Self.tag, reason: "record sizes \(axisSize) and \(instanceSize)")
    }
    var cursor = reader
    try cursor.skip(axesOffset)
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
