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

/// The outline of one glyph: closed contours made of lines and Bézier curves.
///
/// Obtained from `Face.outline(of:)`; the same type serves TrueType (`glyf`), CFF and CFF2
/// glyphs. A glyph without contours, such as the space, has an empty outline.
///
/// ```swift
/// let outline = try face.outline(of: glyph)
/// for command in outline.commands { … }
/// ```
public struct GlyphOutline: Hashable, Sendable {
  /// The drawing commands, contour after contour.
  public var commands: [PathCommand]

  /// An outline from its commands.
  public init(commands: [PathCommand] = []) {
    self.commands = commands
  }

  /// Whether the outline has no contours.
  public var isEmpty: Bool { commands.isEmpty }

  /// The tight bounds of the drawn shape, curve extremes included; `nil` for an empty outline.
  ///
  /// Off-curve control points do not count unless the curve reaches them, as in fontTools'
  /// `BoundsPen`.
  public var boundingBox: BoundingBox? {
    var box: BoundingBox?
    var current = OutlinePoint(x: 0, y: 0)
    func add(_ point: OutlinePoint) {
      box =
        box?.including(point)
        ?? BoundingBox(xMin: point.x, yMin: point.y, xMax: point.x, yMax: point.y)
    }
    for command in commands {
      switch command {
      case .move(let point), .line(let point):
        add(point)
        current = point
      case .quadratic(let control, let point):
        add(point)
        for t in CurveExtremes.quadratic(current.x, control.x, point.x) {
          add(CurveExtremes.quadraticPoint(current, control, point, t))
        }
        for t in CurveExtremes.quadratic(current.y, control.y, point.y) {
          add(CurveExtremes.quadraticPoint(current, control, point, t))
        }
        current = point
      case .cubic(let control1, let control2, let point):
        add(point)
        for t in CurveExtremes.cubic(current.x, control1.x, control2.x, point.x)
          + CurveExtremes.cubic(current.y, control1.y, control2.y, point.y)
        {
          add(CurveExtremes.cubicPoint(current, control1, control2, point, t))
        }
        current = point
      case .close:
        break
      }
    }
    return box
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
