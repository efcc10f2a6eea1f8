import OpenType

/// Rasterises a laid-out specimen into an image, at 1, 2 or 3 pixels per point.
///
/// ```swift
/// let image = SpecimenPNG.render(layout, scale: 2)
/// let bytes = PNGEncoder.encode(image, scale: 2)
/// // Or drawn and compressed a band of rows at a time, for a sheet of any size:
/// let png = SpecimenPNG.png(layout, scale: 2)
/// ```
public enum SpecimenPNG {
  /// The image's size in pixels at `scale` pixels per point.
  public static func pixelSize(_ layout: SpecimenLayout, scale: Int) -> (width: Int, height: Int) {
    let s = Double(scale)
    return (
      max(1, Int((layout.width * s).rounded(.up))), max(1, Int((layout.height * s).rounded(.up)))
    )
  }

  /// The specimen as pixels.
  ///
  /// - Parameters:
  ///   - layout: The page to draw.
  ///   - scale: Pixels per point.
  ///   - progress: Called now and then with the fraction drawn so far (0…1).
  public static func render(
    _ layout: SpecimenLayout, scale: Int, progress: ((Double) -> Void)? = nil
  ) -> RGBImage {
    let size = pixelSize(layout, scale: scale)
    var image = RGBImage(width: size.width, height: size.height, background: layout.background)
    draw(
      layout.items, into: &image, top: 0, pageHeight: size.height, scale: scale,
      progress: progress)
    progress?(1)
    return image
  }

  /// How many bytes of pixels a band of ``png(_:scale:effort:bandBytes:progress:)`` holds by
  /// default: 4 MiB (a band is at least one row).
  public static let defaultBandBytes = 4 << 20

  /// The specimen as PNG bytes, drawn and compressed a band of rows at a time, so that the
  /// memory it needs is one band (about `bandBytes`) and the compressed file, however many
  /// styles the sheet has. A sheet that fits in one band is exactly
  /// `PNGEncoder.encode(render(layout, scale: scale), scale: scale, effort: effort)`.
  ///
  /// - Parameters:
  ///   - layout: The page to draw.
  ///   - scale: Pixels per point.
  ///   - effort: How hard the compressor searches.
  ///   - bandBytes: The most pixel bytes drawn at once.
  ///   - progress: Called after each band with the rows done and the rows in all.
  public static func png(
    _ layout: SpecimenLayout, scale: Int, effort: Deflate.Effort = .fast,
    bandBytes: Int = defaultBandBytes, progress: ((_ rows: Int, _ of: Int) -> Void)? = nil
  ) -> [UInt8] {
    let size = pixelSize(layout, scale: scale)
    let bandRows = max(1, bandBytes / (size.width * 3))
    if bandRows >= size.height {
      let image = render(layout, scale: scale)
      let bytes = PNGEncoder.encode(image, scale: scale, effort: effort)
      progress?(size.height, size.height)
      return bytes
    }
    // Which rows each item can touch, so that a band draws only what reaches it.
    let extents = layout.items.map { verticalExtent(of: $0, scale: scale) }
    var stream = PNGEncoder.Stream(
      width: size.width, height: size.height, scale: scale, effort: effort)
    var output = stream.header()
    var top = 0
    while top < size.height {
      let rows = min(bandRows, size.height - top)
      var band = RGBImage(width: size.width, height: rows, background: layout.background)
      var reaching: [SpecimenLayout.Item] = []
      for (item, extent) in zip(layout.items, extents)
      where extent.top < top + rows && extent.bottom > top {
        reaching.append(item)
      }
      draw(
        reaching, into: &band, top: top, pageHeight: size.height, scale: scale, progress: nil)
      output += stream.append(band)
      top += rows
      progress?(top, size.height)
    }
    output += stream.finish()
    return output
  }

  /// The rows of pixels an item can paint: `top..<bottom`, empty for text without outlines.
  static func verticalExtent(of item: SpecimenLayout.Item, scale: Int) -> (top: Int, bottom: Int) {
    let s = Double(scale)
    switch item {
    case .rectangle(_, let y, _, let height, _):
      return (Int((y * s).rounded(.down)), Int(((y + height) * s).rounded(.up)))
    case .text(let line, _, let baseline, _):
      let scale = line.scale * s
      var top = Double.infinity
      var bottom = -Double.infinity
      for (glyph, raised) in zip(line.glyphs, line.verticalOffsets) {
        guard let bounds = line.outline(of: glyph)?.boundingBox else { continue }
        let glyphBaseline = (baseline - raised) * s
        top = min(top, glyphBaseline - bounds.yMax * scale)
        bottom = max(bottom, glyphBaseline - bounds.yMin * scale)
      }
      guard top <= bottom else { return (0, 0) }
      // A pixel of slack either side for anti-aliased edges.
      return (Int(top.rounded(.down)) - 1, Int(bottom.rounded(.up)) + 1)
    }
  }

