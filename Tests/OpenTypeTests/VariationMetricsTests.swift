import OpenType
import OpenTypeTestSupport
import Testing

@Suite("Variations through Face: HVAR advances, MVAR metrics, STAT")
struct VariationMetricsTests {
  @Test("HVAR advances, directly indexed and through an advance mapping")
  func advances() throws {
    let store = TestVariationWriter.itemVariationStore(
      regions: [[(0, 1, 1)], [(-1, -1, 0)]],
      data: [.init(regionIndices: [0, 1], rows: [[0, 0], [100, -50], [40, 0]], wordCount: 2)])
    let direct = try Face(
      bytes: TestVariationWriter.weightFont(["HVAR": TestVariationWriter.hvar(store: store)])
        .build())
    let glyph = GlyphID(rawValue: 1)
    #expect(direct.advance(of: glyph) == 600)
    #expect(direct.advance(of: glyph, at: [:]) == 600)
    #expect(direct.advance(of: glyph, at: ["wght": 900]) == 700)
    #expect(direct.advance(of: glyph, at: ["wght": 650]) == 650)
    #expect(direct.advance(of: glyph, at: ["wght": 100]) == 550)
    #expect(direct.advance(of: GlyphID(rawValue: 2), at: ["wght": 900]) == 740)
    #expect(direct.advance(of: GlyphID(rawValue: 9), at: ["wght": 900]) == nil)

    // The mapping sends glyph 1 to row 2 and every later glyph to row 1.
    let mapping = TestVariationWriter.deltaSetIndexMap([(0, 0), (0, 2), (0, 1)])
    let mapped = try Face(
      bytes: TestVariationWriter.weightFont(
        ["HVAR": TestVariationWriter.hvar(store: store, mapping: mapping)], glyphCount: 4
      ).build())
    #expect(mapped.advance(of: glyph, at: ["wght": 900]) == 640)
    #expect(mapped.advance(of: GlyphID(rawValue: 3), at: ["wght": 900]) == 900)

    // A broken HVAR leaves the hmtx advance.
    let broken = try Face(
      bytes: TestVariationWriter.weightFont(["HVAR": [0, 1, 0, 0, 0, 0, 0, 99]]).build())
    #expect(broken.advance(of: glyph, at: ["wght": 900]) == 600)
  }

  @Test("MVAR adjusts font-wide metrics")
  func metrics() throws {
    let store = TestVariationWriter.itemVariationStore(
      regions: [[(0, 1, 1)]],
      data: [.init(regionIndices: [0], rows: [[40], [-20], [30], [10]], wordCount: 1)])
    let mvar = TestVariationWriter.mvar(
      [
        ("hasc", 0, 0), ("hdsc", 0, 1), ("xhgt", 0, 2), ("cpht", 0, 3), ("undo", 0, 1),
        ("stro", 0, 3),
      ], store: store
    )
    let face = try Face(bytes: TestVariationWriter.weightFont(["MVAR": mvar]).build())
    let bold = face.variationMetrics(at: ["wght": 900])
    let regular = face.variationMetrics(at: [:])
    #expect(bold.ascender == 840)
    #expect(bold.descender == -220)
    #expect(bold.lineGap == 0)
    #expect(bold.typographicAscender == 790)
    #expect(bold.typographicDescender == -270)
    #expect(bold.typographicLineGap == 200)
    #expect(bold.windowsAscent == 900)
    #expect(bold.xHeight == 530)
    #expect(bold.capHeight == 710)
    #expect(bold.underlinePosition == -120)
    #expect(bold.strikeoutPosition == regular.strikeoutPosition.map { $0 + 10 })
    #expect(bold.strikeoutThickness == regular.strikeoutThickness)
    #expect(regular.ascender == 800)
    #expect(regular.xHeight == 500)
    #expect(face.variationMetrics(at: ["wght": 650]).xHeight == 515)

    let table = try MetricsVariations(ByteReader(FontData(mvar)))
    #expect(table.metricTags == ["cpht", "hasc", "hdsc", "stro", "undo", "xhgt"])
    #expect(try table.delta(for: "hlgp", coordinates: [1]) == 0)
  }

