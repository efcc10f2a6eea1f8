import OpenType
import Typeset

/// Draws a laid-out specimen as SVG: text as glyph outlines (`Q` and `C` path segments), so
/// the file needs no fonts and looks the same everywhere.
///
/// ```swift
/// let svg = SpecimenSVG.render(SpecimenLayout(specimen, labelFace: labelFace))
/// ```
public enum SpecimenSVG {
  /// The SVG document, one `<rect>` per rectangle and one `<path>` per line of text.
  public static func render(_ layout: SpecimenLayout) -> String {
    let width = NumberText.decimal(layout.width)
    let height = NumberText.decimal(layout.height)
    var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    svg += " viewBox=\"0 0 \(width) \(height)\">\n"
    svg +=
      "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(layout.background.hexString)\"/>\n"
    for item in layout.items {
      switch item {
      case .rectangle(let x, let y, let w, let h, let color):
        svg += "<rect x=\"\(NumberText.decimal(x))\" y=\"\(NumberText.decimal(y))\""
        svg += " width=\"\(NumberText.decimal(w))\" height=\"\(NumberText.decimal(h))\""
        svg += fill(color) + "/>\n"
      case .text(let line, let x, let baseline, let color):
        let data = pathData(line, x: x, baseline: baseline)
        guard !data.isEmpty else { continue }
        svg += "<path\(fill(color)) d=\"\(data)\"/>\n"
      }
    }
    svg += "</svg>\n"
    return svg
  }

  /// The outlines of a line of text as path data, in points.
  public static func pathData(_ line: TextLine, x: Double, baseline: Double) -> String {
    var path = SVGPath()
    for index in line.glyphs.indices {
      guard let outline = line.outline(of: line.glyphs[index]) else { continue }
      path.append(
        outline, scale: line.scale, originX: x + line.positions[index],
        baselineY: baseline - line.verticalOffsets[index])
    }
    return path.data
  }

  private static func fill(_ color: Color) -> String {
    var text = " fill=\"\(color.hexString)\""
    if color.alpha < 1 {
      text += " fill-opacity=\"\(NumberText.decimal(color.alpha, decimals: 3))\""
    }
    return text
  }
}
