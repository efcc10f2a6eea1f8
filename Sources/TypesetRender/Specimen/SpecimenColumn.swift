import DynamicType
import Typeset

/// One column of a specimen: an Apple content size category, or an Android font scale.
///
/// A column says what its header shows and how a style is resolved for it: at a category
/// with `Typography.resolve(_:in:)` on the options' Apple platform, or at a font scale with
/// `Typography.resolve(_:android:)`, whose sizes are `dp` (drawn 1 dp to 1 pt).
///
/// ```swift
/// SpecimenColumn.category(.accessibility3).label   // "accessibility3"
/// SpecimenColumn.androidFontScale(1.3).label       // "1.3×"
/// ```
public enum SpecimenColumn: Hashable, Sendable {
  /// An Apple content size category.
  case category(ContentSizeCategory)
  /// An Android font scale (`Configuration.fontScale`).
  case androidFontScale(Float)

  /// The column's header: the category's SwiftUI name, or the font scale such as `1.3×`.
  public var label: String {
    switch self {
    case .category(let category): category.swiftUIName
    case .androidFontScale(let scale): Self.fontScaleText(scale) + "\u{00D7}"
    }
  }

  /// Whether the column is an Android font scale.
  public var isAndroid: Bool {
    if case .androidFontScale = self { return true }
    return false
  }

  /// A font scale as people write it: the shortest decimal that reads back as the same
  /// `Float` (`1.3`, not `1.2999999523`), without a trailing `.0` (`1`, `2`).
  static func fontScaleText(_ scale: Float) -> String {
    let shortest = Double("\(scale)") ?? Double(scale)
    return NumberText.decimal(shortest, decimals: 6)
  }
}