  @Test("STAT design axes and axis values of formats 1 to 4")
  func styleAttributes() throws {
    var writer = ByteWriter()
    writer.uint16(1)
    writer.uint16(2)
    writer.uint16(8)
    writer.uint16(2)
    writer.uint32(20)
    writer.uint16(5)
    writer.uint32(36)
    writer.uint16(2)  // elidedFallbackNameID
    writer.tag("wght")
    writer.uint16(256)
    writer.uint16(0)
    writer.tag("ital")
    writer.uint16(257)
    writer.uint16(1)
    // Offsets (from byte 36) to 5 axis values: 10 bytes of offsets, then the values.
    let values: [[UInt8]] = {
      var format1 = ByteWriter()
      format1.uint16(1); format1.uint16(0); format1.uint16(2); format1.uint16(258);
      format1.fixed(400)
      var format2 = ByteWriter()
      format2.uint16(2); format2.uint16(0); format2.uint16(0); format2.uint16(259)
      format2.fixed(700); format2.fixed(650); format2.fixed(750)
      var format3 = ByteWriter()
      format3.uint16(3); format3.uint16(0); format3.uint16(0); format3.uint16(260);
      format3.fixed(400); format3.fixed(700)
      var format4 = ByteWriter()
      format4.uint16(4); format4.uint16(2); format4.uint16(1); format4.uint16(261)
      format4.uint16(0); format4.fixed(700); format4.uint16(1); format4.fixed(1)
      var unknown = ByteWriter()
      unknown.uint16(9)
      return [format1.bytes, format2.bytes, format3.bytes, format4.bytes, unknown.bytes]
    }()
    var offset = 10
    for value in values {
      writer.uint16(offset)
      offset += value.count
    }
    for value in values { writer.append(value) }
    let stat = try StyleAttributes(ByteReader(FontData(writer.bytes)))
    #expect(stat.designAxes.map(\.tag) == ["wght", "ital"])
    #expect(stat.designAxes[1].ordering == 1)
    #expect(stat.elidedFallbackNameID == NameID(rawValue: 2))
    #expect(stat.axisValues.count == 4)
    #expect(stat.axisValues[0].kind == .single(axisIndex: 0, value: 400))
    #expect(stat.axisValues[0].isElidable)
    #expect(
      stat.axisValues[1].kind == .range(axisIndex: 0, nominal: 700, minimum: 650, maximum: 750))
    #expect(stat.axisValues[2].kind == .linked(axisIndex: 0, value: 400, linkedValue: 700))
    #expect(stat.axisValues[3].kind == .combination([(0, 700), (1, 1)]))
    #expect(stat.axisValues[3].isOlderSiblingAttribute)
    #expect(stat.axisValues[3].nameID == NameID(rawValue: 261))

    var font = TestVariationWriter.weightFont(["STAT": writer.bytes])
    #expect(try Face(bytes: font.build()).styleAttributes == stat)
    font.extraTables["STAT"] = Array(writer.bytes.prefix(40))
    #expect(try Face(bytes: font.build()).styleAttributes == nil)
  }

  @Test("every truncation of the variation tables is an error or an absence")
  func truncations() throws {
    let store = TestVariationWriter.itemVariationStore(
      regions: [[(0, 1, 1)], [(-1, -1, 0)]],
      data: [.init(regionIndices: [0, 1], rows: [[0, 0], [100, -50], [40, 0]], wordCount: 1)])
    let tables: [OpenType.Tag: [UInt8]] = [
      "HVAR": TestVariationWriter.hvar(
        store: store, mapping: TestVariationWriter.deltaSetIndexMap([(0, 1), (0, 2)])),
      "MVAR": TestVariationWriter.mvar([("xhgt", 0, 1)], store: store),
      "avar": TestVariationWriter.avar([[(-1, -1), (0, 0), (1, 1)]]),
    ]
    for (tag, bytes) in tables {
      for cut in 0..<bytes.count {
        var truncated = tables
        truncated[tag] = Array(bytes.prefix(cut))
        let face = try Face(bytes: TestVariationWriter.weightFont(truncated).build())
        _ = face.normalizedCoordinates(for: ["wght": 700])
        _ = face.advance(of: GlyphID(rawValue: 1), at: ["wght": 700])
        _ = face.variationMetrics(at: ["wght": 700])
      }
    }
  }
}
