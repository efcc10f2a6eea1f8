import DynamicType

/// The fifteen roles of Material 3's type scale (`androidx.compose.material3.Typography`) and
/// the Apple text style each is given in the generated Compose `Typography`.
///
/// Material's roles go from display (57 sp) to label small (11 sp); Apple's styles from large
/// title (34 pt) to caption 2 (11 pt). Each role takes the Apple style closest to it in size
/// and purpose, keeping the order of sizes (no smaller role gets a larger style):
///
/// | Material 3 role | M3 default | Apple text style |
/// |---|---|---|
/// | displayLarge, displayMedium, displaySmall | 57, 45, 36 sp | largeTitle (34) |
/// | headlineLarge, headlineMedium | 32, 28 sp | title1 (28) |
/// | headlineSmall | 24 sp | title2 (22) |
/// | titleLarge | 22 sp | title3 (20) |
/// | titleMedium | 16 sp, medium | headline (17, semibold) |
/// | titleSmall | 14 sp, medium | subheadline (15) |
/// | bodyLarge | 16 sp | body (17) |
/// | bodyMedium | 14 sp | subheadline (15) |
/// | bodySmall | 12 sp | footnote (13) |
/// | labelLarge | 14 sp, medium | callout (16) |
/// | labelMedium | 12 sp, medium | caption1 (12) |
/// | labelSmall | 11 sp, medium | caption2 (11) |
///
/// The Material defaults: androidx
/// `compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/tokens/TypeScaleTokens.kt`
/// (`DisplayLargeSize` … `LabelSmallSize`, and `…Weight`: `WeightMedium` for title medium and
/// small and the labels).
public struct MaterialTypographyRole: Hashable, Sendable {
  /// The role's parameter and property name in `Typography`, such as `bodyLarge`.
  public let name: String
  /// The Apple text style whose values the role takes.
  public let textStyle: TextStyle

  /// Every role, in the order of `Typography`'s parameters.
  public static let all: [MaterialTypographyRole] = [
    .init(name: "displayLarge", textStyle: .largeTitle),
    .init(name: "displayMedium", textStyle: .largeTitle),
    .init(name: "displaySmall", textStyle: .largeTitle),
    .init(name: "headlineLarge", textStyle: .title1),
    .init(name: "headlineMedium", textStyle: .title1),
    .init(name: "headlineSmall", textStyle: .title2),
    .init(name: "titleLarge", textStyle: .title3),
    .init(name: "titleMedium", textStyle: .headline),
    .init(name: "titleSmall", textStyle: .subheadline),
    .init(name: "bodyLarge", textStyle: .body),
    .init(name: "bodyMedium", textStyle: .subheadline),
    .init(name: "bodySmall", textStyle: .footnote),
    .init(name: "labelLarge", textStyle: .callout),
    .init(name: "labelMedium", textStyle: .caption1),
    .init(name: "labelSmall", textStyle: .caption2),
  ]

  /// The mapping in words (ASCII, for help and manual pages too), each Apple style with the
  /// roles it gives: `largeTitle: displayLarge, displayMedium, displaySmall; title1: …`.
  public static let summary = summary(of: all)

  /// The mapping of `roles` in words, as ``summary``.
  static func summary(of roles: [MaterialTypographyRole]) -> String {
    var groups: [(style: TextStyle, roles: [String])] = []
    for role in roles {
      if let last = groups.indices.last, groups[last].style == role.textStyle {
        groups[last].roles.append(role.name)
      } else {
        groups.append((role.textStyle, [role.name]))
      }
    }
    return groups.map { "\($0.style): \($0.roles.joined(separator: ", "))" }.joined(
      separator: "; ")
  }
}
