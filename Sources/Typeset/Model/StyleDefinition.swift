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
  /// Values for platforms other than iOS (macOS, tvOS, watchOS, visionOS), replacing the
  /// values derived there from the iOS ones.
  ///
  /// Every size in a definition is in iOS points. On another platform a style's `size`,
  /// category sizes, table sizes, leading and limits are scaled by the ratio of Apple's size
  /// for the style it follows on that platform to Apple's iOS size (18 pt body on macOS:
  /// 18 × 13 / 17 ≈ 13.76 pt); a platform without that size in its table (visionOS) keeps
  /// them as given. An entry here replaces what it gives.
  public var platforms: [Platform: PlatformValues]
  /// Values on Android (`platforms.android`), replacing the iOS values there; see
  /// ``AndroidValues``.
  public var android: AndroidValues?
  /// What the style is for, in a sentence (the file's `description`): generated code, CSS and
  /// design tokens carry it into their documentation; resolution does not read it.
  ///
  /// ```json
  /// "price": { "relativeTo": "body", "description": "Prices in product lists and the basket." }
  /// ```
  public var documentation: String?

  /// A definition that sets nothing.
  public init(
    family: String? = nil, weight: FontWeight? = nil, italic: Bool? = nil, size: Double? = nil,
    leading: Double? = nil, tracking: TrackingSetting? = nil, scaling: Scaling? = nil,
    minimumSize: Double? = nil, maximumSize: Double? = nil, relativeTo: TextStyle? = nil,
    normalize: Normalization? = nil,
    categoryOverrides: [ContentSizeCategory: CategoryOverride] = [:],
    platforms: [Platform: PlatformValues] = [:], android: AndroidValues? = nil,
    documentation: String? = nil
  ) {
    self.platforms = platforms
    self.android = android
    self.documentation = documentation
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
