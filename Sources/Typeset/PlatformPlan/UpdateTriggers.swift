import DynamicType

/// Changes of the environment that make a font or its attributes stale.
public struct UpdateTriggers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The content size category (`preferredContentSizeCategory`, `dynamicTypeSize`).
  public static let contentSizeCategory = UpdateTriggers(rawValue: 1 << 0)
  /// The Bold Text setting (`legibilityWeight`).
  public static let legibilityWeight = UpdateTriggers(rawValue: 1 << 1)
}
