import OpenType
import OpenTypeTestSupport
import Testing

@Suite("kern and GPOS kerning")
struct KerningTests {
  /// A font with glyphs A (1), V (2), T (3), o (4), e (5).
  static func font() -> FontBuilder {
    var font = FontBuilder()
    for scalar: Unicode.Scalar in ["A", "V", "T", "o", "e"] {
      font.addGlyph(advance: 600, for: scalar)
    }
    return font
  }

  @Test func kernTablePairs() throws {
    var font = Self.font()
    font.kerningTablePairs = [.init(1, 2, -80), .init(3, 4, -120), .init(2, 1, -75)]
    let face = try font.face()
    #expect(face.kerning(between: 1, and: 2) == -80)
    #expect(face.kerning(between: 2, and: 1) == -75)
    #expect(face.kerning(between: 3, and: 4) == -120)
    #expect(face.kerning(between: 4, and: 3) == 0)
    #expect(face.kerningSources == .kerningTable)
  }

  @Test func kernSubtableLengthOverflowIsIgnored() throws {
    // 12,000 pairs: 14 + 72,000 bytes, more than the 16-bit length can say (Open Sans).
    var font = FontBuilder()
    for _ in 0..<200 { font.addGlyph(advance: 500) }
    var pairs: [FontBuilder.KerningPair] = []
    for left in 1...120 {
      for right in 1...100 {
        pairs.append(
          .init(GlyphID(rawValue: UInt16(left)), GlyphID(rawValue: UInt16(right)), -(left + right)))
      }
    }
    font.kerningTablePairs = pairs
    let kern = try #require(font.generatedTable("kern"))
    #expect(Int(kern[6]) << 8 | Int(kern[7]) != 14 + pairs.count * 6)  // the length wrapped
    let face = try font.face()
    #expect(face.kerningTable?.pairTables.first?.pairCount == 12_000)
    #expect(face.kerning(between: 1, and: 1) == -2)
    #expect(face.kerning(between: 120, and: 100) == -220)
    #expect(face.kerning(between: 77, and: 33) == -110)
    #expect(face.kerning(between: 121, and: 1) == 0)
  }

