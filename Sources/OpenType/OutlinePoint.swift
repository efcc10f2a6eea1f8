/// A point of a glyph outline, in font units (y grows upwards).
public struct OutlinePoint: Hashable, Sendable {
  /// The horizontal coordinate, in font units.
  public var x: Double
  /// The vertical coordinate, in font units; positive is above the baseline.
  public var y: Double

  /// A point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// Parameters in (0, 1) where a Bézier curve's coordinate reaches an extreme.
enum CurveExtremes {
  static func quadratic(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
    let denominator = p0 - 2 * p1 + p2
    guard denominator != 0 else { return [] }
    let t = (p0 - p1) / denominator
    return t > 0 && t < 1 ? [t] : []
  }

  static func cubic(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
    // Derivative: 3(a t² + b t + c) with these coefficients.
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [Double] = []
    if abs(a) < 1e-12 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant >= 0 {
        let root = squareRoot(discriminant)
        roots.append((-b + root) / (2 * a))
        roots.append((-b - root) / (2 * a))
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  /// Newton's method, so that the module needs nothing from the C math library (which a
  /// standard-library-only target on Linux does not link).
  static func squareRoot(_ value: Double) -> Double {
    guard value > 0, value.isFinite else { return 0 }
    var estimate = value > 1 ? value / 2 : 1
    for _ in 0..<100 {
      let next = (estimate + value / estimate) / 2
      if abs(next - estimate) <= 1e-15 * next { return next }
      estimate = next
    }
    return estimate
  }

  static func quadraticPoint(
    _ p0: OutlinePoint, _ p1: OutlinePoint, _ p2: OutlinePoint, _ t: Double
  ) -> OutlinePoint {
    let u = 1 - t
    return OutlinePoint(
      x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
      y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
  }

  static func cubicPoint(
    _ p0: OutlinePoint, _ p1: OutlinePoint, _ p2: OutlinePoint, _ p3: OutlinePoint, _ t: Double
  ) -> OutlinePoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return OutlinePoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
      y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }
}
