import OpenType

/// A glyph rendered on its own: its coverage and where its top left pixel lies relative to the
/// glyph's origin on the baseline (x to the right, y downwards, in pixels).
///
/// The placement follows FreeType's `bitmap_left` and `bitmap_top`: the mask spans the glyph's
/// control box (the bounds of all its points, off-curve ones included) rounded outwards to
/// whole pixels.
public struct GlyphBitmap: Hashable, Sendable {
  /// The coverage.
  public let mask: CoverageMask
  /// The column of the mask's left edge, relative to the origin.
  public let left: Int
  /// The row of the mask's top edge, relative to the baseline (negative above it).
  public let top: Int

  /// Renders a glyph outline at `pixelsPerEm`, its origin at (`originX`, 0) plus a subpixel
  /// offset; `nil` for an empty outline.
  ///
  /// ```swift
  /// let bitmap = GlyphBitmap(outline: try face.outline(of: glyph), unitsPerEm: 2048,
  ///                          pixelsPerEm: 17)
  /// ```
  public init?(
    outline: GlyphOutline, unitsPerEm: Int, pixelsPerEm: Double, offsetX: Double = 0
  ) {
    guard let box = Self.controlBox(of: outline) else { return nil }
    let scale = pixelsPerEm / Double(unitsPerEm)
    let left = Int((box.xMin * scale + offsetX).rounded(.down))
    let right = Int((box.xMax * scale + offsetX).rounded(.up))
    let top = Int((-box.yMax * scale).rounded(.down))
    let bottom = Int((-box.yMin * scale).rounded(.up))
    self.mask = Rasterizer.mask(
      of: outline, width: max(1, right - left), height: max(1, bottom - top), scale: scale,
      originX: offsetX - Double(left), baselineY: -Double(top))
    self.left = left
    self.top = top
  }

  /// The bounds of every point of an outline, control points included: cheaper than the tight
  /// bounds and never smaller.
  static func controlBox(of outline: GlyphOutline) -> BoundingBox? {
    var xMin = Double.infinity
    var yMin = Double.infinity
    var xMax = -Double.infinity
    var yMax = -Double.infinity
    @inline(__always) func add(_ point: OutlinePoint) {
      xMin = min(xMin, point.x)
      yMin = min(yMin, point.y)
      xMax = max(xMax, point.x)
      yMax = max(yMax, point.y)
    }
    for command in outline.commands {
      switch command {
      case .move(let point), .line(let point): add(point)
      case .quadratic(let control, let point):
        add(control)
        add(point)
      case .cubic(let control1, let control2, let point):
        add(control1)
        add(control2)
        add(point)
      case .close: break
      }
    }
    guard xMin <= xMax else { return nil }
    return BoundingBox(xMin: xMin, yMin: yMin, xMax: xMax, yMax: yMax)
  }
}
