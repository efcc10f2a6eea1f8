import DynamicType
import Typeset
import TypesetLoader

/// The rows `typeset-cli scale` prints, computed once and rendered in every format.
///
/// Three sources fill it: Apple's table (``init(appleTableFor:platform:categories:)``), a
/// scaling curve for a custom size (``init(curve:styles:platform:categories:)``), and a
/// typography file resolved at every category
/// (``init(resolving:styles:platform:categories:boldText:)``).
package struct ScaleTable {
  /// A custom curve: how sizes scale, the base size (nil: Apple's size at large), the limits,
  /// and for each style the typography the engine resolves it with, or why it refused it.
  package struct Curve {
    package var scaling: Scaling
    package var baseSize: Double?
    package var limits: SizeLimits
    package var typographies: [TextStyle: Result<Typography, TypographyError>]

    /// A curve from what the flags give and the typographies the engine checked.
    package init(
      scaling: Scaling, baseSize: Double?, limits: SizeLimits,
      typographies: [TextStyle: Result<Typography, TypographyError>]
    ) {
      self.scaling = scaling
      self.baseSize = baseSize
      self.limits = limits
      self.typographies = typographies
    }
  }

  /// One style at one category. Optional fields are `null` in JSON when unknown and absent when
  /// they do not apply to the table's source.
  package struct Row {
    var style: String
    var category: ContentSizeCategory
    var pointSize: Double?
    var lineHeight: Double?
    var weight: Double?
    var weightName: String?
    var emphasizedWeight: FontWeight?
    var strategy: String?
    var clamped: Bool?
    var face: ResolvedFace?
    var tracking: Double?
    var boldText: Bool?
  }

  package let platform: Platform
  package let categories: [ContentSizeCategory]
  package private(set) var styles: [String] = []
  package private(set) var rows: [Row] = []
  /// Why some cells are empty, each reason once, in the order met.
  package private(set) var notes: [String] = []
  package private(set) var title = ""
  private var notedStyles: Set<String> = []

  private init(platform: Platform, categories: [ContentSizeCategory]) {
    self.platform = platform
    self.categories = categories
  }

  /// Apple's table for a platform's styles and categories.
  package init(
    appleTableFor styles: [TextStyle], platform: Platform, categories: [ContentSizeCategory]
  ) {
    self.init(platform: platform, categories: categories)
    title = "\(platform.displayName): Apple's Dynamic Type sizes"
    if platform.referenceTable.rows.isEmpty {
      note(
        "\(platform.displayName): Apple has not published a Dynamic Type table; every cell is unknown"
      )
    }
    for style in styles {
      self.styles.append(style.uiKitName)
      let large = platform.metrics(for: style, at: .large)
      for category in categories {
        let apple = platform.metrics(for: style, at: category)
        let weight = large?.weight ?? apple?.weight
        rows.append(
          Row(
            style: style.uiKitName, category: category, pointSize: apple?.pointSize,
            lineHeight: apple?.leading, weight: weight.map { Double($0.rawValue) },
            weightName: weight?.name,
            emphasizedWeight: large?.emphasizedWeight ?? apple?.emphasizedWeight))
      }
    }
  }

  /// The curve a custom size follows, for each style and category, as the engine resolves it:
  /// a typography with one style definition per requested style (the flags' base size,
  /// scaling and limits) and one face described in code.
  package init(
    curve: Curve, styles: [TextStyle], platform: Platform, categories: [ContentSizeCategory]
  ) {
    self.init(platform: platform, categories: categories)
    title = Self.title(for: curve, platform: platform)
    for style in styles {
      self.styles.append(style.uiKitName)
      // The weight columns show Apple's weight for the style, as in Apple's table.
      let large = platform.metrics(for: style, at: .large)
      for category in categories {
        var row = Row(
          style: style.uiKitName, category: category,
          weight: large?.weight.map { Double($0.rawValue) },
          weightName: large?.weight?.name, emphasizedWeight: large?.emphasizedWeight,
          strategy: curve.scaling.strategy(relativeTo: style)?.name ?? "table")
        defer { rows.append(row) }
        let typography: Typography
        switch curve.typographies[style] {
        case .success(let checked): typography = checked
        case .failure(let refusal):
          // The engine's problem without its hint, which names the file's keys
          // (`give styles.body.size`) and does not apply to flags.
          let reasons = refusal.diagnostics.filter { $0.severity == .error }.map(\.problem)
          note(
            Self.curveNote(reasons.first ?? "\(refusal)", style: style, curve: curve),
            style: row.style)
          continue
        case nil: continue
        }
        let environment = TypeEnvironment(platform: platform, category: category)
        do {
          let font = try typography.resolve(style, in: environment)
          row.pointSize = font.pointSize
          row.clamped = font.isClamped
          row.lineHeight = font.lineHeight
        } catch {
          note(
            Self.curveNote(error, style: style, curve: curve, platform: platform), style: row.style)
        }
      }
    }
  }

  /// Why the engine refused a style's typography, in the words of the flags.
  private static func curveNote(_ reason: String, style: TextStyle, curve: Curve)
    -> String
  {
    if curve.scaling.strategy(relativeTo: style) == nil {
      return "the iOS 7–10 table has no \(style.uiKitName) (it came with iOS 11); pass --sizes"
    }
    return reason
  }

  /// Why the engine could not resolve a style of a curve, in the words of the flags.
  private static func curveNote(
    _ error: ResolutionError, style: TextStyle, curve: Curve, platform: Platform
  ) -> String {
    guard case .missingReference(_, let reason, _) = error else { return error.description }
    if curve.scaling.strategy(relativeTo: style) == nil {
      return "the iOS 7–10 table has no \(style.uiKitName) (it came with iOS 11); pass --sizes"
    }
    if curve.baseSize == nil,
      reason == .missingReference("size", style: style, category: .large, platform: platform)
    {
      return reason.description + " to start the curve from; pass --size"
    }
    return reason.description
  }

  /// A typography's `styles` resolved at each category.
  package init(
    resolving typography: Typography, styles: [StyleName], platform: Platform,
    categories: [ContentSizeCategory], boldText: Bool
  ) {
    self.init(platform: platform, categories: categories)
    title = Self.title(
      "\(platform.displayName): resolved typography", source: typography.sourcePath,
      tail: boldText ? ", Bold Text" : "")
    for style in styles {
      self.styles.append(style.description)
      for category in categories {
        var row = Row(style: style.description, category: category, boldText: boldText)
        let environment = TypeEnvironment(
          platform: platform, category: category, isBoldTextEnabled: boldText)
        do {
          let font = try typography.resolve(style, in: environment)
          row.pointSize = font.pointSize
          row.lineHeight = font.lineHeight
          row.weight = font.face.weight
          row.weightName = FontWeight(rawValue: Int(font.face.weight.rounded()))?.name
          row.strategy = font.scaling.name
          row.clamped = font.isClamped
          row.face = font.face
          row.tracking = font.tracking
        } catch {
          note(error.description, style: row.style)
        }
        rows.append(row)
      }
    }
  }

  /// Records why a cell is empty; one note per style keeps the diagnostics short when a whole
  /// row is unknown.
  private mutating func note(_ text: String, style: String? = nil) {
    if let style {
      guard !notedStyles.contains(style) else { return }
      notedStyles.insert(style)
    }
    if !notes.contains(text) { notes.append(text) }
  }

  /// A resolved typography's title: `head`, the file it came from, and `tail`. The table fits
  /// 80 columns, title included: a long path keeps its last components.
  static func title(_ head: String, source: String?, tail: String) -> String {
    var source = source ?? ""
    let room = 80 - head.count - tail.count - 3
    if source.count > room, room > 1 { source = "…" + source.suffix(room - 1) }
    return head + (source.isEmpty ? "" : " (\(source))") + tail
  }

  private static func title(for curve: Curve, platform: Platform) -> String {
    let strategy: ScalingStrategy
    switch curve.scaling {
    case .iOS7Table: return "\(platform.displayName): the iOS 7–10 table"
    case .strategy(.table): return "\(platform.displayName): table of explicit sizes"
    case .strategy(let other): strategy = other
    }
    var title = "\(platform.displayName): \(strategy.name) curve"
    if let base = curve.baseSize {
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
