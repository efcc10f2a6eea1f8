import Foundation
import Testing
import TypesetCLI

struct SpecimenCommandTests {
  static let hasFallbackFont = FileManager.default.fileExists(
    atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("typeset-\(getpid())-\(name)")
      .path
  }

  @Test(.enabled(if: hasFallbackFont), arguments: ["png", "svg", "html"])
  func writesEachFormat(_ format: String) throws {
    let path = temporaryPath("specimen.\(format)")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = CommandRunner.run(["specimen", "--category", "large", "--output", path])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.hasPrefix("wrote \(path) ("))
    #expect(result.output.isEmpty)
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    switch format {
    case "png": #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    case "svg": #expect(String(decoding: bytes.prefix(200), as: UTF8.self).contains("<svg"))
    default:
      let html = String(decoding: bytes, as: UTF8.self)
      #expect(html.contains("@font-face"))
      #expect(html.contains("type=\"range\""))
    }
  }

  @Test(.enabled(if: hasFallbackFont))
  func writesSVGToStandardOutputWithoutOutput() {
    let result = CommandRunner.run(["specimen", "--category", "AX5", "--text", "Hi", "--bold-text"])
    #expect(result.code == .success)
    #expect(result.output.contains("<svg"))
  }

  @Test(.enabled(if: hasFallbackFont))
  func warnsWhenTheFaceLacksGlyphsForTheSample() throws {
    let path = temporaryPath("missing.svg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    // DejaVu Sans has no CJK glyphs.
    let result = CommandRunner.run([
      "specimen", "--category", "large", "--text", "Hi 你好", "--output", path,
    ])
    #expect(result.code == .success)
    #expect(result.error.contains("typeset-cli specimen: warning: 11 styles (largeTitle"))
    #expect(result.error.contains("lack glyphs for the sample text \u{201C}Hi 你好\u{201D}"))
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("#d70015"))
    let covered = CommandRunner.run(["specimen", "--category", "large", "--text", "Hi"])
    #expect(!covered.error.contains("warning"))
  }

  @Test(.enabled(if: hasFallbackFont))
  func categoryAllShowsEveryCategoryOfThePlatform() {
    let result = CommandRunner.run([
      "specimen", "--category", "all", "--category", "large", "--text", "Hi", "--output",
      temporaryPath("all.svg"),
    ])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("11 styles × 12 categories"))
    #expect(CommandRunner.run(["specimen", "--category", "every"]).code == .usage)
  }

  @Test(.enabled(if: hasFallbackFont))
  func notesOnceThatArabicNeedsShaping() {
    let result = CommandRunner.run(["specimen", "--category", "large", "--text", "ادفع الآن"])
    #expect(result.code == .success)
    let notes = result.error.components(
      separatedBy: "typeset-cli specimen: note: the text needs shaping")
    #expect(notes.count == 2, "\(result.error)")
    #expect(result.error.contains("joining script"))
    let latin = CommandRunner.run(["specimen", "--category", "large", "--text", "Handgloves"])
    #expect(!latin.error.contains("needs shaping"))
  }

  @Test func rejectsBadValues() {
    #expect(CommandRunner.run(["specimen", "--output", "x.jpg"]).code == .usage)
    #expect(CommandRunner.run(["specimen", "--scale", "two"]).code == .usage)
    #expect(CommandRunner.run(["specimen", "--scale", "4"]).code == .usage)
    #expect(CommandRunner.run(["specimen", "--category", "huge"]).code == .usage)
    #expect(CommandRunner.run(["specimen", "--width-guide", "-3"]).code == .usage)
    #expect(CommandRunner.run(["specimen", "/no/such/typography.json"]).code == .noInput)
  }
}
