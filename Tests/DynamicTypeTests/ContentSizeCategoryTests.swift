import DynamicType
import Testing

struct ContentSizeCategoryTests {
  static let shortKeys = ReferenceTableTests.shortKeys

  @Test func twelveOrderedCategoriesWithLargeAsDefault() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
    #expect(ContentSizeCategory.default == .large)
    #expect(ContentSizeCategory.xSmall < .accessibility5)
    #expect(ContentSizeCategory.accessibility1.stepsFromLarge == 4)
    #expect(ContentSizeCategory.xSmall.stepsFromLarge == -3)
  }

  @Test func namesAndRawStringsMatchTheReference() {
    let keys = ReferenceData.dynamicType["categoryKeys"].object
    var checked = 0
    for (key, entry) in keys where key != "unspecified" {
      let category = Self.shortKeys[key]!
      #expect(category.uiKitRawValue == entry["rawValue"].string)
      #expect(category.uiKitName == entry["UIContentSizeCategory"].string)
      #expect(category.swiftUIName == entry["DynamicTypeSize"].string)
      #expect(category.isAccessibility == (entry["isAccessibility"] == .bool(true)))
      checked += 1
    }
    #expect(checked == 12)
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func everyListedSpellingParsesBack(_ category: ContentSizeCategory) {
    for spelling in category.spellings {
      #expect(ContentSizeCategory(parsing: spelling) == category, "\(spelling)")
      #expect(ContentSizeCategory(parsing: spelling.uppercased()) == category, "\(spelling)")
    }
  }

  @Test func commonSpellings() {
    let cases: [(String, ContentSizeCategory)] = [
      ("AX3", .accessibility3), ("ax3", .accessibility3), ("accessibility3", .accessibility3),
      ("accessibilityExtraLarge", .accessibility3), ("accessibility-extra-large", .accessibility3),
      ("xLarge", .xLarge), ("extraLarge", .xLarge), ("XL", .xLarge), ("extra_large", .xLarge),
      ("xxxLarge", .xxxLarge), ("extraExtraExtraLarge", .xxxLarge), ("xSmall", .xSmall),
      ("extraSmall", .xSmall), ("UICTContentSizeCategoryAccessibilityXXXL", .accessibility5),
      ("UICTContentSizeCategoryL", .large), ("UIContentSizeCategory.extraSmall", .xSmall),
      ("unspecified", .large), ("accessibilityMedium", .accessibility1), ("m", .medium),
      ("DynamicTypeSize.accessibility2", .accessibility2),
    ]
    for (text, expected) in cases {
      #expect(ContentSizeCategory(parsing: text) == expected, "\(text)")
    }
  }

  @Test func unknownSpellingsAreRejected() {
    for text in ["", "huge", "AX6", "accessibility0", "xxxxLarge", "UICTContentSizeCategoryXXXXL"] {
      #expect(ContentSizeCategory(parsing: text) == nil, "\(text)")
    }
  }

  @Test func theRawStringPrefixDoesNotMixWithShortNames() {
    // "UICTContentSizeCategoryM" is medium, "UICTContentSizeCategoryAccessibilityM" is AX1.
    #expect(ContentSizeCategory(parsing: "UICTContentSizeCategoryM") == .medium)
    #expect(
      ContentSizeCategory(parsing: "UICTContentSizeCategoryAccessibilityM") == .accessibility1)
  }
}

struct TextStyleTests {
  @Test func namesAndRawStringsMatchTheReference() {
    let keys = ReferenceData.dynamicType["textStyleKeys"].object
    #expect(keys.count == TextStyle.allCases.count)
    for (key, entry) in keys {
      let style = TextStyle(rawValue: key)
      #expect(style?.uiKitRawValue == entry["rawValue"].string, "\(key)")
      #expect(style?.uiKitName == entry["UIFont.TextStyle"].string, "\(key)")
      #expect(style?.swiftUIName == entry["SwiftUI"].string, "\(key)")
    }
  }

  @Test(arguments: TextStyle.allCases)
  func everyNameParsesBack(_ style: TextStyle) {
    #expect(TextStyle(parsing: style.uiKitName) == style)
    #expect(TextStyle(parsing: style.swiftUIName) == style)
    #expect(TextStyle(parsing: style.uiKitRawValue) == style)
    #expect(TextStyle(parsing: style.uiKitName.uppercased()) == style)
  }

  @Test func swiftUIAliasesAndUnknownNames() {
    #expect(TextStyle(parsing: "title") == .title1)
    #expect(TextStyle(parsing: "caption") == .caption1)
    #expect(TextStyle(parsing: "subhead") == .subheadline)
    #expect(TextStyle(parsing: "bdy") == nil)
    #expect(TextStyle(parsing: "") == nil)
  }
}
