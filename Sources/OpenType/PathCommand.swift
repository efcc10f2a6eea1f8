/// One drawing command of a glyph outline, in the order a path would be built.
///
/// TrueType outlines produce quadratic curves, CFF and CFF2 outlines cubic ones. Every contour
/// starts with ``move(to:)`` and ends with ``close``.
public enum PathCommand: Hashable, Sendable {
  /// Starts a new contour at a point.
  case move(to: OutlinePoint)
  /// A straight segment from the current point.
  case line(to: OutlinePoint)
  /// A quadratic Bézier segment from the current point (TrueType).
  case quadratic(control: OutlinePoint, to: OutlinePoint)
  /// A cubic Bézier segment from the current point (CFF, CFF2).
  case cubic(control1: OutlinePoint, control2: OutlinePoint, to: OutlinePoint)
  /// Closes the current contour back to its starting point.
  case close
}
