/// Why a scaling curve has no value at a category.
public enum ScalingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The platform does not offer the category (watchOS has no medium; macOS has one size).
  case categoryUnavailable(ContentSizeCategory, platform: Platform)
  /// The reference table has no confirmed value (`size` or `leading`) for the cell.
  case missingReference(String, style: TextStyle, category: ContentSizeCategory, platform: Platform)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .categoryUnavailable(let category, let platform):
      let offered = platform.categories.map(\.swiftUIName).joined(separator: ", ")
      return "\(platform.displayName) has no category \(category.swiftUIName) (it has: \(offered))"
    case .missingReference(let what, let style, let category, let platform):
      return
        "\(platform.displayName)'s table has no confirmed \(what) for \(style.uiKitName) at \(category.swiftUIName)"
    }
  }
}
