import DynamicType
import Typeset

/// What the system font would take for the same text: its x-height and the width of a string,
/// at a point size.
///
/// Both come from the engine's reference data (`SystemFontMetrics`, `SystemFontAdvances`):
/// the x-height of the system font used at that size on the platform, and the iOS system
/// font's measured ASCII advances at 12 pt, where its tracking is zero; other sizes add SF Pro's
/// tracking for that size (the HIG table, the same for every glyph). Kerning is not included.
/// Characters outside ASCII count as the average lowercase advance.
public enum SystemFontReference {
  /// The system font's x-height at `pointSize`, in points.
  public static func xHeight(atPointSize pointSize: Double, on platform: Platform = .iOS)
    -> Double
  {
    let metrics = SystemFontMetrics.systemFont(on: platform, pointSize: pointSize)
    return metrics.xHeight / metrics.unitsPerEm * pointSize
  }

  /// The width of `text` in the iOS system font at `pointSize`, in points, tracking included.
  public static func width(of text: String, atPointSize pointSize: Double) -> Double {
    let unitsPerEm = 2048.0
    let table = TrackingTable.sfPro
    let trackingUnits =
      (table.thousandthsOfEm(atPointSize: pointSize) - table.thousandthsOfEm(atPointSize: 12))
      / 1000 * unitsPerEm
    let lowercase = "abcdefghijklmnopqrstuvwxyz".compactMap(SystemFontAdvances.advance12pt(of:))
    let average = lowercase.reduce(0, +) / Double(max(1, lowercase.count))
    var units = 0.0
    for character in text {
      if character.isNewline { continue }
      units += (SystemFontAdvances.advance12pt(of: character) ?? average) + trackingUnits
    }
    return units / unitsPerEm * pointSize
  }
}
