/// An Apple platform, with its Dynamic Type categories and reference table.
///
/// ``iOS7`` is not a platform of its own but a preset of iOS: the table of iOS 7 to iOS 10,
/// where only body grew in the accessibility sizes. It is listed here so that every table can
/// be chosen the same way.
///
/// ```swift
/// let body = Platform.iOS.metrics(for: .body, at: .accessibility5)
/// body?.pointSize  // 53
/// body?.leading    // 62
/// ```
public enum Platform: String, CaseIterable, Hashable, Sendable {
  /// iOS and iPadOS, iOS 11 and later.
  case iOS = "ios"
  /// The iOS 7–10 table, a preset of iOS.
  case iOS7 = "ios7"
  /// watchOS.
  case watchOS = "watchos"
  /// macOS, which has one fixed size per style.
  case macOS = "macos"
  /// tvOS, which has one size per style.
  case tvOS = "tvos"
  /// visionOS, whose table has not been published.
  case visionOS = "visionos"

  /// A human-readable name, such as `iOS / iPadOS`.
  public var displayName: String {
    switch self {
    case .iOS: "iOS / iPadOS"
    case .iOS7: "iOS 7–10"
    case .watchOS: "watchOS"
    case .macOS: "macOS"
    case .tvOS: "tvOS"
    case .visionOS: "visionOS"
    }
  }

  /// The platform whose devices use this table: ``iOS`` for ``iOS7``, itself otherwise.
  public var basePlatform: Platform { self == .iOS7 ? .iOS : self }

  /// Apple's reference table for the platform.
  ///
  /// visionOS's table has never been published: its categories are iOS's and every cell is
  /// unknown.
  public var referenceTable: ReferenceTable {
    switch self {
    case .iOS: .iOS
    case .iOS7: .iOS7
    case .watchOS: .watchOS
    case .macOS: .macOS
    case .tvOS: .tvOS
    case .visionOS: .visionOS
    }
  }

  /// The content size categories the platform offers, smallest first.
  ///
  /// watchOS has no medium and stops at ``ContentSizeCategory/accessibility3``; macOS and tvOS
  /// have one size, ``ContentSizeCategory/large``.
  public var categories: [ContentSizeCategory] {
    switch self {
    case .iOS: ReferenceTable.iOS.categories
    case .iOS7: ReferenceTable.iOS7.categories
    case .watchOS: ReferenceTable.watchOS.categories
    case .macOS: ReferenceTable.macOS.categories
    case .tvOS: ReferenceTable.tvOS.categories
    case .visionOS: ReferenceTable.visionOS.categories
    }
  }

  /// The category a device uses until the user changes it: ``ContentSizeCategory/large``.
  ///
  /// On watchOS the default depends on the case size; see ``watchOSDefaultCategory(caseSize:)``.
  public var defaultCategory: ContentSizeCategory { .large }

  /// The styles the platform's table lists, in the HIG's order.
  public var styles: [TextStyle] { referenceTable.styles }

  /// The metrics of a style at a category, or `nil` when the platform lacks the category or
  /// style, or when no source confirmed the cell.
  public func metrics(for style: TextStyle, at category: ContentSizeCategory) -> TextStyleMetrics? {
    // Each static table is read in place: copying the whole table would retain all its arrays.
    switch self {
    case .iOS: ReferenceTable.iOS.metrics(for: style, at: category)
    case .iOS7: ReferenceTable.iOS7.metrics(for: style, at: category)
    case .watchOS: ReferenceTable.watchOS.metrics(for: style, at: category)
    case .macOS: ReferenceTable.macOS.metrics(for: style, at: category)
    case .tvOS: ReferenceTable.tvOS.metrics(for: style, at: category)
    case .visionOS: ReferenceTable.visionOS.metrics(for: style, at: category)
    }
  }

  /// The index of `category` in ``categories``, or `nil` when the platform lacks it.
  package func column(of category: ContentSizeCategory) -> Int? {
    switch self {
    case .iOS: ReferenceTable.iOS.column(of: category)
    case .iOS7: ReferenceTable.iOS7.column(of: category)
    case .watchOS: ReferenceTable.watchOS.column(of: category)
    case .macOS: ReferenceTable.macOS.column(of: category)
    case .tvOS: ReferenceTable.tvOS.column(of: category)
    case .visionOS: ReferenceTable.visionOS.column(of: category)
    }
  }

  /// Apple's default and minimum text sizes for the platform, in points.
  ///
  /// Source: Apple HIG Typography, "Specifications" (default and minimum sizes per platform).
  public var defaultAndMinimumSize: (default: Double, minimum: Double) {
    switch self {
    case .iOS, .iOS7: (17, 11)
    case .macOS: (13, 10)
    case .tvOS: (29, 23)
    case .visionOS: (17, 12)
    case .watchOS: (16, 12)
    }
  }

  /// The default category of an Apple Watch by its case size in millimetres, or `nil` for a
  /// size the HIG does not list.
  ///
  /// Source: Apple HIG Typography, watchOS tabs "Small (default 38mm)", "Large (default
  /// 40mm/41mm/42mm)", "xLarge (default 44mm/45mm/49mm)".
  public static func watchOSDefaultCategory(caseSize millimetres: Int) -> ContentSizeCategory? {
    switch millimetres {
    case 38: .small
    case 40, 41, 42: .large
    case 44, 45, 49: .xLarge
    default: nil
    }
  }

  /// Reads a platform name: `ios` (also `iPadOS`), `ios7` (also `ios7-10`, `legacy`),
  /// `watchos`, `macos`, `tvos`, `visionos`, in any letter case.
  ///
  /// - Parameter text: The name to read.
  /// - Returns: The platform, or `nil` when the text names none.
  public init?(parsing text: String) {
    let key = text.lowercased().filter { !"-_ ".contains($0) }
    let aliases: [String: Platform] = [
      "ipados": .iOS, "iphoneos": .iOS, "ios11": .iOS, "ios7": .iOS7, "ios710": .iOS7,
      "ioslegacy": .iOS7, "legacy": .iOS7, "osx": .macOS, "mac": .macOS, "xros": .visionOS,
      "watch": .watchOS, "appletv": .tvOS,
    ]
    if let platform = Platform(rawValue: key) ?? aliases[key] {
      self = platform
    } else {
      return nil
    }
  }
}

extension Platform {
  /// Hashes the case rather than its raw string: platforms are part of the keys of the
  /// resolution caches, where hashing `"ios"` on every lookup showed. Equality is unchanged.
  public func hash(into hasher: inout Hasher) {
    let ordinal: UInt8
    switch self {
    case .iOS: ordinal = 0
    case .iOS7: ordinal = 1
    case .watchOS: ordinal = 2
    case .macOS: ordinal = 3
    case .tvOS: ordinal = 4
    case .visionOS: ordinal = 5
    }
    hasher.combine(ordinal)
  }
}

extension ReferenceTable {
  /// visionOS: the categories of iOS, no confirmed cell.
  ///
  /// Known facts without a table (HIG): default size 17 pt, minimum 12 pt, body in a medium
  /// weight and titles in bold.
  public static let visionOS = ReferenceTable(
    categories: ContentSizeCategory.allCases, rows: [:])
}
