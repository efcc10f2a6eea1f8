import DynamicType

/// Where text is shown: the platform, the user's text size and Bold Text setting, and what the
/// app does about them.
///
/// Mirrors what UIKit's trait collection and SwiftUI's environment carry:
/// `preferredContentSizeCategory` / `dynamicTypeSize`, `legibilityWeight`, an in-app override of
/// the category, and a limit like `UIView.minimumContentSizeCategory` /
/// `.dynamicTypeSize(.small ... .accessibility2)`.
///
/// ```swift
/// var environment = TypeEnvironment(category: .accessibility5)
/// environment.categoryRange = .large ... .accessibility2
/// environment.effectiveCategory  // .accessibility2
/// ```
public struct TypeEnvironment: Hashable, Sendable {
  /// The platform whose tables apply.
  public var platform: Platform
  /// The category the user chose in Settings.
  public var category: ContentSizeCategory
  /// Whether the Bold Text accessibility setting is on (`legibilityWeight == .bold`).
  public var isBoldTextEnabled: Bool
  /// A category the app chose itself (an in-app text size setting), replacing the user's.
  public var overrideCategory: ContentSizeCategory?
  /// The range the app limits the category to, or `nil` for no limit.
  public var categoryRange: ClosedRange<ContentSizeCategory>?
  /// Pixels per point of the display (3 on most iPhones, 2 on iPads and Macs), for values
  /// snapped to the pixel grid such as ``Typography/scaledValue(_:relativeTo:in:)``.
  public var displayScale: Double

  /// Creates an environment; by default iOS at the default category, Bold Text off, @3x.
  public init(
    platform: Platform = .iOS, category: ContentSizeCategory = .large,
    isBoldTextEnabled: Bool = false, overrideCategory: ContentSizeCategory? = nil,
    categoryRange: ClosedRange<ContentSizeCategory>? = nil, displayScale: Double = 3
  ) {
    self.platform = platform
    self.category = category
    self.isBoldTextEnabled = isBoldTextEnabled
    self.overrideCategory = overrideCategory
    self.categoryRange = categoryRange
    self.displayScale = displayScale
  }

  /// The category text is laid out at: the override if any, else the user's category, limited
  /// to ``categoryRange`` and mapped to one the platform has.
  ///
  /// A category the platform lacks becomes the largest one below it that it has (watchOS has no
  /// medium and stops at AX3; macOS and tvOS have only large). ``categoryChoice`` also says
  /// why.
  public var effectiveCategory: ContentSizeCategory { categoryChoice.category }

  /// The category after the app's override and range, before it is mapped to one the platform
  /// has: the category text is laid out at on iOS, which has every category.
  @inlinable public var limitedCategory: ContentSizeCategory {
    var category = overrideCategory ?? self.category
    if let categoryRange {
      category = min(max(category, categoryRange.lowerBound), categoryRange.upperBound)
    }
    return category
  }

  /// The effective category together with the reason for it.
  public var categoryChoice: CategoryChoice {
    CategoryChoice(self)
  }
}
