import DynamicType
import Foundation
import OpenType
import OpenTypeTestSupport
import Testing
import TypesetTestSupport

@testable import Typeset
@testable import TypesetLoader

/// A typography compiled on the build machine (`Typography(compiledFamilies:…)`, what the
/// generated Swift constructs) resolves from the numbers it was given and never from a font
/// file: its faces here name files that do not exist, so any read would fail the resolution.
struct CompiledTypographyTests {
  /// The fixture font's numbers: 1000 units per em, x-height 500, cap height 700, and the
  /// advances `FaceMetrics(face:)` reads of it.
  static func fixtureMetrics() throws -> FaceMetrics {
    FaceMetrics(face: try FontFixtures.face(FontFixtures.latin()))
  }

  static func compiled(metrics: [FaceMetrics.Key: FaceMetrics]) -> Typography {
    Typography(
      compiledFamilies: [
        FontFamily(
          name: "Test",
          faces: [
            FontFace(file: "Fonts/No-Such-File.ttf", postScriptName: "Test", weight: .regular)
          ])
      ],
      defaults: StyleDefinition(family: "Test", normalize: .xHeight),
      styles: [.textStyle(.body): StyleDefinition(size: 18)], faceMetrics: metrics)
  }

  @Test func resolvesFromTheCompiledMetricsWithoutReadingAFile() throws {
    let key = FaceMetrics.Key(file: "Fonts/No-Such-File.ttf", postScriptName: "Test")
    let typography = Self.compiled(metrics: [key: try Self.fixtureMetrics()])
    #expect(typography.isCompiled)
    let body = try typography.resolve(.body, in: TypeEnvironment(category: .accessibility2))
    // The same as normalising the fixture face itself at the clamped size.
    let face = try FontFixtures.face(FontFixtures.latin())
    let expected = try Normalization.xHeight.factor(
      for: face, pointSize: body.clampedPointSize, platform: .iOS)
    #expect(body.normalization == expected)
    #expect(body.pointSize == body.clampedPointSize * expected.factor)
    #expect(body.face.resolvedPath == "Fonts/No-Such-File.ttf")
  }

  @Test func aFaceTheCompileDidNotMeasureIsAnErrorNotATrap() throws {
    let typography = Self.compiled(metrics: [:])
    #expect(typography.isCompiled)
    do {
      _ = try typography.resolve(.body, in: TypeEnvironment())
      Issue.record("a face without metrics resolved")
    } catch {
      // Its own case, not a font that cannot be read: the fix is to compile again.
      guard case .metricsNotCompiled(let style, let postScriptName, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(style == .textStyle(.body))
      #expect(postScriptName.hasPrefix("Test"), "\(postScriptName)")
      #expect(error.diagnosticCode == .normalizationFailed)
      #expect(
        error.description.contains(
          "cannot normalise: the compiled typography has no metrics for Test"),
        "\(error)")
    }
  }

  /// The same numbers through both paths: from a face, and from what was measured of it.
  @Test(arguments: Normalization.allCases, [Platform.iOS, .iOS7, .macOS, .watchOS])
  func normalisingFromMetricsEqualsNormalisingTheFace(
    method: Normalization, platform: Platform
  ) throws {
    let face = try FontFixtures.face(FontFixtures.latin(advance: 540))
    for size in [11.0, 17, 20, 34] {
      let direct = try method.factor(for: face, pointSize: size, platform: platform)
      let measured = try method.factor(
        for: FaceMetrics(face: face), pointSize: size, platform: platform)
      #expect(direct == measured)
    }
  }

  @Test func reachableMetricsCoverEveryNormalisedFace() throws {
    let folder = try FontFixtures.folder()
    try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Test-Regular"), to: folder, name: "Regular.ttf")
    try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Test-Bold", weight: 700), to: folder, name: "Bold.ttf")
    let result = try FontFixtures.typography(
      """
      { "families": { "Test": { "faces": [ { "file": "Regular.ttf" }, { "file": "Bold.ttf" } ] } },
        "styles": { "body": { "normalize": "capHeight" }, "caption1": { "weight": 700 } } }
      """, in: folder)
    let typography = try #require(result.typography, "\(result.errors)")
    let metrics = try typography.reachableFaceMetrics()
    // body normalises: Regular, and Bold with Bold Text; caption1 does not normalise.
    #expect(Set(metrics.keys.map(\.postScriptName)) == ["Test-Regular", "Test-Bold"])
    let compiled = Typography(
      compiledFamilies: typography.families, defaults: typography.defaults,
      styles: typography.styles, faceMetrics: metrics)
    for platform in Platform.allCases {
      for category in platform.categories {
        for boldText in [false, true] {
          let environment = TypeEnvironment(
            platform: platform, category: category, isBoldTextEnabled: boldText)
          for style in typography.styleNames {
            let expected = try? typography.resolve(style, in: environment)
            let got = try? compiled.resolve(style, in: environment)
            #expect(got?.pointSize == expected?.pointSize, "\(style) \(category) \(platform)")
            #expect(got?.normalization == expected?.normalization)
          }
        }
      }
    }
  }

