import OpenType
import OpenTypeTestSupport
import Testing

/// Writes the variation tables for tests.
enum TestVariationWriter {
  /// One axis of one region: start, peak and end.
  typealias Tent = (start: Double, peak: Double, end: Double)

  /// One `ItemVariationData`: the regions it uses and one row of deltas per item. The first
  /// `wordCount` columns are 16-bit (32-bit with `longWords`), the others 8-bit (16-bit).
  struct VariationData {
    var regionIndices: [Int]
    var rows: [[Int]]
    var wordCount: Int
    var longWords = false
  }

  static func f2Dot14(_ value: Double, into writer: inout ByteWriter) {
    writer.int16(Int(value * 16384))
  }

  static func itemVariationStore(regions: [[Tent]], data: [VariationData]) -> [UInt8] {
    var writer = ByteWriter()
    writer.uint16(1)
    let headerSize = 8 + 4 * data.count
    var regionList = ByteWriter()
    regionList.uint16(regions.first?.count ?? 0)
    regionList.uint16(regions.count)
    for region in regions {
      for tent in region {
        f2Dot14(tent.start, into: &regionList)
        f2Dot14(tent.peak, into: &regionList)
        f2Dot14(tent.end, into: &regionList)
      }
    }
    writer.uint32(headerSize)
    writer.uint16(data.count)
    var subtables = ByteWriter()
    for item in data {
      writer.uint32(headerSize + regionList.count + subtables.count)
      subtables.uint16(item.rows.count)
      subtables.uint16(item.wordCount | (item.longWords ? 0x8000 : 0))
      subtables.uint16(item.regionIndices.count)
      for index in item.regionIndices { subtables.uint16(index) }
      for row in item.rows {
        for (column, delta) in row.enumerated() {
          switch (column < item.wordCount, item.longWords) {
          case (true, true): subtables.uint32(delta)
          case (true, false), (false, true): subtables.int16(delta)
          case (false, false): subtables.uint8(UInt8(truncatingIfNeeded: delta))
          }
        }
      }
    }
    return writer.bytes + regionList.bytes + subtables.bytes
  }

  struct Axis {
    var tag: OpenType.Tag
    var minimum: Double
    var defaultValue: Double
    var maximum: Double
    var nameID = 256
    var hidden = false
  }

  static func fvar(
    axes: [Axis], instances: [(subfamily: Int, coordinates: [Double], postScript: Int?)]
  ) -> [UInt8] {
    var writer = ByteWriter()
    let withPostScript = instances.contains { $0.postScript != nil }
    writer.uint16(1)
    writer.uint16(0)
    writer.uint16(16)
    writer.uint16(2)
    writer.uint16(axes.count)
    writer.uint16(20)
    writer.uint16(instances.count)
    writer.uint16(axes.count * 4 + (withPostScript ? 6 : 4))
    for axis in axes {
      writer.tag(axis.tag)
      writer.fixed(axis.minimum)
      writer.fixed(axis.defaultValue)
      writer.fixed(axis.maximum)
      writer.uint16(axis.hidden ? 1 : 0)
      writer.uint16(axis.nameID)
    }
    for instance in instances {
      writer.uint16(instance.subfamily)
      writer.uint16(0)
      for value in instance.coordinates { writer.fixed(value) }
      if withPostScript { writer.uint16(instance.postScript ?? 0xFFFF) }
    }
    return writer.bytes
  }

  static func avar(_ maps: [[(Double, Double)]]) -> [UInt8] {
    var writer = ByteWriter()
    writer.uint16(1)
    writer.uint16(0)
    writer.uint16(0)
    writer.uint16(maps.count)
    for map in maps {
      writer.uint16(map.count)
      for (from, to) in map {
        f2Dot14(from, into: &writer)
        f2Dot14(to, into: &writer)
      }
    }
    return writer.bytes
  }

  /// A delta-set index map with 2-byte entries and `innerBits` inner bits.
  static func deltaSetIndexMap(
    _ entries: [(outer: Int, inner: Int)], format: Int = 0, innerBits: Int = 8
  ) -> [UInt8] {
    var writer = ByteWriter()
    writer.uint8(UInt8(format))
    writer.uint8(UInt8(0x10 | (innerBits - 1)))
    format == 0 ? writer.uint16(entries.count) : writer.uint32(entries.count)
    for entry in entries { writer.uint16(entry.outer << innerBits | entry.inner) }
    return writer.bytes
  }

