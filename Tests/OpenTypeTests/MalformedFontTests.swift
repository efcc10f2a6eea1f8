import Foundation
import OpenType
import OpenTypeTestSupport
import Testing

/// Malformed input must end in an `OpenTypeError` or an absent table — never a trap, a hang or
/// an unbounded allocation.
@Suite("Malformed fonts")
struct MalformedFontTests {
  /// The OpenType Sanitizer's fuzzing corpus (``OTSCorpus``, `Tests/Corpus/ots-fuzzing`).
  static let corpusFiles: [URL] = OTSCorpus.files

  /// Reads a file and calls every API on every face it has; errors are expected.
  static func exercise(_ bytes: [UInt8]) -> (faces: Int, errors: Int) {
    var faces = 0
    var errors = 0
    do {
      let file = try FontFile(bytes: bytes)
      // A collection may claim millions of faces; the first few are enough.
      for index in 0..<min(file.faceCount, 8) {
        do {
          exerciseEveryAPI(try file.face(at: index))
          faces += 1
        } catch {
          errors += 1
        }
      }
    } catch {
      errors += 1
    }
    return (faces, errors)
  }

  @Test func otsFuzzingCorpusNeverCrashes() throws {
    let files = Self.corpusFiles
    #expect(files.count == OTSCorpus.expectedCount)
    var faces = 0
    var errors = 0
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: file))
      let result = Self.exercise(bytes)
      faces += result.faces
      errors += result.errors
    }
    // Most of the corpus is readable enough to get a face; some files are not fonts at all.
    #expect(faces > 0)
    #expect(errors > 0)
  }

  /// A font with something in every table the reader knows.
  static func richFont() -> FontBuilder {
    var font = FontBuilder()
    font.characterMapSubtables = [
      .windowsBMP(.format4), .windowsFull(.format12), .macRoman(.format0),
    ]
    let a = font.addGlyph(
      advance: 600, for: "A", contours: [[.init(0, 0), .init(600, 0), .init(300, 700)]])
    let v = font.addGlyph(advance: 600, for: "V")
    let e = font.addGlyph(advance: 500, for: "é")
    font.variationSequences = [
      .init("A", "\u{FE00}", glyph: v), .init("V", "\u{FE00}", glyph: nil),
    ]
    font.kerningTablePairs = [.init(a, v, -80)]
    font.positioningLookups = [
      .init([.glyphPairs([.init(a, v, -90)])]),
      .init(
        [
          .classPairs(
            .init(firstClasses: [a: 1, v: 1], secondClasses: [e: 1], values: [[0, 0], [0, -10]]))
        ],
        usesExtension: true),
    ]
    font.extraNames = [
      .init(platformID: .macintosh, encodingID: 0, languageID: 0, nameID: .family, value: "Mac")
    ]
    return font
  }

  @Test func everyTruncationOfAFontIsHandled() {
    let bytes = Self.richFont().build()
    for length in 0..<bytes.count {
      _ = Self.exercise(Array(bytes.prefix(length)))
    }
  }

  @Test func everyTableCutAtEveryLengthIsHandled() throws {
    let font = Self.richFont()
    let tables = font.tables()
    for (tag, data) in tables {
      for length in stride(from: 0, to: data.count, by: max(1, data.count / 97)) {
        var broken = font
        broken.tableOverrides[tag] = Array(data.prefix(length))
        _ = Self.exercise(broken.build())
      }
    }
  }

  @Test func randomByteCorruptionIsHandled() {
    let bytes = Self.richFont().build()
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<3000 {
      var copy = bytes
      for _ in 0..<(1 + Int(generator.next() % 8)) {
        let position = Int(generator.next() % UInt64(copy.count))
        copy[position] = UInt8(truncatingIfNeeded: generator.next())
      }
      _ = Self.exercise(copy)
    }
  }

  @Test func corruptCollectionsAreHandled() {
    var bold = Self.richFont()
    bold.weightClass = 700
    let bytes = FontBuilder.collection([Self.richFont(), bold])
    var generator = SeededGenerator(seed: 0x77CF)
    for length in stride(from: 0, to: bytes.count, by: 7) {
      _ = Self.exercise(Array(bytes.prefix(length)))
    }
    for _ in 0..<500 {
      var copy = bytes
      for _ in 0..<(1 + Int(generator.next() % 4)) {
        // The header and directories are the interesting part of a collection.
        let position = Int(generator.next() % UInt64(min(copy.count, 200)))
        copy[position] = UInt8(truncatingIfNeeded: generator.next())
      }
      _ = Self.exercise(copy)
    }
  }

  @Test func hugeCountsDoNotAllocate() throws {
    // Every 16-bit count field set to 0xFFFF in turn: parsing must check the bytes are there
    // before reserving arrays.
    let bytes = Self.richFont().build()
    for position in stride(from: 0, to: bytes.count - 1, by: 2) {
      var copy = bytes
      copy[position] = 0xFF
      copy[position + 1] = 0xFF
      _ = Self.exercise(copy)
    }
  }
}

/// A small deterministic generator, so that a failure can be replayed.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
