import DynamicType

/// The category text is laid out at in an environment, and why: the user's category or the
/// app's override, limited to the app's range, mapped to one the platform has.
///
/// ```swift
/// var environment = TypeEnvironment(platform: .watchOS, category: .accessibility5)
/// environment.categoryRange = .large ... .accessibility4
/// let choice = environment.categoryChoice
/// choice.category  // .accessibility3: AX4 is the range's limit, and watchOS stops at AX3
/// choice.reason    // "the user's accessibility5, limited to large…accessibility4, mapped to …"
/// ```
public struct CategoryChoice: Hashable, Sendable, CustomStringConvertible {
  /// The category text is laid out at (``TypeEnvironment/effectiveCategory``).
  public let category: ContentSizeCategory
  /// The category the user chose in Settings.
  public let userCategory: ContentSizeCategory
  /// The category the app chose instead, if any.
  public let overrideCategory: ContentSizeCategory?
  /// The range the app limits the category to, if any.
  public let range: ClosedRange<ContentSizeCategory>?
  /// The category after the override and the range, before it was mapped to the platform.
  public let limitedCategory: ContentSizeCategory
  /// The platform whose categories apply.
  public let platform: Platform

  /// Makes the choice for an environment; see ``TypeEnvironment/effectiveCategory``.
  init(_ environment: TypeEnvironment) {
    platform = environment.platform
    userCategory = environment.category
    overrideCategory = environment.overrideCategory
    range = environment.categoryRange
    let category = environment.limitedCategory
    limitedCategory = category
    if platform.column(of: category) != nil {
      self.category = category
    } else {
      let available = platform.categories
      self.category = available.last { $0 <= category } ?? available.first ?? .large
    }
  }

  /// Whether the category was mapped to one the platform has (watchOS has no medium and
  /// stops at AX3; macOS and tvOS have only large).
  public var isMappedToPlatform: Bool { limitedCategory != category }

  /// Why the category is what it is, as `explain` prints it: `the user's large`, `the app's
  /// override xSmall (the user has large), limited to small…large`, and `mapped to the nearest
  /// category watchOS has` where the platform lacks it.
  public var reason: String {
    var reason = "the user's \(userCategory.swiftUIName)"
    if let overrideCategory {
      reason =
        "the app's override \(overrideCategory.swiftUIName) (the user has \(userCategory.swiftUIName))"
    }
    if let range {
      reason += ", limited to \(range.lowerBound.swiftUIName)…\(range.upperBound.swiftUIName)"
    }
    if isMappedToPlatform {
      reason += ", mapped to the nearest category \(platform.displayName) has"
    }
    return reason
  }

  /// `category — reason`.
  public var description: String { "\(category.swiftUIName) — \(reason)" }
}
