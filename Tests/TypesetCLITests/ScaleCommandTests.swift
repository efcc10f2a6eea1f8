import Foundation
import Testing
import TypesetCLI

struct ScaleCommandTests {
  static let swiftUINames: [String: String] = [
    "xSmall": "xSmall", "small": "small", "medium": "medium", "large": "large",
    "xLarge": "xLarge", "xxLarge": "xxLarge", "xxxLarge": "xxxLarge", "AX1": "accessibility1",
    "AX2": "accessibility2", "AX3": "accessibility3", "AX4": "accessibility4",
    "AX5": "accessibility5",
  ]
  static let weights: [String: Double] = ["regular": 400, "semibold": 600, "bold": 700]

  @Test func iOSJSONMatchesAll132ReferenceCells() throws {
    let rows = try CommandRunner.json(["scale", "--platform", "ios", "--format", "json"])
    let reference = try CommandRunner.reference()
    let tables = try #require(reference["tables"] as? [String: Any])
    let ios = try #require(tables["ios"] as? [String: Any])
    let grid = try #require(ios["table"] as? [String: [String: [String: Any]]])
    var matched = 0
    for (categoryKey, styles) in grid {
      for (style, cell) in styles {
        let category = try #require(Self.swiftUINames[categoryKey])
        let row = try #require(
          rows.first { $0["style"] as? String == style && $0["category"] as? String == category },
          "no row for \(style) at \(category)")
        #expect(
          (row["pointSize"] as? NSNumber)?.doubleValue == (cell["size"] as? NSNumber)?.doubleValue)
        #expect(
          (row["lineHeight"] as? NSNumber)?.doubleValue
            == (cell["leading"] as? NSNumber)?.doubleValue)
        #expect(
          (row["weight"] as? NSNumber)?.doubleValue == Self.weights[cell["weight"] as! String])
        matched += 1
      }
    }
    #expect(matched == 132)
  }

  @Test func iOS7TableStopsGrowingExceptBody() throws {
    let rows = try CommandRunner.json([
      "scale", "--platform", "ios7", "--category", "AX5", "--format", "json",
    ])
    func size(_ style: String) -> Double? {
      (rows.first { $0["style"] as? String == style }?["pointSize"] as? NSNumber)?.doubleValue
    }
    #expect(size("body") == 53)
    #expect(size("headline") == 23)
    #expect(size("title1") == nil, "never measured: null, not invented")
  }

  @Test func fontMetricsCurveForACustomBody() throws {
    let rows = try CommandRunner.json([
      "scale", "--strategy", "fontMetrics", "--style", "body", "--size", "17", "--format", "json",
    ])
    #expect(rows.count == 12)
    func size(_ category: String) -> Double? {
      (rows.first { $0["category"] as? String == category }?["pointSize"] as? NSNumber)?
        .doubleValue
    }
    #expect(size("accessibility5") == 48)
    #expect(size("large") == 17)
    #expect(rows.allSatisfy { $0["strategy"] as? String == "fontMetrics" })
  }

  @Test func sizeAloneMeansFontMetricsAndLimitsClamp() throws {
    let rows = try CommandRunner.json([
      "scale", "--style", "body", "--size", "17", "--maximum", "30", "--category", "AX5",
      "--format", "json",
    ])
    let row = try #require(rows.first)
    #expect((row["pointSize"] as? NSNumber)?.doubleValue == 30)
    #expect(row["clamped"] as? Bool == true)
    // Foundation's JSON parser on Linux rounds the last digit; check the printed text, which
    // must be the shortest representation that reads back as the exact Double.
    let text = CommandRunner.run([
      "scale", "--style", "body", "--size", "17", "--maximum", "30", "--category", "AX5",
      "--format", "json",
    ]).output
    #expect(text.contains("\"lineHeight\": \(30.0 * 62 / 53),"))
  }

  @Test func otherStrategies() throws {
    func sizes(_ arguments: [String]) throws -> [Double?] {
      try CommandRunner.json(["scale", "--style", "body", "--format", "json"] + arguments).map {
        ($0["pointSize"] as? NSNumber)?.doubleValue
      }
    }
    #expect(try sizes(["--strategy", "fixed", "--size", "18"]) == Array(repeating: 18, count: 12))
    #expect(try sizes(["--strategy", "stepped", "--size", "17", "--step", "1"]).first == 14)
    #expect(try sizes(["--strategy", "systemSizes"]).last == 53)
    #expect(try sizes(["--strategy", "table"]).last == 53)
    let explicit = "10,11,12,13,14,15,16,17,18,19,20,21"
    #expect(try sizes(["--strategy", "table", "--sizes", explicit]).last == 21)
  }

  @Test func watchOSHasNoMedium() throws {
    let rows = try CommandRunner.json(["scale", "--platform", "watchos", "--format", "json"])
    #expect(!rows.contains { $0["category"] as? String == "medium" })
    #expect(rows.count == 9 * 9)
    let result = CommandRunner.run(["scale", "--platform", "watchos", "--category", "medium"])
    #expect(result.code == .usage)
    #expect(result.error.contains("watchOS has no category medium"))
  }

  @Test(arguments: ["ios", "ios7", "watchos", "macos", "tvos", "visionos"])
  func textTableFitsEightyColumns(platform: String) {
    let result = CommandRunner.run(["scale", "--platform", platform])
    #expect(result.code == .success)
    for line in result.output.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }

  @Test func csvAndMarkdown() {
    let csv = CommandRunner.run(["scale", "--format", "csv", "--style", "body"])
    let lines = csv.output.split(separator: "\n")
    #expect(lines.first == "platform,style,category,pointSize,lineHeight,weight,emphasizedWeight")
    #expect(lines.count == 13)
    #expect(lines.last == "ios,body,accessibility5,53,62,400,600")
    let markdown = CommandRunner.run(["scale", "--format", "markdown", "--style", "body"])
    #expect(
      markdown.output.contains(
        "| body | 14 | 15 | 16 | 17 | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |"))
  }

  @Test func visionOSPrintsUnknownCellsAndSaysWhy() throws {
    let result = CommandRunner.run(["scale", "--platform", "visionos", "--format", "json"])
    #expect(result.code == .success)
    #expect(result.error.contains("has not published"))
    let rows = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
    #expect(rows?.count == 11 * 12)
    #expect(rows?.allSatisfy { $0["pointSize"] is NSNull } == true)
  }

  @Test func fontMetricsOnTheIOS7TableExplainsTheMissingLeading() {
    let result = CommandRunner.run(["scale", "--platform", "ios7", "--strategy", "fontMetrics"])
    #expect(result.code == .success)
    #expect(result.error.contains("no confirmed leading"))
  }
}
