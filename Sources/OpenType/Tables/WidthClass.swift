/// A font's relative width, `usWidthClass` in `'OS/2'`: 1 (ultra-condensed) to 9
/// (ultra-expanded), 5 being normal.
///
/// OpenType spec, `'OS/2'` usWidthClass; the percentages of normal width are in the spec.
public struct WidthClass: RawRepresentable, Hashable, Sendable, Comparable {
  /// The numeric width class.
  public let rawValue: Int

  /// A width class from its numeric value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// 1, Ultra-condensed (50 % of normal).
  public static let ultraCondensed = WidthClass(rawValue: 1)
  /// 2, Extra-condensed (62.5 %).
  public static let extraCondensed = WidthClass(rawValue: 2)
  /// 3, Condensed (75 %).
  public static let condensed = WidthClass(rawValue: 3)
  /// 4, Semi-condensed (87.5 %).
  public static let semiCondensed = WidthClass(rawValue: 4)
  /// 5, Medium (normal, 100 %).
  public static let normal = WidthClass(rawValue: 5)
  /// 6, Semi-expanded (112.5 %).
  public static let semiExpanded = WidthClass(rawValue: 6)
  /// 7, Expanded (125 %).
  public static let expanded = WidthClass(rawValue: 7)
  /// 8, Extra-expanded (150 %).
  public static let extraExpanded = WidthClass(rawValue: 8)
  /// 9, Ultra-expanded (200 %).
  public static let ultraExpanded = WidthClass(rawValue: 9)

  /// Orders width classes by their numeric value.
  public static func < (lhs: WidthClass, rhs: WidthClass) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
