/// Apple's Dynamic Type table for one platform: sizes, leading and weights per style and
/// category.
public struct ReferenceTable: Sendable {
  /// The categories the platform offers, in order; every row's arrays follow this order.
  public var categories: [ContentSizeCategory] { storage.categories }
  /// The rows, keyed by text style.
  public var rows: [TextStyle: ReferenceRow] { storage.rows }
  /// The order in which the rows are listed (the HIG's order).
  public var styles: [TextStyle] { storage.styles }
  /// Rows of the HIG table that have no `UIFont.TextStyle`.
  public var supplementaryStyles: [SupplementaryTextStyle] { storage.supplementaryStyles }

  /// The table's arrays in one shared object: a table is copied wherever it is read (always,
  /// in a debug build), and a copy then costs one reference count rather than one per array;
  /// the resolver reads a table for every size it works out.
  private let storage: Storage

  /// What a table holds, immutable once made.
  private final class Storage: Sendable {
    let categories: [ContentSizeCategory]
    let rows: [TextStyle: ReferenceRow]
    let styles: [TextStyle]
    let supplementaryStyles: [SupplementaryTextStyle]
    /// The column of each category in the rows' arrays, by the category's raw value; `nil`
    /// for a category the platform lacks.
    let columns: [Int?]
    /// What `metrics(for:at:)` answers for every cell, by ``TextStyle/ordinal`` then the
    /// category's raw value: the lookups the resolver makes cost one array index.
    let cells: [TextStyleMetrics?]

    init(
      categories: [ContentSizeCategory], rows: [TextStyle: ReferenceRow], styles: [TextStyle],
      supplementaryStyles: [SupplementaryTextStyle], columns: [Int?], cells: [TextStyleMetrics?]
    ) {
      self.categories = categories
      self.rows = rows
      self.styles = styles
      self.supplementaryStyles = supplementaryStyles
      self.columns = columns
      self.cells = cells
    }
  }

  /// Creates a table.
  public init(
    categories: [ContentSizeCategory], rows: KeyValuePairs<TextStyle, ReferenceRow>,
    supplementaryStyles: [SupplementaryTextStyle] = []
  ) {
    self.init(
      categories: categories, orderedRows: rows.map { ($0.key, $0.value) },
      supplementaryStyles: supplementaryStyles)
  }

  /// A row as the generated tables list it: the style (or a supplementary style's name), its
  /// weight and emphasized weight, and its sizes and leadings per category (`nil`: no leading
  /// known).
  typealias Row<Name> = (Name, FontWeight?, FontWeight?, [Double?], [Double?]?)

  /// Creates a table from the rows of the generated tables (`ReferenceTables/`), one array
  /// literal a table.
  init(
    categories: [ContentSizeCategory], table: [Row<TextStyle>], supplementary: [Row<String>] = []
  ) {
    self.init(
      categories: categories,
      orderedRows: table.map {
        ($0.0, ReferenceRow(weight: $0.1, emphasizedWeight: $0.2, sizes: $0.3, leadings: $0.4))
      },
      supplementaryStyles: supplementary.map {
        SupplementaryTextStyle(
          name: $0.0,
          row: ReferenceRow(weight: $0.1, emphasizedWeight: $0.2, sizes: $0.3, leadings: $0.4))
      })
  }

  private init(
    categories: [ContentSizeCategory], orderedRows rows: [(TextStyle, ReferenceRow)],
    supplementaryStyles: [SupplementaryTextStyle]
  ) {
    let styles = rows.map(\.0)
    let rows = Dictionary(uniqueKeysWithValues: rows)
    let columns = ContentSizeCategory.allCases.map { categories.firstIndex(of: $0) }
    let cells = TextStyle.allCases.flatMap { style in
      ContentSizeCategory.allCases.map { category in
        Self.metrics(in: rows[style], at: columns[category.rawValue])
      }
    }
    storage = Storage(
      categories: categories, rows: rows, styles: styles,
      supplementaryStyles: supplementaryStyles, columns: columns, cells: cells)
  }

  /// The metrics of `style` at `category`, or `nil` when the platform lacks the category or
  /// the table has no confirmed size for that cell.
  public func metrics(for style: TextStyle, at category: ContentSizeCategory) -> TextStyleMetrics? {
    storage.cells[style.ordinal &* ContentSizeCategory.count &+ category.rawValue]
  }

  /// The column of `category` in the rows' arrays (its index in ``categories``), or `nil` when
  /// the platform lacks it.
  func column(of category: ContentSizeCategory) -> Int? {
    storage.columns[category.rawValue]
  }

  /// One cell of a row, or `nil` when there is no row, no column or no confirmed size.
  private static func metrics(in row: ReferenceRow?, at column: Int?) -> TextStyleMetrics? {
    guard let row, let column, let size = row.sizes[column] else { return nil }
    return TextStyleMetrics(
      pointSize: size, leading: row.leadings[column], weight: row.weight,
      emphasizedWeight: row.emphasizedWeight)
  }
}
