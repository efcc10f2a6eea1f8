import DynamicType

/// What the app-wide install does with one font that UIKit asked for or decoded.
public enum SubstitutionAnswer: Hashable, Sendable {
  /// Leave the font alone (not a system font, an exempt font, or nothing to replace it with).
  case keep
  /// A Dynamic Type style: build it like any style of the typography (see
  /// ``Typography/platformFontPlan(for:in:)-(StyleName,_)``).
  case style(TextStyle)
  /// A system font of a fixed size, replaced by a face of the typography at that size.
  case fixed(SystemFontSubstitution.Replacement)
}
