import DynamicType

extension TypeEnvironment {
  /// The environment a platform's traits describe: UIKit's `UITraitCollection`, SwiftUI's
  /// environment.
  ///
  /// - Parameters:
  ///   - platform: The platform whose tables apply.
  ///   - contentSizeCategoryRawValue: `UIContentSizeCategory.rawValue`
  ///     (`UICTContentSizeCategoryL`); `unspecified`, `nil` or an unknown value read as large,
  ///     as UIKit treats them.
  ///   - isBoldTextEnabled: Whether `legibilityWeight` is bold.
  ///   - displayScale: The trait's display scale; 0 (unspecified) keeps values off the pixel
  ///     grid.
  public init(
    platform: Platform, contentSizeCategoryRawValue: String?, isBoldTextEnabled: Bool,
    displayScale: Double
  ) {
    let category = contentSizeCategoryRawValue.flatMap(ContentSizeCategory.init(parsing:))
    self.init(
      platform: platform, category: category ?? .large, isBoldTextEnabled: isBoldTextEnabled,
      displayScale: max(0, displayScale))
  }
}
