/// A font's visual weight, `usWeightClass` in `'OS/2'`: 100 (thin) to 900 (black).
///
/// An open set (fonts may use any value from 1 to 1000), so a `RawRepresentable` struct with the
/// named CSS/OpenType weights as static members.
///
/// ```swift
/// if face.weightClass >= .semibold { … }
/// ```
public struct WeightClass: RawRepresentable, Hashable, Sendable, Comparable {
  /// The numeric weight.
  public let rawValue: Int

  /// A weight from its numeric value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// 100, Thin.
  public static let thin = WeightClass(rawValue: 100)
  /// 200, Extra-light (Ultra-light).
  public static let extraLight = WeightClass(rawValue: 200)
  /// 300, Light.
  public static let light = WeightClass(rawValue: 300)
  /// 400, Normal (Regular).
  public static let regular = WeightClass(rawValue: 400)
  /// 500, Medium.
  public static let medium = WeightClass(rawValue: 500)
  /// 600, Semi-bold (Demi-bold).
  public static let semibold = WeightClass(rawValue: 600)
  /// 700, Bold.
  public static let bold = WeightClass(rawValue: 700)
  /// 800, Extra-bold (Ultra-bold).
  public static let extraBold = WeightClass(rawValue: 800)
  /// 900, Black (Heavy).
  public static let black = WeightClass(rawValue: 900)

  /// Orders weights by their numeric value.
  public static func < (lhs: WeightClass, rhs: WeightClass) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

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
