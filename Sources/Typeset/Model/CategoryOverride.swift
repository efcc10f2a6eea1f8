import DynamicType

/// Values that replace the computed ones at one content size category.
public struct CategoryOverride: Hashable, Sendable {
  /// The point size at this category (the minimum and maximum still apply).
  public var size: Double?
  /// The line height at this category, in points.
  public var leading: Double?
  /// The weight at this category.
  public var weight: FontWeight?
  /// The tracking at this category.
  public var tracking: TrackingSetting?

  /// Creates an override.
  public init(
    size: Double? = nil, leading: Double? = nil, weight: FontWeight? = nil,
    tracking: TrackingSetting? = nil
  ) {
    self.size = size
    self.leading = leading
    self.weight = weight
    self.tracking = tracking
  }
}
