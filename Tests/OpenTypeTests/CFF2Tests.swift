import OpenType
import OpenTypeTestSupport
import Testing

/// Writes CFF2 tables for tests, on top of ``TestCFFWriter``.
enum TestCFF2Writer {
  /// A CFF2 table with one Font DICT (or one per entry of `privateDicts` with FDSelect bytes).
  static func table(
    charStrings: [[UInt8]], variationStore: [UInt8]?, globalSubroutines: [[UInt8]] = [],
    privateDicts: [(subroutines: [[UInt8]], variationIndex: Int?)] = [([], nil)],
    fontDictSelect: [UInt8]? = nil
  ) -> [UInt8] {
    func topDict(_ offsets: [Int]) -> [UInt8] {
      var dict = TestCFFWriter.entry(17, [offsets[0]]) + TestCFFWriter.entry(1236, [offsets[1]])
      if variationStore != nil { dict += TestCFFWriter.entry(24, [offsets[2]]) }
      if fontDictSelect != nil { dict += TestCFFWriter.entry(1237, [offsets[3]]) }
      return dict
    }
    let topSize = topDict([0, 0, 0, 0]).count
    let globals = TestCFFWriter.index(globalSubroutines, cff2: true)
    var body: [UInt8] = []
    let bodyStart = 5 + topSize + globals.count
    var offsets = [0, 0, 0, 0]
    if let variationStore {
      offsets[2] = bodyStart
      body +=
        [UInt8(variationStore.count >> 8), UInt8(variationStore.count & 0xFF)] + variationStore
    }
    offsets[0] = bodyStart + body.count
    body += TestCFFWriter.index(charStrings, cff2: true)
    var fontDicts: [[UInt8]] = []
    for privateDict in privateDicts {
      let extra = privateDict.variationIndex.map { TestCFFWriter.entry(22, [$0]) } ?? []
      let (dict, subrs) = TestCFFWriter.privateDict(
        subroutines: privateDict.subroutines, extra: extra, cff2: true)
      fontDicts.append(TestCFFWriter.entry(18, [dict.count, bodyStart + body.count]))
      body += dict + subrs
    }
    offsets[1] = bodyStart + body.count
    body += TestCFFWriter.index(fontDicts, cff2: true)
    if let fontDictSelect {
      offsets[3] = bodyStart + body.count
      body += fontDictSelect
    }
    let top = topDict(offsets)
    return [2, 0, 5, UInt8(top.count >> 8), UInt8(top.count & 0xFF)] + top + globals + body
  }

  /// Region 0 peaks at +1, region 1 at -1. Data 0 uses both, data 1 only region 0.
  static let store = TestVariationWriter.itemVariationStore(
    regions: [[(0, 1, 1)], [(-1, -1, 0)]],
    data: [
      .init(regionIndices: [0, 1], rows: [], wordCount: 0),
      .init(regionIndices: [0], rows: [], wordCount: 0),
    ])
}

private func point(_ x: Double, _ y: Double) -> OutlinePoint { OutlinePoint(x: x, y: y) }

@Suite("CFF2")
struct CFF2Tests {
  // x = 100 + 50·(wght+) − 30·(wght−), then a 200-unit line.
  static let blended = TestCFFWriter.charstring([
    100, 50, -30, 1, .blend, 0, .rmoveto, 200, 0, .rlineto,
  ])

  @Test("blend at the default location and at other locations")
  func blend() throws {
    let cff2 = try CompactFontFormat2(
      ByteReader(
        FontData(
          TestCFF2Writer.table(charStrings: [Self.blended], variationStore: TestCFF2Writer.store))))
    #expect(cff2.numberOfGlyphs == 1)
    #expect(cff2.variationStore?.regionCount == 2)
    let start = { (coordinates: [Double]) throws -> PathCommand? in
      try cff2.outline(of: 0, coordinates: coordinates).commands.first
    }
    #expect(try start([]) == .move(to: point(100, 0)))
    #expect(try start([0.5]) == .move(to: point(125, 0)))
    #expect(try start([1]) == .move(to: point(150, 0)))
    #expect(try start([-1]) == .move(to: point(70, 0)))
    #expect(try cff2.outline(of: 0, coordinates: [1]).commands[1] == .line(to: point(350, 0)))
  }

