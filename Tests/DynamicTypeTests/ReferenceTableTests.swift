import DynamicType
import Testing

/// Every confirmed cell of `dynamic-type.json` must be in the Swift tables, with the same value;
/// every null cell must be absent.
struct ReferenceTableTests {
  static let shortKeys: [String: ContentSizeCategory] = [
    "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
    "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "AX1": .accessibility1, "AX2": .accessibility2,
    "AX3": .accessibility3, "AX4": .accessibility4, "AX5": .accessibility5,
  ]

  /// Compares a grid table (`ios`, `watchOS`) cell by cell.
  func checkGrid(_ name: String, platform: Platform, styleNames: [String: TextStyle]) -> Int {
    let json = ReferenceData.table(name)
    let categories = json["categories"].array.map { Self.shortKeys[$0.string!]! }
    #expect(platform.categories == categories)
    let grid = json["table"].object
    var checked = 0
    for (categoryKey, styles) in grid {
      let category = Self.shortKeys[categoryKey]!
      for (styleKey, cell) in styles.object {
        let expectedSize = cell["size"].number
        let expectedLeading = cell["leading"].number
        let expectedWeight = cell["weight"].string.flatMap(FontWeight.init(parsing:))
        let expectedEmphasized = cell["emphasizedWeight"].string.flatMap(FontWeight.init(parsing:))
        if let style = styleNames[styleKey] ?? TextStyle(rawValue: styleKey) {
          let metrics = platform.metrics(for: style, at: category)
          #expect(metrics?.pointSize == expectedSize, "\(name) \(styleKey) \(categoryKey) size")
          #expect(metrics?.leading == expectedLeading, "\(name) \(styleKey) \(categoryKey) leading")
          #expect(metrics?.weight == expectedWeight, "\(name) \(styleKey) \(categoryKey) weight")
          #expect(metrics?.emphasizedWeight == expectedEmphasized, "\(name) \(styleKey) emphasized")
        } else {
          let row = platform.referenceTable.supplementaryStyles.first { $0.name == styleKey }?.row
          let column = platform.categories.firstIndex(of: category)!
          #expect(row?.sizes[column] == expectedSize, "\(name) \(styleKey) \(categoryKey)")
          #expect(row?.leadings[column] == expectedLeading, "\(name) \(styleKey) \(categoryKey)")
          #expect(row?.weight == expectedWeight)
          #expect(row?.emphasizedWeight == expectedEmphasized)
        }
        checked += 1
      }
    }
    return checked
  }

  @Test func iOSTableMatchesEveryCell() {
    let checked = checkGrid("ios", platform: .iOS, styleNames: [:])
    #expect(checked == 132)
  }

  @Test func watchOSTableMatchesEveryCell() {
    let checked = checkGrid("watchOS", platform: .watchOS, styleNames: ["footnote1": .footnote])
    #expect(checked == 90)
    #expect(Platform.watchOS.referenceTable.supplementaryStyles.map(\.name) == ["footnote2"])
  }

  @Test func iOSExtraLargeTitlesAreKnownAtLargeOnly() {
    let json = ReferenceData.table("iosExtraLargeTitles")["defaultLarge"].object
    #expect(json.count == 2)
    for (key, cell) in json {
      let style = TextStyle(rawValue: key)!
      for category in ContentSizeCategory.allCases {
        let metrics = Platform.iOS.metrics(for: style, at: category)
        if category == .large {
          #expect(metrics?.pointSize == cell["size"].number)
          #expect(metrics?.leading == cell["leading"].number)
          #expect(metrics?.weight == FontWeight(parsing: cell["weight"].string!))
        } else {
          #expect(metrics == nil, "\(key) at \(category) is not confirmed")
        }
      }
    }
  }

  @Test func iOS7TableMatchesEveryCellAndKeepsNulls() {
    let sizes = ReferenceData.table("iosLegacy")["sizes"].object
    var checked = 0
    for (styleKey, row) in sizes {
      let style = TextStyle(rawValue: styleKey)!
      guard row != .null else {
        // largeTitle did not exist before iOS 11.
        #expect(Platform.iOS7.referenceTable.rows[style] == nil)
        continue
      }
      for (categoryKey, size) in row.object {
        let metrics = Platform.iOS7.metrics(for: style, at: Self.shortKeys[categoryKey]!)
        #expect(metrics?.pointSize == size.number, "ios7 \(styleKey) \(categoryKey)")
        #expect(metrics?.leading == nil, "the iOS 7 table has no leading")
        checked += 1
      }
    }
    #expect(checked == 120)
    #expect(Platform.iOS7.metrics(for: .body, at: .accessibility5)?.pointSize == 53)
    #expect(Platform.iOS7.metrics(for: .headline, at: .accessibility5)?.pointSize == 23)
    #expect(Platform.iOS7.metrics(for: .title1, at: .accessibility1) == nil)
  }

