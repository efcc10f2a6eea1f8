import Foundation
import OpenType
import OpenTypeTestSupport
import Testing

/// Records what `Face.drawOutline(of:into:)` streams, as path commands.
private struct RecordingSink: OutlineSink {
  var commands: [PathCommand] = []

  mutating func move(to point: OutlinePoint) { commands.append(.move(to: point)) }
  mutating func line(to point: OutlinePoint) { commands.append(.line(to: point)) }
  mutating func quadratic(control: OutlinePoint, to point: OutlinePoint) {
    commands.append(.quadratic(control: control, to: point))
  }
  mutating func cubic(control1: OutlinePoint, control2: OutlinePoint, to point: OutlinePoint) {
    commands.append(.cubic(control1: control1, control2: control2, to: point))
  }
  mutating func close() { commands.append(.close) }
}

/// The streamed commands of a glyph, or the error streaming threw.
private func streamed(
  _ face: Face, _ glyph: GlyphID, _ coordinates: [Double]
) -> Result<[PathCommand], OpenTypeError> {
  var sink = RecordingSink()
  do throws(OpenTypeError) {
    try face.drawOutline(of: glyph, normalizedCoordinates: coordinates, into: &sink)
    return .success(sink.commands)
  } catch {
    return .failure(error)
  }
}

/// The array outline of a glyph, or the error it threw.
private func collected(
  _ face: Face, _ glyph: GlyphID, _ coordinates: [Double]
) -> Result<[PathCommand], OpenTypeError> {
  do throws(OpenTypeError) {
    return .success(try face.outline(of: glyph, normalizedCoordinates: coordinates).commands)
  } catch {
    return .failure(error)
  }
}

/// Checks that streaming and collecting agree on every glyph of `face` (at most `limit`), at the
/// default location and, for a variable face, at each axis's extremes; returns the number of
/// glyphs compared.
@discardableResult
private func expectStreamingMatchesArrays(_ face: Face, limit: Int = 4000) -> Int {
  var locations: [[Double]] = [[]]
  for axis in face.variationAxes {
    locations.append(face.normalizedCoordinates(for: [axis.tag: axis.minimumValue]))
    locations.append(face.normalizedCoordinates(for: [axis.tag: axis.maximumValue]))
  }
  let count = min(face.numberOfGlyphs, limit)
  for index in 0..<count {
    let glyph = GlyphID(rawValue: UInt16(index))
    for coordinates in locations {
      let expected = collected(face, glyph, coordinates)
      let actual = streamed(face, glyph, coordinates)
      #expect(actual == expected, "glyph \(index) at \(coordinates)")
    }
  }
  return count
}

@Suite("Streaming outlines into an OutlineSink")
struct OutlineSinkTests {
  @Test("a simple TrueType glyph streams move, lines, quadratic curves and close")
  func simpleGlyph() throws {
    var font = FontBuilder()
    let glyph = font.addGlyph(
      advance: 600, for: "o",
      contours: [
        [.init(0, 0), .init(100, 0, onCurve: false), .init(100, 100), .init(0, 100)]
      ])
    let face = try font.face()
    var sink = RecordingSink()
    try face.drawOutline(of: glyph, into: &sink)
    let point = { (x: Double, y: Double) in OutlinePoint(x: x, y: y) }
    #expect(
      sink.commands == [
        .move(to: point(0, 0)), .quadratic(control: point(100, 0), to: point(100, 100)),
        .line(to: point(0, 100)), .close,
      ])
    #expect(sink.commands == (try face.outline(of: glyph)).commands)
  }

  @Test("the sink keeps what earlier glyphs streamed into it")
  func sinkAccumulates() throws {
    var font = FontBuilder()
    let square = font.addGlyph(
      advance: 500, for: "a",
      contours: [[.init(0, 0), .init(10, 0), .init(10, 10), .init(0, 10)]])
    let face = try font.face()
    var sink = RecordingSink()
    try face.drawOutline(of: square, into: &sink)
    try face.drawOutline(of: square, at: [:], into: &sink)
    #expect(sink.commands.count == 10)
  }

  @Test("a glyph out of range throws before anything is streamed")
  func outOfRange() throws {
    var font = FontBuilder()
    _ = font.addGlyph(advance: 500, for: "a")
    let face = try font.face()
    var sink = RecordingSink()
    #expect(throws: OpenTypeError.self) {
      try face.drawOutline(of: GlyphID(rawValue: 7), into: &sink)
    }
    #expect(sink.commands.isEmpty)
  }

  static let systemFonts = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf",
    "/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf",
    "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
  ].filter { FileManager.default.fileExists(atPath: $0) }

  @Test(
    "streaming and outline(of:) agree on every glyph of the installed corpus fonts",
    .enabled(if: !systemFonts.isEmpty), arguments: systemFonts)
  func installedFonts(path: String) throws {
    let data = try #require(FileManager.default.contents(atPath: path))
    let face = try FontFile(bytes: [UInt8](data)).face(at: 0)
    #expect(expectStreamingMatchesArrays(face, limit: 1500) > 0)
  }

  @Test(
    "streaming and outline(of:) agree, errors included, on the OTS fuzzing corpus")
  func fuzzingCorpus() throws {
    var faces = 0
    for file in OTSCorpus.files {
      guard
        let data = FileManager.default.contents(atPath: file.path),
        let face = try? FontFile(bytes: [UInt8](data)).face(at: 0)
      else { continue }
      faces += 1
      expectStreamingMatchesArrays(face, limit: 300)
    }
    #expect(faces > 0)
  }
}
