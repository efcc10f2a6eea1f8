import DynamicType
import Testing
import Typeset
import TypesetLoader

@testable import TypesetTools

/// The writer writes the format's keys: a definition that sets everything is written with
/// exactly the keys its object declares, so a key declared but not written (or written but not
/// declared) fails here.
struct FormatWritingTests {
  static let everything = StyleDefinition(
    family: "Serif", weight: .bold, italic: true, size: 18, leading: 24,
    tracking: .thousandthsOfEm(-10), scaling: .strategy(.stepped(pointsPerStep: 2)),
    minimumSize: 12, maximumSize: 30, relativeTo: .body, normalize: .xHeight,
    categoryOverrides: [
      .xSmall: CategoryOverride(size: 14, leading: 18, weight: .regular, tracking: .system)
    ],
    platforms: [
      .macOS: PlatformValues(
        size: 14, minimumSize: 10, maximumSize: 20, scaling: .strategy(.fixed))
    ], documentation: "Prices in product lists.")

  static func keys(_ value: JSONValue) -> [String] {
    guard case .object(let members) = value else { return [] }
    return members.map(\.key)
  }

  @Test func aStyleIsWrittenWithEveryKeyOfItsDeclaration() {
    let written = TypographyJSON.style(Self.everything)
    #expect(Set(Self.keys(written)) == Set(TypographyFormat.style.keyNames))
    #expect(
      Set(Self.keys(written["categories"]?["xSmall"] ?? .null))
        == Set(TypographyFormat.override.keyNames))
    #expect(
      Set(Self.keys(written["platforms"]?["macOS"] ?? .null))
        == Set(TypographyFormat.platformValues.keyNames))
  }

  @Test func theDefaultsAreWrittenWithTheirKeysOnly() {
    let written = TypographyJSON.style(Self.everything, defaultsOnly: true)
    #expect(Set(Self.keys(written)) == Set(TypographyFormat.defaults.keyNames))
    #expect(
      Set(Self.keys(written["platforms"]?["macOS"] ?? .null))
        == Set(TypographyFormat.defaultsPlatformValues.keyNames))
  }

  @Test func aScalingObjectIsWrittenWithDeclaredKeys() throws {
    let declared = Set(TypographyFormat.scaling.keyNames)
    let table = try SizeTable([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21])
    for scaling in [
      Scaling.iOS7Table, .strategy(.stepped(pointsPerStep: 1)), .strategy(.table(table)),
    ] {
      #expect(Set(Self.keys(TypographyJSON.scaling(scaling))).isSubset(of: declared))
    }
  }
}
