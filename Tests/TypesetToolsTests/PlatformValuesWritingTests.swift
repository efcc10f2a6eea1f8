import DynamicType
import Testing
import Typeset
import TypesetLoader
import TypesetSwiftGenerator
import TypesetTestSupport
import TypesetTools

/// `platforms` entries are written back and read again, and generated Swift carries them to
/// the platform it runs on.
struct PlatformValuesWritingTests {
  static func typography() throws -> Typography {
    let table = try SizeTable([10, 11, 12, 13, 14, 15, 16, 17, 18.5, 19, 20, 21])
    return try Fixtures.typography(
      defaults: StyleDefinition(
        scaling: .strategy(.systemSizes),
        platforms: [
          .watchOS: PlatformValues(minimumSize: 11, maximumSize: 30),
          .tvOS: PlatformValues(scaling: .strategy(.fixed)),
        ]),
      styles: [
        .textStyle(.body): StyleDefinition(
          size: 18, leading: 24,
          platforms: [
            .macOS: PlatformValues(size: 14.5, minimumSize: 12),
            .visionOS: PlatformValues(size: 19, scaling: .strategy(.fixed)),
          ]),
        .custom("price"): StyleDefinition(
          size: 20, leading: 26, relativeTo: .callout,
          platforms: [
            .watchOS: PlatformValues(scaling: .strategy(.stepped(pointsPerStep: 1.5))),
            .tvOS: PlatformValues(scaling: .strategy(.table(table))),
          ]),
      ])
  }

  @Test func entriesRoundTrip() throws {
    let typography = try Self.typography()
    let text = TypographyDocument.serialize(typography)
    let again = try #require(
      TypographyDocument.parse(Array(text.utf8), fonts: nil).typography, "\(text)")
    #expect(again.defaults == typography.defaults)
    #expect(again.styles == typography.styles)
    // In a fixed order, and written again to the same text.
    #expect(TypographyDocument.serialize(again) == text)
    let macOS = try #require(text.range(of: #""macOS""#))
    let visionOS = try #require(text.range(of: #""visionOS""#))
    #expect(macOS.lowerBound < visionOS.lowerBound)
  }

  @Test func theDefaultsEntryIsWrittenWithoutASize() throws {
    // A size in a defaults entry built in code is read by nothing, and a file cannot hold it.
    let typography = try Fixtures.typography(
      defaults: StyleDefinition(platforms: [.macOS: PlatformValues(size: 14, minimumSize: 9)]))
    let text = TypographyDocument.serialize(typography)
    let again = try #require(
      TypographyDocument.parse(Array(text.utf8), fonts: nil).typography, "\(text)")
    #expect(again.defaults.platforms[.macOS] == PlatformValues(minimumSize: 9))
  }

  @Test func generatedSwiftCompilesTheEntries() throws {
    let typography = try Self.typography()
    let source = try SwiftGenerator.source(for: typography)
    // Every entry, as the literal the compiled typography is built from (the golden
    // NormalizedTypography compiles such entries and resolves them like the engine).
    #expect(source.contains("PlatformValues(size: 14.5, minimumSize: 12.0)"))
    #expect(source.contains("PlatformValues(size: 19.0, scaling: .strategy(.fixed))"))
    #expect(source.contains(".watchOS: PlatformValues(minimumSize: 11.0, maximumSize: 30.0)"))
    #expect(source.contains("PlatformValues(scaling: .strategy(.stepped(pointsPerStep: 1.5)))"))
    #expect(
      source.contains(
        "compiled: [\n" + String(repeating: " ", count: 20)
          + "10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.5, 19.0, 20.0, 21.0,\n"),
      "\(source)")
    // The compiled form of the same values resolves as the checked typography does.
    let compiled = Typography(
      compiledFamilies: typography.families, defaults: typography.defaults,
      styles: typography.styles, faceMetrics: [:])
    let macOS = try compiled.resolve(.body, in: TypeEnvironment(platform: .macOS))
    #expect(macOS.pointSize == 14.5)
    let watchOS = try compiled.resolve(
      .custom("price"), in: TypeEnvironment(platform: .watchOS, category: .xLarge))
    // price follows callout, which watchOS's table lacks: 20 as given, then one step of 1.5.
    #expect(watchOS.pointSize == 21.5)
  }
}
