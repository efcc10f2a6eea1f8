import DynamicType

/// A style's name in a typography: one of Apple's text styles, or a custom name such as
/// `price` that scales relative to one of them.
public enum StyleName: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// An Apple text style.
  case textStyle(TextStyle)
  /// A custom style, defined in the typography file with `relativeTo`.
  case custom(String)

  /// The style a name in a typography file or on the command line stands for: an Apple text
  /// style in any spelling `TextStyle(parsing:)` reads (`body`, `Title1`,
  /// `UICTFontTextStyleBody`), otherwise a custom style of exactly that name.
  ///
  /// ```swift
  /// StyleName(parsing: "title")  // .textStyle(.title1)
  /// StyleName(parsing: "price")  // .custom("price")
  /// ```
  public init(parsing text: String) {
    self = TextStyle(parsing: text).map(StyleName.textStyle) ?? .custom(text)
  }

  /// The key of the style in the typography file (`body`, `price`).
  public var description: String {
    switch self {
    case .textStyle(let style): style.uiKitName
    case .custom(let name): name
    }
  }

  /// Apple's styles first, in Apple's order, then custom styles by name.
  public static func < (lhs: StyleName, rhs: StyleName) -> Bool {
    switch (lhs, rhs) {
    case (.textStyle(let a), .textStyle(let b)):
      return a.ordinal < b.ordinal
    case (.textStyle, .custom): return true
    case (.custom, .textStyle): return false
    case (.custom(let a), .custom(let b)): return a < b
    }
  }
}
