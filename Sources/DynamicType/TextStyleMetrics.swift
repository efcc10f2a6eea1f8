/// What Apple's reference table says about one text style at one content size category.
///
/// A value that no source confirmed is `nil`, never a guess: the iOS 7–10 table, for example,
/// has no leading column, and tvOS's footnote has a size but no published weight.
public struct TextStyleMetrics: Hashable, Sendable {
  /// The point size.
  public var pointSize: Double
  /// The baseline-to-baseline line height in points (the HIG's "Leading" column).
  public var leading: Double?
  /// The weight of the system font for the style.
  public var weight: FontWeight?
  /// The weight of the style's emphasized variant (`.bold()` in SwiftUI, the
  /// `traitBold` descriptor in UIKit).
  public var emphasizedWeight: FontWeight?

  /// Creates the metrics of one table cell.
  public init(
    pointSize: Double, leading: Double?, weight: FontWeight?, emphasizedWeight: FontWeight?
  ) {
    self.pointSize = pointSize
    self.leading = leading
    self.weight = weight
    self.emphasizedWeight = emphasizedWeight
  }
}

/// One row of a platform's reference table: a style's weights and, per category, its size and
/// leading.
///
/// The arrays are aligned with the platform's ``Platform/categories``; `nil` marks a cell that
/// no source confirmed.
public struct ReferenceRow: Hashable, Sendable {
  /// The style's weight at every category (Apple's tables never change it with the size).
  public let weight: FontWeight?
  /// The weight of the emphasized variant.
  public let emphasizedWeight: FontWeight?
  /// The point size per category.
  public let sizes: [Double?]
  /// The leading (line height) per category.
  public let leadings: [Double?]

  /// Creates a row; `leadings` defaults to an unknown leading everywhere.
  public init(
    weight: FontWeight?, emphasizedWeight: FontWeight?, sizes: [Double?], leadings: [Double?]? = nil
  ) {
    self.weight = weight
    self.emphasizedWeight = emphasizedWeight
    self.sizes = sizes
    self.leadings = leadings ?? Array(repeating: nil, count: sizes.count)
  }
}

/// A style that Apple's Human Interface Guidelines list for one platform but that has no
/// `UIFont.TextStyle`, such as watchOS's "Footnote 2" or tvOS's "Subtitle 1".
public struct SupplementaryTextStyle: Hashable, Sendable {
  /// The style's name in the HIG table, such as `footnote2`.
  public let name: String
  /// Its weights, sizes and leadings.
  public let row: ReferenceRow
}

/// Apple's Dynamic Type table for one platform: sizes, leading and weights per style and
/// category.
public struct ReferenceTable: Sendable {
  /// The categories the platform offers, in order; every row's arrays follow this order.
  public let categories: [ContentSizeCategory]
  /// The rows, keyed by text style.
  public let rows: [TextStyle: ReferenceRow]
  /// The order in which the rows are listed (the HIG's order).
  public let styles: [TextStyle]
  /// Rows of the HIG table that have no `UIFont.TextStyle`.
  public let supplementaryStyles: [SupplementaryTextStyle]
  /// The column of each category in the rows' arrays, by the category's raw value; `nil` for a
  /// category the platform lacks.
  private let columns: [Int?]
  /// What ``metrics(for:at:)`` answers for every cell, by ``TextStyle/ordinal`` then the
  /// category's raw value: the lookups the resolver makes cost one array index.
  private let cells: [TextStyleMetrics?]

  /// Creates a table.
  public init(
    categories: [ContentSizeCategory], rows: KeyValuePairs<TextStyle, ReferenceRow>,
    supplementaryStyles: [SupplementaryTextStyle] = []
  ) {
    self.categories = categories
    self.styles = rows.map(\.key)
    self.rows = Dictionary(uniqueKeysWithValues: rows.map { ($0.key, $0.value) })
    self.supplementaryStyles = supplementaryStyles
    let columns = ContentSizeCategory.allCases.map { categories.firstIndex(of: $0) }
    self.columns = columns
    let rows = self.rows
    self.cells = TextStyle.allCases.flatMap { style in
      ContentSizeCategory.allCases.map { category in
        Self.metrics(in: rows[style], at: columns[category.rawValue])
      }
    }
  }

  /// The metrics of `style` at `category`, or `nil` when the platform lacks the category or
  /// the table has no confirmed size for that cell.
  public func metrics(for style: TextStyle, at category: ContentSizeCategory) -> TextStyleMetrics? {
    cells[style.ordinal &* ContentSizeCategory.count &+ category.rawValue]
  }

  /// The column of `category` in the rows' arrays (its index in ``categories``), or `nil` when
  /// the platform lacks it.
  func column(of category: ContentSizeCategory) -> Int? {
    columns[category.rawValue]
  }

  /// One cell of a row, or `nil` when there is no row, no column or no confirmed size.
  private static func metrics(in row: ReferenceRow?, at column: Int?) -> TextStyleMetrics? {
    guard let row, let column, let size = row.sizes[column] else { return nil }
    return TextStyleMetrics(
      pointSize: size, leading: row.leadings[column], weight: row.weight,
      emphasizedWeight: row.emphasizedWeight)
  }
}

extension ContentSizeCategory {
  /// The number of categories, for tables indexed by category.
  static var count: Int { 12 }
}
