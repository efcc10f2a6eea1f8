import ArgumentParsing
import Typeset
import TypesetTools

extension ScaleTable {
  /// JSON: an array of rows, one per style and category.
  ///
  /// Keys: `platform`, `style` (UIKit name or custom name), `category` (SwiftUI
  /// `DynamicTypeSize` name), `pointSize`, `lineHeight`, `weight` (number), `weightName`; for
  /// Apple's table `emphasizedWeight`; for a curve `strategy` and `clamped`; for a typography
  /// also `face`, `file`, `italic`, `requestedWeight`, `tracking` and `boldText`. Unknown values
  /// are `null`.
  package func json() -> JSONValue {
    .array(
      rows.map { row in
        var members: [(String, JSONValue)] = [
          ("platform", .string(platform.rawValue)),
          ("style", .string(row.style)),
          ("category", .string(row.category.swiftUIName)),
          ("pointSize", .optional(row.pointSize)),
          ("lineHeight", .optional(row.lineHeight)),
          ("weight", .optional(row.weight)),
          ("weightName", row.weightName.map(JSONValue.string) ?? .null),
        ]
        if row.strategy == nil {
          members.append(
            ("emphasizedWeight", .optional(row.emphasizedWeight.map { Double($0.rawValue) })))
        } else {
          members.append(("strategy", row.strategy.map(JSONValue.string) ?? .null))
          members.append(("clamped", row.clamped.map(JSONValue.bool) ?? .null))
        }
        if let boldText = row.boldText {
          members += [
            ("face", row.face.map { .string($0.postScriptName) } ?? .null),
            ("file", row.face.map { .string($0.file) } ?? .null),
            ("italic", row.face.map { .bool($0.isItalic) } ?? .null),
            ("requestedWeight", .optional(row.face.map { Double($0.requestedWeight.rawValue) })),
            ("tracking", .optional(row.tracking)),
            ("boldText", .bool(boldText)),
          ]
        }
        return .object(members)
      })
  }

  /// CSV with a header row, one line per style and category; unknown values are empty.
  package func csv() -> String {
    let resolved = rows.contains { $0.boldText != nil }
    var header = ["platform", "style", "category", "pointSize", "lineHeight", "weight"]
    header += resolved ? ["face", "tracking", "clamped", "boldText"] : ["emphasizedWeight"]
    var lines = [CSV.line(header)]
    for row in rows {
      var fields = [
        platform.rawValue, row.style, row.category.swiftUIName,
        row.pointSize.map(NumberFormatting.json) ?? "",
        row.lineHeight.map(NumberFormatting.json) ?? "",
        row.weight.map(NumberFormatting.json) ?? "",
      ]
      if resolved {
        fields += [
          row.face?.postScriptName ?? "", row.tracking.map(NumberFormatting.json) ?? "",
          row.clamped.map { $0 ? "true" : "false" } ?? "", row.boldText == true ? "true" : "false",
        ]
      } else {
        fields.append(row.emphasizedWeight.map { String($0.rawValue) } ?? "")
      }
      lines.append(CSV.line(fields))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func cells(_ value: KeyPath<Row, Double?>, decimals: Int) -> [[String]] {
    styles.map { style in
      categories.map { category in
        rows.first { $0.style == style && $0.category == category }?[keyPath: value]
          .map { NumberFormatting.compact($0, decimals: decimals) } ?? "—"
      }
    }
  }

  /// Grids of point sizes and line heights (styles down, categories across), then weights or
  /// faces. With all twelve categories a grid is 17 + 12 × 5 = 77 columns wide.
  package func textTable() -> String {
    let labels = categories.map { $0 == .large ? "L*" : $0.abbreviation }
    var text = title + "\n"
    text += TextGrid.render(
      "Point size (pt)", rows: styles, columns: labels, cells: cells(\.pointSize, decimals: 1))
    if rows.contains(where: { $0.lineHeight != nil }) {
      text += TextGrid.render(
        "Line height (pt)", rows: styles, columns: labels, cells: cells(\.lineHeight, decimals: 1))
    }
    let styleWidth = max(5, styles.map(\.count).max() ?? 0) + 2
    if rows.contains(where: { $0.boldText != nil }) {
      text += "\nFace\n"
      for style in styles {
        let faces = rows.filter { $0.style == style }.compactMap(\.face)
        guard let first = faces.first else {
          text += style.padding(toLength: styleWidth) + "—\n"
          continue
        }
        var line = style.padding(toLength: styleWidth) + first.postScriptName
        line += " (\(NumberFormatting.compact(first.weight)))"
        if let other = faces.first(where: { $0 != first }) {
          line += "; \(other.postScriptName) at some sizes"
        }
        text += line + "\n"
      }
    } else {
      text += "\nWeight\n"
      for style in styles {
        guard let row = rows.first(where: { $0.style == style }) else { continue }
        var line = style.padding(toLength: styleWidth)
        line +=
          row.weight.map { weight in
            row.weightName.map { "\($0) (\(NumberFormatting.json(weight)))" }
              ?? NumberFormatting.json(weight)
          } ?? "—"
        if let emphasized = row.emphasizedWeight {
          line += ", emphasized \(emphasized)"
        }
        text += line + "\n"
      }
    }
    if rows.contains(where: { $0.pointSize == nil }) {
      text += "\n— no confirmed value (Apple's table) or no value that can be computed.\n"
    }
    if rows.contains(where: { $0.clamped == true }) {
      text += "\nSome sizes were clamped by a minimum or maximum (see --format json).\n"
    }
    let supplementary = platform.referenceTable.supplementaryStyles.map(\.name)
    if !supplementary.isEmpty, rows.allSatisfy({ $0.strategy == nil }) {
      text +=
        "\nThe HIG also lists \(supplementary.joined(separator: ", ")), which has no UIFont.TextStyle.\n"
    }
    return text
  }

  /// Markdown: a table of point sizes and one of line heights, styles down, categories across.
  package func markdown() -> String {
    var text = "### \(title)\n"
    for (heading, value) in [
      ("Point size (pt)", \Row.pointSize), ("Line height (pt)", \Row.lineHeight),
    ] {
      text += "\n| \(heading) | " + categories.map(\.swiftUIName).joined(separator: " | ") + " |\n"
      text += "|---|" + String(repeating: "---:|", count: categories.count) + "\n"
      for (style, values) in zip(styles, cells(value, decimals: 2)) {
        text += "| \(style) | " + values.joined(separator: " | ") + " |\n"
      }
    }
    return text
  }
}

/// A plain-text grid: a heading and row labels on the left, right-aligned columns.
package enum TextGrid {
  package static func render(
    _ heading: String, rows: [String], columns: [String], cells: [[String]]
  )
    -> String
  {
    let width = max(4, (cells.flatMap { $0 } + columns).map(\.count).max() ?? 0) + 1
    let labelWidth = max(16, rows.map(\.count).max() ?? 0) + 1
    var text = "\n" + heading.padding(toLength: labelWidth)
    text += columns.map { $0.leftPadding(toLength: width) }.joined() + "\n"
    for (label, row) in zip(rows, cells) {
      text += label.padding(toLength: labelWidth)
      text += row.map { $0.leftPadding(toLength: width) }.joined() + "\n"
    }
    return text
  }
}
