/// An explicit point size for each of the twelve content size categories.
///
/// The strategy of apps written before `UIFontMetrics` existed: a table per style. The iOS 7–10
/// table of Apple's system font is built in as ``iOS7Preset(for:)``.
///
/// ```swift
/// let table = try SizeTable([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
/// table[.accessibility5]  // 53
/// ```
public struct SizeTable: Hashable, Sendable {
  /// The sizes, one per category from ``ContentSizeCategory/xSmall`` to
  /// ``ContentSizeCategory/accessibility5``.
  public let sizes: [Double]

  /// A table from twelve sizes in category order.
  ///
  /// - Throws: ``SizeTable/Error`` when there are not exactly twelve sizes or a size is not a
  ///   positive, finite number.
  public init(_ sizes: [Double]) throws(SizeTable.Error) {
    guard sizes.count == ContentSizeCategory.allCases.count else {
      throw .wrongCount(sizes.count)
    }
    if let index = sizes.firstIndex(where: { !($0 > 0 && $0.isFinite) }) {
      throw .invalidSize(sizes[index], category: ContentSizeCategory.allCases[index])
    }
    self.sizes = sizes
  }

  /// A table from sizes that were checked when they were compiled (what generated code
  /// passes), so that construction cannot fail: a list of another length than twelve is cut,
  /// or continued with its last size (17 pt for an empty list).
  public init(compiled sizes: [Double]) {
    let count = ContentSizeCategory.allCases.count
    let filler = sizes.last ?? 17
    self.sizes = Array((sizes + Array(repeating: filler, count: count)).prefix(count))
  }

  /// The size at a category.
  public subscript(category: ContentSizeCategory) -> Double {
    sizes[category.rawValue]
  }

  /// The iOS 7–10 sizes of a style, or `nil` for a style that did not exist then
  /// (``TextStyle/largeTitle`` and the extra large titles).
  ///
  /// On iOS 7–10 only body grew in the accessibility sizes. Apple's sizes for title1–title3 and
  /// callout at AX1–AX5 were never measured (they are `nil` in ``ReferenceTable/iOS7``); the
  /// preset holds them at their xxxLarge size, following that rule. Every other cell is
  /// Apple's measured size.
  public static func iOS7Preset(for style: TextStyle) -> SizeTable? {
    guard let row = ReferenceTable.iOS7.rows[style] else { return nil }
    var sizes: [Double] = []
    for size in row.sizes {
      guard let known = size ?? sizes.last else { return nil }
      sizes.append(known)
    }
    return try? SizeTable(sizes)
  }
}
