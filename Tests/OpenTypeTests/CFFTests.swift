import OpenType
import OpenTypeTestSupport
import Testing

/// One token of a Type 2 charstring in a test: a number or an operator.
enum CharstringToken: ExpressibleByIntegerLiteral {
  case number(Int)
  case fixed(Double)
  case op(UInt8)
  case escaped(UInt8)
  case raw([UInt8])

  init(integerLiteral value: Int) {
    self = .number(value)
  }

  static let hstem = CharstringToken.op(1)
  static let vstem = CharstringToken.op(3)
  static let vmoveto = CharstringToken.op(4)
  static let rlineto = CharstringToken.op(5)
  static let hlineto = CharstringToken.op(6)
  static let vlineto = CharstringToken.op(7)
  static let rrcurveto = CharstringToken.op(8)
  static let callsubr = CharstringToken.op(10)
  static let `return` = CharstringToken.op(11)
  static let endchar = CharstringToken.op(14)
  static let vsindex = CharstringToken.op(15)
  static let blend = CharstringToken.op(16)
  static let hstemhm = CharstringToken.op(18)
  static let hintmask = CharstringToken.op(19)
  static let rmoveto = CharstringToken.op(21)
  static let hmoveto = CharstringToken.op(22)
  static let rcurveline = CharstringToken.op(24)
  static let rlinecurve = CharstringToken.op(25)
  static let vvcurveto = CharstringToken.op(26)
  static let hhcurveto = CharstringToken.op(27)
  static let callgsubr = CharstringToken.op(29)
  static let vhcurveto = CharstringToken.op(30)
  static let hvcurveto = CharstringToken.op(31)
  static let hflex = CharstringToken.escaped(34)
  static let flex = CharstringToken.escaped(35)
  static let hflex1 = CharstringToken.escaped(36)
  static let flex1 = CharstringToken.escaped(37)
}

