import DynamicType
import OpenType
import Testing
import Typeset
import TypesetLoader
import TypesetSwiftGenerator
import TypesetTestSupport
import TypesetTools

/// The Swift and CSS generators, without a compiler or a browser (the CLI tests compile the
/// Swift; Scripts/check-css.sh loads the CSS in Chromium).
struct GeneratorTests {
  @Test(arguments: [
    ("price", "price"), ("Price Tag", "priceTag"), ("button-label", "buttonLabel"),
    ("2xl", "style2xl"), ("€", "style"), ("snake_case", "snake_case"),
    // On both sides of the quick path for one lower-case ASCII word.
    ("_private", "_private"), ("Price", "price"), ("price2", "price2"), ("a_b-c", "a_bC"),
    ("preis", "preis"), ("prëis", "prëis"), ("p", "p"), ("_", "_"),
  ])
  func identifiers(name: String, identifier: String) {
    #expect(SwiftGenerator.identifier(for: .custom(name)) == identifier)
  }

  /// Class names and token group names, on both sides of their quick paths for names that
  /// need no change.
  @Test(arguments: [
    ("price", "typeset-price", "price"), ("a_b-c", "typeset-a_b-c", "a_b-c"),
    ("--", "typeset-style", "--"), ("_", "typeset-style", "_"), ("a.b", "typeset-a-b", "a-b"),
    ("价格", "typeset-价格", "价格"), ("$x", "typeset--x", "_x"), ("{x}", "typeset--x-", "-x-"),
    ("a b", "typeset-a-b", "a b"),
  ])
  func classAndTokenNames(name: String, className: String, tokenGroup: String) throws {
    #expect(CSSGenerator.className(for: .custom(name)) == className)
    let typography = try Typography(
      families: [Fixtures.sans],
      styles: [.custom(name): StyleDefinition(size: 15, relativeTo: .body)])
    #expect(DesignTokens.styleTokenNames(for: typography).names[.custom(name)] == tokenGroup)
  }

  @Test func identifiersAreUniqueAndEscaped() throws {
    let family = FontFamily(
      name: "F", faces: [FontFace(file: "f.ttf", postScriptName: "F", weight: .regular)])
    var styles: [StyleName: StyleDefinition] = [:]
    for name in ["a-b", "a b", "font", "default", "Body Copy"] {
      styles[.custom(name)] = StyleDefinition(relativeTo: .body)
    }
    let typography = try Typography(families: [family], styles: styles)
    let source = try SwiftGenerator.source(for: typography)
    #expect(source.contains("case aB = \"a b\"\n"))
    #expect(source.contains("case aB2 = \"a-b\"\n"))
    #expect(source.contains("case fontStyle = \"font\"\n"))
    #expect(source.contains("case `default`\n"))
    #expect(source.contains("static func `default`("))
    #expect(source.contains("case bodyCopy = \"Body Copy\"\n"))
    #expect(source.contains("case .aB2: .custom(\"a-b\")"))
  }

  @Test func namesAreEscapedInTheCompiledTypography() throws {
    let family = FontFamily(
      name: "Quote\"#\\",
      faces: [FontFace(file: "a\"#b.ttf", postScriptName: "Q", weight: .regular)])
    let typography = try Typography(families: [family])
    let source = try SwiftGenerator.source(for: typography)
    #expect(source.contains(##"name: "Quote\"#\\","##), "\(source)")
    #expect(source.contains(##"file: "a\"#b.ttf""##))
  }

  /// On visionOS the generated code resolves with visionOS's values only when every style
  /// resolves with them; otherwise with iOS's table, and its comment names the style that
  /// does not resolve. Either way the file has a visionOS case.
  @Test func visionOSHasItsOwnCase() throws {
    let family = FontFamily(
      name: "F", faces: [FontFace(file: "f.ttf", postScriptName: "F", weight: .regular)])
    let plain = try Typography(families: [family])
    #expect(SwiftGenerator.visionOSPlatform(of: plain).platform == .iOS)
    let plainSource = try SwiftGenerator.source(for: plain)
    #expect(plainSource.contains("  #elseif os(visionOS)\n      .iOS\n"), "\(plainSource)")
    #expect(plainSource.contains("On visionOS, iOS's: `largeTitle` does not"))

    // Every style with its own visionOS size and a scaling that needs no table.
    var styles: [StyleName: StyleDefinition] = [:]
    for style in TextStyle.standard {
      styles[.textStyle(style)] = StyleDefinition(
        leading: 22, platforms: [.visionOS: PlatformValues(size: 17, scaling: .strategy(.fixed))])
    }
    let fixed = try Typography(families: [family], styles: styles)
    #expect(SwiftGenerator.visionOSPlatform(of: fixed).platform == .visionOS)
    let fixedSource = try SwiftGenerator.source(for: fixed)
    #expect(fixedSource.contains("  #elseif os(visionOS)\n      .visionOS\n"), "\(fixedSource)")
    #expect(fixedSource.contains("On visionOS, visionOS's: every"))
  }

