import OpenType
import OpenTypeTestSupport
import Testing

@Suite("Optical size")
struct OpticalSizeTests {
  /// A `'GPOS'` table with no scripts and no lookups and one `'size'` feature whose parameters
  /// (design size, subfamily, name ID, range, in decipoints) sit `parametersOffset` bytes from
  /// the feature table, or from the feature list when `fromFeatureList` (the old Adobe offset).
  static func sizeFeature(
    design: UInt16, subfamily: UInt16 = 1, rangeStart: UInt16, rangeEnd: UInt16,
    fromFeatureList: Bool = false
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    func uint16(_ value: UInt16) { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    uint16(1)  // majorVersion
    uint16(0)  // minorVersion
    uint16(10)  // scriptListOffset
    uint16(14)  // featureListOffset
    uint16(12)  // lookupListOffset
    uint16(0)  // script list: no scripts
    uint16(0)  // lookup list: no lookups
    uint16(1)  // feature list: one record
    bytes += Array("size".utf8)
    uint16(8)  // the feature table, 8 bytes after the feature list
    // Feature table at 22: the parameters at 26, 4 bytes on (or 12 from the feature list).
    uint16(fromFeatureList ? 12 : 4)
    uint16(0)  // lookupIndexCount
    uint16(design)
    uint16(subfamily)
    uint16(subfamily == 0 ? 0 : 256)  // subfamilyNameID
    uint16(rangeStart)
    uint16(rangeEnd)
    return bytes
  }

  static func face(gpos: [UInt8]? = nil, os2Version: Int = 4) throws -> Face {
    var font = FontBuilder()
    font.os2Version = os2Version
    if let gpos { font.extraTables["GPOS"] = gpos }
    return try Face(bytes: font.build())
  }

  @Test func sizeFeatureGivesDesignSizeAndRange() throws {
    // EB Garamond 12's values, as fontTools reads them: 12 pt for 9.5–120 pt.
    let face = try Self.face(gpos: Self.sizeFeature(design: 120, rangeStart: 95, rangeEnd: 1200))
    #expect(face.opticalSize == OpticalSize(designSize: 12, lowerBound: 9.5, upperBound: 120))
    #expect(face.opticalSize?.representativeSize == 12)
  }

  @Test func offsetFromTheFeatureListIsAccepted() throws {
    let face = try Self.face(
      gpos: Self.sizeFeature(design: 80, rangeStart: 0, rangeEnd: 94, fromFeatureList: true))
    #expect(face.opticalSize == OpticalSize(designSize: 8, lowerBound: 0, upperBound: 9.4))
  }

  @Test func designSizeWithoutRange() throws {
    let face = try Self.face(
      gpos: Self.sizeFeature(design: 100, subfamily: 0, rangeStart: 0, rangeEnd: 0))
    #expect(face.opticalSize == OpticalSize(designSize: 10, lowerBound: nil, upperBound: nil))
  }

  @Test func invalidParametersAreIgnored() throws {
    // A design size outside its own range, and a zero design size.
    let outside = try Self.face(gpos: Self.sizeFeature(design: 200, rangeStart: 95, rangeEnd: 120))
    #expect(outside.opticalSize == nil)
    let zero = try Self.face(gpos: Self.sizeFeature(design: 0, rangeStart: 0, rangeEnd: 0))
    #expect(zero.opticalSize == nil)
    // Cut short: the parameters run past the table's end.
    let cut = try Self.face(
      gpos: Array(Self.sizeFeature(design: 120, rangeStart: 95, rangeEnd: 1200).prefix(30)))
    #expect(cut.opticalSize == nil)
  }

  @Test func noSizeFeatureAndOpenOS2RangeMeanNoOpticalSize() throws {
    // The builder's OS/2 v5 says 0 to 0xFFFE: every size.
    #expect(try Self.face(os2Version: 5).opticalSize == nil)
    #expect(try Self.face().opticalSize == nil)
  }
}
