import OpenType
import Typeset
import TypesetShaping

/// A specimen placed on a page: rectangles and lines of text at positions in points, ready to
/// be drawn as SVG or rasterised as PNG.
///
/// One row per style and one column per category (or Android font scale); each cell shows a
/// caption (face, point size / line height) above the sample text, with its line box tinted so
/// that the line height is visible, and optionally the system font's reference box (Apple
/// only) and a width guide. An Android specimen's `dp` are drawn as points.
public struct SpecimenLayout: Sendable {
  /// The page width in points.
  public private(set) var width: Double = 0
  /// The page height in points.
  public private(set) var height: Double = 0
  /// What to draw, back to front.
  public private(set) var items: [Item] = []
  /// The background colour.
  public let background = Palette.background

  static let margin = 32.0
  static let padding = 12.0
  static let titleSize = 20.0
  static let subtitleSize = 11.0
  static let headerSize = 11.0
  static let rowLabelSize = 13.0
  static let captionSize = 9.0

  /// Lays out `specimen`, with titles, headers and captions set in `labelFace`.
  public init(_ specimen: Specimen, labelFace: Face) {
    // Labels whose script needs shaping (a right-to-left sample quoted in the legend) are
    // shaped when the build can.
    func label(_ text: String, _ size: Double) -> TextLine {
      if ShapedGlyphRun.isAvailable, Specimen.labelNeedsShaping(text, face: labelFace),
        let shaped = TextLine(shaping: text, in: labelFace, pointSize: size)
      {
        return shaped
      }
      return TextLine(laying: text, in: labelFace, pointSize: size)
    }
    let options = specimen.options
    let margin = Self.margin
    let padding = Self.padding

    // Column widths.
    let rowLabels = specimen.rows.map { label($0.style.description, Self.rowLabelSize) }
    let labelColumn = (rowLabels.map(\.width).max() ?? 0) + 2 * padding
    let headers = specimen.columns.map { label($0.label, Self.headerSize) }
    // Apple's system font is no reference for Android's text.
    let showsSystemReference = options.showsSystemReference && !specimen.isAndroid
    let unit = specimen.isAndroid ? "dp" : "pt"
    let captions = specimen.rows.map { row in row.cells.map { label($0.caption, Self.captionSize) }
    }
    var columnWidths: [Double] = []
    for column in specimen.columns.indices {
      var content = headers[column].width
      for (rowIndex, row) in specimen.rows.enumerated() {
        let cell = row.cells[column]
        content = max(content, captions[rowIndex][column].width, cell.line.width)
        if showsSystemReference { content = max(content, cell.systemWidth) }
        if let guide = options.widthGuide { content = max(content, guide + 2) }
      }
      columnWidths.append(content.rounded(.up) + 2 * padding)
    }
    // Title and legend.
    let title = label(specimen.title, Self.titleSize)
    var legend = ["Sample \u{201C}\(options.sampleText)\u{201D}"]
    if specimen.isAndroid {
      legend.append(options.isBoldTextEnabled ? "Bold text on" : "Bold text off")
      legend.append("sizes in dp, 1 dp drawn as 1 pt")
    } else {
      legend.append(options.isBoldTextEnabled ? "Bold Text on" : "Bold Text off")
    }
    legend.append("blue band: line height")
    if showsSystemReference { legend.append("orange box: system font x-height and width") }
    if let guide = options.widthGuide {
      legend.append("red line: \(NumberText.decimal(guide)) \(unit) width guide")
    }
    let subtitle = label(legend.joined(separator: "  \u{00B7}  "), Self.subtitleSize)
    let gridWidth = labelColumn + columnWidths.reduce(0, +)
    width = (2 * margin + max(gridWidth, title.width, subtitle.width)).rounded(.up)
    var y = margin
    items.append(.text(title, x: margin, baseline: y + title.ascent, color: Palette.ink))
    y += Self.titleSize * 1.3
    items.append(
      .text(subtitle, x: margin, baseline: y + subtitle.ascent, color: Palette.secondary))
    y += Self.subtitleSize * 1.3 + 16

    // Column headers.
    var columnX: [Double] = []
    var x = margin + labelColumn
    for (column, header) in headers.enumerated() {
      columnX.append(x)
      items.append(
        .text(header, x: x + padding, baseline: y + header.ascent, color: Palette.secondary))
      x += columnWidths[column]
    }
    y += Self.headerSize * 1.3 + 6
    items.append(
      .rectangle(x: margin, y: y, width: width - 2 * margin, height: 1, color: Palette.separator))

    // Rows.
    let captionBlock = Self.captionSize * 1.3 + 4
    for (rowIndex, row) in specimen.rows.enumerated() {
      let rowTop = y
      let tallest = row.cells.map(\.lineHeight).max() ?? 0
      let rowHeight = (2 * padding + captionBlock + tallest).rounded(.up)
      let rowLabel = rowLabels[rowIndex]
      let lineTop = rowTop + padding + captionBlock
      items.append(
        .text(
          rowLabel, x: margin, baseline: lineTop + rowLabel.ascent, color: Palette.ink))
      for (column, cell) in row.cells.enumerated() {
        let cellX = columnX[column] + padding
        let caption = captions[rowIndex][column]
        // A face without glyphs for some of the sample: the caption, which says so, in red.
        items.append(
          .text(
            caption, x: cellX, baseline: rowTop + padding + caption.ascent,
            color: cell.missingGlyphs > 0 ? Palette.missing : Palette.secondary))
        let line = cell.line
        let lineHeight = cell.lineHeight
        // The font's ascent and descent centred in the line box, as CSS places them.
        let baseline = lineTop + (lineHeight - line.ascent - line.descent) / 2 + line.ascent
        items.append(
          .rectangle(
            x: cellX, y: lineTop, width: line.width, height: lineHeight, color: Palette.lineBox))
        if showsSystemReference {
          items.append(
            .rectangle(
              x: cellX, y: baseline - cell.systemXHeight, width: cell.systemWidth,
              height: cell.systemXHeight, color: Palette.systemReference))
        }
        items.append(.text(line, x: cellX, baseline: baseline, color: Palette.ink))
        if let guide = options.widthGuide {
          if line.width > guide {
            items.append(
              .rectangle(
                x: cellX + guide, y: lineTop, width: line.width - guide, height: lineHeight,
                color: Palette.overflow))
          }
          items.append(
            .rectangle(
              x: cellX + guide, y: lineTop - 3, width: 1, height: lineHeight + 6,
              color: Palette.guide))
        }
      }
      y = rowTop + rowHeight
      items.append(
        .rectangle(
          x: margin, y: y, width: width - 2 * margin, height: 0.5, color: Palette.separator))
    }
    height = (y + margin).rounded(.up)
  }
}
