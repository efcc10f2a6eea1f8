/// Identifies a string in the `'name'` table, such as the family name (1) or the PostScript
/// name (6).
///
/// OpenType spec, `'name'`, "Name IDs". An open set (fonts define their own IDs from 256), so a
/// `RawRepresentable` struct with the predefined IDs as static members.
public struct NameID: RawRepresentable, Hashable, Sendable, Comparable {
  /// The numeric ID.
  public let rawValue: Int

  /// An ID from its numeric value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// 0, Copyright notice.
  public static let copyright = NameID(rawValue: 0)
  /// 1, Font family name (up to four styles per family: Regular, Italic, Bold, Bold Italic).
  public static let family = NameID(rawValue: 1)
  /// 2, Font subfamily name (Regular, Italic, Bold or Bold Italic).
  public static let subfamily = NameID(rawValue: 2)
  /// 3, Unique font identifier.
  public static let uniqueIdentifier = NameID(rawValue: 3)
  /// 4, Full font name.
  public static let fullName = NameID(rawValue: 4)
  /// 5, Version string.
  public static let version = NameID(rawValue: 5)
  /// 6, PostScript name: what `UIFont(name:size:)` expects.
  public static let postScriptName = NameID(rawValue: 6)
  /// 16, Typographic family name, when the family has more than four styles.
  public static let typographicFamily = NameID(rawValue: 16)
  /// 17, Typographic subfamily name (e.g. "Semibold Italic").
  public static let typographicSubfamily = NameID(rawValue: 17)
  /// 21, WWS family name.
  public static let weightWidthSlopeFamily = NameID(rawValue: 21)
  /// 22, WWS subfamily name.
  public static let weightWidthSlopeSubfamily = NameID(rawValue: 22)
  /// 25, Variations PostScript name prefix.
  public static let variationsPostScriptNamePrefix = NameID(rawValue: 25)

  /// Orders IDs numerically.
  public static func < (lhs: NameID, rhs: NameID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
