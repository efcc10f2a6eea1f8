import OpenType

/// Rasterises a laid-out specimen into an image, at 1, 2 or 3 pixels per point.
///
/// ```swift
/// let image = SpecimenPNG.render(layout, scale: 2)
/// let bytes = PNGEncoder.encode(image, scale: 2)
/// ```
public enum SpecimenPNG {
  /// The specimen as pixels.
  ///
  /// - Parameters:
  ///   - layout: The page to draw.
  ///   - scale: Pixels per point.
  ///   - progress: Called now and then with the fraction drawn so far (0…1).
  public static func render(
    _ layout: SpecimenLayout, scale: Int, progress: ((Double) -> Void)? = nil
  ) -> RGBImage {
    let s = Double(scale)
    var image = RGBImage(
      width: max(1, Int((layout.width * s).rounded(.up))),
      height: max(1, Int((layout.height * s).rounded(.up))), background: layout.background)
    for (index, item) in layout.items.enumerated() {
      switch item {
      case .rectangle(let x, let y, let width, let height, let color):
        fillRectangle(
          &image, x: x * s, y: y * s, width: width * s, height: height * s, color: color)
      case .text(let line, let x, let baseline, let color):
        draw(line, &image, x: x * s, baseline: baseline * s, pixelsPerPoint: s, color: color)
      }
      if let progress, index % 16 == 15 { progress(Double(index + 1) / Double(layout.items.count)) }
    }
    progress?(1)
    return image
  }

  /// Fills a rectangle given in pixels, anti-aliased at fractional edges.
  static func fillRectangle(
    _ image: inout RGBImage, x: Double, y: Double, width: Double, height: Double, color: Color
  ) {
    let left = max(0, Int(x.rounded(.down)))
    let top = max(0, Int(y.rounded(.down)))
    let right = min(image.width, Int((x + width).rounded(.up)))
    let bottom = min(image.height, Int((y + height).rounded(.up)))
    guard left < right, top < bottom else { return }
    var rasterizer = Rasterizer(width: right - left, height: bottom - top)
    rasterizer.addRectangle(
      x: x - Double(left), y: y - Double(top), width: width, height: height)
    image.paint(rasterizer.mask(), atX: left, y: top, color: color)
  }

  /// Draws a line of text with its origin at (`x`, `baseline`), in pixels.
  static func draw(
    _ line: TextLine, _ image: inout RGBImage, x: Double, baseline: Double,
    pixelsPerPoint: Double, color: Color
  ) {
    let scale = line.scale * pixelsPerPoint
    var outlines: [(GlyphOutline, Double)] = []
    var box: (left: Double, top: Double, right: Double, bottom: Double)?
    for (glyph, position) in zip(line.glyphs, line.positions) {
      guard let outline = line.outline(of: glyph), let bounds = outline.boundingBox
      else { continue }
      let origin = x + position * pixelsPerPoint
      outlines.append((outline, origin))
      let glyphBox = (
        left: origin + bounds.xMin * scale, top: baseline - bounds.yMax * scale,
        right: origin + bounds.xMax * scale, bottom: baseline - bounds.yMin * scale
      )
      box =
        box.map {
          (
            min($0.left, glyphBox.left), min($0.top, glyphBox.top),
            max($0.right, glyphBox.right), max($0.bottom, glyphBox.bottom)
          )
        } ?? glyphBox
    }
    guard let box else { return }
    let left = max(0, Int(box.left.rounded(.down)))
    let top = max(0, Int(box.top.rounded(.down)))
    let right = min(image.width, Int(box.right.rounded(.up)))
    let bottom = min(image.height, Int(box.bottom.rounded(.up)))
    guard left < right, top < bottom else { return }
    var rasterizer = Rasterizer(width: right - left, height: bottom - top)
    for (outline, origin) in outlines {
      rasterizer.addOutline(
        outline, scale: scale, originX: origin - Double(left), baselineY: baseline - Double(top))
    }
    image.paint(rasterizer.mask(), atX: left, y: top, color: color)
  }
}
