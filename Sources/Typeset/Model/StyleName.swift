import DynamicType

/// A style's name in a typography: one of Apple's text styles, or a custom name such as
/// `price` that scales relative to one of them.
public enum StyleName: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// An Apple text style.
  case textStyle(TextStyle)
  /// A custom style, defined in the typography file with `relativeTo`.
  case custom(String)

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
      let order = TextStyle.allCases
      return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    case (.textStyle, .custom): return true
    case (.custom, .textStyle): return false
    case (.custom(let a), .custom(let b)): return a < b
    }
  }
}
