import DynamicType

/// The rows `typeset scale` prints, computed once and rendered in every format.
struct ScaleTable {
  /// One style at one category.
  struct Row {
    var style: TextStyle
    var category: ContentSizeCategory
    var pointSize: Double?
    var lineHeight: Double?
    var weight: FontWeight?
    var emphasizedWeight: FontWeight?
    /// For a curve: whether the minimum or maximum changed the size.
    var clamped: Bool?
  }

  let request: ScaleRequest
  private(set) var rows: [Row] = []
  /// Why some cells are empty, each reason once, in the order met.
  private(set) var notes: [String] = []
  private var notedStyles: Set<TextStyle> = []

  init(_ request: ScaleRequest) {
    self.request = request
    let platform = request.platform
    if platform.referenceTable.rows.isEmpty {
      note(
        "\(platform.displayName): Apple has not published a Dynamic Type table; every cell is unknown"
      )
    }
    for style in request.styles {
      let large = platform.metrics(for: style, at: .large)
      for category in request.categories {
        let apple = platform.metrics(for: style, at: category)
        var row = Row(
          style: style, category: category, pointSize: apple?.pointSize, lineHeight: apple?.leading,
          weight: large?.weight ?? apple?.weight,
          emphasizedWeight: large?.emphasizedWeight ?? apple?.emphasizedWeight)
        if let curve = request.curve {
          applyCurve(curve, to: &row)
        }
        rows.append(row)
      }
    }
  }

  private mutating func applyCurve(_ curve: ScaleRequest.Curve, to row: inout Row) {
    let platform = request.platform
    row.pointSize = nil
    row.lineHeight = nil
    var strategy = curve.strategy
    if curve.usesIOS7Preset {
      guard let preset = SizeTable.iOS7Preset(for: row.style) else {
        note(
          "the iOS 7–10 table has no \(row.style.uiKitName) (it came with iOS 11); pass --sizes",
          style: row.style)
        return
      }
      strategy = .table(preset)
    }
    guard let base = curve.baseSize ?? platform.metrics(for: row.style, at: .large)?.pointSize
    else {
      note(
        ScalingError.missingReference(
          "size", style: row.style, category: .large, platform: platform
        )
        .description + " to start the curve from; pass --size", style: row.style)
      return
    }
    do {
      let unclamped = try strategy.pointSize(
        forBaseSize: base, relativeTo: row.style, at: row.category, on: platform)
      let size = curve.limits.clamp(unclamped)
      row.pointSize = size
      row.clamped = size != unclamped
      row.lineHeight = ScalingStrategy.lineHeight(
        forPointSize: size, relativeTo: row.style, at: row.category, on: platform)
    } catch {
      note(error.description, style: row.style)
    }
  }

  /// Records why a cell is empty; one note per style (the first reason met) keeps the
  /// diagnostics short when a whole row is unknown.
  private mutating func note(_ text: String, style: TextStyle? = nil) {
    if let style {
      guard !notedStyles.contains(style) else { return }
      notedStyles.insert(style)
    }
    if !notes.contains(text) { notes.append(text) }
  }

  /// The title above the text and Markdown tables.
  var title: String {
    let platform = request.platform.displayName
    guard let curve = request.curve else {
      return "\(platform): Apple's Dynamic Type sizes"
    }
    var title = "\(platform): \(curve.strategy.name) curve"
    if curve.usesIOS7Preset {
      title = "\(platform): the iOS 7–10 table"
    } else if case .table = curve.strategy {
      title = "\(platform): table of explicit sizes"
    } else if let base = curve.baseSize {
      title += " for \(NumberFormatting.compact(base, decimals: 2)) pt"
    } else {
      title += " from Apple's sizes at large"
    }
    if let minimum = curve.limits.minimum {
      title += ", minimum \(NumberFormatting.compact(minimum, decimals: 2)) pt"
    }
    if let maximum = curve.limits.maximum {
      title += ", maximum \(NumberFormatting.compact(maximum, decimals: 2)) pt"
    }
    return title
  }
}

extension ScaleTable {
  /// JSON: an array of rows, one per style and category.
  ///
  /// Keys: `platform`, `style` (UIKit name), `category` (SwiftUI `DynamicTypeSize` name),
  /// `pointSize`, `lineHeight`, `weight` (number), `weightName`, `emphasizedWeight` (number),
  /// and for a curve `strategy` and `clamped`. Unknown values are `null`.
  func json() -> JSONValue {
    .array(
      rows.map { row in
        var members: [(String, JSONValue)] = [
          ("platform", .string(request.platform.rawValue)),
          ("style", .string(row.style.uiKitName)),
          ("category", .string(row.category.swiftUIName)),
          ("pointSize", .optional(row.pointSize)),
          ("lineHeight", .optional(row.lineHeight)),
          ("weight", .optional(row.weight.map { Double($0.rawValue) })),
          ("weightName", row.weight?.name.map(JSONValue.string) ?? .null),
          ("emphasizedWeight", .optional(row.emphasizedWeight.map { Double($0.rawValue) })),
        ]
        if let curve = request.curve {
          members.append(
            ("strategy", .string(curve.usesIOS7Preset ? "table" : curve.strategy.name)))
          members.append(("clamped", row.clamped.map(JSONValue.bool) ?? .null))
        }
        return .object(members)
      })
  }

