/// One of Apple's semantic text styles, such as ``body`` or ``headline``.
///
/// The cases are the styles of `UIFont.TextStyle` and SwiftUI's `Font.TextStyle`. Each knows its
/// UIKit raw string (`UICTFontTextStyleBody`) and its SwiftUI name, which differs for three
/// styles: ``title1`` is SwiftUI's `title`, ``caption1`` is `caption`, and ``largeTitle``'s raw
/// string is `UICTFontTextStyleTitle0`.
///
/// ```swift
/// TextStyle(parsing: "title")?.uiKitName  // "title1"
/// TextStyle.largeTitle.uiKitRawValue      // "UICTFontTextStyleTitle0"
/// ```
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
  /// Extra large title (iOS 17, visionOS 1): 36 pt bold at the default size.
  case extraLargeTitle
  /// Second extra large title (iOS 17, visionOS 1): 28 pt bold at the default size.
  case extraLargeTitle2
  /// Large title, 34 pt on iOS at the default size.
  case largeTitle
  /// First-level title (SwiftUI `title`), 28 pt on iOS.
  case title1
  /// Second-level title, 22 pt on iOS.
  case title2
  /// Third-level title, 20 pt on iOS.
  case title3
  /// Headline: body's size and leading with a semibold weight.
  case headline
  /// Subheadline, 15 pt on iOS.
  case subheadline
  /// Body text, 17 pt on iOS: the style every other scales around.
  case body
  /// Callout, 16 pt on iOS.
  case callout
  /// Footnote, 13 pt on iOS.
  case footnote
  /// First caption (SwiftUI `caption`), 12 pt on iOS.
  case caption1
  /// Second caption, 11 pt on iOS.
  case caption2

  /// The name of the `UIFont.TextStyle` constant, such as `title1`.
  ///
  /// This is the spelling Typeset prints in JSON output and uses as a key in typography files.
  public var uiKitName: String { rawValue }

  /// The raw string of `UIFont.TextStyle`, such as `UICTFontTextStyleTitle0` for ``largeTitle``.
  public var uiKitRawValue: String {
    switch self {
    case .extraLargeTitle: "UICTFontTextStyleExtraLargeTitle"
    case .extraLargeTitle2: "UICTFontTextStyleExtraLargeTitle2"
    case .largeTitle: "UICTFontTextStyleTitle0"
    case .title1: "UICTFontTextStyleTitle1"
    case .title2: "UICTFontTextStyleTitle2"
    case .title3: "UICTFontTextStyleTitle3"
    case .headline: "UICTFontTextStyleHeadline"
    case .subheadline: "UICTFontTextStyleSubhead"
    case .body: "UICTFontTextStyleBody"
    case .callout: "UICTFontTextStyleCallout"
    case .footnote: "UICTFontTextStyleFootnote"
    case .caption1: "UICTFontTextStyleCaption1"
    case .caption2: "UICTFontTextStyleCaption2"
    }
  }

  /// The name of SwiftUI's `Font.TextStyle` case, such as `title` for ``title1``.
  public var swiftUIName: String {
    switch self {
    case .title1: "title"
    case .caption1: "caption"
    default: rawValue
    }
  }

  /// The eleven styles every iOS version since iOS 11 has, from largest to smallest.
  public static let standard: [TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote,
    .caption1, .caption2,
  ]
}

extension TextStyle {
  /// Reads a style from its UIKit name, SwiftUI name or raw string, ignoring letter case.
  ///
  /// `title` reads as ``title1`` and `caption` as ``caption1`` (SwiftUI's names); `title0`,
  /// `subhead` and the `UICTFontTextStyle…` raw strings are accepted too.
  ///
  /// - Parameter text: The spelling to read.
  /// - Returns: The style, or `nil` when the text names none.
  public init?(parsing text: String) {
    var key = text.lowercased().filter { !"-_. ".contains($0) }
    for prefix in ["uictfonttextstyle", "uifonttextstyle", "fonttextstyle"]
    where key.hasPrefix(prefix) {
      key = String(key.dropFirst(prefix.count))
    }
    guard let style = Self.spellings[key] else { return nil }
    self = style
  }

  /// Every lowercased spelling ``init(parsing:)`` accepts once prefixes and separators are
  /// removed: each raw value and the aliases, built once.
  private static let spellings: [String: TextStyle] = {
    var spellings: [String: TextStyle] = [:]
    for style in TextStyle.allCases { spellings[style.rawValue.lowercased()] = style }
    let aliases: [String: TextStyle] = [
      "title": .title1, "title0": .largeTitle, "caption": .caption1, "subhead": .subheadline,
      "footnote1": .footnote,
    ]
    spellings.merge(aliases) { _, alias in alias }
    return spellings
  }()
}

extension TextStyle {
  /// The style's position among `allCases`, found without a search.
  @inlinable public var ordinal: Int {
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

  /// Hashes the case rather than its raw string: styles are part of the keys of the resolution
  /// cache and of a typography's style table. Equality is unchanged.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(UInt8(ordinal))
  }
}

extension TextStyle: CustomStringConvertible {
  /// The UIKit name, such as `title1`.
  public var description: String { rawValue }
}

extension TextStyle {
  /// The style to scale relative to where a platform lacks this one: the extra large titles
  /// (visionOS's SwiftUI styles) fall back to ``largeTitle``; every other style is itself.
  public var classicStyle: TextStyle {
    switch self {
    case .extraLargeTitle, .extraLargeTitle2: .largeTitle
    default: self
    }
  }
}
