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
  /// The row of each custom style.
  let customRows: [String: Int]
  /// The custom styles' names in row order, when there are few enough that comparing names
  /// one by one is faster than hashing one (small names compare as two machine words); `nil`
  /// otherwise, and ``customRows`` is searched.
  let customNames: [String]?
  /// Up to how many custom styles ``customNames`` is searched instead of hashing.
  static let linearSearchLimit = 8

  /// The categories of a row: all twelve, because iOS has every one.
  @inlinable static var categoryCount: Int { 12 }
  private static let cellsPerStyle = categoryCount * 2
  private static let textStyleRows = TextStyle.allCases.count
  /// The row of the first custom style: after every one of Apple's text styles.
  static var firstCustomRow: Int { TextStyle.allCases.count }

  /// A table that holds nothing, for a typography that has not been checked yet.
  static let empty = ResolutionTable()

  private init() {
    fonts = .allocate(capacity: 0)
    count = 0
    customRows = [:]
    customNames = nil
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
    var customRows: [String: Int] = [:]
    var rows: [(row: Int, style: StyleName)] = []
    for style in content.styleNames {
      switch style {
      case .textStyle(let textStyle): rows.append((textStyle.ordinal, style))
      case .custom(let name):
        let row = Self.textStyleRows + customRows.count
        customRows[name] = row
        rows.append((row, style))
      }
    }
    let count = (Self.textStyleRows + customRows.count) * Self.cellsPerStyle
    fonts = .allocate(capacity: count)
    fonts.initialize(repeating: nil, count: count)
    self.count = count
    var failures: [StyleName: ResolutionError] = [:]
    let faceChoices = FaceChoices()
    styles: for (row, style) in rows {
      let definition = content.definition(of: style)
      for category in ContentSizeCategory.allCases {
        for boldText in [false, true] {
          let environment = TypeEnvironment(category: category, isBoldTextEnabled: boldText)
          var resolver = Resolver(
            content: content, style: style, definition: definition, environment: environment,
            recordsSteps: false, faceChoices: faceChoices)
          do {
            fonts[Self.cell(row: row, category: category, boldText: boldText)] =
              try resolver.resolve()
          } catch {
            // A style that fails anywhere is an error of the file, which is then not used.
            failures[style] = error
            continue styles
          }
        }
      }
    }
    self.failures = failures
    self.customRows = customRows
    customNames =
      customRows.count <= Self.linearSearchLimit
      ? customRows.sorted { $0.value < $1.value }.map(\.key) : nil
  }

  deinit {
    fonts.deinitialize(count: count)
    fonts.deallocate()
  }

  @inlinable static func cell(row: Int, category: ContentSizeCategory, boldText: Bool) -> Int {
    (row &* categoryCount &+ category.rawValue) &* 2 &+ (boldText ? 1 : 0)
  }

  /// The row of a custom style, or `nil` for a name the typography does not define. Not
  /// inlined, so that the lookup of Apple's text styles stays a few instructions.
  @usableFromInline @inline(never)
  func customRow(of name: String) -> Int? {
    if let customNames {
      guard let index = customNames.firstIndex(of: name) else { return nil }
      return Self.firstCustomRow + index
    }
    return customRows[name]
  }

  /// The iOS font of `style` at `category`, if checking resolved it.
  @inlinable
  package func font(for style: StyleName, category: ContentSizeCategory, boldText: Bool)
    -> ResolvedFont?
  {
    let row: Int
    switch style {
    case .textStyle(let textStyle): row = textStyle.ordinal
    case .custom(let name):
      guard let custom = customRow(of: name) else { return nil }
      row = custom
    }
    let cell = Self.cell(row: row, category: category, boldText: boldText)
    return cell < count ? fonts[cell] : nil
  }
}
