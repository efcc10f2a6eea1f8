import DynamicType

/// The traits a font request carries, each `nil` where the request leaves it unspecified: a
/// `UITraitCollection` passed to `compatibleWith:` may set only some of them (a collection made
/// with `UITraitCollection(displayScale:)` has no category and no legibility weight).
///
/// ```swift
/// let traits = RequestTraits(
///   contentSizeCategoryRawValue: "_UICTContentSizeCategoryUnspecified",
///   legibilityWeightRawValue: 1, displayScale: 3)
/// traits.category  // nil: the app-wide category applies
/// traits.isBoldTextEnabled  // true
/// ```
public struct RequestTraits: Hashable, Sendable {
  /// The content size category, or `nil` when unspecified.
  public var category: ContentSizeCategory?
  /// Bold Text (`legibilityWeight == .bold`), or `nil` when the weight is unspecified.
  public var isBoldTextEnabled: Bool?
  /// Pixels per point, or `nil` when unspecified (0 in UIKit).
  public var displayScale: Double?

  /// Creates traits from their values.
  public init(
    category: ContentSizeCategory? = nil, isBoldTextEnabled: Bool? = nil,
    displayScale: Double? = nil
  ) {
    self.category = category
    self.isBoldTextEnabled = isBoldTextEnabled
    self.displayScale = displayScale
  }

  /// Traits from UIKit's raw values: `UIContentSizeCategory.rawValue` (unspecified or unknown:
  /// `nil`), `UILegibilityWeight.rawValue` (-1 unspecified, 0 regular, 1 bold) and the display
  /// scale (0 unspecified).
  public init(
    contentSizeCategoryRawValue: String?, legibilityWeightRawValue: Int, displayScale: Double
  ) {
    // UIContentSizeCategoryUnspecified is `_UICTContentSizeCategoryUnspecified`, which
    // ContentSizeCategory(parsing:) reads as large (what UIKit draws it at); here it must stay
    // unspecified so that the app-wide category applies.
    let isUnspecified = contentSizeCategoryRawValue?.lowercased().hasSuffix("unspecified") ?? true
    self.init(
      category: isUnspecified
        ? nil : contentSizeCategoryRawValue.flatMap(ContentSizeCategory.init(parsing:)),
      isBoldTextEnabled: legibilityWeightRawValue < 0 ? nil : legibilityWeightRawValue == 1,
      displayScale: displayScale > 0 ? displayScale : nil)
  }
}

extension RequestTraits {
  /// These traits, with the category and Bold Text they leave unspecified taken from
  /// `overrides` (the key window's and its scene's trait overrides): a request's own traits win,
  /// then the overrides, then the app-wide settings (``TypeEnvironment/init(platform:traits:app:)``).
  /// The display scale is the request's alone.
  ///
  /// ```swift
  /// RequestTraits(isBoldTextEnabled: false)
  ///   .filled(from: RequestTraits(category: .accessibility2, isBoldTextEnabled: true))
  /// // category AX2 (the override), Bold Text off (the request's own)
  /// ```
  public func filled(from overrides: RequestTraits) -> RequestTraits {
    RequestTraits(
      category: category ?? overrides.category,
      isBoldTextEnabled: isBoldTextEnabled ?? overrides.isBoldTextEnabled,
      displayScale: displayScale)
  }
}

extension TypeEnvironment {
  /// The environment a font request is answered in: each trait the request specifies, and the
  /// app-wide settings for the rest (all of them for a request without traits, such as
  /// `UIFont.systemFont(ofSize:)` or `preferredFont(forTextStyle:)`).
  ///
  /// The app-wide settings are used instead of `UITraitCollection.current`, which is per thread
  /// and reads as Large outside UIKit's trait updates (see ``AppTextSettings``).
  ///
  /// - Parameters:
  ///   - platform: The platform whose tables apply.
  ///   - traits: The request's traits, or `nil` when it has none.
  ///   - app: The app-wide settings.
  public init(platform: Platform, traits: RequestTraits?, app: AppTextSettings.Values) {
    self.init(
      platform: platform, category: traits?.category ?? app.category,
      isBoldTextEnabled: traits?.isBoldTextEnabled ?? app.isBoldTextEnabled,
      displayScale: traits?.displayScale ?? 0)
  }
}
