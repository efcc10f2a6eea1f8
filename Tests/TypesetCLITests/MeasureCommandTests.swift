import Foundation
import OpenType
import OpenTypeTestSupport
import Testing
import TypesetCLI

@Suite struct MeasureCommandTests {
  /// A font file in a temporary folder: Latin letters 500 units wide, a space of 250, and
  /// Arabic letters 400 wide, at 1,000 units per em.
  func fontFile() throws -> String {
    var font = FontBuilder()
    font.addGlyphs(for: "abcdefghijklmnopqrstuvwxyz", advance: 500)
    font.addGlyph(advance: 250, for: " ")
    font.addGlyphs(for: "ابت", advance: 400)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("measure-\(UUID().uuidString).ttf").path
    try Data(font.build()).write(to: URL(fileURLWithPath: path))
    return path
  }

  func json(_ output: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  @Test func widthGlyphsAndLines() throws {
    let path = try fontFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = CommandRunner.run([
      "measure", path, "--text", "add to basket", "--size", "10", "--width", "40", "--format",
      "json",
    ])
    #expect(result.code == .success)
    #expect(result.error.isEmpty)
    let report = try json(result.output)
    let face = try #require(
      ((report["files"] as? [[String: Any]])?.first?["faces"] as? [[String: Any]])?.first)
    // 11 letters × 5 points + 2 spaces × 2.5 points.
    #expect((face["width"] as? NSNumber)?.doubleValue == 60)
    #expect((face["glyphCount"] as? NSNumber)?.intValue == 13)
    let lines = try #require(face["lines"] as? [[String: Any]])
    #expect(lines.compactMap { $0["text"] as? String } == ["add to", "basket"])
    #expect(report["needsShaping"] is NSNull)
    #expect((report["shaped"] as? Bool) == TextShaperAvailability.isShapingAvailable)
  }

  @Test func arabicNeedsShapingWithoutTheTrait() throws {
    let path = try fontFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = CommandRunner.run(["measure", path, "--text", "باب", "--format", "json"])
    #expect(result.code == .success)
    let report = try json(result.output)
    if TextShaperAvailability.isShapingAvailable {
      #expect(report["needsShaping"] is NSNull)
      #expect(result.error.isEmpty)
    } else {
      let needs = try #require(report["needsShaping"] as? [String: Any])
      #expect(needs["reasons"] as? [String] == ["joiningScript"])
      #expect(needs["trait"] as? String == "HarfBuzz")
      let notes = result.error.split(separator: "\n").filter { $0.contains("needs shaping") }
      #expect(notes.count == 1)
      #expect(notes.first?.contains("--traits HarfBuzz") == true)
    }
  }

  @Test func badInput() throws {
    let path = try fontFile()
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(CommandRunner.run(["measure", path]).code == .usage)
    #expect(CommandRunner.run(["measure", "--text", "a"]).code == .usage)
    #expect(CommandRunner.run(["measure", "/nonexistent.ttf", "--text", "a"]).code == .noInput)
    #expect(
      CommandRunner.run(["measure", path, "--text", "a", "--location", "wght"]).code == .usage)
    let axis = CommandRunner.run(["measure", path, "--text", "a", "--location", "wght=700"])
    #expect(axis.code == .failure)
    #expect(axis.error.contains("no variation axis 'wght'"))
  }
}

/// Whether this build has the HarfBuzz trait, as the command reports it.
enum TextShaperAvailability {
  static var isShapingAvailable: Bool {
    #if HarfBuzz
      return true
    #else
      return false
    #endif
  }
}
