/// The smallest axis-aligned rectangle that contains an outline, in font units.
public struct BoundingBox: Hashable, Sendable {
  /// The left edge.
  public var xMin: Double
  /// The bottom edge.
  public var yMin: Double
  /// The right edge.
  public var xMax: Double
  /// The top edge.
  public var yMax: Double

  /// A box from its edges.
  public init(xMin: Double, yMin: Double, xMax: Double, yMax: Double) {
    self.xMin = xMin
    self.yMin = yMin
    self.xMax = xMax
    self.yMax = yMax
  }

  /// The box grown to contain `point`.
  func including(_ point: OutlinePoint) -> BoundingBox {
    BoundingBox(
      xMin: min(xMin, point.x), yMin: min(yMin, point.y),
      xMax: max(xMax, point.x), yMax: max(yMax, point.y))
  }
}
