import DynamicType

/// A style's name in a typography: one of Apple's text styles, or a custom name such as
/// `price` that scales relative to one of them.
public enum StyleName: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// An Apple text style.
  case textStyle(TextStyle)
  /// A custom style, defined in the typography file with `relativeTo`.
  case custom(String)

  /// The key of the style in the typography file (`body`, `price`).
  public var description: String {
    switch self {
    case .textStyle(let style): style.uiKitName
    case .custom(let name): name
    }
  }

  /// Apple's styles first, in Apple's order, then custom styles by name.
  public static func < (lhs: StyleName, rhs: StyleName) -> Bool {
    switch (lhs, rhs) {
    case (.textStyle(let a), .textStyle(let b)):
      let order = TextStyle.allCases
      return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    case (.textStyle, .custom): return true
    case (.custom, .textStyle): return false
    case (.custom(let a), .custom(let b)): return a < b
    }
  }
}

/// How a style's letter spacing is chosen.
public enum TrackingSetting: Hashable, Sendable {
  /// No tracking (the default for custom fonts, whose designers spaced them already).
  case none
  /// A fixed tracking in thousandths of an em, so it follows the final size.
  case thousandthsOfEm(Double)
  /// The size-dependent tracking Apple applies to its system font on the platform
  /// (see `TrackingTable`).
  case system
}

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

  /// The name written in typography files: `fontMetrics`, `table` …
  public var name: String {
    switch self {
    case .strategy(let strategy): strategy.name
    case .iOS7Table: "table (ios7 preset)"
    }
  }
}

/// What a typography file says about one style; every field is optional and falls back to the
/// file's `defaults`, then to Apple's table for the style.
public struct StyleDefinition: Hashable, Sendable {
  /// The family, by name.
  public var family: String?
  /// The weight.
  public var weight: FontWeight?
  /// Whether to use an italic face.
  public var italic: Bool?
  /// The point size at the default category, large.
  public var size: Double?
  /// The line height in points at large; the proportion to the size is kept at every category.
  public var leading: Double?
  /// The letter spacing.
  public var tracking: TrackingSetting?
  /// How the size follows the category.
  public var scaling: Scaling?
  /// The smallest point size.
  public var minimumSize: Double?
  /// The largest point size.
  public var maximumSize: Double?
  /// For a custom style: the Apple style whose curve and defaults it follows.
  public var relativeTo: TextStyle?
  /// How the size is matched to the system font's apparent size.
  public var normalize: Normalization?
  /// Values for particular categories, replacing the computed ones there.
  public var categoryOverrides: [ContentSizeCategory: CategoryOverride]

  /// A definition that sets nothing.
  public init(
    family: String? = nil, weight: FontWeight? = nil, italic: Bool? = nil, size: Double? = nil,
    leading: Double? = nil, tracking: TrackingSetting? = nil, scaling: Scaling? = nil,
    minimumSize: Double? = nil, maximumSize: Double? = nil, relativeTo: TextStyle? = nil,
    normalize: Normalization? = nil,
    categoryOverrides: [ContentSizeCategory: CategoryOverride] = [:]
  ) {
    self.normalize = normalize
    self.family = family
    self.weight = weight
    self.italic = italic
    self.size = size
    self.leading = leading
    self.tracking = tracking
    self.scaling = scaling
    self.minimumSize = minimumSize
    self.maximumSize = maximumSize
    self.relativeTo = relativeTo
    self.categoryOverrides = categoryOverrides
  }
}

/// Values that replace the computed ones at one content size category.
public struct CategoryOverride: Hashable, Sendable {
  /// The point size at this category (the minimum and maximum still apply).
  public var size: Double?
  /// The line height at this category, in points.
  public var leading: Double?
  /// The weight at this category.
  public var weight: FontWeight?
  /// The tracking at this category.
  public var tracking: TrackingSetting?

  /// Creates an override.
  public init(
    size: Double? = nil, leading: Double? = nil, weight: FontWeight? = nil,
    tracking: TrackingSetting? = nil
  ) {
    self.size = size
    self.leading = leading
    self.weight = weight
    self.tracking = tracking
  }
}
