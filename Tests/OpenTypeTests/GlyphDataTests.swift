import OpenType
import OpenTypeTestSupport
import Testing

/// A TrueType point for the test glyph writer.
struct TestGlyphPoint {
  var x: Int
  var y: Int
  var onCurve = true
}

/// Writes simple and composite 'glyf' entries the way font compilers compress them, so the
/// reader's flag repeats, short vectors and "same" coordinates are all exercised.
enum TestGlyphWriter {
  static func simple(_ contours: [[TestGlyphPoint]], instructions: [UInt8] = []) -> [UInt8] {
    var writer = ByteWriter()
    let points = Array(contours.joined())
    writer.int16(contours.count)
    writer.int16(points.map(\.x).min() ?? 0)
    writer.int16(points.map(\.y).min() ?? 0)
    writer.int16(points.map(\.x).max() ?? 0)
    writer.int16(points.map(\.y).max() ?? 0)
    var end = -1
    for contour in contours {
      end += contour.count
      writer.uint16(end)
    }
    writer.uint16(instructions.count)
    writer.append(instructions)
    var flags: [UInt8] = []
    var xBytes = ByteWriter()
    var yBytes = ByteWriter()
    var previous = (x: 0, y: 0)
    for point in points {
      var flag: UInt8 = point.onCurve ? 0x01 : 0
      flag |= encode(point.x - previous.x, short: 0x02, same: 0x10, into: &xBytes)
      flag |= encode(point.y - previous.y, short: 0x04, same: 0x20, into: &yBytes)
      previous = (point.x, point.y)
      flags.append(flag)
    }
    // Run-length encode the flags with REPEAT_FLAG.
    var index = 0
    while index < flags.count {
      var run = 1
      while index + run < flags.count, flags[index + run] == flags[index], run < 256 { run += 1 }
      if run > 2 {
        writer.uint8(flags[index] | 0x08)
        writer.uint8(UInt8(run - 1))
      } else {
        for _ in 0..<run { writer.uint8(flags[index]) }
      }
      index += run
    }
    writer.append(xBytes.bytes)
    writer.append(yBytes.bytes)
    return writer.bytes
  }

  private static func encode(_ delta: Int, short: UInt8, same: UInt8, into writer: inout ByteWriter)
    -> UInt8
  {
    if delta == 0 { return same }
    if abs(delta) < 256 {
      writer.uint8(UInt8(abs(delta)))
      return delta > 0 ? short | same : short
    }
    writer.int16(delta)
    return 0
  }

  struct Component {
    var glyph: Int
    var dx = 0
    var dy = 0
    var flags = 0x0002  // ARGS_ARE_XY_VALUES
    var transform: [Double] = []  // 1, 2 or 4 F2DOT14 values
  }

  static func composite(_ components: [Component]) -> [UInt8] {
    var writer = ByteWriter()
    writer.int16(-1)
    for _ in 0..<4 { writer.int16(0) }
    for (index, component) in components.enumerated() {
      var flags = component.flags
      let words = !(-128...127).contains(component.dx) || !(-128...127).contains(component.dy)
      if words { flags |= 0x0001 }
      switch component.transform.count {
      case 1: flags |= 0x0008
      case 2: flags |= 0x0040
      case 4: flags |= 0x0080
      default: break
      }
      if index < components.count - 1 { flags |= 0x0020 }
      writer.uint16(flags)
      writer.uint16(component.glyph)
      if words {
        writer.int16(component.dx)
        writer.int16(component.dy)
      } else {
        writer.uint8(UInt8(truncatingIfNeeded: component.dx))
        writer.uint8(UInt8(truncatingIfNeeded: component.dy))
      }
      for value in component.transform { writer.int16(Int(value * 16384)) }
    }
    return writer.bytes
  }

  /// 'glyf' and 'loca' bytes for the given glyph entries.
  static func tables(_ glyphs: [[UInt8]], longOffsets: Bool = true) -> (
    glyf: [UInt8], loca: [UInt8]
  ) {
    var glyf = ByteWriter()
    var loca = ByteWriter()
    for glyph in glyphs {
      longOffsets ? loca.uint32(glyf.count) : loca.uint16(glyf.count / 2)
      glyf.append(glyph)
      glyf.pad(to: longOffsets ? 1 : 2)
    }
    longOffsets ? loca.uint32(glyf.count) : loca.uint16(glyf.count / 2)
    return (glyf.bytes, loca.bytes)
  }

  static func glyphData(_ glyphs: [[UInt8]], longOffsets: Bool = true) throws -> GlyphData {
    let (glyf, loca) = tables(glyphs, longOffsets: longOffsets)
    return try GlyphData(
      glyf: ByteReader(FontData(glyf)), loca: ByteReader(FontData(loca)),
      indexToLocFormat: longOffsets ? 1 : 0, numberOfGlyphs: glyphs.count)
  }
}

