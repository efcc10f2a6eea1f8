extension StyleAttributes {
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
}
