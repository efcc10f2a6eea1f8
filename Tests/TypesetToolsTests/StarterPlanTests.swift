import DynamicType
import Foundation
import OpenType
import OpenTypeTestSupport
import Testing
import Typeset
import TypesetLoader
import TypesetTestSupport

@testable import TypesetTools

/// `typeset-cli init`'s decisions on folders like Debian's font packages: shared PostScript
/// names, optical sizes, widths, mislabelled weights, fonts without Latin letters.
@Suite("Starter plan")
struct StarterPlanTests {
  /// A Latin face with a typographic family (ID 16) and a legacy family (ID 1).
  static func face(
    _ postScriptName: String, family: String, legacy: String? = nil, style: String = "Regular",
    weight: Int = 400, italic: Bool = false, width: Int = 5,
    opticalSize: (Double, Double, Double)? = nil
  ) -> FontBuilder {
    var font = FontFixtures.latin(
      postScriptName: postScriptName, family: legacy ?? family, weight: weight, italic: italic)
    font.typographicFamilyName = family
    font.subfamilyName = style
    font.widthClass = width
    if let (design, lower, upper) = opticalSize {
      font.extraTables["GPOS"] = Self.sizeFeature(
        design: UInt16(design * 10), rangeStart: UInt16(lower * 10), rangeEnd: UInt16(upper * 10))
    }
    return font
  }

  static func sizeFeature(design: UInt16, rangeStart: UInt16, rangeEnd: UInt16) -> [UInt8] {
    var bytes: [UInt8] = []
    func uint16(_ value: UInt16) { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    for value: UInt16 in [1, 0, 10, 14, 12, 0, 0, 1] { uint16(value) }
    bytes += Array("size".utf8)
    for value: UInt16 in [8, 4, 0, design, 1, 256, rangeStart, rangeEnd] { uint16(value) }
    return bytes
  }

  /// Whether one of `plan`'s notes starts with `prefix`.
  static func hasNote(_ plan: StarterPlan, startingWith prefix: String) -> Bool {
    plan.notes.contains { $0.hasPrefix(prefix) }
  }

  /// Writes the fonts, plans, and checks that the written typography validates.
  static func plan(_ fonts: [(String, FontBuilder)]) throws -> (StarterPlan, String) {
    let folder = try FontFixtures.folder()
    let library = FontLibrary()
    var faces: [StarterTypography.FoundFace] = []
    for (name, font) in fonts {
      let path = try FontFixtures.write(font, to: folder, name: name)
      faces += try StarterTypography.faces(at: path, library: library)
    }
    let plan = StarterTypography.plan(for: faces)
    let json = StarterTypography.document(for: plan, relativeTo: folder)
    let result = TypographyDocument.parse(
      Array(json.utf8), path: folder + "/typography.json", fonts: library)
    #expect(result.typography != nil, "\(result.errors)\n\(json)")
    #expect(
      !result.warnings.contains { $0.message.contains("can never be chosen") }, "\(result.warnings)"
    )
    return (plan, json)
  }

