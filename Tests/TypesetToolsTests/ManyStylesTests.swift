import DynamicType
import Foundation
import Testing
import Typeset
import TypesetLoader
import TypesetSwiftGenerator
import TypesetTestSupport
import TypesetTools

/// Reading, checking, resolving and generating code for a typography of 20,000 custom styles
/// (issue 34, item 3): each step is about linear in the number of styles. The size is what
/// protects: before, building the list of style names asked the growing list for each name,
/// and 20,000 styles took minutes in a debug build; now the whole test takes seconds.
struct ManyStylesTests {
  static let count = 20_000

  /// `{"relativeTo": "body", "size": 12}` under 20,000 names, with the fixture fonts.
  static func typography() throws -> Typography {
    let folder = try FontFixtures.folder()
    try FontFixtures.write(FontFixtures.latin(), to: folder, name: "Sans.ttf")
    var styles: [String] = []
    styles.reserveCapacity(count)
    for index in 0..<count {
      styles.append("\"custom\(index)\": {\"relativeTo\": \"body\", \"size\": 12}")
    }
    let json = """
      {"families": {"Sans": {"faces": [{"file": "Sans.ttf"}]}},
       "styles": {\(styles.joined(separator: ",\n"))}}
      """
    let result = try FontFixtures.typography(json, in: folder)
    #expect(result.errors.isEmpty, "\(result.errors.prefix(3))")
    return try #require(result.typography)
  }

  @Test func twentyThousandStylesAreCheckedResolvedAndGenerated() throws {
    let typography = try Self.typography()
    let names = typography.styleNames
    #expect(names.count == TextStyle.standard.count + Self.count)
    #expect(Set(names).count == names.count)
    // Apple's styles first, then the custom ones in name order.
    #expect(
      names.prefix(TextStyle.standard.count) == TextStyle.standard.map(StyleName.textStyle)[...])
    #expect(names[TextStyle.standard.count] == .custom("custom0"))
    #expect(names.last == .custom("custom9999"))

    // Every custom style is 12 pt at large and scales like body, as the same style does
    // alone in a typography.
    let alone = try Typography(
      families: [try #require(typography.family(named: "Sans"))],
      styles: [.custom("alone"): StyleDefinition(size: 12, relativeTo: .body)])
    let largest = TypeEnvironment(category: .accessibility5)
    let expected = try alone.resolve(.custom("alone"), in: largest).pointSize
    #expect(expected > 12)
    for index in stride(from: 0, to: Self.count, by: 997) {
      let style = StyleName.custom("custom\(index)")
      #expect(try typography.resolve(style, in: TypeEnvironment(category: .large)).pointSize == 12)
      #expect(try typography.resolve(style, in: largest).pointSize == expected)
    }

    let swift = try SwiftGenerator.source(for: typography)
    #expect(swift.contains("case .custom19999: .custom(\"custom19999\")"))
    #expect(swift.contains("case .custom0: .custom(\"custom0\")"))
    // The stylesheet and the tokens end with the last style in the typography's order, so
    // every style before it was written: the last class rule and the last token group are
    // its. Only their ends are searched: the whole of 24 and 72 MB would cost more than
    // writing them (Foundation's `contains` reads the text as UTF-16).
    let css = try CSSGenerator.stylesheet(for: typography)
    #expect(
      Self.lastPart(of: css, after: "\n.typeset-")
        .hasPrefix("custom9999 {\n  font-family: \"Sans\";"))
    let tokens = try DesignTokens.export(typography)
    #expect(
      Self.lastPart(of: tokens, after: "\n    \"")
        .hasPrefix("custom9999\": {\n      \"$description\": \"custom9999: Sans 12 pt"))
  }

  /// What follows the last `separator` in the last 5,000 bytes of a generated text (more
  /// than the last style's part of it).
  static func lastPart(of text: String, after separator: String) -> String {
    let end = String(decoding: text.utf8.suffix(5_000), as: UTF8.self)
    return end.components(separatedBy: separator).last ?? ""
  }
}
