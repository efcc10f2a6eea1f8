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