/// Writes CFF and CFF2 tables for tests: INDEXes, DICTs with fixed-size operands (so offsets
/// can be computed before the dict is written), and charstrings from tokens.
enum TestCFFWriter {
  static func charstring(_ tokens: [CharstringToken]) -> [UInt8] {
    var bytes: [UInt8] = []
    for token in tokens {
      switch token {
      case .number(let value) where (-107...107).contains(value):
        bytes.append(UInt8(value + 139))
      case .number(let value):
        bytes += [28, UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
      case .fixed(let value):
        let raw = UInt32(bitPattern: Int32(value * 65536))
        bytes += [255] + (0..<4).map { UInt8(truncatingIfNeeded: raw >> (24 - 8 * $0)) }
      case .op(let code): bytes.append(code)
      case .escaped(let code): bytes += [12, code]
      case .raw(let raw): bytes += raw
      }
    }
    return bytes
  }

  /// An INDEX of `items` whose offsets take `offsetSize` bytes (1 to 4).
  static func index(_ items: [[UInt8]], cff2: Bool = false, offsetSize: Int = 4) -> [UInt8] {
    var writer = ByteWriter()
    cff2 ? writer.uint32(items.count) : writer.uint16(items.count)
    guard !items.isEmpty else { return writer.bytes }
    writer.uint8(UInt8(offsetSize))
    func write(_ offset: Int) {
      switch offsetSize {
      case 1: writer.uint8(UInt8(offset))
      case 2: writer.uint16(offset)
      case 3: writer.uint24(offset)
      default: writer.uint32(offset)
      }
    }
    var offset = 1
    write(offset)
    for item in items {
      offset += item.count
      write(offset)
    }
    for item in items { writer.append(item) }
    return writer.bytes
  }

  /// A DICT entry whose operands are 5-byte integers.
  static func entry(_ op: Int, _ operands: [Int]) -> [UInt8] {
    var bytes: [UInt8] = []
    for value in operands {
      bytes.append(29)
      bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }
    return bytes + (op >= 1200 ? [12, UInt8(op - 1200)] : [UInt8(op)])
  }

  /// A Private DICT followed by its Subrs INDEX; `extra` entries come first.
  static func privateDict(
    subroutines: [[UInt8]], extra: [UInt8] = [], cff2: Bool = false, offsetSize: Int = 4
  ) -> (dict: [UInt8], tail: [UInt8]) {
    guard !subroutines.isEmpty else { return (extra, []) }
    let dict = extra + entry(19, [extra.count + 6])
    return (dict, index(subroutines, cff2: cff2, offsetSize: offsetSize))
  }

  /// A name-keyed CFF table (or a CID-keyed one when `fontDicts` is given: each font dict's
  /// local subroutines, and FDSelect bytes).
  static func table(
    charStrings: [[UInt8]], globalSubroutines: [[UInt8]] = [], localSubroutines: [[UInt8]] = [],
    charset: [Int]? = nil, fontDicts: [[[UInt8]]]? = nil, fontDictSelect: [UInt8] = [],
    offsetSize: Int = 4
  ) -> [UInt8] {
    let header: [UInt8] = [1, 0, 4, 4]
    let names = index([Array("Test".utf8)])
    let strings = index([])
    let globals = index(globalSubroutines, offsetSize: offsetSize)
    // The Top DICT has a fixed size, so compute it with placeholder offsets first.
    func topDict(_ offsets: [Int]) -> [UInt8] {
      var dict: [UInt8] = []
      if fontDicts != nil {
        dict += entry(1230, [391, 392, 0]) + entry(1236, [offsets[2]]) + entry(1237, [offsets[3]])
      } else {
        dict += entry(18, [offsets[4], offsets[2]])
        if charset != nil { dict += entry(15, [offsets[3]]) }
      }
      return dict + entry(17, [offsets[1]])
    }
    let topSize = index([topDict([0, 0, 0, 0, 0])]).count
    let charStringsOffset = header.count + names.count + topSize + strings.count + globals.count
    let charStringsIndex = index(charStrings, offsetSize: offsetSize)
    var tail: [UInt8] = []
    var offsets = [0, charStringsOffset, 0, 0, 0]
    let afterCharStrings = charStringsOffset + charStringsIndex.count
    if let fontDicts {
      // Private DICTs and their subroutines, then the FDArray, then FDSelect.
      var dicts: [[UInt8]] = []
      for subroutines in fontDicts {
        let (dict, subrs) = privateDict(subroutines: subroutines)
        dicts.append(entry(18, [dict.count, afterCharStrings + tail.count]))
        tail += dict + subrs
      }
      offsets[2] = afterCharStrings + tail.count
      tail += index(dicts)
      offsets[3] = afterCharStrings + tail.count
      tail += fontDictSelect
    } else {
      let (dict, subrs) = privateDict(subroutines: localSubroutines, offsetSize: offsetSize)
      offsets[2] = afterCharStrings
      offsets[4] = dict.count
      tail += dict + subrs
      if let charset {
        offsets[3] = afterCharStrings + tail.count
        var writer = ByteWriter()
        writer.uint8(0)
        for sid in charset { writer.uint16(sid) }
        tail += writer.bytes
      }
    }
    return header + names + index([topDict(offsets)]) + strings + globals + charStringsIndex + tail
  }

  static func font(_ table: [UInt8]) throws -> CompactFontFormat {
    try CompactFontFormat(ByteReader(FontData(table)))
  }
}

private func point(_ x: Double, _ y: Double) -> OutlinePoint { OutlinePoint(x: x, y: y) }

/// A 100 × 100 square at the origin, as charstring tokens (no endchar).
private let squareTokens: [CharstringToken] = [
  0, 0, .rmoveto, 100, .hlineto, 100, .vlineto, -100, .hlineto,
]

@Suite("CFF tables: subroutines, seac, CID-keyed fonts, limits")
struct CFFTests {
  @Test("moves and lines, with and without a width operand")
  func linesAndWidth() throws {
    let cff = try TestCFFWriter.font(
      TestCFFWriter.table(charStrings: [
        TestCFFWriter.charstring([.endchar]),
        TestCFFWriter.charstring([
          500, 100, 200, .rmoveto, 300, 0, .rlineto, 0, 300, .rlineto, .endchar,
        ]),
        TestCFFWriter.charstring([
          10, .hmoveto, 20, 30, 40, .hlineto, 5, .vmoveto, 1, 2, .vlineto, .endchar,
        ]),
        TestCFFWriter.charstring([600, .endchar]),
      ]))
    #expect(cff.numberOfGlyphs == 4)
    #expect(!cff.isCIDKeyed)
    #expect(try cff.outline(of: 0).isEmpty)
    #expect(try cff.outline(of: 3).isEmpty)
    #expect(
      try cff.outline(of: 1).commands == [
        .move(to: point(100, 200)), .line(to: point(400, 200)), .line(to: point(400, 500)), .close,
      ])
    #expect(
      try cff.outline(of: 2).commands == [
        .move(to: point(10, 0)), .line(to: point(30, 0)), .line(to: point(30, 30)),
        .line(to: point(70, 30)), .close, .move(to: point(70, 35)), .line(to: point(70, 36)),
        .line(to: point(72, 36)), .close,
      ])
  }

  @Test("local and global subroutines with the bias for the INDEX size")
  func subroutines() throws {
    let square = TestCFFWriter.charstring(squareTokens + [.return])
    let shift = TestCFFWriter.charstring([0, 0, .rmoveto, 5, 5, .rlineto, .return])
    // 1240 local subroutines switch the bias to 1131.
    var locals = Array(repeating: TestCFFWriter.charstring([.return]), count: 1240)
    locals[1239] = square
    let cff = try TestCFFWriter.font(
      TestCFFWriter.table(
        charStrings: [
          TestCFFWriter.charstring([.number(1239 - 1131), .callsubr, .endchar]),
          TestCFFWriter.charstring([-107, .callgsubr, .endchar]),
          TestCFFWriter.charstring([5000, .callsubr, .endchar]),
        ],
        globalSubroutines: [shift], localSubroutines: locals))
    #expect(try cff.outline(of: 0).commands.count == 5)
    #expect(
      try cff.outline(of: 1).commands == [.move(to: point(0, 0)), .line(to: point(5, 5)), .close])
    #expect(throws: OpenTypeError.self) { try cff.outline(of: 2) }
  }

  @Test("INDEX offsets of 1 to 4 bytes", arguments: [1, 2, 3, 4])
  func offsetSizes(offsetSize: Int) throws {
    let cff = try TestCFFWriter.font(
      TestCFFWriter.table(
        charStrings: [
          TestCFFWriter.charstring([-107, .callsubr, -106, .callgsubr, .endchar]),
          TestCFFWriter.charstring([-106, .callsubr, .endchar]),
          TestCFFWriter.charstring([0, 0, .rmoveto, 3, .hlineto, .endchar]),
        ],
        globalSubroutines: [
          TestCFFWriter.charstring([.return]),
          TestCFFWriter.charstring([4, .vlineto, .return]),
        ],
        localSubroutines: [
          TestCFFWriter.charstring([1, 2, .rmoveto, .return]),
          TestCFFWriter.charstring([.raw([1, 2, 22])]),
        ],
        offsetSize: offsetSize))
    #expect(
      try cff.outline(of: 0).commands == [
        .move(to: point(1, 2)), .line(to: point(1, 6)), .close,
      ])
    #expect(throws: OpenTypeError.self) { try cff.outline(of: 1) }
    #expect(
      try cff.outline(of: 2).commands == [.move(to: point(0, 0)), .line(to: point(3, 0)), .close])
    #expect(throws: OpenTypeError.self) { try cff.outline(of: 3) }
  }

  @Test("recursion, fan-out and stack overflow hit limits, not the stack")
  func limits() throws {
    let selfCalling = TestCFFWriter.charstring([-107, .callsubr])
    // Each subroutine calls the next 30 times: 30¹⁰ calls without the operation budget.
    let fanOut = (0..<10).map { level in
      TestCFFWriter.charstring(
        Array(repeating: [CharstringToken.number(level + 1 - 107), .callsubr], count: 30).flatMap {
          $0
        } + [.return])
    }
    let recursive = try TestCFFWriter.font(
      TestCFFWriter.table(
        charStrings: [TestCFFWriter.charstring([-107, .callsubr, .endchar])],
        localSubroutines: [selfCalling]))
    #expect(throws: OpenTypeError.limitExceeded("CFF ", reason: "subroutines nest deeper than 10"))
    {
      try recursive.outline(of: 0)
    }
    let wide = try TestCFFWriter.font(
      TestCFFWriter.table(
        charStrings: [TestCFFWriter.charstring([-107, .callsubr, .endchar])],
        localSubroutines: fanOut + [TestCFFWriter.charstring([.return])]))
    #expect(throws: OpenTypeError.self) { try wide.outline(of: 0) }
    let deep = try TestCFFWriter.font(
      TestCFFWriter.table(charStrings: [
        TestCFFWriter.charstring(Array(repeating: 1, count: 49) + [.endchar])
      ]))
    #expect(throws: OpenTypeError.limitExceeded("CFF ", reason: "charstring stack exceeds 48")) {
      try deep.outline(of: 0)
    }
  }

  @Test("seac-style endchar composes base and accent through the standard encoding")
  func accentedCharacter() throws {
    // Charset: glyph 1 is "A" (SID 34, code 65), glyph 2 "acute" (SID 125, code 194).
    let table = TestCFFWriter.table(
      charStrings: [
        TestCFFWriter.charstring([.endchar]),
        TestCFFWriter.charstring(squareTokens + [.endchar]),
        TestCFFWriter.charstring([0, 0, .rmoveto, 10, 10, .rlineto, .endchar]),
        TestCFFWriter.charstring([600, 30, 200, 65, 194, .endchar]),
        TestCFFWriter.charstring([30, 200, 65, 66, .endchar]),
      ],
      charset: [34, 125, 300, 301])
    let cff = try TestCFFWriter.font(table)
    let composed: [PathCommand] = [
      .move(to: point(0, 0)), .line(to: point(100, 0)), .line(to: point(100, 100)),
      .line(to: point(0, 100)), .close, .move(to: point(30, 200)), .line(to: point(40, 210)),
      .close,
    ]
    #expect(try cff.outline(of: 3).commands == composed)
    // "B" (code 66) is not in the font.
    #expect(throws: OpenTypeError.self) { try cff.outline(of: 4) }
    // A code far outside the encoding (computed with the deprecated `mul`) reads as .notdef.
    let huge = TestCFFWriter.table(
      charStrings: [
        TestCFFWriter.charstring([.endchar]),
        TestCFFWriter.charstring(squareTokens + [.endchar]),
        TestCFFWriter.charstring([
          0, 0, 30000, 30000, .escaped(24), 30000, .escaped(24), 65, .endchar,
        ]),
      ],
      charset: [34, 300])
    #expect(try TestCFFWriter.font(huge).outline(of: 2).commands.count == 5)
  }

  @Test("CID-keyed fonts take local subroutines from the glyph's Font DICT")
  func cidKeyed() throws {
    let first = [TestCFFWriter.charstring([0, 0, .rmoveto, 1, 1, .rlineto, .return])]
    let second = [TestCFFWriter.charstring([0, 0, .rmoveto, 2, 2, .rlineto, .return])]
    let callFirstLocal = TestCFFWriter.charstring([-107, .callsubr, .endchar])
    // FDSelect format 3: glyphs 0–1 use dict 0, glyph 2 dict 1; sentinel 3.
    let select: [UInt8] = [3, 0, 2, 0, 0, 0, 0, 2, 1, 0, 3]
    let cff = try TestCFFWriter.font(
      TestCFFWriter.table(
        charStrings: [callFirstLocal, callFirstLocal, callFirstLocal], fontDicts: [first, second],
        fontDictSelect: select))
    #expect(cff.isCIDKeyed)
    #expect(try cff.outline(of: 1).commands[1] == .line(to: point(1, 1)))
    #expect(try cff.outline(of: 2).commands[1] == .line(to: point(2, 2)))
    // Format 0: one byte per glyph.
    let byGlyph = try TestCFFWriter.font(
      TestCFFWriter.table(
        charStrings: [callFirstLocal, callFirstLocal], fontDicts: [first, second],
        fontDictSelect: [0, 1, 0]))
    #expect(try byGlyph.outline(of: 0).commands[1] == .line(to: point(2, 2)))
    #expect(try byGlyph.outline(of: 1).commands[1] == .line(to: point(1, 1)))
    let outOfRange = try TestCFFWriter.font(
      TestCFFWriter.table(
        charStrings: [callFirstLocal], fontDicts: [first], fontDictSelect: [0, 7]))
    #expect(throws: OpenTypeError.self) { try outOfRange.outline(of: 0) }
  }

  @Test("truncated and corrupted tables throw at every cut")
  func truncated() throws {
    let table = TestCFFWriter.table(
      charStrings: [TestCFFWriter.charstring(squareTokens + [-107, .callsubr, .endchar])],
      globalSubroutines: [TestCFFWriter.charstring([.return])],
      localSubroutines: [TestCFFWriter.charstring([.return])])
    #expect(try TestCFFWriter.font(table).outline(of: 0).commands.count == 5)
    for cut in 0..<table.count {
      let prefix = Array(table.prefix(cut))
      let result = Result { () throws(OpenTypeError) -> GlyphOutline in
        try CompactFontFormat(ByteReader(FontData(prefix))).outline(of: 0)
      }
      if case .success = result { Issue.record("a table cut at \(cut) bytes read as valid") }
    }
    var wrongVersion = table
    wrongVersion[0] = 2
    #expect(throws: OpenTypeError.unsupportedVersion("CFF ", version: 2)) {
      try TestCFFWriter.font(wrongVersion)
    }
    #expect(throws: OpenTypeError.self) { try TestCFFWriter.font(table).outline(of: 1) }
  }

  @Test("Face reads CFF outlines")
  func faceOutlines() throws {
    var font = FontBuilder()
    font.includesOutlines = false
    font.addGlyph(advance: 600, for: "A")
    font.extraTables["CFF "] = TestCFFWriter.table(charStrings: [
      TestCFFWriter.charstring([.endchar]), TestCFFWriter.charstring(squareTokens + [.endchar]),
    ])
    let face = try Face(bytes: font.build())
    #expect(face.outlineFormat == .compactFontFormat)
    #expect(
      try face.boundingBox(of: GlyphID(rawValue: 1))
        == BoundingBox(xMin: 0, yMin: 0, xMax: 100, yMax: 100))
  }
}