  static func hvar(store: [UInt8], mapping: [UInt8]? = nil) -> [UInt8] {
    var writer = ByteWriter()
    writer.uint16(1)
    writer.uint16(0)
    writer.uint32(20)
    writer.uint32(mapping == nil ? 0 : 20 + store.count)
    writer.uint32(0)
    writer.uint32(0)
    return writer.bytes + store + (mapping ?? [])
  }

  static func mvar(_ records: [(tag: OpenType.Tag, outer: Int, inner: Int)], store: [UInt8])
    -> [UInt8]
  {
    var writer = ByteWriter()
    writer.uint16(1)
    writer.uint16(0)
    writer.uint16(0)
    writer.uint16(8)
    writer.uint16(records.count)
    writer.uint16(12 + 8 * records.count)
    for record in records.sorted(by: { $0.tag < $1.tag }) {
      writer.tag(record.tag)
      writer.uint16(record.outer)
      writer.uint16(record.inner)
    }
    return writer.bytes + store
  }

  /// A one-axis (`wght`, 100…400…900) variable font with the given extra tables.
  static func weightFont(_ tables: [OpenType.Tag: [UInt8]], glyphCount: Int = 3) -> FontBuilder {
    var font = FontBuilder()
    for index in 1..<glyphCount { font.addGlyph(advance: 500 + index * 100) }
    font.extraTables = tables
    font.extraTables["fvar", default: []] =
      tables["fvar"]
      ?? fvar(
        axes: [Axis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)], instances: [])
    return font
  }
}

@Suite("Variations: fvar, avar, STAT, item variation store, HVAR, MVAR")
struct VariationTests {
  @Test("region tents per the spec's interpolation algorithm")
  func tents() throws {
    let store = TestVariationWriter.itemVariationStore(
      regions: [[(0, 1, 1)], [(-1, -1, 0)], [(0, 0.5, 1)], [(-0.5, 0.5, 1)], [(0.8, 0.5, 1)]],
      data: [
        .init(
          regionIndices: [0, 1, 2, 3, 4],
          rows: [[100, 0, 0, 0, 0], [0, 0, 100, 0, 0], [0, 0, 0, 100, 100]], wordCount: 5)
      ])
    let ivs = try ItemVariationStore(ByteReader(FontData(store)), tag: "HVAR")
    #expect(ivs.regionCount == 5)
    #expect(ivs.axisCount == 1)
    #expect(try ivs.regionScalar(0, coordinates: [0.25]) == 0.25)
    #expect(try ivs.regionScalar(0, coordinates: [-0.25]) == 0)
    #expect(try ivs.regionScalar(1, coordinates: [-0.5]) == 0.5)
    #expect(try ivs.regionScalar(2, coordinates: [0.75]) == 0.5)
    #expect(try ivs.regionScalar(2, coordinates: []) == 0)
    // A tent spanning zero and an inverted tent do not restrict the region.
    #expect(try ivs.regionScalar(3, coordinates: [0.9]) == 1)
    #expect(try ivs.regionScalar(4, coordinates: [0.1]) == 1)
    #expect(try ivs.delta(outer: 0, inner: 0, coordinates: [0.5]) == 50)
    #expect(try ivs.delta(outer: 0, inner: 1, coordinates: [0.75]) == 50)
    #expect(try ivs.regionScalars(dataIndex: 0, coordinates: [1]) == [1, 0, 0, 1, 1])
    #expect(throws: OpenTypeError.self) { try ivs.delta(outer: 0, inner: 3, coordinates: [0]) }
    #expect(throws: OpenTypeError.self) { try ivs.delta(outer: 1, inner: 0, coordinates: [0]) }
    #expect(throws: OpenTypeError.self) { try ivs.regionScalar(5, coordinates: [0]) }
  }

  @Test("word, byte and long deltas", arguments: [false, true])
  func deltaSizes(longWords: Bool) throws {
    let store = TestVariationWriter.itemVariationStore(
      regions: [[(0, 1, 1)], [(-1, -1, 0)], [(0, 1, 1)]],
      data: [
        .init(
          regionIndices: [0, 1, 2], rows: [[1000, -20, 7], [-300, 100, -5]], wordCount: 1,
          longWords: longWords)
      ])
    let ivs = try ItemVariationStore(ByteReader(FontData(store)), tag: "MVAR")
    #expect(try ivs.delta(outer: 0, inner: 0, coordinates: [1]) == 1007)
    #expect(try ivs.delta(outer: 0, inner: 1, coordinates: [1]) == -305)
    #expect(try ivs.delta(outer: 0, inner: 1, coordinates: [-0.5]) == 50)
  }

