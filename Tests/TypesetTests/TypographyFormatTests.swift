import Testing

@testable import Typeset
@testable import TypesetLoader

/// The format's declarations are what the decoder and the checker read: a key's name is what
/// the decoder accepts and suggests, and its range is what the decoder and the checker refuse
/// out of it, with the range's words.
struct TypographyFormatTests {
  /// A typography whose `body` style (or the object at `json`'s place) has `member`.
  static func diagnostics(styles: String, defaults: String = "{}") -> [String] {
    let json = """
      { "families": { "Serif": { "faces": [
          { "file": "Serif.ttf", "postScriptName": "Serif", "weight": 400 } ] } },
        "defaults": \(defaults),
        "styles": \(styles) }
      """
    let result = TypographyDocument.parse(Array(json.utf8), fonts: nil)
    return result.diagnostics.filter { $0.severity == .error }.map(\.description)
  }

  /// Every numeric key of a style, with its range; a category's and a platform's too.
  static let numericKeys: [(path: String, key: FormatKey)] =
    TypographyFormat.style.keys.filter { $0.range != nil }.map { ("body", $0) }
    + TypographyFormat.override.keys.filter { $0.range != nil }.map {
      ("body.categories.xSmall", $0)
    }
    + TypographyFormat.platformValues.keys.filter { $0.range != nil }.map {
      ("body.platforms.macOS", $0)
    }

  @Test func everyNumericKeyIsDeclaredWithARange() {
    #expect(Self.numericKeys.map { "\($0.path).\($0.key.name)" }.count == 13)
  }

  @Test(arguments: numericKeysIndices)
  func aValueAboveTheKeysRangeIsRefusedWithItsWords(_ index: Int) throws {
    let (path, key) = Self.numericKeys[index]
    let range = try #require(key.range)
    let value = range.upperBound + 1
    let shown = NumberText.decimal(value, decimals: 5)
    // {"body": {"categories": {"xSmall": {"size": 1001}}}} from "body.categories.xSmall".
    let components = path.split(separator: ".").map(String.init)
    var member = "{ \"\(key.name)\": \(shown) }"
    for component in components.reversed() { member = "{ \"\(component)\": \(member) }" }
    let expected = "styles.\(path).\(key.name): \(range.problem(with: value, shownAs: shown)!)"
    #expect(Self.diagnostics(styles: member) == [expected])
  }

  static let numericKeysIndices = Array(numericKeys.indices)

  @Test func aStepOutsideTheStepKeysRangeIsRefused() throws {
    let range = try #require(TypographyFormat.ScalingObject.step.range)
    #expect(
      Self.diagnostics(
        styles: #"{ "body": { "scaling": { "strategy": "stepped", "step": 101 } } }"#)
        == ["styles.body.scaling.step: \(range.problem(with: 101)!)"])
  }

  @Test(arguments: [
    (TypographyFormat.style, #"{ "body": { "sise": 17 } }"#, "styles.body.sise"),
    (
      TypographyFormat.override, #"{ "body": { "categories": { "AX1": { "sise": 17 } } } }"#,
      "styles.body.categories.AX1.sise"
    ),
    (
      TypographyFormat.scaling, #"{ "body": { "scaling": { "strategy": "fixed", "sise": 1 } } }"#,
      "styles.body.scaling.sise"
    ),
  ])
  func anUnknownKeyIsSuggestedFromTheObjectsKeys(
    object: FormatObject, styles: String, path: String
  ) {
    let lines = Self.diagnostics(styles: styles)
    #expect(
      lines == [
        "\(path): unknown key \"sise\""
          + SpellingSuggestion.didYouMean("sise", among: object.keyNames)
      ])
    #expect(lines.first?.contains("did you mean \"size\"") == (object.name != "scaling"))
  }

  @Test func everyDeclaredKeyOfAStyleIsAccepted() {
    // One sample value per key: none is unknown to the decoder.
    let samples: [String: String] = [
      "family": #""Serif""#, "weight": "400", "italic": "false", "size": "17", "leading": "22",
      "tracking": "0", "scaling": #""fixed""#, "minimumSize": "10", "maximumSize": "40",
      "relativeTo": #""body""#, "normalize": #""none""#, "categories": "{}", "platforms": "{}",
      "description": #""Prices.""#,
    ]
    let keys = TypographyFormat.style.keyNames
    #expect(Set(keys) == Set(samples.keys))
    let members = keys.map { "\"\($0)\": \(samples[$0] ?? "null")" }.joined(separator: ", ")
    #expect(Self.diagnostics(styles: "{ \"price\": { \(members) } }") == [])
  }

