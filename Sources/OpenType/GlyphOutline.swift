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
