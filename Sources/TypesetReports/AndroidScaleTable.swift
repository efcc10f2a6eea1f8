import ArgumentParsing
import DynamicType
import Typeset
import TypesetTools

/// `typeset-cli scale FILE --platform android`: every style of a typography at Android font
/// scales (the Settings steps, or `--font-scale`), as the engine resolves it for Android.
package struct AndroidScaleTable {
  /// One style at one font scale.
  package struct Row {
    var style: String
    var fontScale: Float
    var font: AndroidResolvedFont?
  }

  package let fontScales: [Float]
  package let boldText: Bool
  package private(set) var styles: [String] = []
  package private(set) var rows: [Row] = []
  /// Why some rows are empty, each reason once.
  package private(set) var notes: [String] = []
  package private(set) var title = ""

  /// The typography's `styles` resolved at every scale of `fontScales`.
  package init(
    resolving typography: Typography, styles names: [StyleName], fontScales: [Float], boldText: Bool
  ) {
    self.fontScales = fontScales
    self.boldText = boldText
    title = ScaleTable.title(
      "Android: resolved typography", source: typography.sourcePath,
      tail: boldText ? ", Bold text" : "")
    for name in names {
      styles.append(name.description)
      for scale in fontScales {
        var row = Row(style: name.description, fontScale: scale)
        // The scales were checked when read: positive and finite.
        if let settings = AndroidTextSettings(fontScale: scale, isBoldTextEnabled: boldText) {
          do {
            row.font = try typography.resolve(name, android: settings)
          } catch {
            if !notes.contains(error.description) { notes.append(error.description) }
          }
        }
        rows.append(row)
      }
    }
  }

  /// JSON: an array of rows, one per style and font scale, with the keys of a resolved Apple
  /// table but `fontScale` (a number) for `category` and `textSize` (the size in `sp` before
  /// scaling); `pointSize`, `lineHeight` and `tracking` are in `dp` at the scale, as Android
  /// computes them in `Float`, printed in their shortest form.
  package func json() -> JSONValue {
    .array(rows.map(json))
  }

  private func json(_ row: Row) -> JSONValue {
    var members: [JSONValue.Member] = [
      ("platform", .string("android")),
      ("style", .string(row.style)),
      ("fontScale", .number(NumberFormatting.number(row.fontScale))),
    ]
    guard let font = row.font else {
      for key in ["textSize", "pointSize", "lineHeight", "weight", "weightName", "face"] {
        members.append((key, .null))
      }
      members.append(("boldText", .bool(boldText)))
      return .object(members)
    }
    let weight = font.face.weight
    let weightName: JSONValue =
      FontWeight(rawValue: Int(weight.rounded()))?.name.map(JSONValue.string) ?? .null
    members += [
      ("textSize", .number(NumberFormatting.number(font.textSize))),
      ("pointSize", .number(NumberFormatting.number(font.pointSize))),
      ("lineHeight", .number(NumberFormatting.number(font.lineHeight))),
      ("weight", .number(weight)),
      ("weightName", weightName),
      ("curve", .string(Self.curveName(font.curve))),
      ("face", .string(font.face.postScriptName)),
      ("file", .string(font.face.file)),
      ("italic", .bool(font.face.isItalic)),
      ("requestedWeight", .number(Double(font.face.requestedWeight.rawValue))),
      ("letterSpacing", .number(NumberFormatting.number(font.letterSpacing))),
      ("tracking", .number(font.tracking)),
      ("boldText", .bool(boldText)),
    ]
    return .object(members)
  }

  /// The curve's name in JSON: `linear`, `table`, `interpolated` or `linearOutsideTables`.
  package static func curveName(_ curve: AndroidFontScaleConverter.Curve) -> String {
    switch curve {
    case .linear: "linear"
    case .table: "table"
    case .interpolated: "interpolated"
    case .linearOutsideTables: "linearOutsideTables"
    }
  }

  /// CSV with a header row, one line per style and font scale; unknown values are empty.
  package func csv() -> String {
    let header = [
      "platform", "style", "fontScale", "textSize", "pointSize", "lineHeight", "weight", "face",
      "tracking", "boldText",
    ]
    var lines = [CSV.line(header)]
    for row in rows {
      let font = row.font
      lines.append(
        CSV.line([
          "android", row.style, NumberFormatting.json(NumberFormatting.number(row.fontScale)),
          font.map { NumberFormatting.json(NumberFormatting.number($0.textSize)) } ?? "",
          font.map { NumberFormatting.json(NumberFormatting.number($0.pointSize)) } ?? "",
          font.map { NumberFormatting.json(NumberFormatting.number($0.lineHeight)) } ?? "",
          font.map { NumberFormatting.json($0.face.weight) } ?? "",
          font?.face.postScriptName ?? "", font.map { NumberFormatting.json($0.tracking) } ?? "",
          boldText ? "true" : "false",
        ]))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var scaleLabels: [String] {
    fontScales.map { NumberFormatting.json(NumberFormatting.number($0)) }
  }

  private func cells(_ value: (AndroidResolvedFont) -> Float, decimals: Int) -> [[String]] {
    styles.map { style in
      fontScales.map { scale in
        rows.first { $0.style == style && $0.fontScale == scale }?.font
          .map { NumberFormatting.compact(Double(value($0)), decimals: decimals) } ?? "—"
      }
    }
  }

  /// Grids of sizes and line heights in `dp` (styles down, font scales across), then faces.
  package func textTable() -> String {
    var text = title + "\n"
    text += TextGrid.render(
      "Size (dp)", rows: styles, columns: scaleLabels, cells: cells(\.pointSize, decimals: 1))
    text += TextGrid.render(
      "Line height (dp)", rows: styles, columns: scaleLabels,
      cells: cells(\.lineHeight, decimals: 1))
    let styleWidth = max(5, styles.map(\.count).max() ?? 0) + 2
    text += "\nFace\n"
    for style in styles {
      guard let font = rows.first(where: { $0.style == style })?.font else {
        text += style.padding(toLength: styleWidth) + "—\n"
        continue
      }
      text += style.padding(toLength: styleWidth) + font.face.postScriptName
      text += " (\(NumberFormatting.compact(font.face.weight))), "
      text += "\(NumberFormatting.compact(Double(font.textSize), decimals: 2)) sp\n"
    }
    text +=
      "\nSizes in sp become dp through Android 14's font scale curve; line heights keep\n"
      + "their proportion to the size where the curve is nonlinear.\n"
    if rows.contains(where: { $0.font == nil }) {
      text += "\n— no value that can be computed.\n"
    }
    return text
  }

  /// Markdown: a table of sizes and one of line heights, styles down, font scales across.
  package func markdown() -> String {
    var text = "### \(title)\n"
    let columns: [(String, (AndroidResolvedFont) -> Float)] = [
      ("Size (dp)", \.pointSize), ("Line height (dp)", \.lineHeight),
    ]
    for (heading, value) in columns {
      text += "\n| \(heading) | " + scaleLabels.joined(separator: " | ") + " |\n"
      text += "|---|" + String(repeating: "---:|", count: fontScales.count) + "\n"
      for (style, values) in zip(styles, cells(value, decimals: 2)) {
        text += "| \(style) | " + values.joined(separator: " | ") + " |\n"
      }
    }
    return text
  }
}