  /// Every scaling key that goes with some strategies only is refused with the others, with
  /// the strategy its declaration names.
  @Test func aScalingKeyWithAnotherStrategyIsRefused() throws {
    let samples = ["step": "2", "sizes": "[]", "preset": #""ios7""#]
    let keys = TypographyFormat.scaling.keys.filter { $0.onlyWith != nil }
    #expect(keys.map(\.name) == ["step", "sizes", "preset"])
    for key in keys {
      let condition = try #require(key.onlyWith)
      let other = Scaling.Name.allCases.first { !condition.contains($0.rawValue) }!
      let styles =
        #"{ "body": { "scaling": { "strategy": ""# + other.rawValue + #"", ""# + key.name
        + #"": "# + samples[key.name, default: "1"] + " } } }"
      #expect(
        Self.diagnostics(styles: styles) == [
          "styles.body.scaling.\(key.name): applies to the \(condition.values[0]) strategy only"
        ])
    }
  }

  @Test func theDefaultsPlatformEntriesHaveNoSize() {
    #expect(!TypographyFormat.defaultsPlatformValues.keyNames.contains("size"))
    #expect(
      Self.diagnostics(styles: "{}", defaults: #"{ "platforms": { "macOS": { "size": 12 } } }"#)
        == [
          "defaults.platforms.macOS.size: unknown key \"size\""
            + SpellingSuggestion.didYouMean(
              "size", among: TypographyFormat.defaultsPlatformValues.keyNames)
        ])
  }

  @Test func aPlatformOfTheModelIsAKeyOfTheFormat() {
    #expect(TypographyFormat.platformKeys == PlatformValues.platforms.map(PlatformValues.key(for:)))
  }

  /// Every key the format declares required is reported missing, at its object's path and in
  /// its declaration's words, by the decoder's one check of the declarations; a required key
  /// declared without a case here fails the first expectation.
  @Test func everyRequiredKeyIsReportedMissingFromItsDeclaration() throws {
    let face = #"{ "file": "Serif.ttf", "postScriptName": "Serif", "weight": 400 }"#
    let cases: [(key: FormatKey, json: String, path: String)] = [
      (TypographyFormat.TopLevel.families, "{}", ""),
      (TypographyFormat.Family.faces, #"{ "families": { "Serif": {} } }"#, "families.Serif"),
      (
        TypographyFormat.Face.file,
        #"{ "families": { "Serif": { "faces": [ { "postScriptName": "S", "weight": 400 } ] } } }"#,
        "families.Serif.faces[0]"
      ),
      (
        TypographyFormat.Axis.min,
        #"{ "families": { "Serif": { "faces": [ { "file": "V.ttf", "postScriptName": "V", "#
          + #""weight": 400, "axes": { "wght": { "max": 900 } } } ] } } }"#,
        "families.Serif.faces[0].axes.wght"
      ),
      (
        TypographyFormat.Axis.max,
        #"{ "families": { "Serif": { "faces": [ { "file": "V.ttf", "postScriptName": "V", "#
          + #""weight": 400, "axes": { "wght": { "min": 100 } } } ] } } }"#,
        "families.Serif.faces[0].axes.wght"
      ),
      (
        TypographyFormat.ScalingObject.strategy,
        #"{ "families": { "Serif": { "faces": [ \#(face) ] } }, "#
          + #""styles": { "body": { "scaling": { "step": 2 } } } }"#,
        "styles.body.scaling"
      ),
    ]
    let declared = TypographyFormat.objects.flatMap { $0.keys.filter(\.isRequired).map(\.name) }
    #expect(Set(cases.map(\.key.name)) == Set(declared))
    for (key, json, path) in cases {
      let words = try #require(key.whenMissing)
      let errors = TypographyDocument.parse(Array(json.utf8), fonts: nil).errors
      let missing = errors.filter { $0.code == .missingKey }
      #expect(missing.map(\.path) == [path], "\(key.name): \(errors.map(\.description))")
      #expect(
        missing.first?.message == "missing \"\(key.name)\": \(words)",
        "\(errors.map(\.description))")
    }
  }
}