  @Test("several values in one blend, vsindex, and the Private DICT's default vsindex")
  func variationIndex() throws {
    let twoValues = TestCFFWriter.charstring([10, 20, 1, 2, 3, 4, 2, .blend, .rmoveto])
    let switched = TestCFFWriter.charstring([1, .vsindex, 10, 20, 30, 1, .blend, .rmoveto])
    let table = TestCFF2Writer.table(
      charStrings: [twoValues, switched], variationStore: TestCFF2Writer.store)
    let cff2 = try CompactFontFormat2(ByteReader(FontData(table)))
    // Deltas are (1, 2) for 10 and (3, 4) for 20.
    #expect(try cff2.outline(of: 0, coordinates: [1]).commands.first == .move(to: point(11, 23)))
    #expect(try cff2.outline(of: 0, coordinates: [-1]).commands.first == .move(to: point(12, 24)))
    #expect(try cff2.outline(of: 1, coordinates: [1]).commands.first == .move(to: point(10, 50)))

    let defaultIndex = TestCFF2Writer.table(
      charStrings: [TestCFFWriter.charstring([10, 20, 5, 1, .blend, .rmoveto])],
      variationStore: TestCFF2Writer.store, privateDicts: [([], 1)])
    let second = try CompactFontFormat2(ByteReader(FontData(defaultIndex)))
    #expect(
      try second.outline(of: 0, coordinates: [0.5]).commands.first == .move(to: point(10, 22.5)))
  }

  @Test("subroutines, several Font DICTs and FDSelect")
  func subroutinesAndFontDicts() throws {
    let local0 = [TestCFFWriter.charstring([0, 0, .rmoveto, 1, 1, .rlineto])]
    let local1 = [TestCFFWriter.charstring([0, 0, .rmoveto, 2, 2, .rlineto])]
    let call = TestCFFWriter.charstring([-107, .callsubr])
    let global = TestCFFWriter.charstring([5, 5, .rmoveto])
    let table = TestCFF2Writer.table(
      charStrings: [call, call, TestCFFWriter.charstring([-107, .callgsubr])], variationStore: nil,
      globalSubroutines: [global], privateDicts: [(local0, nil), (local1, nil)],
      fontDictSelect: [0, 0, 1, 0])
    let cff2 = try CompactFontFormat2(ByteReader(FontData(table)))
    #expect(cff2.variationStore == nil)
    #expect(try cff2.outline(of: 0).commands[1] == .line(to: point(1, 1)))
    #expect(try cff2.outline(of: 1).commands[1] == .line(to: point(2, 2)))
    #expect(try cff2.outline(of: 2).commands == [.move(to: point(5, 5)), .close])
  }

  @Test("malformed CFF2 input throws")
  func malformed() throws {
    let table = TestCFF2Writer.table(
      charStrings: [Self.blended], variationStore: TestCFF2Writer.store)
    for cut in 0..<table.count {
      let prefix = Array(table.prefix(cut))
      let result = Result { () throws(OpenTypeError) -> GlyphOutline in
        try CompactFontFormat2(ByteReader(FontData(prefix))).outline(of: 0, coordinates: [0.5])
      }
      if case .success = result { Issue.record("a table cut at \(cut) bytes read as valid") }
    }
    func outline(_ tokens: [CharstringToken], store: [UInt8]? = TestCFF2Writer.store) throws {
      let bytes = TestCFF2Writer.table(
        charStrings: [TestCFFWriter.charstring(tokens)], variationStore: store)
      _ = try CompactFontFormat2(ByteReader(FontData(bytes))).outline(of: 0, coordinates: [1])
    }
    #expect(throws: OpenTypeError.self) { try outline([1, 2, 3, .blend]) }
    #expect(throws: OpenTypeError.self) { try outline([10, 1, 1, 1, .blend], store: nil) }
    #expect(throws: OpenTypeError.self) { try outline([5, .vsindex, 10, 1, .blend]) }
    #expect(throws: OpenTypeError.self) { try outline([0, 0, .rmoveto, .endchar]) }
    // CFF2 allows 513 operands, CFF only 48.
    #expect(throws: Never.self) { try outline(Array(repeating: 1, count: 400) + [.hstem]) }
    #expect(throws: OpenTypeError.self) { try outline(Array(repeating: 1, count: 514) + [.hstem]) }
  }

  @Test("Face reads CFF2 outlines at a design-space location")
  func faceOutlines() throws {
    var font = TestVariationWriter.weightFont([
      "CFF2": TestCFF2Writer.table(
        charStrings: [TestCFFWriter.charstring([]), Self.blended],
        variationStore: TestCFF2Writer.store)
    ])
    font.includesOutlines = false
    let face = try Face(bytes: font.build())
    let glyph = GlyphID(rawValue: 1)
    #expect(face.outlineFormat == .compactFontFormat2)
    #expect(try face.outline(of: glyph).commands.first == .move(to: point(100, 0)))
    #expect(
      try face.outline(of: glyph, at: ["wght": 900]).commands.first == .move(to: point(150, 0)))
    #expect(
      try face.outline(of: glyph, at: ["wght": 100]).commands.first == .move(to: point(70, 0)))
    #expect(try face.boundingBox(of: glyph) == BoundingBox(xMin: 100, yMin: 0, xMax: 300, yMax: 0))
  }
}
