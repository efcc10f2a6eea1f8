/// The emulation of `UIFontMetrics`: how UIKit and SwiftUI scale a custom font and a custom
/// value with Dynamic Type.
///
/// This is the one place where the formula lives. UIKit does **not** scale a custom font by the
/// ratio of the text style's point sizes; it scales by the ratio of the style's *leading* at the
/// category to its leading at ``ContentSizeCategory/large``:
///
/// - `scaledFont(for:)`: `round(size × ratio)` to whole points (C `round`, half away from zero),
///   then `min(…, maximumPointSize)`;
/// - `scaledValue(for:)` (and `@ScaledMetric`): `value × ratio`, not rounded to points but to
///   the display's pixel grid (1/3 pt at @3x, 1/2 pt at @2x).
///
/// Evidence (see `dynamic-type.json`, `observations.uiFontMetricsScaling`): decompiled UIKit,
/// three public backports, and measurements: a 17 pt font relative to body becomes 48 pt at
/// AX5 (17 × 62 / 22 = 47.9), while the system body is 53 pt; `scaledValue(for: 17)` at medium
/// is 16.333 on a @3x device (17 × 21 / 22 = 16.23, snapped to thirds).
///
/// ```swift
/// let ratio = try FontMetricsScaling.ratio(for: .body, at: .accessibility5, on: .iOS)
/// FontMetricsScaling.scaledPointSize(17, ratio: ratio)                    // 48
/// FontMetricsScaling.scaledValue(17, ratio: 21.0 / 22, displayScale: 3)   // 16.333…
/// ```
public enum FontMetricsScaling {
  /// The style's leading at `category` over its leading at large on `platform`.
  ///
  /// - Throws: ``ScalingError`` when the platform lacks the category or the table has no
  ///   leading for the style (the iOS 7–10 table has none: `UIFontMetrics` came with iOS 11).
  public static func ratio(
    for style: TextStyle, at category: ContentSizeCategory, on platform: Platform
  ) throws(ScalingError) -> Double {
    guard platform.column(of: category) != nil else {
      throw .categoryUnavailable(category, platform: platform)
    }
    let leading = try ScalingStrategy.referenceLeading(style, category, platform)
    let base = try ScalingStrategy.referenceLeading(style, .large, platform)
    return leading / base
  }

  /// `UIFontMetrics.scaledFont(for:maximumPointSize:)`: `size × ratio` rounded to whole points,
  /// half away from zero, then capped at `maximumPointSize` when one is given.
  public static func scaledPointSize(
    _ pointSize: Double, ratio: Double, maximumPointSize: Double? = nil
  ) -> Double {
    let scaled = (pointSize * ratio).rounded(.toNearestOrAwayFromZero)
    guard let maximumPointSize else { return scaled }
    return min(scaled, maximumPointSize)
  }

  /// `UIFontMetrics.scaledValue(for:)`: `value × ratio` snapped to the pixel grid of a display
  /// with `displayScale` pixels per point (3 on most iPhones, 2 on iPads).
  public static func scaledValue(_ value: Double, ratio: Double, displayScale: Double) -> Double {
    guard displayScale > 0 else { return value * ratio }
    return (value * ratio * displayScale).rounded(.toNearestOrAwayFromZero) / displayScale
  }
}

extension ScalingStrategy {
  /// The line height that goes with a final point size: Apple's leading for the style at the
  /// category, in proportion to the size (`pointSize × leading / size` of Apple's cell).
  ///
  /// A style at Apple's own size gets Apple's leading; a clamped or normalised size gets the
  /// leading of that size, so line height follows the final size.
  ///
  /// - Returns: The line height in points, or `nil` when the table has no leading for the cell.
  public static func lineHeight(
    forPointSize pointSize: Double, relativeTo style: TextStyle,
    at category: ContentSizeCategory, on platform: Platform
  ) -> Double? {
    guard let metrics = platform.metrics(for: style, at: category),
      let leading = metrics.leading
    else { return nil }
    return pointSize * leading / metrics.pointSize
  }
}
