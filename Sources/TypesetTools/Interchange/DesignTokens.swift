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
    // Each family's reference is written once, not once a token (20,000 styles have 240,000).
    var references: [String: JSONValue] = [:]
    func reference(to family: String) -> JSONValue {
      if let known = references[family] { return known }
      let reference = JSONValue.string(
        "{font.family.\(familyNames[family] ?? tokenName(family))}")
      references[family] = reference
      return reference
    }
    var styles: [JSONValue.Member] = [("$type", .string("typography"))]
    for name in typography.styleNames {
      var tokens: [JSONValue.Member] = []
      var summary = ""
      for category in Platform.iOS.categories {
        let font = try typography.resolve(name, in: TypeEnvironment(category: category))
        if category == .large {
          summary =
            "\(name): \(font.face.family) \(NumberText.points(font.pointSize)) on \(NumberText.points(font.lineHeight)) at large, "
            + "\(font.scaling.name) scaling relative to \(font.relativeTo.uiKitName)"
        }
        tokens.append(
          (
            category.swiftUIName,
            .object([("$value", value(of: font, familyReference: reference(to: font.face.family)))])
          ))
      }
      let groupName = styleNames[name] ?? tokenName(name.description)
      // The style's own description (the file's `description`) follows what the tokens say.
      if let documentation = typography.styles[name]?.documentation {
        summary += ". " + documentation
      }
      var group: [JSONValue.Member] = [("$description", .string(summary))]
      // A name that DTCG forbids ("a.b", "{x}") or that another style's took is kept in the
      // group's extension, so that importing the tokens gives the style its own name back.
      if groupName != name.description {
        group.append(
          (
            "$extensions",
            .object([(extensionKey, .object([("style", .string(name.description))]))])
          )
        )
      }
      styles.append((groupName, .object(group + tokens)))
    }
    var description = "Typography tokens written by typeset-cli \(TypesetPackage.version)"
    if let source { description += " from \(source)" }
    description +=
      ": one token per style and content size category, resolved on iOS with Bold Text off; "
      + "1 px = 1 pt."
    let root: JSONValue = .object([
      ("$description", .string(description)),
      (
        "$extensions",
        .object([
          (
            extensionKey, .object([("typography", TypographyJSON.value(for: typography))])
          )
        ])
      ),
      ("font", .object([("family", .object(families))])),
      ("typography", .object(styles)),
    ])
    return root.prettyPrinted() + "\n"
  }

  /// The `$value` of one typography token; `familyReference` is the `{font.family.…}` string
  /// of the font's family.
  static func value(of font: ResolvedFont, familyReference: JSONValue) -> JSONValue {
    var members: [JSONValue.Member] = [
      ("fontFamily", familyReference),
      ("fontSize", dimension(font.pointSize)),
      ("fontWeight", .number(font.face.weight)),
      ("lineHeight", .number(font.lineHeight / font.pointSize)),
      ("letterSpacing", dimension(font.tracking)),
    ]
    if font.face.isItalic { members.append(("fontStyle", .string("italic"))) }
    return .object(members)
  }

  static func dimension(_ points: Double) -> JSONValue {
    .object([("value", .number(points)), ("unit", .string("px"))])
  }

  /// A token or group name on its own: DTCG forbids `.`, `{`, `}` and a leading `$`.
  static func tokenName(_ name: String) -> String {
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