  @Test func oneFacePerPostScriptName() throws {
    let (plan, json) = try Self.plan([
      ("Brand-A.ttf", Self.face("Brand", family: "Brand")),
      ("Brand-B.ttf", Self.face("Brand", family: "Brand", style: "Italic", italic: true)),
    ])
    #expect(plan.families.map(\.faces.count) == [1])
    #expect(plan.leftOut.map { StarterTypography.fileName($0.face.path) } == ["Brand-B.ttf"])
    #expect(json.contains("Brand-A.ttf") && !json.contains("Brand-B.ttf"))
    #expect(
      Self.hasNote(
        plan,
        startingWith:
          "Brand-B.ttf left out: it shares the PostScript name \"Brand\" with Brand-A.ttf"),
      "\(plan.notes)")
  }

  @Test func opticalSizesBecomeFamiliesAndGoToTheNearestStyles() throws {
    let (plan, json) = try Self.plan([
      (
        "Brand12-Regular.ttf",
        Self.face(
          "Brand12-Regular", family: "Brand", legacy: "Brand 12", opticalSize: (12, 9.5, 24))
      ),
      (
        "Brand12-Bold.ttf",
        Self.face(
          "Brand12-Bold", family: "Brand", legacy: "Brand 12", style: "Bold", weight: 700,
          opticalSize: (12, 9.5, 24))
      ),
      (
        "Brand36-Regular.ttf",
        Self.face("Brand36-Regular", family: "Brand", legacy: "Brand 36", opticalSize: (36, 24, 72))
      ),
    ])
    #expect(plan.families.map(\.name) == ["Brand 12", "Brand 36"])
    #expect(plan.defaultFamily == "Brand 12")
    // By ratio: 34, 28 and 22 pt are nearer 36 than 12; 20 pt (title3) is nearer 12.
    #expect(
      plan.styleFamilies == [.largeTitle: "Brand 36", .title1: "Brand 36", .title2: "Brand 36"])
    #expect(json.contains(#""title2": { "family": "Brand 36""#))
    #expect(plan.notes.first?.contains("(by optical size)") == true, "\(plan.notes)")
  }

  @Test func widthsBecomeFamiliesNamedByTheirLegacyName() throws {
    let (plan, _) = try Self.plan([
      ("Brand.ttf", Self.face("Brand-Regular", family: "Brand")),
      (
        "BrandCondensed.ttf",
        Self.face("BrandCondensed-Regular", family: "Brand", legacy: "Brand Condensed", width: 3)
      ),
    ])
    #expect(plan.families.map(\.name) == ["Brand", "Brand Condensed"])
    #expect(plan.defaultFamily == "Brand")
  }

  @Test func aWeightThatContradictsTheStyleNameIsLeftOut() throws {
    // Noto Nastaliq Urdu Bold says weight class 400 and comes first in path order.
    let (plan, _) = try Self.plan([
      ("Urdu-Bold.ttf", Self.face("Urdu-Bold", family: "Urdu", style: "Bold")),
      ("Urdu-Regular.ttf", Self.face("Urdu-Regular", family: "Urdu")),
    ])
    #expect(plan.families.first?.faces.map(\.description.postScriptName) == ["Urdu-Regular"])
    #expect(
      Self.hasNote(
        plan,
        startingWith:
          "Urdu-Bold.ttf left out: its weight class is 400 though its style name says \"Bold\""),
      "\(plan.notes)")
  }

  @Test func aHiddenFaceWithNothingToSplitByIsLeftOut() throws {
    let (plan, _) = try Self.plan([
      ("Brand-Regular.ttf", Self.face("Brand-Regular", family: "Brand")),
      ("Brand-Book.ttf", Self.face("Brand-Book", family: "Brand", style: "Book")),
    ])
    #expect(plan.leftOut.map(\.face.description.postScriptName) == ["Brand-Book"])
    #expect(plan.leftOut.first?.reason.contains("could never be chosen") == true)
  }

  @Test func theDefaultFamilyCoversLatin() throws {
    var symbols = FontBuilder()
    symbols.postScriptName = "Symbols-Regular"
    symbols.familyName = "Symbols"
    for scalar in "★☆♠♣♥♦".unicodeScalars { _ = symbols.addGlyph(advance: 800, for: scalar) }
    var symbolsBold = symbols
    symbolsBold.postScriptName = "Symbols-Bold"
    symbolsBold.weightClass = 700
    let (plan, json) = try Self.plan([
      ("Symbols-Regular.ttf", symbols), ("Symbols-Bold.ttf", symbolsBold),
      ("Brand.ttf", Self.face("Brand-Regular", family: "Brand")),
    ])
    #expect(plan.defaultFamily == "Brand")
    #expect(plan.normalizesWidth)
    #expect(json.contains(#""normalize": "width""#))
  }

  @Test func withoutLatinLettersSizesAreNotNormalised() throws {
    var symbols = FontBuilder()
    symbols.postScriptName = "Symbols-Regular"
    symbols.familyName = "Symbols"
    for scalar in "★☆♠♣♥♦".unicodeScalars { _ = symbols.addGlyph(advance: 800, for: scalar) }
    let (plan, json) = try Self.plan([("Symbols.ttf", symbols)])
    #expect(!plan.normalizesWidth)
    #expect(json.contains(#""normalize": "none""#))
    #expect(plan.notes.contains { $0.contains("no glyphs for most of a–z") })
  }

  @Test func weightNamesInStyleNames() {
    #expect(StarterTypography.weight(namedIn: "Bold Italic") == .bold)
    #expect(StarterTypography.weight(namedIn: "SemiBold") == .semibold)
    #expect(StarterTypography.weight(namedIn: "Extra Light") == FontWeight(rawValue: 200))
    #expect(StarterTypography.weight(namedIn: "Book") == .regular)
    #expect(StarterTypography.weight(namedIn: "Condensed") == nil)
  }
}