  /// CSV with a header row, one line per style and category; unknown values are empty.
  func csv() -> String {
    var lines = [
      CSV.line([
        "platform", "style", "category", "pointSize", "lineHeight", "weight", "emphasizedWeight",
      ])
    ]
    for row in rows {
      lines.append(
        CSV.line([
          request.platform.rawValue, row.style.uiKitName, row.category.swiftUIName,
          row.pointSize.map(NumberFormatting.json) ?? "",
          row.lineHeight.map(NumberFormatting.json) ?? "",
          row.weight.map { String($0.rawValue) } ?? "",
          row.emphasizedWeight.map { String($0.rawValue) } ?? "",
        ]))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The value of a cell, or `nil` when the table has no row there.
  private func cell(
    _ style: TextStyle, _ category: ContentSizeCategory, _ value: KeyPath<Row, Double?>
  )
    -> Double?
  {
    rows.first { $0.style == style && $0.category == category }?[keyPath: value]
  }

  /// Grids of point sizes and line heights (styles down, categories across), then weights.
  ///
  /// With all twelve categories a grid is 16 + 12 × 5 = 76 columns wide.
  func textTable() -> String {
    var text = title + "\n"
    text += grid("Point size (pt)", \.pointSize)
    if rows.contains(where: { $0.lineHeight != nil }) {
      text += grid("Line height (pt)", \.lineHeight)
    }
    text += "\nWeight\n"
    let styleWidth = max(5, request.styles.map(\.uiKitName.count).max() ?? 0) + 2
    for style in request.styles {
      guard let row = rows.first(where: { $0.style == style }) else { continue }
      var line = style.uiKitName.padding(toLength: styleWidth)
      line += row.weight?.description ?? "—"
      if let emphasized = row.emphasizedWeight {
        line += ", emphasized \(emphasized)"
      }
      text += line + "\n"
    }
    if rows.contains(where: { $0.pointSize == nil }) {
      text += "\n— no confirmed value (Apple's table) or no value the curve can compute.\n"
    }
    if !request.platform.referenceTable.supplementaryStyles.isEmpty, request.curve == nil {
      let names = request.platform.referenceTable.supplementaryStyles.map(\.name)
      text +=
        "\nThe HIG also lists \(names.joined(separator: ", ")), which has no UIFont.TextStyle.\n"
    }
    return text
  }

  private func grid(_ heading: String, _ value: KeyPath<Row, Double?>) -> String {
    let labels = request.categories.map { $0 == .large ? "L*" : $0.abbreviation }
    var cells: [[String]] = []
    for style in request.styles {
      cells.append(
        request.categories.map { category in
          cell(style, category, value).map { NumberFormatting.compact($0) } ?? "—"
        })
    }
    let width = max(4, (cells.flatMap { $0 } + labels).map(\.count).max() ?? 0) + 1
    let styleWidth = max(16, request.styles.map(\.uiKitName.count).max() ?? 0) + 1
    var text = "\n" + heading.padding(toLength: styleWidth)
    text += labels.map { $0.leftPadding(toLength: width) }.joined() + "\n"
    for (style, row) in zip(request.styles, cells) {
      text += style.uiKitName.padding(toLength: styleWidth)
      text += row.map { $0.leftPadding(toLength: width) }.joined() + "\n"
    }
    return text
  }

  /// Markdown: a table of point sizes and one of line heights, styles down, categories across.
  func markdown() -> String {
    var text = "### \(title)\n"
    for (heading, value) in [
      ("Point size (pt)", \Row.pointSize), ("Line height (pt)", \Row.lineHeight),
    ] {
      text +=
        "\n| \(heading) | " + request.categories.map(\.swiftUIName).joined(separator: " | ")
        + " |\n"
      text += "|---|" + String(repeating: "---:|", count: request.categories.count) + "\n"
      for style in request.styles {
        let values = request.categories.map { category in
          cell(style, category, value).map { NumberFormatting.compact($0, decimals: 2) } ?? "—"
        }
        text += "| \(style.uiKitName) | " + values.joined(separator: " | ") + " |\n"
      }
    }
    return text
  }
}
