import DynamicType

/// What the system font would take for the same text on a platform: its x-height, each
/// character's advance and the width of a string, at a point size. One model serves the
/// `width` normalisation and the specimens' system-font reference.
///
/// On iOS, iPadOS, watchOS, tvOS and visionOS the advances are the iOS system font's measured
/// ASCII advances at 12 pt, where SF Pro's tracking is zero, plus the platform's system-font
/// tracking at the size (the HIG tables, the same for every glyph). Only averages are known for
/// SFNS (macOS) and Helvetica Neue (the iOS 7–10 table): every character takes the
/// letter-frequency-weighted average advance there, with SFNS's tracking on macOS and none for
/// Helvetica Neue. Kerning is not included.
///
/// ```swift
/// SystemFontReference.width(of: "Add to basket", atPointSize: 17)   // points
/// SystemFontReference.xHeight(atPointSize: 13, on: .macOS)
/// ```
public enum SystemFontReference {
  /// The system font's x-height at `pointSize`, in points.
  public static func xHeight(atPointSize pointSize: Double, on platform: Platform = .iOS)
    -> Double
  {
    let metrics = SystemFontMetrics.systemFont(on: platform, pointSize: pointSize)
    return metrics.xHeight / metrics.unitsPerEm * pointSize
  }

  /// The system font's tracking at `pointSize` on a platform, in em: none for Helvetica Neue.
  public static func trackingEm(atPointSize pointSize: Double, on platform: Platform) -> Double {
    platform == .iOS7
      ? 0 : TrackingTable.systemFont(on: platform).thousandthsOfEm(atPointSize: pointSize) / 1000
  }

  /// Whether only the average advance of the platform's system font is known (SFNS, Helvetica
  /// Neue), not each character's.
  public static func knowsOnlyAverageAdvance(on platform: Platform) -> Bool {
    platform == .iOS7 || platform == .macOS
  }

  /// A character's advance in em at `pointSize`, tracking included: the measured advance for
  /// ASCII where the platform's font was measured, the average where only that is known, and
  /// `nil` for a character outside the measured ASCII range.
  public static func advance(
    of character: Character, atPointSize pointSize: Double, on platform: Platform
  )
    -> Double?
  {
    let tracking = trackingEm(atPointSize: pointSize, on: platform)
    if knowsOnlyAverageAdvance(on: platform) {
      let system = SystemFontMetrics.systemFont(on: platform, pointSize: pointSize)
      return system.averageAdvance / system.unitsPerEm + tracking
    }
    guard let reference = SystemFontAdvances.advance12pt(of: character) else { return nil }
    return reference / 2048 + tracking
  }

  /// The width of `text` in the system font at `pointSize`, in points, tracking included.
  /// Line breaks take no width; a character outside the measured range counts as the average
  /// lowercase advance.
  public static func width(
    of text: String, atPointSize pointSize: Double, on platform: Platform = .iOS
  )
    -> Double
  {
    if knowsOnlyAverageAdvance(on: platform) {
      let count = text.reduce(0) { $1.isNewline ? $0 : $0 + 1 }
      return Double(count) * (advance(of: "a", atPointSize: pointSize, on: platform) ?? 0)
        * pointSize
    }
    // In 1/2048 em, the unit the advances were measured in.
    let unitsPerEm = 2048.0
    let trackingUnits = trackingEm(atPointSize: pointSize, on: platform) * unitsPerEm
    var units = 0.0
    for character in text {
      if character.isNewline { continue }
      units +=
        (SystemFontAdvances.advance12pt(of: character) ?? averageLowercaseAdvance)
        + trackingUnits
    }
    return units / unitsPerEm * pointSize
  }

  /// The mean advance of a–z at 12 pt, in 1/2048 em.
  static let averageLowercaseAdvance: Double = {
    let lowercase = "abcdefghijklmnopqrstuvwxyz".compactMap(SystemFontAdvances.advance12pt(of:))
    return lowercase.reduce(0, +) / Double(max(1, lowercase.count))
  }()
}
