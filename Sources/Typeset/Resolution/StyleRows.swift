import DynamicType

/// The row of every style in a table of resolutions (``ResolutionTable``,
/// ``CompiledResolutionTable``): Apple's text styles first, by ``TextStyle/ordinal``, then
/// the custom styles in the order they were first given.
@usableFromInline struct StyleRows: Sendable {
  /// Up to how many custom styles their names are compared one by one rather than hashed.
  static let linearSearchLimit = 8
  /// The rows of Apple's text styles, before the custom styles'.
  @inlinable static var textStyleRows: Int { TextStyle.allCases.count }

  /// The row of each custom style.
  private let customRows: [String: Int]
  /// The custom styles' names in row order when there are few enough to compare one by one
  /// (faster than hashing a name); `nil` otherwise, and `customRows` is searched.
  private let customNames: [String]?
  /// How many rows there are: every text style and every custom style.
  let count: Int

  /// The rows of `styleNames`' custom styles, a name given twice taking the row of its first.
  init(_ styleNames: some Sequence<StyleName>) {
    var customRows: [String: Int] = [:]
    var customNames: [String] = []
    for case .custom(let name) in styleNames where customRows[name] == nil {
      customRows[name] = Self.textStyleRows + customNames.count
      customNames.append(name)
    }
    self.customRows = customRows
    self.customNames = customNames.count <= Self.linearSearchLimit ? customNames : nil
    count = Self.textStyleRows + customNames.count
  }

  /// The row of a style, or `nil` for a custom name the typography does not define.
  @inlinable func row(of style: StyleName) -> Int? {
    switch style {
    case .textStyle(let textStyle): textStyle.ordinal
    case .custom(let name): customRow(of: name)
    }
  }

  /// The row of a custom style, or `nil`. Not inlined, so that finding the row of Apple's
  /// text styles stays a few instructions.
  @usableFromInline @inline(never)
  func customRow(of name: String) -> Int? {
    if let customNames {
      guard let index = customNames.firstIndex(of: name) else { return nil }
      return Self.textStyleRows + index
    }
    return customRows[name]
  }
}
