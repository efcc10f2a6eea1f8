import DynamicType

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
