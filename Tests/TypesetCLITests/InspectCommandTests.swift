import Foundation
import OpenType
import OpenTypeTestSupport
import Testing
import TypesetCLI

/// `typeset-cli inspect` on fonts built in code, written to a temporary directory.
@Suite struct InspectCommandTests {
  /// A font whose every reported value differs from the builder's defaults where it can.
  static func sampleFont() -> FontBuilder {
    var font = FontBuilder()
    font.unitsPerEm = 2048
    font.familyName = "Sample Sans"
    font.subfamilyName = "Bold Italic"
    font.postScriptName = "SampleSans-BoldItalic"
    font.weightClass = 700
    font.widthClass = 4
    font.isItalic = true
    font.isBold = true
    font.ascender = 1900
    font.descender = -500
    font.lineGap = 67
    font.typographicAscender = 1500
    font.typographicDescender = -548
    font.typographicLineGap = 410
    font.windowsAscent = 2100
    font.windowsDescent = 600
    font.usesTypographicMetrics = true
    font.capHeight = 1456
    font.xHeight = 1082
    let a = font.addGlyph(
      advance: 1200, for: "A", contours: [[.init(0, 0), .init(600, 1456), .init(1200, 0)]])
    let v = font.addGlyph(advance: 1100, for: "V")
    font.kerningTablePairs = [FontBuilder.KerningPair(a, v, -150)]
    return font
  }

