import DynamicType
import Testing
import Typeset
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

  @Test func generatedSwiftEmbedsTheEntries() throws {
    let typography = try Self.typography()
    let source = try SwiftGenerator.source(for: typography)
    #expect(source.contains(#""platforms": {"#))
    // The embedded JSON is the file the accessors resolve from: read it back as they do.
    let start = try #require(source.range(of: "static let json = #\"\"\"\n"))
    let end = try #require(source.range(of: "\"\"\"#", range: start.upperBound..<source.endIndex))
    let json = source[start.upperBound..<end.lowerBound]
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.hasPrefix("    ") ? $0.dropFirst(4) : $0 }.joined(separator: "\n")
    let embedded = try #require(
      TypographyDocument.parse(Array(json.utf8), format: .json, fonts: nil).typography)
    #expect(embedded.styles == typography.styles)
    let macOS = try embedded.resolve(.body, in: TypeEnvironment(platform: .macOS))
    #expect(macOS.pointSize == 14.5)
    let watchOS = try embedded.resolve(
      .custom("price"), in: TypeEnvironment(platform: .watchOS, category: .xLarge))
    // price follows callout, which watchOS's table lacks: 20 as given, then one step of 1.5.
    #expect(watchOS.pointSize == 21.5)
  }
}
