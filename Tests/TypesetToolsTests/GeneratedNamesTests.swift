import DynamicType
import Foundation
import Testing
import Typeset
import TypesetLoader
import TypesetSwiftGenerator
import TypesetTestSupport
import TypesetTools

/// Every generated name (Swift case, CSS class, token name) is non-empty and unique: two styles
/// that give the same name are told apart by one rule, with a warning naming both.
struct GeneratedNamesTests {
  static func typography(_ names: [String]) throws -> Typography {
    var styles: [StyleName: StyleDefinition] = [:]
    for name in names { styles[.custom(name)] = StyleDefinition(relativeTo: .body) }
    return try Fixtures.typography(styles: styles)
  }

  @Test func scriptsOtherThanLatinKeepTheirNamesApart() throws {
    let typography = try Self.typography(["価格", "税込"])
    let classes = CSSGenerator.classNames(for: typography)
    #expect(classes[.custom("価格")] == "typeset-価格")
    #expect(classes[.custom("税込")] == "typeset-税込")
    #expect(classes.warnings.isEmpty)
    let css = try CSSGenerator.stylesheet(for: typography)
    // Selectors escape what is not ASCII, so the stylesheet matches in any encoding.
    #expect(css.contains(".typeset-\\4FA1 \\683C  {\n"))
    #expect(css.contains(".typeset-\\7A0E \\8FBC  {\n"))
    #expect(!css.contains(".typeset---"))
  }

  @Test func collidingClassesAreNumberedWithAWarningNamingBoth() throws {
    let typography = try Self.typography(["a b", "a-b", "!!"])
    let classes = CSSGenerator.classNames(for: typography)
    #expect(classes[.custom("a b")] == "typeset-a-b")
    #expect(classes[.custom("a-b")] == "typeset-a-b-2")
    #expect(classes[.custom("!!")] == "typeset-style")
    #expect(
      classes.warnings.map(\.description) == [
        #"styles.a-b: CSS class typeset-a-b-2: "a-b" and "a b" both give typeset-a-b, which "a b" keeps"#
      ])
    let css = try CSSGenerator.stylesheet(for: typography)
    #expect(css.contains(".typeset-a-b {\n"))
    #expect(css.contains(".typeset-a-b-2 {\n"))
    let values = Array(classes.names.values)
    #expect(Set(values).count == values.count)
  }

  @Test func swiftCasesShareTheRule() throws {
    let typography = try Self.typography(["a b", "a-b", "font"])
    let identifiers = SwiftGenerator.identifiers(for: typography)
    #expect(identifiers[.custom("a b")] == "aB")
    #expect(identifiers[.custom("a-b")] == "aB2")
    // A generated member's name is avoided without a warning: no other style had it.
    #expect(identifiers[.custom("font")] == "fontStyle")
    #expect(identifiers.warnings.map(\.path) == ["styles.a-b"])
  }

  @Test func tokenNamesAreUniqueToo() throws {
    let typography = try Self.typography(["a.b", "a-b"])
    let names = DesignTokens.styleTokenNames(for: typography)
    #expect(names[.custom("a-b")] == "a-b")
    #expect(names[.custom("a.b")] == "a-b-2")
    let json = try DesignTokens.export(typography)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let groups = try #require(root["typography"] as? [String: Any])
    #expect(groups["a-b"] != nil && groups["a-b-2"] != nil)
  }

  @Test func familyTokenNamesAreUnique() throws {
    let one = FontFamily(name: "A.B", faces: [Fixtures.face("AB-Regular", 400)])
    let two = FontFamily(name: "A-B", faces: [Fixtures.face("A-B-Regular", 400)])
    let typography = try Typography(
      families: [one, two], defaults: StyleDefinition(family: "A.B"),
      styles: [.textStyle(.body): StyleDefinition(family: "A-B")])
    let names = DesignTokens.familyTokenNames(for: typography)
    #expect(names["A.B"] == "A-B")
    #expect(names["A-B"] == "A-B-2")
    let json = try DesignTokens.export(typography)
    #expect(json.contains("{font.family.A-B-2}"))
  }
}
