import DynamicType

/// The range of one variation axis of a variable font, such as `wght` from 100 to 900.
public struct VariationAxisRange: Hashable, Sendable {
  /// The axis tag, four characters such as `wght`, `wdth`, `opsz`.
  public let tag: String
  /// The smallest value.
  public let minimum: Double
  /// The default value.
  public let defaultValue: Double
  /// The largest value.
  public let maximum: Double

  /// Creates an axis range.
  public init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
    self.tag = tag
    self.minimum = minimum
    self.defaultValue = defaultValue
    self.maximum = maximum
  }
}