  /// Evaluates a generated `calc()` at a root font size, following CSS's `clamp()`.
  static func evaluate(_ expression: String, rem: Double) -> Double {
    var text = expression.trimmingPrefix("calc(")
    if text.hasSuffix(")") { text = text.dropLast() }
    var total = 0.0
    for term in text.split(separator: "+").map({ $0.filter { !$0.isWhitespace } }) {
      guard term.hasPrefix("clamp(") else {
        total += Double(term.replacing("px", with: "")) ?? .nan
        continue
      }
      // clamp(0px,1rem-Xpx,Wpx)*R/W
      let inside = term.dropFirst("clamp(".count).prefix { $0 != ")" }
      let parts = inside.split(separator: ",")
      let low = Double(parts[1].replacing("1rem-", with: "").replacing("px", with: "")) ?? .nan
      let width = Double(parts[2].replacing("px", with: "")) ?? .nan
      var value = min(max(0, rem - low), width)
      let factor = term.drop { $0 != ")" }.dropFirst()
      if factor.hasPrefix("*") {
        let pieces = factor.dropFirst().split(separator: "/")
        let rise = Double(pieces[0].filter { $0 != "(" && $0 != ")" }) ?? .nan
        let run = Double(pieces[1]) ?? .nan
        value = value * rise / run
      }
      total += value
    }
    return total
  }

  static func declaration(_ property: String, of selector: String, in css: String) -> String? {
    guard let start = css.firstRange(of: "\n\(selector) {\n") else { return nil }
    let block = css[start.upperBound...].prefix { $0 != "}" }
    guard let line = block.firstRange(of: "  \(property): ") else { return nil }
    return String(block[line.upperBound...].prefix { $0 != ";" })
  }

  /// At iOS's body size of every category, each class's values are the engine's.
  @Test(arguments: Examples.paths)
  func cssIsExactAtEveryCategory(path: String) throws {
    let typography = try Examples.load(path)
    let css = try CSSGenerator.stylesheet(for: typography)
    for name in typography.styleNames {
      let selector = "." + CSSGenerator.className(for: name)
      let size = try #require(Self.declaration("font-size", of: selector, in: css))
      let lineHeight = try #require(Self.declaration("line-height", of: selector, in: css))
      let spacing = try #require(Self.declaration("letter-spacing", of: selector, in: css))
      for category in Platform.iOS.categories {
        let body = try #require(Platform.iOS.metrics(for: .body, at: category)?.pointSize)
        let font = try typography.resolve(name, in: TypeEnvironment(category: category))
        #expect(abs(Self.evaluate(size, rem: body) - font.pointSize) < 1e-3, "\(name) \(category)")
        #expect(abs(Self.evaluate(lineHeight, rem: body) - font.lineHeight) < 1e-3)
        #expect(abs(Self.evaluate(spacing, rem: body) - font.tracking) < 1e-3)
      }
      // Beyond the ends the values stay at xSmall's and AX5's.
      let ax5 = try typography.resolve(name, in: TypeEnvironment(category: .accessibility5))
      #expect(abs(Self.evaluate(size, rem: 80) - ax5.pointSize) < 1e-3)
    }
  }

  @Test func cssFontFacesAndClassNames() throws {
    let variable = FontFamily(
      name: "Var",
      faces: [
        FontFace(
          file: "Fonts/Var.woff2", postScriptName: "Var-Regular", weight: .regular,
          axes: [VariationAxisRange(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
      ])
    let typography = try Typography(
      families: [variable],
      styles: [.custom("Price Tag"): StyleDefinition(weight: .semibold, relativeTo: .body)])
    let css = try CSSGenerator.stylesheet(
      for: typography, options: CSSGenerator.Options(fontBaseURL: "https://cdn.example/fonts"))
    #expect(css.contains(#"url("https://cdn.example/fonts/Var.woff2") format("woff2")"#))
    #expect(css.contains("font-weight: 100 900;"))
    #expect(CSSGenerator.className(for: .custom("Price Tag")) == "typeset-Price-Tag")
    #expect(css.contains(".typeset-Price-Tag {\n"))
    // Bold Text: 600 → 800, drawn exactly on the variable axis.
    #expect(css.contains(":root.typeset-bold-text .typeset-Price-Tag {\n  font-weight: 800;"))
  }
}
