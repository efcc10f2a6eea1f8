import OpenType
import OpenTypeTestSupport
import Testing

/// `Face` parses its naming, kerning, variation and outline tables on first use and keeps them;
/// these tests check that the kept tables answer exactly as freshly parsed ones, for copies of a
/// face and for many threads at once.
@Suite("Tables parsed on first use")
struct FaceCacheTests {
  /// A font with names, kerning, a cmap and a few outlined glyphs.
  static func font() -> FontBuilder {
    var font = FontBuilder()
    let square: [[FontBuilder.Point]] = [
      [.init(0, 0), .init(400, 0), .init(400, 700), .init(0, 700)]
    ]
    let curve: [[FontBuilder.Point]] = [
      [
        .init(0, 0), .init(250, 700, onCurve: false), .init(500, 0),
        .init(250, -50, onCurve: false),
      ]
    ]
    font.glyphs = [
      .init(advance: 500), .init(advance: 600, contours: square),
      .init(advance: 550, contours: curve),
      .init(advance: 520, contours: square + curve),
    ]
    font.characters = ["A": 1, "V": 2, "O": 3]
    font.kerningTablePairs = [.init(1, 2, -80), .init(2, 1, -70), .init(2, 3, -20)]
    return font
  }

  /// Everything the lazily parsed tables answer, gathered from `face`.
  static func answers(_ face: Face) throws -> [String] {
    var lines = [
      face.familyName ?? "-", face.postScriptName ?? "-", face.fullName ?? "-",
      "\(face.kerningSources.rawValue)", "\(face.isVariable)", "\(face.unreadableTables.count)",
    ]
    for first in 0..<face.numberOfGlyphs {
      let glyph = GlyphID(rawValue: UInt16(first))
      lines.append("\(try face.outline(of: glyph).commands)")
      lines.append("\(String(describing: try face.boundingBox(of: glyph)))")
      for second in 0..<face.numberOfGlyphs {
        lines.append("\(face.kerning(between: glyph, and: GlyphID(rawValue: UInt16(second))))")
      }
    }
    return lines
  }

  @Test func copiesAndRepeatedCallsAnswerLikeAFreshFace() throws {
    let bytes = Self.font().build()
    let expected = try Self.answers(try Face(bytes: bytes))
    let face = try Face(bytes: bytes)
    let copy = face
    #expect(try Self.answers(face) == expected)
    #expect(try Self.answers(copy) == expected)  // reads the tables the first call kept
    #expect(try Self.answers(face) == expected)
    #expect(face.kerning(between: 1, and: 2) == -80)
    #expect(face.postScriptName == "BuilderSans-Regular")
  }

  @Test func oneFaceSharedBetweenTasksAnswersLikeAFreshFace() async throws {
    let bytes = Self.font().build()
    let expected = try Self.answers(try Face(bytes: bytes))
    // A face no thread has used yet, so that the tasks race to parse its tables.
    let shared = try Face(bytes: bytes)
    let results = try await withThrowingTaskGroup(of: [String].self) { group in
      for _ in 0..<16 {
        group.addTask { try Self.answers(shared) }
      }
      var all: [[String]] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 16)
    for result in results {
      #expect(result == expected)
    }
  }

  @Test func aMalformedOutlineTableFailsTheSameWayEveryTime() throws {
    var bytes = Self.font().build()
    let face = try Face(bytes: bytes)
    // A 'loca' too short for the glyph count makes every outline request fail alike.
    let index = try #require(face.tableDirectory.records.firstIndex { $0.tag == "loca" })
    let lengthOffset = 12 + index * 16 + 12  // the record's length field
    bytes.replaceSubrange(lengthOffset..<(lengthOffset + 4), with: [0, 0, 0, 2])
    let broken = try Face(bytes: bytes)
    let first = Result { try broken.outline(of: 1) }
    let second = Result { try broken.outline(of: 1) }
    #expect(throws: OpenTypeError.self) { try first.get() }
    #expect("\(first)" == "\(second)")
  }
}
