import Foundation
import OpenType
import Testing

/// The damaged-table corpus (`Tests/Corpus/damaged-tables`, issue 34 item 4): every table the
/// reader ignores or reads only in part is in `Face.tableProblems`, which tools print as
/// warnings, instead of the face looking like one without characters, outlines or advances.
struct DamagedTableTests {
  static let directory = OTSCorpus.packageRoot.appendingPathComponent(
    "Tests/Corpus/damaged-tables")

  static func face(_ name: String) throws -> Face {
    let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    return try FontFile(bytes: bytes).face(at: 0)
  }

  /// Each font, the table reported, whether it is ignored or cut short, and what is lost.
  static let cases: [(file: String, tag: OpenType.Tag, ignored: Bool, consequence: String)] = [
    ("cmap-length-fffffff0.ttf", "cmap", true, "no character maps to a glyph"),
    ("glyf-length-fffffff0.ttf", "glyf", true, "no glyph has an outline"),
    ("hmtx-length-0.ttf", "hmtx", true, "no glyph has an advance"),
    ("hhea-numberOfHMetrics-0.ttf", "hmtx", true, "no glyph has an advance"),
    ("loca-too-short.ttf", "loca", false, "have no outline"),
    ("head-indexToLocFormat-5.ttf", "loca", true, "no glyph has an outline"),
  ]

  @Test(arguments: cases.map(\.file))
  func eachDamageIsReported(file: String) throws {
    let expected = try #require(Self.cases.first { $0.file == file })
    let face = try Self.face(file)
    let problems = face.tableProblems
    #expect(problems.map(\.tag) == [expected.tag], "\(problems)")
    let problem = try #require(problems.first)
    #expect(problem.isIgnored == expected.ignored)
    #expect(problem.consequence.hasSuffix(expected.consequence), "\(problem)")
  }

  /// The damage is real: what the report says is lost is lost.
  @Test func theReportedLossesAreReal() throws {
    let a = Unicode.Scalar("a")
    #expect(try Self.face("cmap-length-fffffff0.ttf").glyph(for: a) == nil)
    #expect(try Self.face("glyf-length-fffffff0.ttf").outlineFormat == nil)
    #expect(try Self.face("hmtx-length-0.ttf").horizontalMetrics == nil)
    #expect(try Self.face("hhea-numberOfHMetrics-0.ttf").horizontalMetrics == nil)
    let short = try Self.face("loca-too-short.ttf")
    #expect(throws: OpenTypeError.self) {
      try short.outline(of: GlyphID(rawValue: UInt16(short.numberOfGlyphs - 1)))
    }
    let format5 = try Self.face("head-indexToLocFormat-5.ttf")
    #expect(throws: OpenTypeError.self) { try format5.outline(of: GlyphID(rawValue: 1)) }
  }

  /// The undamaged font the corpus is made from reports nothing.
  @Test func theBaseFontHasNoProblems() throws {
    let base = OTSCorpus.packageRoot.appendingPathComponent("Tests/Corpus/woff/builder-gpos.ttf")
    let face = try Face(bytes: [UInt8](try Data(contentsOf: base)))
    #expect(face.tableProblems.isEmpty, "\(face.tableProblems)")
  }

  /// A collection that lists no fonts has no face to read.
  @Test func aCollectionWithoutFontsHasNoFaces() throws {
    let bytes = [UInt8](
      try Data(contentsOf: Self.directory.appendingPathComponent("collection-no-fonts.ttc")))
    #expect(try FontFile(bytes: bytes).faceCount == 0)
  }

  /// A collection's offset is the file's unsigned 32-bit number in the error, not
  /// 9223372036854775807 (Int.max, which the old reader kept for an offset above Int32.max).
  @Test func aCollectionOffsetPastTheFileIsNamedAsTheFileGivesIt() throws {
    let bytes = [UInt8](
      try Data(contentsOf: Self.directory.appendingPathComponent("collection-offset-fffffff0.ttc"))
    )
    let file = try FontFile(bytes: bytes)
    #expect(file.faceOffsets == [0xFFFF_FFF0])
    do {
      _ = try file.face(at: 0)
      Issue.record("face 0 was read")
    } catch {
      #expect(
        error
          == .malformedTable(
            "ttcf",
            reason:
              "face 0's offset 4294967280 (0xFFFFFFF0) is past the end of the file (\(bytes.count) bytes)"
          ))
      #expect(!error.description.contains("9223372036854775807"))
    }
  }
}
