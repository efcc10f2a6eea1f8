import DynamicType
import OpenType
import Typeset
import TypesetLoader

/// A specimen as one self-contained HTML page: the fonts embedded as base64 `@font-face`
/// rules (each face on its own, subset to the sample text by ``FontSubset``), the grid of styles × categories set with CSS sizes, line heights and letter spacing,
/// and a slider that shows every style at any category of the platform. An Android
/// specimen's columns are font scales and its sizes `dp`, set as CSS pixels.
///
/// Every sample sets its variable location with `font-variation-settings` (a variable font is
/// embedded once and drawn at each style's axis values, as the caption names them), and carries
/// Typeset's own width in `data-width` (CSS pixels = points), so that a browser's rendering can
/// be checked against it (`Scripts/render/check-html.sh`).
///
/// ```swift
/// let html = try SpecimenHTML.render(grid: specimen, slider: everyCategory)
/// ```
public enum SpecimenHTML {
  /// The HTML page.
  ///
  /// - Parameters:
  ///   - grid: The specimen shown as the grid.
  ///   - slider: The same typography at every category the slider offers (usually all of the
  ///     platform's; for Android, font scales such as the Settings steps), its rows in the
  ///     grid's order.
  /// - Throws: ``RenderError/font(_:)`` when a font file cannot be read.
  public static func render(grid: Specimen, slider: Specimen) throws(RenderError) -> String {
    // One CSS family per face, so that the browser never synthesises bold or italic, each
    // embedded as a font of its own with only the outlines the sample text needs.
    var families: [FaceKey: String] = [:]
    var fontFaces = ""
    for specimen in [grid, slider] {
      for row in specimen.rows {
        for cell in row.cells where families[FaceKey(cell)] == nil {
          let name = "typeset-face-\(families.count)"
          families[FaceKey(cell)] = name
          let face: Face
          do {
            face = try specimen.typography.fonts.face(for: cell.face)
          } catch {
            throw .font(error)
          }
          let font = FontSubset.make(face, keeping: grid.options.sampleText)
          fontFaces += "@font-face { font-family: \"\(name)\"; "
          fontFaces += "src: url(data:\(font.mediaType);base64,\(Base64.encode(font.bytes))) "
          fontFaces += "format(\"\(font.cssFormat)\"); "
          fontFaces += "/* \(Markup.html(cell.face.postScriptName)) "
          fontFaces += "(\(Markup.html(fileName(cell.face.resolvedPath))))"
          if let reason = font.reason { fontFaces += ", whole: \(Markup.html(reason))" }
          fontFaces += " */ }\n"
        }
      }
    }
    func family(_ cell: Specimen.Cell) -> String {
      families[FaceKey(cell)] ?? ""
    }
    let text = Markup.html(grid.options.sampleText)

    var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<title>\(Markup.html(grid.title))</title>\n<style>\n"
    html += fontFaces
    html += stylesheet
    html += "</style>\n</head>\n<body>\n"
    html += "<h1>\(Markup.html(grid.title))</h1>\n"
    html += "<p class=\"legend\">Sample \u{201C}\(text)\u{201D} · "
    if grid.isAndroid {
      html += grid.options.isBoldTextEnabled ? "Bold text on" : "Bold text off"
      html += " · blue band: line height · sizes in CSS px = dp</p>\n"
    } else {
      html += grid.options.isBoldTextEnabled ? "Bold Text on" : "Bold Text off"
      html += " · blue band: line height · sizes in CSS px = points</p>\n"
    }

    // The slider.
    let columns = slider.columns
    let start =
      columns.firstIndex(of: .category(.large)) ?? columns.firstIndex(of: .androidFontScale(1))
      ?? 0
    html += "<section class=\"slider\">\n<label>\(slider.isAndroid ? "Font size" : "Text size") "
    html += "<input type=\"range\" id=\"category\" min=\"0\" max=\"\(columns.count - 1)\" "
    html += "step=\"1\" value=\"\(start)\"> <output id=\"category-name\">"
    html += "\(Markup.html(columns[start].label))</output></label>\n<table class=\"live\">\n"
    for (index, row) in slider.rows.enumerated() {
      let cell = row.cells[start]
      html += "<tr><th>\(Markup.html(row.style.description))</th><td>"
      html +=
        "<div class=\"caption\" id=\"live-caption-\(index)\">\(Markup.html(cell.caption))</div>"
      html += sample(cell, family: family(cell), text: text, id: "live-\(index)")
      html += "</td></tr>\n"
    }
    html += "</table>\n</section>\n"

    // The grid.
    html += "<table class=\"grid\">\n<thead><tr><th></th>"
    for column in grid.columns { html += "<th>\(Markup.html(column.label))</th>" }
    html += "</tr></thead>\n<tbody>\n"
    for row in grid.rows {
      html += "<tr><th>\(Markup.html(row.style.description))</th>"
      for cell in row.cells {
        html += "<td><div class=\"caption\(cell.missingGlyphs > 0 ? " missing" : "")\">"
        html += "\(Markup.html(cell.caption))</div>"
        html += sample(cell, family: family(cell), text: text, id: nil) + "</td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n"

    // The slider's data: per category, per row, the numbers a sample needs.
    html += "<script>\nconst categories = ["
    html += columns.map { Markup.jsonString($0.label) }.joined(separator: ", ")
    html += "];\nconst rows = [\n"
    for row in slider.rows {
      html += "  ["
      html += row.cells.map { cell in
        "["
          + [
            Markup.jsonString(family(cell)), NumberText.decimal(cell.pointSize, decimals: 3),
            NumberText.decimal(cell.lineHeight, decimals: 3),
            NumberText.decimal(cell.tracking, decimals: 4),
            NumberText.decimal(cell.line.width, decimals: 3), Markup.jsonString(cell.caption),
            Markup.jsonString(variationSettings(cell)),
          ].joined(separator: ", ") + "]"
      }.joined(separator: ", ")
      html += "],\n"
    }
    html += "];\n" + script + "</script>\n</body>\n</html>\n"
    return html
  }

  /// The last component of a path: the font's file name, without the folders of the machine
  /// that wrote the page.
  private static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }

  /// A face of the page: its file, and its PostScript name within a collection.
  private struct FaceKey: Hashable {
    let path: String
    let postScriptName: String

    init(_ cell: Specimen.Cell) {
      path = cell.face.resolvedPath
      postScriptName = cell.face.postScriptName
    }
  }

  private static func sample(_ cell: Specimen.Cell, family: String, text: String, id: String?)
    -> String
  {
    let size = NumberText.decimal(cell.pointSize, decimals: 3)
    let lineHeight = NumberText.decimal(cell.lineHeight, decimals: 3)
    let tracking = NumberText.decimal(cell.tracking, decimals: 4)
    var html = "<div class=\"line\"><span class=\"sample\""
    if let id { html += " id=\"\(id)\"" }
    html += " style=\"font-family: '\(family)'; font-size: \(size)px; "
    html += "line-height: \(lineHeight)px; letter-spacing: \(tracking)px; "
    html += "font-variation-settings: \(Markup.html(variationSettings(cell)))\""
    html +=
      " data-width=\"\(NumberText.decimal(cell.line.width, decimals: 3))\">\(text)</span></div>"
    return html
  }

  /// The CSS `font-variation-settings` of a cell's variation location, such as
  /// `"wght" 800`; `normal` (the default instance) for a static face or the default location.
  static func variationSettings(_ cell: Specimen.Cell) -> String {
    let axes = cell.face.axisValues.sorted { $0.key < $1.key }
    guard !axes.isEmpty else { return "normal" }
    return axes.map { tag, value in
      "\"\(cssTag(tag))\" " + NumberText.decimal(value, decimals: 3)
    }.joined(separator: ", ")
  }

  /// An axis tag as a CSS string's content: four characters, escaped for a quoted string.
  private static func cssTag(_ tag: String) -> String {
    var text = ""
    for scalar in tag.unicodeScalars {
      if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value > 0x7E {
        text += "\\" + String(scalar.value, radix: 16) + " "
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  private static let stylesheet = """
    body { margin: 32px; color: #1d1d1f; background: #fff;
      font: 13px/1.4 -apple-system, system-ui, sans-serif; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .legend { color: #6e6e73; font-size: 11px; margin: 0 0 24px; }
    table { border-collapse: collapse; }
    th { text-align: left; vertical-align: top; font-weight: normal; padding: 12px; }
    thead th { color: #6e6e73; font-size: 11px; border-bottom: 1px solid #d2d2d7; }
    td { vertical-align: top; padding: 12px; border-bottom: 0.5px solid #d2d2d7; }
    .caption { color: #6e6e73; font-size: 9px; line-height: 1.3; margin-bottom: 4px;
      white-space: nowrap; }
    .caption.missing { color: #d70015; }
    .sample { display: inline-block; white-space: pre; background: #e8f0fe;
      font-kerning: normal; font-variant-ligatures: none; font-optical-sizing: none;
      font-feature-settings: "liga" 0, "clig" 0, "calt" 0; }
    .slider { margin-bottom: 32px; padding-bottom: 16px; border-bottom: 2px solid #d2d2d7; }
    .slider label { display: block; margin-bottom: 8px; }
    .slider input { width: 320px; vertical-align: middle; }

    """

  private static let script = """
    const slider = document.getElementById("category");
    const name = document.getElementById("category-name");
    function show(index) {
      name.textContent = categories[index];
      rows.forEach((cells, row) => {
        const [family, size, lineHeight, tracking, width, caption, variations] = cells[index];
        const sample = document.getElementById("live-" + row);
        sample.style.fontFamily = "'" + family + "'";
        sample.style.fontSize = size + "px";
        sample.style.lineHeight = lineHeight + "px";
        sample.style.letterSpacing = tracking + "px";
        sample.style.fontVariationSettings = variations;
        sample.dataset.width = width;
        document.getElementById("live-caption-" + row).textContent = caption;
      });
    }
    slider.addEventListener("input", () => show(Number(slider.value)));
    // With #check in the address, the page measures every sample once its fonts have loaded
    // and writes the widths into the page (Scripts/render/check-html.sh reads them).
    if (location.hash === "#check") {
      document.fonts.ready.then(() => {
        const samples = Array.from(document.querySelectorAll(".sample"));
        const result = {
          fonts: Array.from(document.fonts).map((face) => [face.family, face.status]),
          samples: samples.map((sample) => [sample.textContent, sample.style.fontFamily,
            Number(sample.dataset.width), sample.getBoundingClientRect().width,
            getComputedStyle(sample).fontVariationSettings,
            sample.parentElement.previousElementSibling.textContent]),
        };
        const output = document.createElement("pre");
        output.id = "typeset-check";
        output.textContent = JSON.stringify(result);
        document.body.appendChild(output);
      });
    }

    """
}
