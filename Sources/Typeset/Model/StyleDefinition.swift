import DynamicType

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
