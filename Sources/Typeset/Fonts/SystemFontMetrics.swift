import DynamicType

/// Metrics of Apple's system fonts, for matching a brand font's apparent size to the system
/// font (see ``Normalization``).
///
/// Values from `Reference/system-fonts.json` (measured from public copies of the fonts
/// and from `UIFont` print-outs; see that file for sources). Units are font units of
/// ``unitsPerEm``.
public struct SystemFontMetrics: Hashable, Sendable {
  /// The font's name in the reference data.
  public let name: String
  /// Units per em.
  public let unitsPerEm: Double
  /// The x-height.
  public let xHeight: Double
  /// The cap height.
  public let capHeight: Double
  /// The letter-frequency-weighted average advance of a–z and space (capsize's `xWidthAvg`,
  /// English Wikipedia weights of 2023), without tracking.
  public let averageAdvance: Double

  /// SF Pro Text Regular, the iOS system font below 20 pt.
  public static let sfProText = SystemFontMetrics(
    name: "SFProText-Regular", unitsPerEm: 2048, xHeight: 1078, capHeight: 1443, averageAdvance: 967
  )
  /// SF Pro Display Regular, the iOS system font at 20 pt and above.
  public static let sfProDisplay = SystemFontMetrics(
    name: "SFProDisplay-Regular", unitsPerEm: 2048, xHeight: 1040, capHeight: 1443,
    averageAdvance: 842)
  /// SFNS Regular, the macOS system font. Its x-height, cap height and WikiNews average
  /// (853) equal SF Pro Display's, so SF Pro Display's Wikipedia average (842) stands for it.
  public static let sfns = SystemFontMetrics(
    name: "SFNS-Regular", unitsPerEm: 2048, xHeight: 1040, capHeight: 1443, averageAdvance: 842)
  /// Helvetica Neue, the system font of iOS 7 and 8.
  public static let helveticaNeue = SystemFontMetrics(
    name: "HelveticaNeue", unitsPerEm: 1000, xHeight: 517, capHeight: 714, averageAdvance: 447)

  /// The system font text of `pointSize` is drawn in on a platform: Helvetica Neue for the iOS
  /// 7–10 table, SFNS on macOS, otherwise SF Pro Text below 20 pt and SF Pro Display from 20 pt
  /// (the switch of the static fonts; `dynamic-type.json`, `tracking.opticalSizes`).
  public static func systemFont(on platform: Platform, pointSize: Double) -> SystemFontMetrics {
    switch platform {
    case .iOS7: .helveticaNeue
    case .macOS: .sfns
    default: pointSize < 20 ? .sfProText : .sfProDisplay
    }
  }
}
