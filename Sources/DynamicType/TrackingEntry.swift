/// One row of Apple's tracking table: the letter spacing the system font uses at a size.
public struct TrackingEntry: Hashable, Sendable {
  /// The point size the row is for.
  public let pointSize: Double
  /// Tracking in thousandths of an em (the HIG's "Tracking (1/1000 em)" column).
  public let thousandthsOfEm: Double
  /// Tracking in points (the HIG's "Tracking (points)" column).
  public let points: Double

  /// Creates a row.
  public init(pointSize: Double, thousandthsOfEm: Double, points: Double) {
    self.pointSize = pointSize
    self.thousandthsOfEm = thousandthsOfEm
    self.points = points
  }
}
