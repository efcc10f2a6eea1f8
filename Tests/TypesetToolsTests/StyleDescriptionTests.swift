import DynamicType
import Testing
import Typeset
import TypesetLoader
import TypesetSwiftGenerator
import TypesetTools

/// A style's `description` is read, written back, and carried into the generated Swift's
/// documentation comments, the CSS comments and the design tokens' `$description`; resolution
/// does not read it.
struct StyleDescriptionTests {
  static func typography(_ description: String) throws -> Typography {
    let json = """
      { "families": { "Serif": { "faces": [
          { "file": "Serif.ttf", "postScriptName": "Serif", "weight": 400 } ] } },
        "styles": { "price": { "relativeTo": "body", "description": \(description) } } }
      """
    let result = TypographyDocument.parse(Array(json.utf8), fonts: nil)
    return try #require(result.typography, "\(result.diagnostics)")
  }

  @Test func theDescriptionIsReadAndWrittenBack() throws {
    let typography = try Self.typography(#""Prices in product lists.""#)
    #expect(typography.styles[.custom("price")]?.documentation == "Prices in product lists.")
    let text = TypographyDocument.serialize(typography)
    #expect(text.contains(#""description": "Prices in product lists.""#))
    let again = try #require(
      TypographyDocument.parse(Array(text.utf8), fonts: nil).typography)
    #expect(again.styles == typography.styles)
  }

  @Test func aDescriptionThatIsNotTextIsAnErrorAtItsPath() {
    let json = """
      { "families": { "Serif": { "faces": [
          { "file": "Serif.ttf", "postScriptName": "Serif", "weight": 400 } ] } },
        "styles": { "body": { "description": 3 } } }
      """
    let result = TypographyDocument.parse(Array(json.utf8), fonts: nil)
    #expect(result.typography == nil)
    #expect(
      result.diagnostics.map(\.description) == [
        "styles.body.description: must be a string (found 3)"
      ])
  }

  @Test func theGeneratedSwiftDocumentsTheStyleWithIt() throws {
    let typography = try Self.typography(#""Prices in product lists.""#)
    let source = try SwiftGenerator.source(for: typography)
    // Under the case and under the accessor, as a paragraph after the summary.
    #expect(source.components(separatedBy: "  ///\n    /// Prices in product lists.\n").count == 2)
    #expect(source.contains("\n  ///\n  /// Prices in product lists.\n  ///\n  /// - Throws:"))
    #expect(source.contains(#"documentation: "Prices in product lists.""#))
  }

  @Test func aLineBreakInTheDescriptionCannotEndTheComment() throws {
    let typography = try Self.typography(#""Prices.\nstatic let injected = 1""#)
    let source = try SwiftGenerator.source(for: typography)
    #expect(!source.contains("\nstatic let injected"))
    #expect(!source.contains("/// static let injected"))
  }

  @Test func cssAndTokensCarryIt() throws {
    let typography = try Self.typography(#""Prices */ in lists.""#)
    let css = try CSSGenerator.stylesheet(for: typography)
    #expect(css.contains("relative to body. Prices * / in lists. */\n"))
    let tokens = try DesignTokens.export(typography)
    #expect(tokens.contains("scaling relative to body. Prices */ in lists.\""))
  }

  @Test func resolutionDoesNotReadIt() throws {
    let with = try Self.typography(#""Prices.""#)
    let without = try Self.typography(#""Other.""#)
    #expect(
      try with.resolve(.custom("price"), in: TypeEnvironment()).pointSize
        == without.resolve(.custom("price"), in: TypeEnvironment()).pointSize)
  }
}
