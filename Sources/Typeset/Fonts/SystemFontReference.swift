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

/// The iOS system font's measured advances, and the letter frequencies that weight them.
public enum SystemFontAdvances {
  /// The first code point of ``regular12pt``: space.
  public static let firstCodePoint: UInt32 = 32

  /// Advances of the iOS 26.1 system font (`.SFUI-Regular`) for U+0020…U+007E at 12 pt, in
  /// 1/2048 em, where its tracking is zero. At another size every advance changes by the same
  /// tracking amount (`system-fonts.json`, `iosSystemFontAdvances`).
  public static let regular12pt: [Double] = [
    576, 637, 978, 1290, 1290, 1895, 1457, 608, 782, 782, 966, 1290,
    608, 966, 608, 624, 1290, 950, 1236, 1284, 1318, 1266, 1304, 1166,
    1308, 1304, 608, 608, 1290, 1290, 1290, 1050, 1880, 1380, 1346, 1466,
    1488, 1220, 1172, 1529, 1520, 548, 1102, 1349, 1163, 1790, 1520, 1580,
    1301, 1580, 1338, 1305, 1298, 1510, 1380, 1982, 1390, 1342, 1355, 782,
    624, 782, 1290, 1195, 1024, 1130, 1258, 1146, 1258, 1170, 741, 1248,
    1205, 506, 505, 1112, 518, 1782, 1195, 1210, 1250, 1248, 780, 1072,
    744, 1195, 1110, 1586, 1074, 1112, 1104, 782, 530, 782, 1290,
  ]

  /// Relative frequencies of a–z and space in English (Wikipedia), as capsize used them for
  /// `xWidthAvg` in 2023–2024 (`system-fonts.json`, `letterFrequencyWeights.wikipedia2023`).
  public static let letterFrequencies: [Character: Double] = [
    "a": 0.0668, "b": 0.0122, "c": 0.0228, "d": 0.0348, "e": 0.1039, "f": 0.0182, "g": 0.0165,
    "h": 0.0499, "i": 0.057, "j": 0.0013, "k": 0.0063, "l": 0.0329, "m": 0.0197, "n": 0.0552,
    "o": 0.0614, "p": 0.0158, "q": 0.0008, "r": 0.049, "s": 0.0518, "t": 0.0741, "u": 0.0226,
    "v": 0.008, "w": 0.0193, "x": 0.0012, "y": 0.0162, "z": 0.0006, " ": 0.1818,
  ]

  /// The advance of an ASCII character at 12 pt in 1/2048 em, or `nil` outside U+0020…U+007E.
  public static func advance12pt(of character: Character) -> Double? {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      scalar.value >= firstCodePoint, scalar.value - firstCodePoint < regular12pt.count
    else { return nil }
    return regular12pt[Int(scalar.value - firstCodePoint)]
  }
}
