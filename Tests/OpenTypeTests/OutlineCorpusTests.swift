import Foundation
import OpenType
import OpenTypeTestSupport
import Testing

/// Runs every outline and variation API over a face; a malformed face may throw, never trap.
@discardableResult
private func exerciseOutlinesAndVariations(_ face: Face) -> Int {
  var sink = 0
  let axes = face.variationAxes
  sink &+= face.namedInstances.count &+ (face.styleAttributes?.axisValues.count ?? 0)
  var locations: [[OpenType.Tag: Double]] = [[:]]
  for axis in axes {
    locations.append([axis.tag: axis.minimumValue])
    locations.append([axis.tag: axis.maximumValue])
  }
  locations.append(Dictionary(axes.map { ($0.tag, $0.maximumValue) }) { first, _ in first })
  let coordinates = locations.map(face.normalizedCoordinates(for:))
  for location in locations {
    let metrics = face.variationMetrics(at: location)
    sink &+= Int(metrics.ascender.isFinite ? 1 : 0)
  }
  let glyphCount = min(face.numberOfGlyphs, 3000)
  for index in 0..<glyphCount {
    let glyph = GlyphID(rawValue: UInt16(index))
    if let outline = try? face.outline(of: glyph) { sink &+= outline.commands.count }
    if case .some(.some) = try? face.boundingBox(of: glyph) { sink &+= 1 }
    for coordinate in coordinates.prefix(3) {
      sink &+= Int(face.advance(of: glyph, normalizedCoordinates: coordinate) ?? 0)
      if !axes.isEmpty,
        let outline = try? face.outline(of: glyph, normalizedCoordinates: coordinate)
      {
        sink &+= outline.commands.count
      }
    }
  }
  for glyph: GlyphID in [GlyphID(rawValue: UInt16(min(face.numberOfGlyphs, 65535))), 0xFFFF] {
    #expect(throws: OpenTypeError.self) { try face.outline(of: glyph) }
  }
  return sink
}

@Suite("Outlines and variations on malformed input")
struct OutlineCorpusTests {
  @Test(
    "the OTS fuzzing corpus never crashes outline extraction or the variation APIs")
  func fuzzingCorpus() throws {
    let files = OTSCorpus.files
    var faces = 0
    for url in files {
      guard
        let data = FileManager.default.contents(atPath: url.path),
        let file = try? FontFile(bytes: [UInt8](data))
      else { continue }
      for index in 0..<min(file.faceCount, 4) {
        guard let face = try? file.face(at: index) else { continue }
        faces += 1
        exerciseOutlinesAndVariations(face)
      }
    }
    #expect(files.count == OTSCorpus.expectedCount)
    #expect(faces > 0)
  }

  @Test("random corruption of outline and variation tables never traps", arguments: 0..<4)
  func randomCorruption(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed)
    var font = TestVariationWriter.weightFont([
      "HVAR": TestVariationWriter.hvar(
        store: TestVariationWriter.itemVariationStore(
          regions: [[(0, 1, 1)]],
          data: [.init(regionIndices: [0], rows: [[10], [20], [30]], wordCount: 1)]),
        mapping: TestVariationWriter.deltaSetIndexMap([(0, 1), (0, 2)])),
      "avar": TestVariationWriter.avar([[(-1, -1), (0, 0), (0.5, 0.7), (1, 1)]]),
      "gvar": GlyphVariationTests.table,
      "CFF2": TestCFF2Writer.table(
        charStrings: [TestCFFWriter.charstring([]), CFF2Tests.blended, CFF2Tests.blended],
        variationStore: TestCFF2Writer.store),
    ])
    let square: [[TestGlyphPoint]] = [
      [
        TestGlyphPoint(x: 0, y: 0), TestGlyphPoint(x: 0, y: 500, onCurve: false),
        TestGlyphPoint(x: 500, y: 500),
      ]
    ]
    let glyphs = TestGlyphWriter.tables([
      [], TestGlyphWriter.simple(square),
      TestGlyphWriter.composite([
        .init(glyph: 1, dx: 10, dy: 10, transform: [0.5]), .init(glyph: 1),
      ]),
    ])
    font.tableOverrides = ["glyf": glyphs.glyf, "loca": glyphs.loca]
    let cff = TestCFFWriter.table(
      charStrings: [
        TestCFFWriter.charstring([.endchar]),
        TestCFFWriter.charstring([0, 0, .rmoveto, -107, .callsubr, .endchar]),
        TestCFFWriter.charstring([0, 10, 20, 34, 34, .endchar]),
      ],
      localSubroutines: [TestCFFWriter.charstring([10, 20, 30, 40, .hvcurveto, .return])],
      charset: [34, 125])
    for tag: OpenType.Tag in ["glyf", "loca", "gvar", "CFF2", "HVAR", "avar", "fvar", "CFF "] {
      for _ in 0..<25 {
        var variant = font
        if tag == "CFF " {
          variant.omittedTables = ["glyf", "loca", "CFF2"]
          variant.extraTables["CFF "] = cff
        }
        var bytes = variant.tables()[tag] ?? []
        guard !bytes.isEmpty else { continue }
        for _ in 0..<1 + Int(generator.next() % 4) {
          let position = Int(generator.next() % UInt64(bytes.count))
          bytes[position] = UInt8(truncatingIfNeeded: generator.next())
        }
        variant.tableOverrides[tag] = bytes
        variant.extraTables[tag] = nil
        if let face = try? Face(bytes: variant.build()) {
          exerciseOutlinesAndVariations(face)
        }
      }
    }
  }
}

/// A small deterministic generator so that failures reproduce.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

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
