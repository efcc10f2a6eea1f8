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
