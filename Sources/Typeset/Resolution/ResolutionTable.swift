import DynamicType

/// The iOS resolution of every style at every category, with and without Bold Text, as
/// checking a typography made them: an immutable table indexed by style, category and Bold
/// Text, read without a lock, and for Apple's text styles without hashing a name.
///
/// Apple's styles take the first rows, by ``TextStyle/ordinal`` (a row stays empty for a
/// style the typography does not resolve); custom styles follow in name order. The fonts are
/// kept in memory the table owns, so a lookup reads one pointer and retains only the font.
@usableFromInline package final class ResolutionTable: @unchecked Sendable {
  /// The fonts, `(row × 12 + category) × 2 + boldText`; written in `init` only.
  @usableFromInline let fonts: UnsafeMutablePointer<ResolvedFont?>
  @usableFromInline let count: Int
  /// The row of each style.
  @usableFromInline let rows: StyleRows

  /// The categories of a row: all twelve, because iOS has every one.
  @inlinable static var categoryCount: Int { 12 }
  private static let cellsPerStyle = categoryCount * 2

  /// A table that holds nothing, for a typography that has not been checked yet.
  static let empty = ResolutionTable()

  private init() {
    fonts = .allocate(capacity: 0)
    count = 0
    rows = StyleRows([])
    failures = [:]
  }

  /// The first error of each style that does not resolve at some iOS category (in category
  /// order, without Bold Text first). Such a typography has an error and is not used, so the
  /// cells filled before the failure are not cleared.
  package let failures: [StyleName: ResolutionError]

  /// Resolves every style of `content` on iOS at every category, with and without Bold Text:
  /// what checking a typography asks, kept for every later lookup.
  package init(content: TypographyContent) {
    assert(ContentSizeCategory.allCases.count == Self.categoryCount)
    let rows = StyleRows(content.styleNames)
    let count = rows.count * Self.cellsPerStyle
    fonts = .allocate(capacity: count)
    fonts.initialize(repeating: nil, count: count)
    self.count = count
    var failures: [StyleName: ResolutionError] = [:]
    let faceChoices = FaceChoices()
    styles: for style in content.styleNames {
      guard let row = rows.row(of: style) else { continue }
      // One resolver for the style's 24 cells: what does not depend on the category or Bold
      // Text (its definition, base size, scaling and limits) is worked out once.
      var resolver = Resolver(
        content: content, style: style, environment: TypeEnvironment(), recordsSteps: false,
        faceChoices: faceChoices)
      for category in ContentSizeCategory.allCases {
        for boldText in [false, true] {
          let environment = TypeEnvironment(category: category, isBoldTextEnabled: boldText)
          do {
            fonts[Self.cell(row: row, category: category, boldText: boldText)] =
              try resolver.resolve(in: environment)
          } catch {
            // A style that fails anywhere is an error of the file, which is then not used.
            failures[style] = error
            continue styles
          }
        }
      }
    }
    self.failures = failures
    self.rows = rows
  }

  deinit {
    fonts.deinitialize(count: count)
    fonts.deallocate()
  }

  @inlinable static func cell(row: Int, category: ContentSizeCategory, boldText: Bool) -> Int {
    (row &* categoryCount &+ category.rawValue) &* 2 &+ (boldText ? 1 : 0)
  }

  /// The iOS font of `style` at `category`, if checking resolved it.
  @inlinable
  package func font(for style: StyleName, category: ContentSizeCategory, boldText: Bool)
    -> ResolvedFont?
  {
    guard let row = rows.row(of: style) else { return nil }
    let cell = Self.cell(row: row, category: category, boldText: boldText)
    return cell < count ? fonts[cell] : nil
  }
}
