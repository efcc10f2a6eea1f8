/// How a style's point size follows the content size category.
///
/// Each strategy is a pure function of a base size (the size at ``ContentSizeCategory/large``),
/// the text style the size is relative to, the category and the platform; see
/// ``pointSize(forBaseSize:relativeTo:at:on:)``.
///
/// ```swift
/// try ScalingStrategy.fontMetrics.pointSize(
///   forBaseSize: 17, relativeTo: .body, at: .accessibility5, on: .iOS)  // 48
/// try ScalingStrategy.systemSizes.pointSize(
///   forBaseSize: 17, relativeTo: .body, at: .accessibility5, on: .iOS)  // 53
/// ```
public enum ScalingStrategy: Hashable, Sendable {
  /// What `UIFontMetrics.scaledFont(for:)` and SwiftUI's `Font.custom(_:size:relativeTo:)` do:
  /// the base size times the ratio of the style's *leading*, rounded to whole points. See
  /// ``FontMetricsScaling``.
  case fontMetrics
  /// The curve of `preferredFont(forTextStyle:)`: the base size times the ratio of the style's
  /// point sizes. A style at Apple's base size gets exactly Apple's sizes.
  case systemSizes
  /// An explicit size for every category (the iOS 7 approach).
  case table(SizeTable)
  /// A fixed number of points per category step away from large.
  case stepped(pointsPerStep: Double)
  /// No scaling: the base size at every category.
  case fixed

  /// The strategy's name as written in typography files and on the command line.
  public var name: String {
    switch self {
    case .fontMetrics: "fontMetrics"
    case .systemSizes: "systemSizes"
    case .table: "table"
    case .stepped: "stepped"
    case .fixed: "fixed"
    }
  }

  /// The point size of a style at a category.
  ///
  /// - Parameters:
  ///   - baseSize: The size at ``ContentSizeCategory/large``, in points. Ignored by ``table(_:)``,
  ///     whose sizes are explicit.
  ///   - style: The Apple text style whose curve the size follows.
  ///   - category: The content size category.
  ///   - platform: The platform whose reference table supplies the curve.
  /// - Returns: The unclamped point size; apply ``SizeLimits`` for a minimum and maximum.
  /// - Throws: ``ScalingError`` when the platform lacks the category, or the reference table
  ///   lacks a value the strategy needs.
  public func pointSize(
    forBaseSize baseSize: Double, relativeTo style: TextStyle, at category: ContentSizeCategory,
    on platform: Platform
  ) throws(ScalingError) -> Double {
    guard let column = platform.column(of: category) else {
      throw .categoryUnavailable(category, platform: platform)
    }
    switch self {
    case .fontMetrics:
      let ratio = try FontMetricsScaling.ratio(for: style, at: category, on: platform)
      return FontMetricsScaling.scaledPointSize(baseSize, ratio: ratio)
    case .systemSizes:
      let size = try Self.referenceSize(style, category, platform)
      let base = try Self.referenceSize(style, .large, platform)
      return baseSize * size / base
    case .table(let table):
      return table[category]
    case .stepped(let pointsPerStep):
      let largeColumn = platform.column(of: .large) ?? column
      return baseSize + Double(column - largeColumn) * pointsPerStep
    case .fixed:
      return baseSize
    }
  }

  /// Apple's leading for the cell, or ``ScalingError/missingReference(_:style:category:platform:)``.
  static func referenceLeading(
    _ style: TextStyle, _ category: ContentSizeCategory, _ platform: Platform
  ) throws(ScalingError) -> Double {
    guard let number = platform.metrics(for: style, at: category)?.leading else {
      throw .missingReference("leading", style: style, category: category, platform: platform)
    }
    return number
  }

  /// Apple's point size for the cell, or ``ScalingError/missingReference(_:style:category:platform:)``.
  static func referenceSize(
    _ style: TextStyle, _ category: ContentSizeCategory, _ platform: Platform
  ) throws(ScalingError) -> Double {
    guard let metrics = platform.metrics(for: style, at: category) else {
      throw .missingReference("size", style: style, category: category, platform: platform)
    }
    return metrics.pointSize
  }
}