  @Test("delta-set index maps: formats 0 and 1, the last entry repeats")
  func deltaSetIndexMaps() throws {
    for format in [0, 1] {
      let bytes = TestVariationWriter.deltaSetIndexMap(
        [(0, 2), (1, 5)], format: format, innerBits: 4)
      let map = try DeltaSetIndexMap(ByteReader(FontData(bytes)), tag: "HVAR")
      #expect(map.count == 2)
      #expect(try map.deltaSet(for: 0)! == (0, 2))
      #expect(try map.deltaSet(for: 1)! == (1, 5))
      #expect(try map.deltaSet(for: 40)! == (1, 5))
      #expect(throws: OpenTypeError.self) {
        try DeltaSetIndexMap(ByteReader(FontData(Array(bytes.dropLast()))), tag: "HVAR")
      }
    }
    #expect(throws: OpenTypeError.self) {
      try DeltaSetIndexMap(ByteReader(FontData([2, 0, 0, 0])), tag: "HVAR")
    }
  }

  @Test("fvar axes and named instances")
  func fontVariations() throws {
    typealias Axis = TestVariationWriter.Axis
    let table = TestVariationWriter.fvar(
      axes: [
        Axis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900, nameID: 256),
        Axis(tag: "opsz", minimum: 14, defaultValue: 14, maximum: 32, nameID: 257, hidden: true),
      ],
      instances: [(258, [700, 14], 300), (259, [400, 32], nil)])
    let fvar = try FontVariations(ByteReader(FontData(table)))
    #expect(fvar.axes.map(\.tag) == ["wght", "opsz"])
    #expect(
      fvar.axes[0]
        == VariationAxis(
          tag: "wght", minimumValue: 100, defaultValue: 400, maximumValue: 900,
          nameID: NameID(rawValue: 256)))
    #expect(fvar.axes[1].isHidden)
    #expect(fvar.namedInstances.count == 2)
    #expect(fvar.namedInstances[0].coordinates == ["wght": 700, "opsz": 14])
    #expect(fvar.namedInstances[0].postScriptNameID == NameID(rawValue: 300))
    #expect(fvar.namedInstances[1].postScriptNameID == nil)
    #expect(fvar.namedInstances[1].subfamilyNameID == NameID(rawValue: 259))
    for cut in [0, 10, 16, 30, table.count - 1] {
      #expect(throws: OpenTypeError.self) {
        try FontVariations(ByteReader(FontData(Array(table.prefix(cut)))))
      }
    }
  }

  @Test("normalisation: default mapping, clamping, avar and F2DOT14 rounding")
  func normalization() throws {
    let plain = try Face(bytes: TestVariationWriter.weightFont([:]).build())
    #expect(plain.isVariable)
    #expect(plain.variationAxes.map(\.tag) == ["wght"])
    #expect(plain.normalizedCoordinates(for: [:]) == [0])
    // 0.6, rounded to F2DOT14.
    #expect(plain.normalizedCoordinates(for: ["wght": 700]) == [Double(9830) / 16384])
    #expect(plain.normalizedCoordinates(for: ["wght": 250]) == [-0.5])
    #expect(plain.normalizedCoordinates(for: ["wght": 2000, "wdth": 50]) == [1])
    #expect(plain.normalizedCoordinates(for: ["wght": -5]) == [-1])
    #expect(plain.normalizedCoordinates(for: ["wght": 500]) == [Double(3277) / 16384])

    let mapped = try Face(
      bytes: TestVariationWriter.weightFont([
        "avar": TestVariationWriter.avar([[(-1, -1), (0, 0), (0.5, 0.75), (1, 1)]])
      ]).build())
    #expect(mapped.normalizedCoordinates(for: ["wght": 400 + 500 * 0.25]) == [0.375])
    #expect(mapped.normalizedCoordinates(for: ["wght": 650]) == [0.75])
    #expect(mapped.normalizedCoordinates(for: ["wght": 900]) == [1])
    #expect(mapped.normalizedCoordinates(for: ["wght": 775]) == [0.875])
    // A map without the 0 → 0 anchor is ignored.
    let invalid = try Face(
      bytes: TestVariationWriter.weightFont([
        "avar": TestVariationWriter.avar([[(-1, -1), (0.5, 0.75), (1, 1)]])
      ]).build())
    #expect(invalid.normalizedCoordinates(for: ["wght": 650]) == [0.5])

    let staticFace = try Face(bytes: FontBuilder().build())
    #expect(!staticFace.isVariable)
    #expect(staticFace.normalizedCoordinates(for: ["wght": 700]) == [])
    #expect(staticFace.namedInstances.isEmpty)
  }
}
