import DynamicType
import Typeset
import TypesetSwiftGenerator

/// Design tokens in the W3C Design Tokens Community Group format (DTCG), written from a
/// typography and read back into one.
///
/// ``export(_:source:)`` writes one `typography` token per style and content size category, with
/// the values the engine resolves on iOS with Bold Text off:
///
/// ```json
/// { "typography": { "$type": "typography",
///     "body": {
///       "large": { "$value": { "fontFamily": "{font.family.Serif}", "fontWeight": 400,
///         "fontSize": { "value": 18, "unit": "px" }, "lineHeight": 1.4444444444444444,
///         "letterSpacing": { "value": 0, "unit": "px" } } },
///       "accessibility3": { "$value": { … } } } } }
/// ```
///
/// - `typography.<style>.<category>`: the style's key in the typography file, then the
///   SwiftUI name of the category (`xSmall` … `accessibility5`).
/// - `fontSize` and `letterSpacing` are DTCG dimensions in `px`, one pixel per point (what a web
///   view and Figma use); `lineHeight` is DTCG's number, the line height over the font size.
/// - `fontWeight` is the weight of the face drawn, `fontFamily` a reference to a `fontFamily`
///   token under `font.family`; an italic face adds `"fontStyle": "italic"`.
/// - The root's `$extensions["org.typeset"].typography` holds the typography file itself, so
///   that ``importTypography(_:families:)`` restores every setting (scaling curve, limits,
///   faces, Bold Text) when the tokens were not edited. Tokens that were edited win over it.
public enum DesignTokens {
  /// The `$extensions` key under which Typeset keeps its own data.
  public static let extensionKey = "org.typeset"

  /// The tokens of a typography, as DTCG JSON.
  ///
  /// - Parameters:
  ///   - typography: The typography; it must resolve on iOS (every checked typography does).
  ///   - source: The typography file's name, for the description.
  /// - Returns: The JSON text, ending with a line break.
  /// - Throws: `ResolutionError` when a style does not resolve on iOS.
  public static func export(_ typography: Typography, source: String? = nil)
    throws(ResolutionError) -> String
  {
    let familyNames = familyTokenNames(for: typography).names
    let styleNames = styleTokenNames(for: typography).names
    var families: [JSONValue.Member] = [("$type", .string("fontFamily"))]
    for family in typography.families {
      // A string is a CSS font stack, which a comma divides; a name with one is a list of one.
      let value: JSONValue =
        family.name.contains(",") ? .array([.string(family.name)]) : .string(family.name)
      families.append((familyNames[family.name] ?? family.name, .object([("$value", value)])))
    }
    var description = "Typography tokens written by typeset-cli \(TypesetPackage.version)"
    if let source { description += " from \(source)" }
    description +=
      ": one token per style and content size category, resolved on iOS with Bold Text off; "
      + "1 px = 1 pt."
    let embedded: JSONValue = .object([
      (extensionKey, .object([("typography", TypographyJSON.value(for: typography))]))
    ])

    // The document is what `JSONValue.prettyPrinted()` makes of it, written here member by
    // member: the twelve tokens of every style are most of it (72 MB at 20,000 styles), and
    // a tree of them would be built only to be walked once. `appendToken` writes each token
    // the way the pretty printer lays it out; a test prints the exported text again through
    // the pretty printer and expects the same text.
    var output = "{\n  \"$description\": "
    JSONText.appendQuoted(description, to: &output)
    output += ",\n  \"$extensions\": "
    embedded.writePretty(to: &output, column: 2)
    output += ",\n  \"font\": "
    JSONValue.object([("family", .object(families))]).writePretty(to: &output, column: 2)
    output += ",\n  \"typography\": {\n    \"$type\": \"typography\""
    // Each family's reference is made once, not once a token (20,000 styles have 240,000).
    var references: [String: String] = [:]
    var fonts: [ResolvedFont] = []
    fonts.reserveCapacity(Platform.iOS.categories.count)
    for name in typography.styleNames {
      fonts.removeAll(keepingCapacity: true)
      var large: ResolvedFont?
      for category in Platform.iOS.categories {
        let font = try typography.resolve(name, in: TypeEnvironment(category: category))
        if category == .large { large = font }
        fonts.append(font)
      }
      let groupName = styleNames[name] ?? tokenName(name.description)
      output += ",\n    "
      JSONText.appendQuoted(groupName, to: &output)
      output += ": {\n      \"$description\": "
      var summary = ""
      if let font = large {
        summary =
          "\(name): \(font.face.family) \(NumberText.points(font.pointSize)) on \(NumberText.points(font.lineHeight)) at large, "
          + "\(font.scaling.name) scaling relative to \(font.relativeTo.uiKitName)"
      }
      // The style's own description (the file's `description`) follows what the tokens say.
      if let documentation = typography.styles[name]?.documentation {
        summary += ". " + documentation
      }
      JSONText.appendQuoted(summary, to: &output)
      // A name that DTCG forbids ("a.b", "{x}") or that another style's took is kept in the
      // group's extension, so that importing the tokens gives the style its own name back.
      if groupName != name.description {
        output += ",\n      \"$extensions\": "
        JSONValue.object([(extensionKey, .object([("style", .string(name.description))]))])
          .writePretty(to: &output, column: 6)
      }
      for index in fonts.indices {
        let font = fonts[index]
        let family = font.face.family
        let reference: String
        if let known = references[family] {
          reference = known
        } else {
          reference = JSONText.quoted("{font.family.\(familyNames[family] ?? tokenName(family))}")
          references[family] = reference
        }
        output += ",\n      "
        JSONText.appendQuoted(Platform.iOS.categories[index].swiftUIName, to: &output)
        appendToken(of: font, familyReference: reference, to: &output)
      }
      output += "\n    }"
    }
    output += "\n  }\n}\n"
    return output
  }

  /// A token or group name on its own: DTCG forbids `.`, `{`, `}` and a leading `$`.
  static func tokenName(_ name: String) -> String {
    // Most names have none of the characters to replace: returned as they are.
    if !name.isEmpty, name.utf8.first != UInt8(ascii: "$"),
      name.allBytesAreASCII(where: { $0 != UInt8(ascii: ".") && $0 != 0x7B && $0 != 0x7D })
    {
      return name
    }
    var result = String(name.map { ".{}".contains($0) ? "-" : $0 })
    if result.hasPrefix("$") { result = "_" + result.dropFirst() }
    return result.isEmpty ? "style" : result
  }

  /// The group name of every style's tokens, unique by `GeneratedNames`' rule (`a.b` and
  /// `a-b` both give `a-b`; the later style becomes `a-b-2`, with a warning).
  public static func styleTokenNames(for typography: Typography) -> GeneratedNames<StyleName> {
    GeneratedNames(
      styles: typography, kind: "token group",
      base: { tokenName($0.description) }, numbered: { "\($0)-\($1)" })
  }

  /// The token name of every family under `font.family`, unique by the same rule.
  public static func familyTokenNames(for typography: Typography) -> GeneratedNames<String> {
    GeneratedNames(
      typography.families.map(\.name), kind: "font family token",
      path: { FieldPath.key("families")[$0] }, label: { "\"\($0)\"" }, base: tokenName,
      numbered: { "\($0)-\($1)" })
  }
}
