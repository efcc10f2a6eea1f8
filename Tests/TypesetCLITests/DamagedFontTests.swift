import Foundation
import Testing
import TypesetCLI

/// Damaged tables are reported (issue 34, item 4): `inspect` warns about a table the reader
/// ignores or cuts short, as it reports a damaged 'head', instead of showing a font without
/// characters, outlines or advances; `validate` says the same where a typography uses the face.
/// The fonts are `Tests/Corpus/damaged-tables`.
struct DamagedFontTests {
  static let corpus = TypographyCommandTests.root + "/Tests/Corpus/damaged-tables"

  static let cases: [(file: String, warning: String)] = [
    (
      "cmap-length-fffffff0.ttf",
      "'cmap' ignored (the table extends past the end of the file): no character maps to a glyph"
    ),
    (
      "glyf-length-fffffff0.ttf",
      "'glyf' ignored (the table extends past the end of the file): no glyph has an outline"
    ),
    ("hmtx-length-0.ttf", "'hmtx' ignored (unexpected end of data: needed"),
    (
      "hhea-numberOfHMetrics-0.ttf",
      "'hmtx' ignored (numberOfHMetrics is 0): no glyph has an advance"
    ),
    ("loca-too-short.ttf", "'loca' cut short ("),
    (
      "head-indexToLocFormat-5.ttf",
      "'loca' ignored ('head' gives indexToLocFormat 5, which is neither 0 (16-bit offsets) nor 1 (32-bit offsets)): no glyph has an outline"
    ),
    ("collection-no-fonts.ttc", "the collection lists no fonts"),
  ]

  @Test(arguments: cases.map(\.file))
  func inspectWarns(file: String) throws {
    let expected = try #require(Self.cases.first { $0.file == file }).warning
    let path = "\(Self.corpus)/\(file)"
    for format in ["text", "json"] {
      let result = CommandRunner.run(["inspect", path, "--format", format])
      // Still read: the rest of the font is usable.
      #expect(result.code == .success, "\(result.error)")
      #expect(result.error.contains("\(path): warning: \(expected)"), "\(result.error)")
    }
  }

  @Test func anUndamagedFontHasNoWarnings() {
    let result = CommandRunner.run(["inspect", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"])
    #expect(result.code == .success)
    #expect(result.error.isEmpty, "\(result.error)")
  }

  /// A typography whose face is damaged is valid (the face opens) but says so at the face.
  @Test func validateWarnsWhereTheFaceIsUsed() throws {
    let directory = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let font = "\(Self.corpus)/cmap-length-fffffff0.ttf"
    let path = "\(directory)/typography.json"
    let json = """
      {"families": {"Damaged": {"faces": [{"file": "\(font)"}]}}}
      """
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    let result = CommandRunner.run(["validate", path])
    #expect(
      result.output.contains(
        "warning: families.Damaged.faces[0].file: \(font): 'cmap' ignored (the table extends past "
          + "the end of the file): no character maps to a glyph"),
      "\(result.output)")
  }
}
