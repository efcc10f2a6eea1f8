import DynamicType

/// Resolved fonts by style and environment, shared by every copy of a ``Typography``.
///
/// The key holds only what changes the result (style, platform, effective category, Bold
/// Text), so the override and range of an environment cost nothing. A lookup hashes the key
/// and reads the dictionary under the lock: it does not allocate. The iOS resolutions made
/// while checking a typography are also kept in a ``ResolutionTable``, which is read without a
/// lock.
final class ResolutionCache: @unchecked Sendable {
  struct Key: Hashable {
    let style: StyleName
    let platform: Platform
    let category: ContentSizeCategory
    let boldText: Bool
  }

  private let lock = Lock()
  private var fonts: [Key: ResolvedFont] = [:]

  func value(for key: Key) -> ResolvedFont? {
    lock.withLock { fonts[key] }
  }

  func store(_ font: ResolvedFont, for key: Key) {
    lock.withLock { fonts[key] = font }
  }
}

/// The iOS resolution of every style at every category, with and without Bold Text, as
/// checking a typography made them: an immutable array indexed by style, category and Bold
/// Text, read without a lock or a hash of the style's name for Apple's text styles.
final class ResolutionTable: Sendable {
  /// `fonts[(style × 12 + category) × 2 + boldText]`; `nil` where the style does not resolve.
  private let fonts: [ResolvedFont?]
  /// The style index of each Apple text style (by ``TextStyle/tableSlot``), or -1.
  private let textStyleIndex: [Int]
  /// The style index of each custom style.
  private let customIndex: [String: Int]

  private static let cellsPerStyle = ContentSizeCategory.allCases.count * 2

  /// Collects the cached iOS resolutions of every style of `content`.
  init(content: TypographyContent, cache: ResolutionCache) {
    var fonts: [ResolvedFont?] = []
    fonts.reserveCapacity(content.styleNames.count * Self.cellsPerStyle)
    var textStyleIndex = [Int](repeating: -1, count: TextStyle.allCases.count)
    var customIndex: [String: Int] = [:]
    for (index, style) in content.styleNames.enumerated() {
      switch style {
      case .textStyle(let textStyle): textStyleIndex[textStyle.tableSlot] = index
      case .custom(let name): customIndex[name] = index
      }
      for category in ContentSizeCategory.allCases {
        for boldText in [false, true] {
          fonts.append(
            cache.value(
              for: ResolutionCache.Key(
                style: style, platform: .iOS, category: category, boldText: boldText)))
        }
      }
    }
    self.fonts = fonts
    self.textStyleIndex = textStyleIndex
    self.customIndex = customIndex
  }

  /// The iOS font of `style` at `category`, if checking resolved it.
  func font(for style: StyleName, category: ContentSizeCategory, boldText: Bool) -> ResolvedFont? {
    let index: Int
    switch style {
    case .textStyle(let textStyle): index = textStyleIndex[textStyle.tableSlot]
    case .custom(let name): index = customIndex[name] ?? -1
    }
    guard index >= 0 else { return nil }
    return fonts[index &* Self.cellsPerStyle &+ category.rawValue &* 2 &+ (boldText ? 1 : 0)]
  }
}

extension TextStyle {
  /// The style's position in ``TextStyle/allCases``, without a search.
  var tableSlot: Int {
    switch self {
    case .extraLargeTitle: 0
    case .extraLargeTitle2: 1
    case .largeTitle: 2
    case .title1: 3
    case .title2: 4
    case .title3: 5
    case .headline: 6
    case .subheadline: 7
    case .body: 8
    case .callout: 9
    case .footnote: 10
    case .caption1: 11
    case .caption2: 12
    }
  }
}