  @Test func kernTableWithTruncatedPairsIsAbsent() throws {
    var font = Self.font()
    font.kerningTablePairs = [.init(1, 2, -80), .init(3, 4, -120)]
    font.tableOverrides["kern"] = Array(try #require(font.generatedTable("kern")).prefix(22))
    let face = try font.face()
    #expect(face.kerningTable == nil)
    #expect(face.kerning(between: 1, and: 2) == 0)
  }

  @Test func appleKernTableVersion1() throws {
    var writer = ByteWriter()
    writer.uint32(0x0001_0000)
    writer.uint32(2)
    // A vertical subtable, skipped.
    writer.uint32(8 + 8 + 6)
    writer.uint16(0x8000)
    writer.uint16(0)
    writer.uint16(1)
    writer.uint16(6)
    writer.uint16(0)
    writer.uint16(0)
    writer.uint16(1)
    writer.uint16(2)
    writer.int16(-999)
    // A horizontal one.
    writer.uint32(8 + 8 + 6)
    writer.uint16(0x0000)
    writer.uint16(0)
    writer.uint16(1)
    writer.uint16(6)
    writer.uint16(0)
    writer.uint16(0)
    writer.uint16(1)
    writer.uint16(2)
    writer.int16(-50)
    var font = Self.font()
    font.extraTables["kern"] = writer.bytes
    let face = try font.face()
    #expect(face.kerning(between: 1, and: 2) == -50)
  }

  @Test func kernTableSubtablesAddSkipOrOverride() throws {
    func pairSubtable(_ writer: inout ByteWriter, coverage: Int, value: Int) {
      writer.uint16(0)
      writer.uint16(14 + 6)
      writer.uint16(coverage)
      writer.uint16(1)
      writer.uint16(6)
      writer.uint16(0)
      writer.uint16(0)
      writer.uint16(1)
      writer.uint16(2)
      writer.int16(value)
    }
    var writer = ByteWriter()
    writer.uint16(0)
    writer.uint16(5)
    pairSubtable(&writer, coverage: 0x0001, value: -10)  // horizontal: adds
    pairSubtable(&writer, coverage: 0x0005, value: -500)  // cross-stream: skipped
    // A format 2 subtable (class arrays), skipped by its length.
    writer.uint16(0)
    writer.uint16(6 + 8)
    writer.uint16(0x0201)
    writer.append([UInt8](repeating: 0, count: 8))
    pairSubtable(&writer, coverage: 0x0001, value: -20)  // adds: -30
    pairSubtable(&writer, coverage: 0x0003, value: -700)  // minimum values: skipped
    var font = Self.font()
    font.extraTables["kern"] = writer.bytes
    #expect(try font.face().kerning(between: 1, and: 2) == -30)
    #expect(try font.face().kerningTable?.pairTables.count == 2)

    var overriding = writer
    pairSubtable(&overriding, coverage: 0x0009, value: -5)  // override: replaces the sum
    overriding.setUInt16(6, at: 2)
    font.extraTables["kern"] = overriding.bytes
    #expect(try font.face().kerning(between: 1, and: 2) == -5)
  }

  @Test(arguments: [false, true])
  func gposGlyphPairs(extension usesExtension: Bool) throws {
    var font = Self.font()
    font.positioningLookups = [
      .init(
        [.glyphPairs([.init(1, 2, -90), .init(3, 4, -140), .init(3, 5, -130)])],
        usesExtension: usesExtension)
    ]
    let face = try font.face()
    #expect(face.kerning(between: 1, and: 2) == -90)
    #expect(face.kerning(between: 3, and: 4) == -140)
    #expect(face.kerning(between: 3, and: 5) == -130)
    #expect(face.kerning(between: 2, and: 1) == 0)
    #expect(face.kerningSources == .glyphPositioning)
  }

  @Test(arguments: [1, 2])
  func coverageFormats(format: Int) throws {
    var font = Self.font()
    font.positioningCoverageFormat = format
    font.positioningLookups = [
      .init([.glyphPairs([.init(1, 2, -10), .init(2, 1, -20), .init(3, 1, -30), .init(5, 1, -50)])])
    ]
    let face = try font.face()
    #expect(face.kerning(between: 1, and: 2) == -10)
    #expect(face.kerning(between: 2, and: 1) == -20)
    #expect(face.kerning(between: 3, and: 1) == -30)
    #expect(face.kerning(between: 4, and: 1) == 0)
    #expect(face.kerning(between: 5, and: 1) == -50)
  }

  @Test(arguments: [1, 2], [false, true])
  func gposClassPairs(classDefinitionFormat: Int, usesExtension: Bool) throws {
    var font = Self.font()
    font.positioningClassDefinitionFormat = classDefinitionFormat
    // First classes: A=1, V=1, T=2. Second classes: o=1, e=1, A=2.
    let classes = FontBuilder.ClassKerning(
      firstClasses: [1: 1, 2: 1, 3: 2],
      secondClasses: [4: 1, 5: 1, 1: 2],
      values: [[0, 0, 0], [0, -40, -15], [0, -110, 0]])
    font.positioningLookups = [.init([.classPairs(classes)], usesExtension: usesExtension)]
    let face = try font.face()
    #expect(face.kerning(between: 1, and: 4) == -40)  // A o
    #expect(face.kerning(between: 2, and: 5) == -40)  // V e
    #expect(face.kerning(between: 2, and: 1) == -15)  // V A
    #expect(face.kerning(between: 3, and: 4) == -110)  // T o
    #expect(face.kerning(between: 3, and: 2) == 0)  // T V: V is class 0
    #expect(face.kerning(between: 4, and: 4) == 0)  // o is not covered
  }

  @Test func secondGlyphAdvanceCountsToo() throws {
    var font = Self.font()
    font.positioningAdjustsSecondGlyph = true
    let classes = FontBuilder.ClassKerning(
      firstClasses: [3: 1], secondClasses: [4: 1], values: [[0, 0], [0, -60]])
    font.positioningLookups = [.init([.glyphPairs([.init(1, 2, -45)]), .classPairs(classes)])]
    let face = try font.face()
    #expect(face.kerning(between: 1, and: 2) == -45)
    #expect(face.kerning(between: 3, and: 4) == -60)
  }

  @Test func firstApplicableSubtableWinsWithinALookupAndLookupsAdd() throws {
    var font = Self.font()
    let classes = FontBuilder.ClassKerning(
      firstClasses: [1: 1], secondClasses: [2: 1], values: [[0, 0], [-5, -50]])
    font.positioningLookups = [
      // Pair subtable first: it applies to A V, so the class subtable is not consulted for it;
      // A T is not in the pair subtable, so the class subtable applies (class 0: -5).
      .init([.glyphPairs([.init(1, 2, -70)]), .classPairs(classes)]),
      // A second lookup adds to the first.
      .init([.glyphPairs([.init(1, 2, -7)])], usesExtension: true),
    ]
    let face = try font.face()
    #expect(face.kerning(between: 1, and: 2) == -77)
    #expect(face.kerning(between: 1, and: 3) == -5)
    #expect(face.glyphPositioning?.kerningLookupIndices == [0, 1])
  }

  @Test func gposIsPreferredOverTheKernTable() throws {
    var font = Self.font()
    font.kerningTablePairs = [.init(1, 2, -80), .init(3, 4, -60)]
    font.positioningLookups = [.init([.glyphPairs([.init(1, 2, -95)])])]
    let face = try font.face()
    #expect(face.kerningSources == [.glyphPositioning, .kerningTable])
    #expect(face.kerning(between: 1, and: 2) == -95)
    #expect(face.kerning(between: 3, and: 4) == 0)  // only in 'kern', which is not used
  }

  @Test func gposWithoutKernFeatureFallsBackToTheKernTable() throws {
    // Cantarell: GPOS without a 'kern' feature.
    var font = Self.font()
    font.positioningFeature = "mark"
    font.positioningLookups = [.init([.glyphPairs([.init(1, 2, -95)])])]
    #expect(try font.face().kerning(between: 1, and: 2) == 0)
    #expect(try font.face().kerningSources == [])
    #expect(try font.face().glyphPositioning?.hasKerningFeature == false)
    font.kerningTablePairs = [.init(1, 2, -80)]
    #expect(try font.face().kerning(between: 1, and: 2) == -80)
  }

  @Test func latinScriptIsPreferredAndDefaultScriptIsTheFallback() throws {
    var font = Self.font()
    font.positioningLookups = [.init([.glyphPairs([.init(1, 2, -33)])])]
    font.positioningScripts = ["DFLT", "latn"]
    #expect(try font.face().glyphPositioning?.script == "latn")
    font.positioningScripts = ["DFLT", "cyrl"]
    #expect(try font.face().glyphPositioning?.script == "DFLT")
    font.positioningScripts = ["latn", "cyrl"]
    let face = try font.face()
    #expect(face.glyphPositioning?.script == "latn")
    #expect(face.kerning(between: 1, and: 2) == -33)

    font.positioningScripts = ["grek"]
    let greek = try font.face()
    #expect(greek.glyphPositioning?.script == nil)
    #expect(greek.kerning(between: 1, and: 2) == 0)
  }

  @Test func brokenSubtableOffsetsAreSkipped() throws {
    var font = Self.font()
    font.positioningLookups = [.init([.glyphPairs([.init(1, 2, -90)])])]
    var gpos = try #require(font.generatedTable("GPOS"))
    // Cut the table inside the pair subtable's coverage: the lookup has no usable subtable.
    gpos = Array(gpos.prefix(gpos.count - 3))
    font.tableOverrides["GPOS"] = gpos
    let face = try font.face()
    #expect(face.glyphPositioning?.hasKerningFeature == true)
    #expect(face.glyphPositioning?.hasPairKerning == false)
    #expect(face.kerning(between: 1, and: 2) == 0)
  }

  @Test func featureTablesSharedByManyRecordsAreReadOnce() throws {
    // 6,000 'kern' feature records all point at one feature table naming 65,535 lookups; read
    // naively that is 393 million set insertions.
    let featureRecords = 6000
    var writer = ByteWriter()
    let scriptList = 10
    let languageSystem = scriptList + 2 + 6 + 4
    let featureList = languageSystem + 6 + featureRecords * 2
    writer.uint16(1)
    writer.uint16(0)
    writer.uint16(scriptList)
    writer.uint16(featureList)
    writer.uint16(languageSystem)  // lookup list: the LangSys's lookupOrder field, a zero count
    writer.uint16(1)
    writer.tag("DFLT")
    writer.uint16(8)
    writer.uint16(4)  // default LangSys
    writer.uint16(0)
    writer.uint16(0)  // lookupOrder
    writer.uint16(0xFFFF)
    writer.uint16(featureRecords)
    for index in 0..<featureRecords { writer.uint16(index) }
    writer.uint16(featureRecords)
    let featureTable = 2 + featureRecords * 6
    for _ in 0..<featureRecords {
      writer.tag("kern")
      writer.uint16(featureTable)
    }
    writer.uint16(0)
    writer.uint16(0xFFFF)
    for index in 0..<0xFFFF { writer.uint16(index) }
    var font = Self.font()
    font.extraTables["GPOS"] = writer.bytes
    let face = try font.face()
    #expect(face.glyphPositioning?.hasKerningFeature == true)
    #expect(face.glyphPositioning?.kerningLookupIndices.count == 0xFFFF)
    #expect(face.kerning(between: 1, and: 2) == 0)
  }

  @Test func noKerningAtAll() throws {
    let face = try Self.font().face()
    #expect(face.kerningSources == [])
    #expect(face.kerning(between: 1, and: 2) == 0)
  }
}