private func point(_ x: Double, _ y: Double) -> OutlinePoint { OutlinePoint(x: x, y: y) }

private let square: [[TestGlyphPoint]] = [
  [
    TestGlyphPoint(x: 100, y: 0), TestGlyphPoint(x: 100, y: 700), TestGlyphPoint(x: 600, y: 700),
    TestGlyphPoint(x: 600, y: 0),
  ]
]

@Suite("glyf and loca")
struct GlyphDataTests {
  @Test("a simple glyph's lines, with short, long and repeated coordinates")
  func simpleGlyph() throws {
    let wide: [[TestGlyphPoint]] = [
      [
        TestGlyphPoint(x: 0, y: 0), TestGlyphPoint(x: 1000, y: 0), TestGlyphPoint(x: 1000, y: -300),
      ]
    ]
    for longOffsets in [true, false] {
      let glyphs = try TestGlyphWriter.glyphData(
        [
          [], TestGlyphWriter.simple(square, instructions: [0xB0, 0x00]),
          TestGlyphWriter.simple(wide),
        ],
        longOffsets: longOffsets)
      #expect(try glyphs.outline(of: 0).isEmpty)
      #expect(
        try glyphs.outline(of: 1).commands == [
          .move(to: point(100, 0)), .line(to: point(100, 700)), .line(to: point(600, 700)),
          .line(to: point(600, 0)), .close,
        ])
      #expect(
        try glyphs.outline(of: 2).commands == [
          .move(to: point(0, 0)), .line(to: point(1000, 0)), .line(to: point(1000, -300)), .close,
        ])
      #expect(
        try glyphs.storedBoundingBox(of: 2)
          == BoundingBox(xMin: 0, yMin: -300, xMax: 1000, yMax: 0))
    }
  }

  @Test("a glyph with zero contours and only a header is empty")
  func headerOnly() throws {
    var header = ByteWriter()
    for _ in 0..<5 { header.int16(0) }
    #expect(try TestGlyphWriter.glyphData([header.bytes]).outline(of: 0).isEmpty)
  }

  @Test("flag repeats covering many points")
  func repeatedFlags() throws {
    let many = [(0..<300).map { TestGlyphPoint(x: $0, y: 0) }]
    let glyphs = try TestGlyphWriter.glyphData([TestGlyphWriter.simple(many)])
    let commands = try glyphs.outline(of: 0).commands
    #expect(commands.count == 301)
    #expect(commands[299] == .line(to: point(299, 0)))
  }

  @Test("off-curve points: implied midpoints, start on the first on-curve point")
  func quadraticCurves() throws {
    let contour: [[TestGlyphPoint]] = [
      [
        TestGlyphPoint(x: 0, y: 100, onCurve: false), TestGlyphPoint(x: 0, y: 0),
        TestGlyphPoint(x: 100, y: 0, onCurve: false),
        TestGlyphPoint(x: 100, y: 100, onCurve: false),
      ]
    ]
    let glyphs = try TestGlyphWriter.glyphData([TestGlyphWriter.simple(contour)])
    #expect(
      try glyphs.outline(of: 0).commands == [
        .move(to: point(0, 0)),
        .quadratic(control: point(100, 0), to: point(100, 50)),
        .quadratic(control: point(100, 100), to: point(50, 100)),
        .quadratic(control: point(0, 100), to: point(0, 0)),
        .close,
      ])
  }

  @Test("a contour of off-curve points only starts between its last and first points")
  func onlyOffCurvePoints() throws {
    let circle: [[TestGlyphPoint]] = [
      [
        TestGlyphPoint(x: 0, y: 0, onCurve: false), TestGlyphPoint(x: 0, y: 100, onCurve: false),
        TestGlyphPoint(x: 100, y: 100, onCurve: false),
        TestGlyphPoint(x: 100, y: 0, onCurve: false),
      ]
    ]
    let outline = try TestGlyphWriter.glyphData([TestGlyphWriter.simple(circle)]).outline(of: 0)
    #expect(outline.commands.first == .move(to: point(50, 0)))
    #expect(outline.commands.count == 6)
    #expect(outline.commands[4] == .quadratic(control: point(100, 0), to: point(50, 0)))
    // The implied on-curve points are the midpoints of the sides, so the curves reach them.
    #expect(outline.boundingBox == BoundingBox(xMin: 0, yMin: 0, xMax: 100, yMax: 100))
  }

  @Test("composite glyphs: offsets, scale, x/y scale, 2×2 and nesting")
  func compositeTransforms() throws {
    typealias Component = TestGlyphWriter.Component
    let glyphs = try TestGlyphWriter.glyphData([
      TestGlyphWriter.simple(square),
      TestGlyphWriter.composite([Component(glyph: 0), Component(glyph: 0, dx: 1000, dy: -20)]),
      TestGlyphWriter.composite([Component(glyph: 0, dx: 10, dy: 0, transform: [0.5])]),
      TestGlyphWriter.composite([Component(glyph: 0, transform: [1.5, -1])]),
      // 2×2: x' = y, y' = x (xscale 0, scale01 1, scale10 1, yscale 0).
      TestGlyphWriter.composite([Component(glyph: 0, transform: [0, 1, 1, 0])]),
      TestGlyphWriter.composite([Component(glyph: 1, dx: 5, dy: 5)]),
      // SCALED_COMPONENT_OFFSET: the offset is scaled too.
      TestGlyphWriter.composite([
        Component(glyph: 0, dx: 100, dy: 0, flags: 0x0802, transform: [0.5])
      ]),
    ])
    let two = try glyphs.outline(of: 1)
    #expect(two.commands.count == 10)
    #expect(two.commands[5] == .move(to: point(1100, -20)))
    #expect(
      try glyphs.outline(of: 2).commands.prefix(2) == [
        .move(to: point(60, 0)), .line(to: point(60, 350)),
      ])
    #expect(
      try glyphs.outline(of: 3).boundingBox
        == BoundingBox(xMin: 150, yMin: -700, xMax: 900, yMax: 0))
    #expect(
      try glyphs.outline(of: 4).boundingBox == BoundingBox(xMin: 0, yMin: 100, xMax: 700, yMax: 600)
    )
    #expect(
      try glyphs.outline(of: 5).boundingBox
        == BoundingBox(xMin: 105, yMin: -15, xMax: 1605, yMax: 705))
    #expect(try glyphs.outline(of: 6).commands.first == .move(to: point(100, 0)))
  }

  /// A square (glyph 0), and two composites of two squares whose second square is placed by
  /// point matching: its point 0 (100, 0) onto the composite's point 2 (600, 700) in glyph 1,
  /// onto point 9, which does not exist, in glyph 2.
  private static let pointMatchingGlyphs: [[UInt8]] = {
    typealias Component = TestGlyphWriter.Component
    return [
      TestGlyphWriter.simple(square),
      TestGlyphWriter.composite([Component(glyph: 0), Component(glyph: 0, dx: 2, dy: 0, flags: 0)]),
      TestGlyphWriter.composite([Component(glyph: 0), Component(glyph: 0, dx: 9, dy: 0, flags: 0)]),
    ]
  }()

  @Test("point matching moves the component's point onto the composite's point")
  func pointMatching() throws {
    let glyphs = try TestGlyphWriter.glyphData(Self.pointMatchingGlyphs)
    #expect(try glyphs.outline(of: 1).commands[5] == .move(to: point(600, 700)))
    #expect(throws: OpenTypeError.self) { try glyphs.outline(of: 2) }
  }

  @Test("a point-matching composite inside another composite is placed like any component")
  func nestedPointMatching() throws {
    typealias Component = TestGlyphWriter.Component
    let glyphs = try TestGlyphWriter.glyphData(
      Self.pointMatchingGlyphs + [
        // A square, then glyph 1 moved by (5, 7).
        TestGlyphWriter.composite([Component(glyph: 0, dx: 10), Component(glyph: 1, dx: 5, dy: 7)]),
        // Glyph 1 at half size.
        TestGlyphWriter.composite([Component(glyph: 1, transform: [0.5])]),
        // A square, then the glyph whose point matching fails.
        TestGlyphWriter.composite([Component(glyph: 0), Component(glyph: 2)]),
      ])
    func moved(_ outline: GlyphOutline, _ transform: (OutlinePoint) -> OutlinePoint)
      -> [PathCommand]
    {
      outline.commands.map { command in
        switch command {
        case .move(let to): .move(to: transform(to))
        case .line(let to): .line(to: transform(to))
        case .quadratic(let control, let to):
          .quadratic(control: transform(control), to: transform(to))
        case .cubic(let c1, let c2, let to):
          .cubic(control1: transform(c1), control2: transform(c2), to: transform(to))
        case .close: .close
        }
      }
    }
    let square = try glyphs.outline(of: 0)
    let matched = try glyphs.outline(of: 1)
    #expect(matched.commands.count == 10)
    #expect(
      try glyphs.outline(of: 3).commands
        == moved(square) { point($0.x + 10, $0.y) } + moved(matched) { point($0.x + 5, $0.y + 7) })
    #expect(try glyphs.outline(of: 4).commands == moved(matched) { point($0.x / 2, $0.y / 2) })
    #expect(throws: OpenTypeError.self) { try glyphs.outline(of: 5) }
  }

  @Test("cycles and deep nesting throw instead of recursing forever")
  func compositeLimits() throws {
    typealias Component = TestGlyphWriter.Component
    let cyclic = try TestGlyphWriter.glyphData([
      TestGlyphWriter.composite([Component(glyph: 1)]),
      TestGlyphWriter.composite([Component(glyph: 0)]),
      TestGlyphWriter.composite([Component(glyph: 2)]),
    ])
    #expect(throws: OpenTypeError.self) { try cyclic.outline(of: 0) }
    #expect(throws: OpenTypeError.self) { try cyclic.outline(of: 2) }

    // A chain deeper than the limit: glyph i refers to glyph i + 1, the last is a square.
    let depth = GlyphData.maximumComponentDepth + 2
    var chain = (0..<depth).map { TestGlyphWriter.composite([Component(glyph: $0 + 1)]) }
    chain.append(TestGlyphWriter.simple(square))
    let deep = try TestGlyphWriter.glyphData(chain)
    #expect(
      throws: OpenTypeError.limitExceeded("glyf", reason: "composite glyphs nest deeper than 10")
    ) {
      try deep.outline(of: 0)
    }
    #expect(try deep.outline(of: 2).commands.count == 5)

    // Fan-out: 8 levels of 32 components each would be 32⁸ squares; the work budget stops it.
    var fan = (0..<8).map { level in
      TestGlyphWriter.composite(Array(repeating: Component(glyph: level + 1), count: 32))
    }
    fan.append(TestGlyphWriter.simple(square))
    #expect(throws: OpenTypeError.self) { try TestGlyphWriter.glyphData(fan).outline(of: 0) }
  }

  @Test("malformed glyph data throws typed errors")
  func malformed() throws {
    let good = TestGlyphWriter.simple(square)
    for cut in [1, 9, 11, 13, 16, good.count - 1] {
      let glyphs = try TestGlyphWriter.glyphData([Array(good.prefix(cut))])
      #expect(throws: OpenTypeError.self) { try glyphs.outline(of: 0) }
    }
    // Decreasing loca offsets.
    let backwards = try GlyphData(
      glyf: ByteReader(FontData(good)), loca: ByteReader(FontData([0, 0, 0, 8, 0, 0, 0, 4])),
      indexToLocFormat: 1, numberOfGlyphs: 1)
    #expect(throws: OpenTypeError.self) { try backwards.outline(of: 0) }
    // A glyph past the table and glyphs outside the index.
    let past = try GlyphData(
      glyf: ByteReader(FontData(good)), loca: ByteReader(FontData([0, 0, 0, 0, 0, 0, 9, 0])),
      indexToLocFormat: 1, numberOfGlyphs: 5)
    #expect(past.numberOfGlyphs == 1)
    #expect(throws: OpenTypeError.self) { try past.outline(of: 0) }
    #expect(throws: OpenTypeError.self) { try past.outline(of: 1) }
    #expect(throws: OpenTypeError.self) { try past.outline(of: -1) }
    #expect(throws: OpenTypeError.self) {
      try GlyphData(
        glyf: ByteReader(FontData(good)), loca: ByteReader(FontData([])), indexToLocFormat: 2,
        numberOfGlyphs: 0)
    }
    // Contour end points that decrease.
    var decreasing = ByteWriter()
    decreasing.int16(2)
    for _ in 0..<4 { decreasing.int16(0) }
    decreasing.uint16(3)
    decreasing.uint16(1)
    decreasing.uint16(0)
    #expect(throws: OpenTypeError.self) {
      try TestGlyphWriter.glyphData([decreasing.bytes]).outline(of: 0)
    }
  }

  @Test("Face reads outlines and bounds from glyf")
  func faceOutlines() throws {
    var font = FontBuilder()
    let glyph = font.addGlyph(
      advance: 700, for: "A",
      contours: [
        [
          .init(0, 0), .init(300, 600, onCurve: false), .init(600, 0),
        ]
      ])
    let face = try Face(bytes: font.build())
    #expect(face.outlineFormat == .trueType)
    #expect(try face.outline(of: .notDefined).isEmpty)
    #expect(try face.boundingBox(of: .notDefined) == nil)
    #expect(
      try face.outline(of: glyph).commands == [
        .move(to: point(0, 0)), .quadratic(control: point(300, 600), to: point(600, 0)), .close,
      ])
    // The curve peaks at half its control point's height.
    #expect(try face.boundingBox(of: glyph) == BoundingBox(xMin: 0, yMin: 0, xMax: 600, yMax: 300))
    #expect(throws: OpenTypeError.self) { try face.outline(of: GlyphID(rawValue: 2)) }

    font.omittedTables = ["glyf", "loca"]
    let bare = try Face(bytes: font.build())
    #expect(bare.outlineFormat == nil)
    #expect(throws: OpenTypeError.missingTable("glyf")) { try bare.outline(of: glyph) }
  }
}
