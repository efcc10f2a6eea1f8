import OpenType
import OpenTypeTestSupport
import Testing

/// Writes 'gvar' tables for tests (one axis, long offsets).
enum TestGlyphVariationWriter {
  /// One tuple variation: its region, the points it names (`nil` for all) and their deltas.
  struct Tuple {
    var peak: Double?
    var sharedTupleIndex = 0
    var intermediate: (start: Double, end: Double)?
    var points: [Int]?
    var xDeltas: [Int]
    var yDeltas: [Int]
  }

  static func packedPoints(_ points: [Int]?) -> [UInt8] {
    guard let points else { return [0] }
    var bytes: [UInt8] = [UInt8(points.count), UInt8(points.count - 1)]
    var previous = 0
    for point in points {
      bytes.append(UInt8(point - previous))
      previous = point
    }
    return bytes
  }

  static func packedDeltas(_ deltas: [Int]) -> [UInt8] {
    var writer = ByteWriter()
    writer.uint8(UInt8(0x40 | (deltas.count - 1)))
    for delta in deltas { writer.int16(delta) }
    return writer.bytes
  }

  static func glyphVariationData(_ tuples: [Tuple], sharedPoints: [Int]?? = nil) -> [UInt8] {
    guard !tuples.isEmpty else { return [] }
    var headers = ByteWriter()
    var serialized: [UInt8] = []
    if let sharedPoints { serialized += packedPoints(sharedPoints) }
    for tuple in tuples {
      var data: [UInt8] = []
      if sharedPoints == nil { data += packedPoints(tuple.points) }
      data += packedDeltas(tuple.xDeltas) + packedDeltas(tuple.yDeltas)
      headers.uint16(data.count)
      var index = tuple.peak == nil ? tuple.sharedTupleIndex : 0x8000
      if tuple.intermediate != nil { index |= 0x4000 }
      if sharedPoints == nil { index |= 0x2000 }
      headers.uint16(index)
      if let peak = tuple.peak { TestVariationWriter.f2Dot14(peak, into: &headers) }
      if let (start, end) = tuple.intermediate {
        TestVariationWriter.f2Dot14(start, into: &headers)
        TestVariationWriter.f2Dot14(end, into: &headers)
      }
      serialized += data
    }
    var writer = ByteWriter()
    writer.uint16(tuples.count | (sharedPoints != nil ? 0x8000 : 0))
    writer.uint16(4 + headers.count)
    return writer.bytes + headers.bytes + serialized
  }

  static func table(glyphs: [[UInt8]], sharedTuples: [Double] = []) -> [UInt8] {
    var writer = ByteWriter()
    writer.uint16(1)
    writer.uint16(0)
    writer.uint16(1)
    writer.uint16(sharedTuples.count)
    let sharedOffset = 20 + 4 * (glyphs.count + 1)
    writer.uint32(sharedOffset)
    writer.uint16(glyphs.count)
    writer.uint16(1)
    writer.uint32(sharedOffset + 2 * sharedTuples.count)
    var offset = 0
    for glyph in glyphs {
      writer.uint32(offset)
      offset += glyph.count
    }
    writer.uint32(offset)
    for tuple in sharedTuples { TestVariationWriter.f2Dot14(tuple, into: &writer) }
    for glyph in glyphs { writer.append(glyph) }
    return writer.bytes
  }
}

private func point(_ x: Double, _ y: Double) -> OutlinePoint { OutlinePoint(x: x, y: y) }

private let square: [[TestGlyphPoint]] = [
  [
    TestGlyphPoint(x: 100, y: 0), TestGlyphPoint(x: 100, y: 700), TestGlyphPoint(x: 600, y: 700),
    TestGlyphPoint(x: 600, y: 0),
  ]
]

@Suite("gvar: TrueType glyph variations")
struct GlyphVariationTests {
  typealias Tuple = TestGlyphVariationWriter.Tuple

  /// Glyph 1: a square whose points 0 and 2 move at wght+ (points 1 and 3 are inferred) and
  /// which shifts left at wght− (shared tuple). Glyph 2: an intermediate region. Glyph 3: a
  /// composite of glyph 1 whose offset moves at wght+.
  static func face(gvar: [UInt8]? = nil) throws -> Face {
    let glyphs = TestGlyphWriter.tables([
      [], TestGlyphWriter.simple(square), TestGlyphWriter.simple(square),
      TestGlyphWriter.composite([.init(glyph: 1)]),
    ])
    var font = TestVariationWriter.weightFont(
      ["gvar": gvar ?? table], glyphCount: 4)
    font.tableOverrides = ["glyf": glyphs.glyf, "loca": glyphs.loca]
    return try Face(bytes: font.build())
  }

