/// An optional minimum and maximum point size that a scaled size is clamped to.
public struct SizeLimits: Hashable, Sendable {
  /// The smallest allowed size, or `nil` for none.
  public var minimum: Double?
  /// The largest allowed size, or `nil` for none (`maximumPointSize` in `UIFontMetrics`).
  public var maximum: Double?

  /// No limits.
  public static let none = SizeLimits()

  /// Creates limits; either may be `nil`.
  public init(minimum: Double? = nil, maximum: Double? = nil) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// `size` clamped to the limits. The maximum wins if the two cross.
  public func clamp(_ size: Double) -> Double {
    var result = size
    if let minimum { result = max(result, minimum) }
    if let maximum { result = min(result, maximum) }
    return result
  }
}