  /// A typography file loaded at run time (downloaded, say) whose normalising face cannot be
  /// read is an error returned to the caller, never a crash and never a factor of 1.
  @Test func aRunTimeTypographyWithoutItsFontIsAnError() throws {
    let folder = try FontFixtures.folder()
    let json = #"""
      { "families": { "Test": { "faces": [
          { "file": "Missing.ttf", "postScriptName": "Test", "weight": 400 } ] } },
        "defaults": { "normalize": "width" } }
      """#
    let result = TypographyDocument.parse(
      Array(json.utf8), path: folder + "/typography.json", fonts: FontLibrary())
    #expect(result.typography == nil)
    #expect(result.errors.contains { $0.message.contains("cannot normalise") }, "\(result.errors)")
  }

  /// The ordered characters and weights that width normalisation reads are the frequency
  /// table's, in code point order.
  @Test func weightedCharactersAreTheFrequencyTableInOrder() {
    let frequencies = SystemFontAdvances.letterFrequencies
    #expect(SystemFontAdvances.weightedCharacters == frequencies.keys.sorted())
    #expect(
      SystemFontAdvances.characterWeights
        == SystemFontAdvances.weightedCharacters.map { frequencies[$0] ?? -1 })
    #expect(FaceMetrics.measuredCharacters == SystemFontAdvances.weightedCharacters)
  }

  /// A compiled typography keeps each resolution: a second lookup in the same slot (style,
  /// platform, effective category, Bold Text) returns the same font, not an equal one made
  /// again, and other slots keep their own.
  @Test func aCompiledTypographyKeepsEachResolution() throws {
    let key = FaceMetrics.Key(file: "Fonts/No-Such-File.ttf", postScriptName: "Test")
    let typography = Self.compiled(metrics: [key: try Self.fixtureMetrics()])
    var seen: [ResolvedFont] = []
    for platform in Platform.allCases {
      for category in platform.categories {
        for boldText in [false, true] {
          let environment = TypeEnvironment(
            platform: platform, category: category, isBoldTextEnabled: boldText)
          guard let first = try? typography.resolve(.body, in: environment) else { continue }
          let second = try typography.resolve(.body, in: environment)
          #expect(first.isSameResolution(as: second), "\(platform) \(category) \(boldText)")
          #expect(first.platform == platform && first.isBoldTextEnabled == boldText)
          #expect(!seen.contains { $0.isSameResolution(as: first) })
          seen.append(first)
        }
      }
    }
    #expect(seen.count > 24)
    // A custom style the typography does not define is an error, every time.
    for _ in 0..<2 {
      #expect(throws: ResolutionError.self) {
        try typography.resolve(.custom("missing"), in: TypeEnvironment())
      }
    }
  }

  /// Threads racing to fill the same slots all end with the one font that was kept.
  @Test func threadsFillingTheSameSlotShareOneFont() async throws {
    let key = FaceMetrics.Key(file: "Fonts/No-Such-File.ttf", postScriptName: "Test")
    let typography = Self.compiled(metrics: [key: try Self.fixtureMetrics()])
    let categories = ContentSizeCategory.allCases
    let results = await withTaskGroup(of: [ResolvedFont].self) { group in
      for _ in 0..<8 {
        group.addTask {
          categories.compactMap {
            try? typography.resolve(.body, in: TypeEnvironment(category: $0))
          }
        }
      }
      var all: [[ResolvedFont]] = []
      for await result in group { all.append(result) }
      return all
    }
    let kept = categories.map { try? typography.resolve(.body, in: TypeEnvironment(category: $0)) }
    for result in results {
      #expect(result.count == categories.count)
      for (font, expected) in zip(result, kept) {
        #expect(expected.map { font.isSameResolution(as: $0) } == true)
      }
    }
  }

  /// Values that were never checked fail with an error that says which rule, never with
  /// "no such style": a family the typography lacks, a family without faces, no family at all,
  /// a custom style that follows no Apple style.
  @Test func eachUncheckedFailureHasItsOwnError() {
    let face = FontFace(file: "Fonts/No-Such-File.ttf", postScriptName: "Test", weight: .regular)
    let typography = Typography(
      compiledFamilies: [
        FontFamily(name: "Test", faces: [face]), FontFamily(name: "Empty", faces: []),
      ],
      defaults: StyleDefinition(),
      styles: [
        .textStyle(.body): StyleDefinition(family: "Missing"),
        .textStyle(.callout): StyleDefinition(family: "Empty"),
        .custom("loose"): StyleDefinition(family: "Test", size: 12),
      ], faceMetrics: [:])
    func error(_ style: StyleName) -> ResolutionError? {
      do {
        _ = try typography.resolve(style, in: TypeEnvironment())
        return nil
      } catch { return error }
    }
    #expect(error(.textStyle(.body)) == .unknownFamily(.textStyle(.body), family: "Missing"))
    #expect(
      error(.textStyle(.callout)) == .familyWithoutFaces(.textStyle(.callout), family: "Empty"))
    #expect(error(.textStyle(.title1)) == .noFamily(.textStyle(.title1)))
    #expect(error(.custom("loose")) == .noRelativeStyle(.custom("loose")))
    #expect(error(.custom("absent")) == .unknownStyle("absent"))
  }

  @Test func compiledValuesCannotFailToConstruct() {
    #expect(FontWeight(clamping: 450).rawValue == 450)
    #expect(FontWeight(clamping: 0).rawValue == 1)
    #expect(FontWeight(clamping: 5000).rawValue == 1000)
    let sizes = (1...12).map(Double.init)
    #expect(SizeTable(compiled: sizes).sizes == sizes)
    #expect(SizeTable(compiled: [3, 4]).sizes == [3, 4] + Array(repeating: 4, count: 10))
    #expect(SizeTable(compiled: []).sizes.count == 12)
    let metrics = FaceMetrics(unitsPerEm: 1000, xHeight: 500, capHeight: nil, advances: [1])
    #expect(metrics.advances.count == FaceMetrics.measuredCharacters.count)
    #expect(metrics.advances.first == 1)
  }
}

extension ResolvedFont {
  /// Whether two fonts are the one resolution kept, not two equal ones.
  fileprivate func isSameResolution(as other: ResolvedFont) -> Bool {
    storage === other.storage
  }
}
