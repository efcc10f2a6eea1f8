/// One entry of an 'avar' segment map: a normalised coordinate and what it maps to.
public struct AxisValueMapping: Hashable, Sendable {
  /// The default-normalised coordinate.
  public var from: Double
  /// The coordinate it becomes.
  public var to: Double

  /// A mapping from its two coordinates.
  public init(from: Double, to: Double) {
    self.from = from
    self.to = to
  }
}
