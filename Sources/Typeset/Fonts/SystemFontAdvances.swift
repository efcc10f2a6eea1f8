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

  /// The characters of ``letterFrequencies`` in code point order (space, then a–z): the
  /// characters width normalisation measures, read without building a dictionary.
  public static let weightedCharacters: [Character] = [
    " ", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r",
    "s", "t", "u", "v", "w", "x", "y", "z",
  ]

  /// The weight ``letterFrequencies`` gives each of ``weightedCharacters``, in that order.
  public static let characterWeights: [Double] = [
    0.1818, 0.0668, 0.0122, 0.0228, 0.0348, 0.1039, 0.0182, 0.0165, 0.0499, 0.057, 0.0013,
    0.0063, 0.0329, 0.0197, 0.0552, 0.0614, 0.0158, 0.0008, 0.049, 0.0518, 0.0741, 0.0226, 0.008,
    0.0193, 0.0012, 0.0162, 0.0006,
  ]

  /// The advance of an ASCII character at 12 pt in 1/2048 em, or `nil` outside U+0020…U+007E.
  public static func advance12pt(of character: Character) -> Double? {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
      scalar.value >= firstCodePoint, scalar.value - firstCodePoint < regular12pt.count
    else { return nil }
    return regular12pt[Int(scalar.value - firstCodePoint)]
  }
}
