/// What Apple's reference table says about one text style at one content size category.
///
/// A value that no source confirmed is `nil`, never a guess: the iOS 7–10 table, for example,
/// has no leading column, and tvOS's footnote has a size but no published weight.
public struct TextStyleMetrics: Hashable, Sendable {
  /// The point size.
  public var pointSize: Double
  /// The baseline-to-baseline line height in points (the HIG's "Leading" column).
  public var leading: Double?
  /// The weight of the system font for the style.
  public var weight: FontWeight?
  /// The weight of the style's emphasized variant (`.bold()` in SwiftUI, the
  /// `traitBold` descriptor in UIKit).
  public var emphasizedWeight: FontWeight?

  /// Creates the metrics of one table cell.
  public init(
    pointSize: Double, leading: Double?, weight: FontWeight?, emphasizedWeight: FontWeight?
  ) {
    self.pointSize = pointSize
    self.leading = leading
    self.weight = weight
    self.emphasizedWeight = emphasizedWeight
  }
}

extension ContentSizeCategory {
  /// The number of categories, for tables indexed by category.
  static var count: Int { 12 }
}