  @Test func iOS7WeightsFollowTheReferenceNotes() {
    let notes = ReferenceData.table("iosLegacy")["weights"]
    #expect(notes["headline"].string!.contains("Semibold"))
    #expect(Platform.iOS7.metrics(for: .headline, at: .large)?.weight == .semibold)
    #expect(notes["title1"].string!.contains("Light"))
    #expect(Platform.iOS7.metrics(for: .title1, at: .large)?.weight == .light)
    #expect(notes["others"].string == "regular")
    for style in [TextStyle.body, .callout, .title2, .caption2] {
      #expect(Platform.iOS7.metrics(for: style, at: .large)?.weight == .regular)
    }
  }

  @Test func macOSTableMatchesEveryRow() {
    let rows = ReferenceData.table("macOS")["table"].object
    #expect(Platform.macOS.categories == [.large])
    for (key, cell) in rows {
      let metrics = Platform.macOS.metrics(for: TextStyle(rawValue: key)!, at: .large)
      #expect(metrics?.pointSize == cell["size"].number, "\(key)")
      #expect(metrics?.leading == cell["lineHeight"].number, "\(key)")
      #expect(metrics?.weight == FontWeight(parsing: cell["weight"].string!), "\(key)")
      #expect(metrics?.emphasizedWeight == FontWeight(parsing: cell["emphasizedWeight"].string!))
    }
    #expect(rows.count == 11)
    #expect(Platform.macOS.metrics(for: .body, at: .xLarge) == nil)
  }

  @Test func tvOSTableMatchesEveryRow() {
    let json = ReferenceData.table("tvOS")
    let rows = json["table"].object
    #expect(rows.count == 9)
    for (key, cell) in rows {
      let expectedSize = cell["size"].number
      let expectedLeading = cell["leading"].number
      if let style = TextStyle(rawValue: key) {
        let metrics = Platform.tvOS.metrics(for: style, at: .large)
        #expect(metrics?.pointSize == expectedSize, "\(key)")
        #expect(metrics?.leading == expectedLeading, "\(key)")
        #expect(metrics?.weight == FontWeight(parsing: cell["weight"].string!))
        #expect(metrics?.emphasizedWeight == FontWeight(parsing: cell["emphasizedWeight"].string!))
      } else {
        let row = Platform.tvOS.referenceTable.supplementaryStyles.first { $0.name == key }?.row
        #expect(row?.sizes == [expectedSize], "\(key)")
        #expect(row?.leadings == [expectedLeading], "\(key)")
      }
    }
    for key in ["footnote", "subheadline"] {
      let cell = json["extraUIKitStyles"][key]
      let metrics = Platform.tvOS.metrics(for: TextStyle(rawValue: key)!, at: .large)
      #expect(metrics?.pointSize == cell["size"].number)
      #expect(metrics?.leading == nil)
      #expect(metrics?.weight == nil)
    }
    #expect(Platform.tvOS.metrics(for: .largeTitle, at: .large) == nil, "tvOS has no largeTitle")
  }

  @Test func visionOSHasNoConfirmedCell() {
    #expect(ReferenceData.table("visionOS")["table"] == .null)
    for style in TextStyle.allCases {
      for category in ContentSizeCategory.allCases {
        #expect(Platform.visionOS.metrics(for: style, at: category) == nil)
      }
    }
  }

  @Test func platformDefaultSizesMatch() {
    let defaults = ReferenceData.table("platformDefaults")["table"]
    let keys: [Platform: String] = [
      .iOS: "iOS_iPadOS", .iOS7: "iOS_iPadOS", .macOS: "macOS", .tvOS: "tvOS",
      .visionOS: "visionOS", .watchOS: "watchOS",
    ]
    for platform in Platform.allCases {
      let row = defaults[keys[platform]!]
      #expect(platform.defaultAndMinimumSize.default == row["default"].number)
      #expect(platform.defaultAndMinimumSize.minimum == row["minimum"].number)
    }
  }

  @Test func watchOSDefaultCategoryByCaseSize() {
    let json = ReferenceData.table("watchOS")["defaultCategoryByCaseSize"].object
    #expect(json.count == 7)
    for (caseSize, key) in json {
      let millimetres = Int(caseSize.dropLast(2))!
      #expect(Platform.watchOSDefaultCategory(caseSize: millimetres) == Self.shortKeys[key.string!])
    }
    #expect(Platform.watchOSDefaultCategory(caseSize: 46) == nil)
  }
}
