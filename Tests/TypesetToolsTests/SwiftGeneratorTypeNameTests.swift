import Testing
import TypesetSwiftGenerator
import TypesetTools

/// The generated Swift type's default name comes from the typography file and never collides
/// with the adapters' `AppTypography` or the engine's `Typography`.
struct SwiftGeneratorTypeNameTests {
  @Test(arguments: [
    ("Design/brand.json", "BrandTypography"),
    ("Examples/Editorial/typography.json", "EditorialTypography"),
    ("Examples/DejaVu/typography.plist", "DejaVuTypography"),
    ("my-app_fonts.v2.json", "MyAppFontsTypography"),
    ("/tmp/ShopTypography.json", "ShopTypography"),
    ("2024-brand.json", "BrandTypography"),
    ("typography.json", SwiftGenerator.fallbackTypeName),
    ("-", SwiftGenerator.fallbackTypeName),
    ("app.json", SwiftGenerator.fallbackTypeName),
    ("AppTypography.json", SwiftGenerator.fallbackTypeName),
  ])
  func defaultTypeName(_ path: String, _ expected: String) {
    #expect(SwiftGenerator.defaultTypeName(forFile: path) == expected)
  }

  @Test func theFallbackIsNeitherTheAdaptersNorTheEnginesName() {
    #expect(!["AppTypography", "Typography"].contains(SwiftGenerator.fallbackTypeName))
    #expect(SwiftGenerator.Options().typeName == SwiftGenerator.fallbackTypeName)
  }
}
