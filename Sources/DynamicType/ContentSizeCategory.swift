/// The user's preferred text size: one of the twelve Dynamic Type categories.
///
/// The categories are ordered from ``xSmall`` to ``accessibility5``; ``large`` is the default on
/// every platform. Each category knows its spellings in UIKit (`UIContentSizeCategory`), in the
/// raw strings UIKit stores (`UICTContentSizeCategoryXS`), and in SwiftUI (`DynamicTypeSize`),
/// and ``init(parsing:)`` accepts all of them.
///
/// ```swift
/// let category = ContentSizeCategory(parsing: "AX3")  // .accessibility3
/// category?.uiKitRawValue  // "UICTContentSizeCategoryAccessibilityXL"
/// ContentSizeCategory.large < .xxxLarge  // true
/// ```
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
  /// Extra small (`UIContentSizeCategory.extraSmall`, `DynamicTypeSize.xSmall`).
  case xSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the default category.
  case large
  /// Extra large (`UIContentSizeCategory.extraLarge`, `DynamicTypeSize.xLarge`).
  case xLarge
  /// Extra extra large (`UIContentSizeCategory.extraExtraLarge`).
  case xxLarge
  /// Extra extra extra large, the largest size without the accessibility setting.
  case xxxLarge
  /// The first accessibility size (`UIContentSizeCategory.accessibilityMedium`, `AX1`).
  case accessibility1
  /// The second accessibility size (`accessibilityLarge`, `AX2`).
  case accessibility2
  /// The third accessibility size (`accessibilityExtraLarge`, `AX3`).
  case accessibility3
  /// The fourth accessibility size (`accessibilityExtraExtraLarge`, `AX4`).
  case accessibility4
  /// The fifth and largest accessibility size (`accessibilityExtraExtraExtraLarge`, `AX5`).
  case accessibility5

  /// The default category on every platform.
  public static let `default` = ContentSizeCategory.large

  /// Whether the category is one of the five larger accessibility sizes.
  public var isAccessibility: Bool { self >= .accessibility1 }

  /// The number of steps from ``large``: negative below it, positive above.
  public var stepsFromLarge: Int { rawValue - ContentSizeCategory.large.rawValue }

  /// The raw string of `UIContentSizeCategory`, such as `UICTContentSizeCategoryXS`.
  public var uiKitRawValue: String {
    switch self {
    case .xSmall: "UICTContentSizeCategoryXS"
    case .small: "UICTContentSizeCategoryS"
    case .medium: "UICTContentSizeCategoryM"
    case .large: "UICTContentSizeCategoryL"
    case .xLarge: "UICTContentSizeCategoryXL"
    case .xxLarge: "UICTContentSizeCategoryXXL"
    case .xxxLarge: "UICTContentSizeCategoryXXXL"
    case .accessibility1: "UICTContentSizeCategoryAccessibilityM"
    case .accessibility2: "UICTContentSizeCategoryAccessibilityL"
    case .accessibility3: "UICTContentSizeCategoryAccessibilityXL"
    case .accessibility4: "UICTContentSizeCategoryAccessibilityXXL"
    case .accessibility5: "UICTContentSizeCategoryAccessibilityXXXL"
    }
  }

  /// The name of the `UIContentSizeCategory` constant, such as `extraSmall`.
  public var uiKitName: String {
    switch self {
    case .xSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .xLarge: "extraLarge"
    case .xxLarge: "extraExtraLarge"
    case .xxxLarge: "extraExtraExtraLarge"
    case .accessibility1: "accessibilityMedium"
    case .accessibility2: "accessibilityLarge"
    case .accessibility3: "accessibilityExtraLarge"
    case .accessibility4: "accessibilityExtraExtraLarge"
    case .accessibility5: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The name of the SwiftUI `DynamicTypeSize` case, such as `xSmall` or `accessibility3`.
  ///
  /// This is the spelling Typeset prints in JSON output and in typography files.
  public var swiftUIName: String {
    switch self {
    case .xSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .xLarge: "xLarge"
    case .xxLarge: "xxLarge"
    case .xxxLarge: "xxxLarge"
    case .accessibility1: "accessibility1"
    case .accessibility2: "accessibility2"
    case .accessibility3: "accessibility3"
    case .accessibility4: "accessibility4"
    case .accessibility5: "accessibility5"
    }
  }

  /// A short label for narrow tables: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` … `AX5`.
  public var abbreviation: String {
    switch self {
    case .xSmall: "xS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .xLarge: "xL"
    case .xxLarge: "xxL"
    case .xxxLarge: "xxxL"
    case .accessibility1: "AX1"
    case .accessibility2: "AX2"
    case .accessibility3: "AX3"
    case .accessibility4: "AX4"
    case .accessibility5: "AX5"
    }
  }

  /// Orders categories from the smallest text to the largest.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ContentSizeCategory {
  /// Reads a category from any common spelling.
  ///
  /// Accepted, case-insensitively and ignoring `-`, `_`, `.` and spaces: the SwiftUI names
  /// (`xSmall`, `accessibility3`), the UIKit names (`extraSmall`, `accessibilityExtraLarge`),
  /// the raw strings (`UICTContentSizeCategoryAccessibilityXL`), the short forms (`XS`, `L`,
  /// `XXXL`, `AX3`, `A11y3`), and written-out forms (`extraLarge`, `extra-extra-large`).
  /// `unspecified` reads as ``large``, as UIKit treats it.
  ///
  /// - Parameter text: The spelling to read.
  /// - Returns: The category, or `nil` when the text names none.
  public init?(parsing text: String) {
    // SwiftUI's names, as typography files and the command line mostly write them, are found
    // without building the table of every spelling (which a first load would pay for).
    if let category = ContentSizeCategory.allCases.first(where: { $0.swiftUIName == text }) {
      self = category
      return
    }
    let key = ContentSizeCategory.normalizedKey(text)
    guard let category = ContentSizeCategory.spellings[key] else { return nil }
    self = category
  }

  /// Every spelling ``init(parsing:)`` accepts for this category, in their usual letter case.
  public var spellings: [String] {
    var names = [swiftUIName, uiKitName, uiKitRawValue, abbreviation]
    if isAccessibility {
      names.append("AX\(rawValue - ContentSizeCategory.accessibility1.rawValue + 1)")
    }
    return names
  }

  /// The names that are suggested when a spelling is not recognised.
  public static var suggestedSpellings: [String] {
    allCases.map(\.swiftUIName) + allCases.map(\.uiKitName) + allCases.map(\.abbreviation)
  }

  private static func normalizedKey(_ text: String) -> String {
    // Byte by byte: the separators are ASCII, and ASCII letters are lowercased here, so that
    // only a spelling with other letters pays for Unicode lowercasing.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var isASCII = true
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: " "): continue
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
      default:
        if byte >= 0x80 { isASCII = false }
        bytes.append(byte)
      }
    }
    var key = String(decoding: bytes, as: UTF8.self)
    if !isASCII { key = key.lowercased() }
    if key.hasPrefix("uictcontentsizecategory") {
      key = "raw:" + key.dropFirst("uictcontentsizecategory".count)
    } else if key.hasPrefix("uicontentsizecategory") {
      key = String(key.dropFirst("uicontentsizecategory".count))
    } else if key.hasPrefix("dynamictypesize") {
      key = String(key.dropFirst("dynamictypesize".count))
    }
    return key
  }

  private static let spellings: [String: ContentSizeCategory] = {
    var table: [String: ContentSizeCategory] = [:]
    func add(_ category: ContentSizeCategory, _ names: String...) {
      for name in names { table[normalizedKey(name)] = category }
    }
    for category in allCases {
      add(category, category.swiftUIName, category.uiKitName, category.uiKitRawValue)
      add(category, category.abbreviation)
    }
    add(.xSmall, "xs", "extraSmall", "xsmall", "x-small")
    add(.small, "s", "sm")
    add(.medium, "m", "md")
    add(.large, "l", "lg", "default", "unspecified", "UICTContentSizeCategoryUnspecified")
    add(.xLarge, "xl", "extraLarge")
    add(.xxLarge, "xxl", "extraExtraLarge", "xxlarge")
    add(.xxxLarge, "xxxl", "extraExtraExtraLarge", "xxxlarge")
    let accessibilityWords = [
      "Medium", "Large", "ExtraLarge", "ExtraExtraLarge", "ExtraExtraExtraLarge",
    ]
    let accessibilityShort = ["M", "L", "XL", "XXL", "XXXL"]
    for index in 0..<5 {
      let category = ContentSizeCategory(rawValue: accessibility1.rawValue + index)!
      let number = index + 1
      add(category, "AX\(number)", "accessibility\(number)", "a11y\(number)", "ax-\(number)")
      add(category, "accessibility\(accessibilityWords[index])")
      add(category, "accessibility\(accessibilityShort[index])")
      add(category, "ax\(accessibilityShort[index])")
    }
    return table
  }()
}

extension ContentSizeCategory: CustomStringConvertible {
  /// The SwiftUI spelling, such as `accessibility3`.
  public var description: String { swiftUIName }
}