  /// Draws `items` into `image`, whose first row is row `top` of the page.
  static func draw(
    _ items: [SpecimenLayout.Item], into image: inout RGBImage, top: Int, pageHeight: Int,
    scale: Int, progress: ((Double) -> Void)?
  ) {
    let s = Double(scale)
    let offset = Double(top)
    // Shapes are clipped to the page, not to the band, so that a band's pixels are exactly
    // those of the whole image (a shape clipped elsewhere rounds its cut edges differently).
    let page = -top..<(pageHeight - top)
    for (index, item) in items.enumerated() {
      switch item {
      case .rectangle(let x, let y, let width, let height, let color):
        fillRectangle(
          &image, x: x * s, y: y * s - offset, width: width * s, height: height * s, color: color,
          rows: page)
      case .text(let line, let x, let baseline, let color):
        draw(
          line, &image, x: x * s, baseline: baseline * s - offset, pixelsPerPoint: s,
          color: color, rows: page)
      }
      if let progress, index % 16 == 15 { progress(Double(index + 1) / Double(items.count)) }
    }
  }

  /// Fills a rectangle given in pixels, anti-aliased at fractional edges, clipped to `rows`
  /// (the page's rows in the image's coordinates; the image's by default).
  static func fillRectangle(
    _ image: inout RGBImage, x: Double, y: Double, width: Double, height: Double, color: Color,
    rows: Range<Int>? = nil
  ) {
    let rows = rows ?? 0..<image.height
    let left = max(0, Int(x.rounded(.down)))
    let top = max(rows.lowerBound, Int(y.rounded(.down)))
    let right = min(image.width, Int((x + width).rounded(.up)))
    let bottom = min(rows.upperBound, Int((y + height).rounded(.up)))
    guard left < right, top < bottom, top < image.height, bottom > 0 else { return }
    var rasterizer = Rasterizer(width: right - left, height: bottom - top)
    rasterizer.addRectangle(
      x: x - Double(left), y: y - Double(top), width: width, height: height)
    image.paint(rasterizer.mask(), atX: left, y: top, color: color)
  }

  /// Draws a line of text with its origin at (`x`, `baseline`), in pixels, clipped to `rows`
  /// (the page's rows in the image's coordinates; the image's by default).
  static func draw(
    _ line: TextLine, _ image: inout RGBImage, x: Double, baseline: Double,
    pixelsPerPoint: Double, color: Color, rows: Range<Int>? = nil
  ) {
    let rows = rows ?? 0..<image.height
    let scale = line.scale * pixelsPerPoint
    var outlines: [(GlyphOutline, Double, Double)] = []
    var box: (left: Double, top: Double, right: Double, bottom: Double)?
    for index in line.glyphs.indices {
      guard let outline = line.outline(of: line.glyphs[index]), let bounds = outline.boundingBox
      else { continue }
      let origin = x + line.positions[index] * pixelsPerPoint
      // A shaped mark may sit above or below the baseline.
      let glyphBaseline = baseline - line.verticalOffsets[index] * pixelsPerPoint
      outlines.append((outline, origin, glyphBaseline))
      let glyphBox = (
        left: origin + bounds.xMin * scale, top: glyphBaseline - bounds.yMax * scale,
        right: origin + bounds.xMax * scale, bottom: glyphBaseline - bounds.yMin * scale
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
    let top = max(rows.lowerBound, Int(box.top.rounded(.down)))
    let right = min(image.width, Int(box.right.rounded(.up)))
    let bottom = min(rows.upperBound, Int(box.bottom.rounded(.up)))
    guard left < right, top < bottom, top < image.height, bottom > 0 else { return }
    var rasterizer = Rasterizer(width: right - left, height: bottom - top)
    for (outline, origin, glyphBaseline) in outlines {
      rasterizer.addOutline(
        outline, scale: scale, originX: origin - Double(left),
        baselineY: glyphBaseline - Double(top))
    }
    image.paint(rasterizer.mask(), atX: left, y: top, color: color)
  }
}
