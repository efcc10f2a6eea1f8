import OpenType
import Typeset

/// SVG path data (`<path d="…">`) built from glyph outlines and rectangles.
///
/// Coordinates are written in the SVG user space (y downwards) with at most ``decimals``
/// decimals. Quadratic segments become `Q`, cubic ones `C`, so nothing is approximated.
///
/// ```swift
/// var path = SVGPath()
/// path.append(try face.outline(of: glyph), scale: 17.0 / 2048, originX: 10, baselineY: 30)
/// let element = "<path d=\"\(path.data)\"/>"
/// ```
public struct SVGPath: Hashable, Sendable {
  /// The path data so far.
  public private(set) var data = ""
  /// How many decimals coordinates keep.
  public var decimals: Int

  /// An empty path.
  public init(decimals: Int = 2) {
    self.decimals = decimals
  }

  /// Whether nothing has been added.
  public var isEmpty: Bool { data.isEmpty }

  /// Appends a glyph outline given in font units, scaled by `scale` user units per font unit,
  /// its origin at (`originX`, `baselineY`).
  public mutating func append(
    _ outline: GlyphOutline, scale: Double, originX: Double, baselineY: Double
  ) {
    for command in outline.commands {
      switch command {
      case .move(let point):
        add("M", [point], scale, originX, baselineY)
      case .line(let point):
        add("L", [point], scale, originX, baselineY)
      case .quadratic(let control, let point):
        add("Q", [control, point], scale, originX, baselineY)
      case .cubic(let control1, let control2, let point):
        add("C", [control1, control2, point], scale, originX, baselineY)
      case .close:
        data += "Z"
      }
    }
  }

  /// Appends a rectangle in user units.
  public mutating func appendRectangle(x: Double, y: Double, width: Double, height: Double) {
    let left = number(x)
    let top = number(y)
    data += "M\(left) \(top)H\(number(x + width))V\(number(y + height))H\(left)Z"
  }

  private mutating func add(
    _ letter: String, _ points: [OutlinePoint], _ scale: Double, _ originX: Double,
    _ baselineY: Double
  ) {
    data += letter
    for (index, point) in points.enumerated() {
      if index > 0 { data += " " }
      data += number(originX + point.x * scale) + " " + number(baselineY - point.y * scale)
    }
  }

  private func number(_ value: Double) -> String {
    NumberText.decimal(value, decimals: decimals)
  }
}