  /// Writes `bytes` to a new temporary file and returns its path.
  static func write(_ bytes: [UInt8], name: String = "font.ttf") throws -> String {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("inspect-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  static func jsonObject(_ arguments: [String]) throws -> [String: Any] {
    let result = CommandRunner.run(arguments)
    #expect(result.code == .success, "\(result.error)")
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func jsonReportsNamesStyleAndMetrics() throws {
    let path = try Self.write(Self.sampleFont().build())
    let object = try Self.jsonObject(["inspect", path, "--format", "json"])
    #expect(object["file"] as? String == path)
    let faces = try #require(object["faces"] as? [[String: Any]])
    #expect(faces.count == 1)
    let face = faces[0]
    #expect(face["postScriptName"] as? String == "SampleSans-BoldItalic")
    #expect(face["familyName"] as? String == "Sample Sans")
    #expect(face["subfamilyName"] as? String == "Bold Italic")
    #expect(face["italic"] as? Bool == true)
    #expect(face["useTypoMetrics"] as? Bool == true)
    let expected: [String: Int] = [
      "weightClass": 700, "widthClass": 4, "unitsPerEm": 2048, "ascender": 1900,
      "descender": -500, "lineGap": 67, "typoAscender": 1500, "typoDescender": -548,
      "typoLineGap": 410, "winAscent": 2100, "winDescent": 600, "capHeight": 1456,
      "xHeight": 1082, "numGlyphs": 3,
    ]
    for (key, value) in expected {
      #expect((face[key] as? NSNumber)?.intValue == value, "\(key)")
    }
    #expect(face["outlineFormat"] as? String == "TrueType")
    #expect(face["kerning"] as? [String] == ["kern"])
    #expect((face["axes"] as? [Any])?.isEmpty == true)
  }

  @Test func textListsGlyphAdvanceAndKerning() throws {
    let path = try Self.write(Self.sampleFont().build())
    let object = try Self.jsonObject(["inspect", path, "--format", "json", "--text", "AVx"])
    let face = try #require((object["faces"] as? [[String: Any]])?.first)
    let text = try #require(face["text"] as? [[String: Any]])
    #expect(text.map { $0["character"] as? String } == ["A", "V", "x"])
    #expect(text.map { ($0["glyph"] as? NSNumber)?.intValue } == [1, 2, nil])
    #expect(text.map { ($0["advance"] as? NSNumber)?.intValue } == [1200, 1100, nil])
    #expect(text.map { ($0["kerning"] as? NSNumber)?.intValue } == [-150, 0, 0])
  }

  @Test func textFormatIsReadable() throws {
    let path = try Self.write(Self.sampleFont().build())
    let result = CommandRunner.run(["inspect", path, "--text", "AV"])
    #expect(result.code == .success)
    #expect(result.output.hasPrefix(path + "\n"))
    #expect(result.output.contains("SampleSans-BoldItalic"))
    #expect(result.output.contains("typo              ascender 1500, descender -548, line gap 410"))
    #expect(result.output.contains("USE_TYPO_METRICS  set"))
    #expect(result.output.contains("kerning           kern"))
    #expect(result.output.contains("U+0041      1     1200     -150"))
    for line in result.output.split(separator: "\n").dropFirst() {
      #expect(line.count <= 80, "\(line)")
      #expect(line.last != " ", "trailing space in '\(line)'")
    }
  }

  @Test func collectionListsEveryFace() throws {
    var second = Self.sampleFont()
    second.postScriptName = "SampleSans-Second"
    let path = try Self.write(
      FontBuilder.collection([Self.sampleFont(), second]), name: "family.ttc")
    let object = try Self.jsonObject(["inspect", path, "--format", "json"])
    let faces = try #require(object["faces"] as? [[String: Any]])
    #expect(
      faces.map { $0["postScriptName"] as? String } == [
        "SampleSans-BoldItalic", "SampleSans-Second",
      ])
    #expect(faces.map { ($0["index"] as? NSNumber)?.intValue } == [0, 1])
  }

  @Test func severalFilesMakeAnArray() throws {
    let first = try Self.write(Self.sampleFont().build())
    let second = try Self.write(FontBuilder().build())
    let result = CommandRunner.run(["inspect", first, second, "--format", "json"])
    #expect(result.code == .success)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(array.map { $0["file"] as? String } == [first, second])
  }

  @Test func dumpListsCharacterMapAdvancesAndOutlines() throws {
    let path = try Self.write(Self.sampleFont().build())
    let object = try Self.jsonObject(["inspect", path, "--format", "json", "--dump"])
    let face = try #require((object["faces"] as? [[String: Any]])?.first)
    let characterMap = try #require(face["cmap"] as? [[NSNumber]])
    #expect(characterMap.map { $0.map(\.intValue) } == [[0x41, 1], [0x56, 2]])
    #expect((face["advances"] as? [NSNumber])?.map(\.intValue) == [500, 1200, 1100])
    let outlines = try #require(face["outlines"] as? [String])
    #expect(outlines == ["", "M 0 0 L 600 1456 L 1200 0 Z", ""])
  }

  /// The sample font with an 'fvar' of one axis, wght 100 … 400 … 900 (no deltas: the
  /// metrics at any location are the default ones).
  static func variableFont() -> [UInt8] {
    var font = sampleFont()
    func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func fixed(_ value: Int) -> [UInt8] { be16(value) + [0, 0] }
    // OpenType 'fvar' 1.0: header, then one 20-byte axis record, no instances.
    let header = be16(1) + be16(0) + be16(16) + be16(2) + be16(1) + be16(20) + be16(0) + be16(8)
    let axis = Array("wght".utf8) + fixed(100) + fixed(400) + fixed(900) + be16(0) + be16(256)
    font.extraTables["fvar"] = header + axis
    return font.build()
  }

  @Test func aLocationShowsItsMetricsInText() throws {
    let path = try Self.write(Self.variableFont())
    let result = CommandRunner.run(["inspect", path, "--location", "wght=700", "--text", "AV"])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.output.contains("location          wght 700\n"))
    #expect(
      result.output.contains("hhea there        ascender 1900, descender -500, line gap 67\n"))
    #expect(result.output.contains("x-height there    1082\n"))
    #expect(result.output.contains("A         U+0041      1     1200     -150"))
  }

  @Test(arguments: [
    ("wght=2000", "--location: wght=2000 is outside the axis's range, 100 to 900"),
    ("wght=50", "--location: wght=50 is outside the axis's range, 100 to 900"),
    ("wdth=100", "--location: the face has no axis 'wdth' (its axes: wght 100 to 900)"),
  ])
  func aLocationOffTheFontsAxesIsInvalidInput(location: String, message: String) throws {
    let path = try Self.write(Self.variableFont())
    let result = CommandRunner.run(["inspect", path, "--location", location])
    #expect(result.code == .failure)
    #expect(result.error.contains("\(path): \(message)"), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test func aLocationOnAStaticFontIsInvalidInput() throws {
    let path = try Self.write(Self.sampleFont().build())
    let result = CommandRunner.run([
      "inspect", path, "--format", "json", "--location", "wght=700,wdth=90", "--dump",
    ])
    #expect(result.code == .failure)
    #expect(
      result.error.contains(
        "\(path): --location wdth=90,wght=700: the face is static (it has no variation axes)"),
      "\(result.error)")
  }

  @Test func aLocationInsideTheAxesKeepsTheJSON() throws {
    let path = try Self.write(Self.variableFont())
    let object = try Self.jsonObject([
      "inspect", path, "--format", "json", "--location", "wght=700", "--dump",
    ])
    let face = try #require((object["faces"] as? [[String: Any]])?.first)
    #expect((face["location"] as? [String: NSNumber])?.mapValues(\.doubleValue) == ["wght": 700])
    let metrics = try #require(face["metricsAtLocation"] as? [String: Any])
    #expect((metrics["ascender"] as? NSNumber)?.intValue == 1900)
    #expect((metrics["typoLineGap"] as? NSNumber)?.intValue == 410)
    #expect((face["advances"] as? [NSNumber])?.map(\.intValue) == [500, 1200, 1100])
  }

  @Test(arguments: ["wght", "wght=", "wght=bold", "toolong=1", "wght=700,,"])
  func badLocationIsAUsageError(location: String) throws {
    let path = try Self.write(Self.sampleFont().build())
    #expect(CommandRunner.run(["inspect", path, "--location", location]).code == .usage)
  }

  @Test func dumpNeedsJSON() throws {
    let path = try Self.write(Self.sampleFont().build())
    let result = CommandRunner.run(["inspect", path, "--dump"])
    #expect(result.code == .usage)
  }

  @Test func missingFileIsNoInput() {
    let result = CommandRunner.run(["inspect", "/nonexistent/font.ttf"])
    #expect(result.code == .noInput)
    #expect(result.error.contains("/nonexistent/font.ttf"))
  }

  @Test func corruptFontIsInvalidInputNamingTheFile() throws {
    let path = try Self.write(Array("not a font at all".utf8), name: "broken.ttf")
    let result = CommandRunner.run(["inspect", path])
    #expect(result.code == .failure)
    #expect(result.error.contains(path))
    #expect(result.error.contains("not a readable font"))
  }

  @Test func truncatedFontIsInvalidInput() throws {
    let bytes = Self.sampleFont().build()
    let path = try Self.write(Array(bytes.prefix(40)), name: "truncated.ttf")
    let result = CommandRunner.run(["inspect", path, "--format", "json"])
    #expect(result.code == .failure)
    #expect(result.output.isEmpty)
  }

  @Test(arguments: [["inspect"], ["inspect", "x.ttf", "--format", "csv"], ["inspect", "--txt"]])
  func usageErrors(arguments: [String]) {
    #expect(CommandRunner.run(arguments).code == .usage)
  }
}
