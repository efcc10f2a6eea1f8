import Foundation
import Testing
import TypesetCLI

/// `typeset-cli specimen FILE --platform android`: one column per font scale (the Settings steps,
/// or each `--font-scale`), sizes equal to `scale --platform android`'s, and the usage errors
/// that `scale` has (exit 64).
struct AndroidSpecimenCommandTests {
  static let editorial = TypographyCommandTests.editorial

  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("typeset-\(getpid())-\(name)")
      .path
  }

  @Test(.enabled(if: SpecimenCommandTests.hasFallbackFont), arguments: ["png", "svg", "html"])
  func writesEachFormatAtTheSettingsSteps(_ format: String) throws {
    let path = temporaryPath("android.\(format)")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = CommandRunner.run([
      "specimen", Self.editorial, "--platform", "android", "--output", path,
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("wrote \(path) ("))
    #expect(result.error.contains("12 styles × 7 font scales"), "\(result.error)")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    switch format {
    case "png": #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    case "svg": #expect(String(decoding: bytes.prefix(200), as: UTF8.self).contains("<svg"))
    default:
      let html = String(decoding: bytes, as: UTF8.self)
      #expect(html.contains("<title>Android font scaling in Serif, Sans</title>"))
      #expect(html.contains("<th>0.85×</th><th>1×</th><th>1.15×</th><th>1.3×</th>"))
      #expect(result.error.contains("a slider over 7 font scales"))
    }
  }

  /// The grid's `font-size` and `line-height` of each style, column by column, from the HTML.
  static func gridSizes(_ html: String) -> [String: [(size: Double, lineHeight: Double)]] {
    guard let grid = html.range(of: "<table class=\"grid\">") else { return [:] }
    var sizes: [String: [(Double, Double)]] = [:]
    for row in html[grid.upperBound...].components(separatedBy: "<tr><th>").dropFirst() {
      let style = String(row.prefix { $0 != "<" })
      var cells: [(Double, Double)] = []
      for cell in row.components(separatedBy: "font-size: ").dropFirst() {
        let size = Double(cell.prefix { $0 != "p" }) ?? -1
        let lineHeight =
          cell.components(separatedBy: "line-height: ").dropFirst().first.map {
            Double($0.prefix { $0 != "p" }) ?? -1
          } ?? -1
        cells.append((size, lineHeight))
      }
      if !style.isEmpty, !cells.isEmpty { sizes[style] = cells }
    }
    return sizes
  }

  @Test(.enabled(if: SpecimenCommandTests.hasFallbackFont))
  func sizesAreScalesSizes() throws {
    let path = temporaryPath("android-sizes.html")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let scales = ["1", "1.3", "1.8"]
    let flags = scales.flatMap { ["--font-scale", $0] }
    let result = CommandRunner.run(
      ["specimen", Self.editorial, "--platform", "android", "--bold-text", "--output", path]
        + flags)
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("12 styles × 3 font scales"))
    let html = try String(contentsOfFile: path, encoding: .utf8)
    let grid = Self.gridSizes(html)
    let rows = try AndroidScaleCommandTests.rows(["--bold-text"] + flags)
    #expect(grid.count == 12)
    var compared = 0
    for row in rows {
      let style = try #require(row["style"] as? String)
      let scale = try #require(AndroidScaleCommandTests.number(row, "fontScale"))
      let index = try #require(scales.firstIndex { Double($0) == scale })
      let cell = try #require(grid[style]?[index], "\(style) at \(scale)")
      let size = try #require(AndroidScaleCommandTests.number(row, "pointSize"))
      let lineHeight = try #require(AndroidScaleCommandTests.number(row, "lineHeight"))
      #expect(abs(cell.size - size) < 0.0006, "\(style) at \(scale): \(cell.size) ≠ \(size)")
      #expect(abs(cell.lineHeight - lineHeight) < 0.0006, "\(style) at \(scale)")
      compared += 1
    }
    #expect(compared == 12 * 3)
    // Editorial's body is 18 sp: 27.6 dp at 1.8, where a linear scale would give 32.4.
    #expect(grid["body"]?[2].size == 27.6)
  }

  @Test func usageErrors() {
    // No typography file: Android has no table of styles to draw.
    let noFile = CommandRunner.run(["specimen", "--platform", "android"])
    #expect(noFile.code == .usage)
    #expect(noFile.error.contains("--platform android draws a typography file"))
    let category = CommandRunner.run([
      "specimen", Self.editorial, "--platform", "android", "--category", "large",
    ])
    #expect(category.code == .usage)
    #expect(category.error.contains("--category does not apply with --platform android"))
    #expect(
      CommandRunner.run([
        "specimen", Self.editorial, "--platform", "android", "--system-reference",
      ]).code == .usage)
    #expect(
      CommandRunner.run(["specimen", Self.editorial, "--font-scale", "1.3"]).code == .usage)
    for bad in ["0", "-1", "nan", "big"] {
      #expect(
        CommandRunner.run([
          "specimen", Self.editorial, "--platform", "android", "--font-scale", bad,
        ]).code == .usage, "\(bad)")
    }
  }
}
