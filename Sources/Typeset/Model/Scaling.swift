import DynamicType

/// How a style's size follows the content size category: a strategy, or the iOS 7–10 table.
public enum Scaling: Hashable, Sendable {
  /// One of the strategies of `DynamicType`.
  case strategy(ScalingStrategy)
  /// The iOS 7–10 sizes of the style's relative Apple style (`"preset": "ios7"`), a table
  /// that differs per style, so it is chosen when the style is known.
  case iOS7Table

  /// The strategy for a style relative to `style`, or `nil` when the iOS 7–10 table has no
  /// such style (largeTitle and the extra large titles came later).
  public func strategy(relativeTo style: TextStyle) -> ScalingStrategy? {
    switch self {
    case .strategy(let strategy): strategy
    case .iOS7Table: SizeTable.iOS7Preset(for: style).map(ScalingStrategy.table)
    }
  }

  /// The name shown in explanations, reports and generated comments: the strategy's name as
  /// typography files write it (`fontMetrics`, `table` …), or `table (ios7 preset)`. Not to be
  /// confused with ``Scaling/Name``, the names a file may write, which this is not always.
  public var displayName: String {
    switch self {
    case .strategy(let strategy): strategy.name
    case .iOS7Table: "table (ios7 preset)"
    }
  }
}