  static let table = TestGlyphVariationWriter.table(
    glyphs: [
      [],
      TestGlyphVariationWriter.glyphVariationData([
        Tuple(peak: 1, points: [0, 2], xDeltas: [10, 50], yDeltas: [0, 100]),
        Tuple(
          peak: nil, sharedTupleIndex: 0, points: nil, xDeltas: [-10, -10, -10, -10, 0, 30, 0, 0],
          yDeltas: Array(repeating: 0, count: 8)),
      ]),
      TestGlyphVariationWriter.glyphVariationData(
        [
          Tuple(
            peak: 0.5, intermediate: (0.25, 1), xDeltas: [0, 0, 0, 0, 0, 0, 0, 0],
            yDeltas: [100, 100, 100, 100, 0, 0, 0, 0])
        ],
        sharedPoints: .some(nil)),
      TestGlyphVariationWriter.glyphVariationData([
        Tuple(peak: 1, points: nil, xDeltas: [200, 0, 50, 0, 0], yDeltas: [20, 0, 0, 0, 0])
      ]),
    ],
    sharedTuples: [-1])

  func corners(_ face: Face, _ glyph: UInt16, _ location: [OpenType.Tag: Double]) throws
    -> [OutlinePoint]
  {
    try face.outline(of: GlyphID(rawValue: glyph), at: location).commands.compactMap {
      switch $0 {
      case .move(let point), .line(let point): return point
      default: return nil
      }
    }
  }

  @Test("explicit points, inferred points (IUP) and scaling by the tuple's scalar")
  func inferredDeltas() throws {
    let face = try Self.face()
    #expect(
      try corners(face, 1, [:]) == [point(100, 0), point(100, 700), point(600, 700), point(600, 0)])
    #expect(
      try corners(face, 1, ["wght": 900]) == [
        point(110, 0), point(110, 800), point(650, 800), point(650, 0),
      ])
    #expect(
      try corners(face, 1, ["wght": 650]) == [
        point(105, 0), point(105, 750), point(625, 750), point(625, 0),
      ])
    #expect(
      try corners(face, 1, ["wght": 100]) == [
        point(90, 0), point(90, 700), point(590, 700), point(590, 0),
      ])
  }

  @Test("intermediate regions and shared point numbers")
  func intermediateRegion() throws {
    let face = try Self.face()
    let tops = { (weight: Double) throws -> Double? in try corners(face, 2, ["wght": weight])[1].y }
    #expect(try tops(400) == 700)
    #expect(try tops(525) == 700)  // 0.25: the region's start
    #expect(try tops(587.5) == 750)  // 0.375: halfway up
    #expect(try tops(650) == 800)  // 0.5: the peak
    #expect(try tops(775) == 750)  // 0.75: halfway down
    #expect(try tops(900) == 700)  // 1: the region's end
    #expect(try tops(250) == 700)
  }

  @Test("composite glyphs vary their component offsets and their components")
  func composite() throws {
    let face = try Self.face()
    #expect(
      try corners(face, 3, ["wght": 900]) == [
        point(310, 20), point(310, 820), point(850, 820), point(850, 20),
      ])
    #expect(try corners(face, 3, ["wght": 100]) == corners(face, 1, ["wght": 100]))
  }

  @Test("without HVAR, advances vary with the phantom points")
  func phantomPoints() throws {
    let face = try Self.face()
    #expect(face.advance(of: GlyphID(rawValue: 1), at: [:]) == 600)
    #expect(face.advance(of: GlyphID(rawValue: 1), at: ["wght": 100]) == 630)
    #expect(face.advance(of: GlyphID(rawValue: 1), at: ["wght": 250]) == 615)
    #expect(face.advance(of: GlyphID(rawValue: 1), at: ["wght": 900]) == 600)
    #expect(face.advance(of: GlyphID(rawValue: 3), at: ["wght": 900]) == 850)
    #expect(face.advance(of: GlyphID(rawValue: 2), at: ["wght": 650]) == 700)
  }

  @Test("a malformed gvar never traps and never affects the default outline")
  func malformed() throws {
    for cut in stride(from: 0, to: Self.table.count, by: 1) {
      let face = try Self.face(gvar: Array(Self.table.prefix(cut)))
      for glyph: UInt16 in 1...3 {
        #expect(try face.outline(of: GlyphID(rawValue: glyph)).commands.count == 5)
        _ = try? face.outline(of: GlyphID(rawValue: glyph), at: ["wght": 700])
        _ = face.advance(of: GlyphID(rawValue: glyph), at: ["wght": 700])
      }
    }
    // A gvar spanning another number of axes than fvar is ignored.
    var otherAxes = Self.table
    otherAxes[5] = 2
    let mismatched = try Self.face(gvar: otherAxes)
    #expect(mismatched.glyphVariations == nil)
    #expect(try corners(mismatched, 1, ["wght": 900]) == corners(mismatched, 1, [:]))
    #expect(try Self.face().glyphVariations?.axisCount == 1)
    let gvar = try GlyphVariations(ByteReader(FontData(Self.table)))
    #expect(gvar.axisCount == 1)
    var wrongVersion = Self.table
    wrongVersion[0] = 0
    wrongVersion[1] = 3
    #expect(throws: OpenTypeError.unsupportedVersion("gvar", version: 3)) {
      try GlyphVariations(ByteReader(FontData(wrongVersion)))
    }
  }
}
