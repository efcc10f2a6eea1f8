import Foundation
import Testing
import Typeset
import TypesetLoader

/// Broken typography files: each must give the right code, path and message, and `typeset
/// validate` must exit 1 without crashing.
struct BrokenTypographyTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    /// The code the engine gives, which tools match on instead of the message.
    let code: DiagnosticCode
    let json: String
    let path: String
    let message: String
    var testDescription: String { name }
  }

  static let faces = """
    [ { "file": "a.ttf", "postScriptName": "Serif-Regular", "weight": 400 },
      { "file": "b.ttf", "postScriptName": "Serif-Bold", "weight": 700 } ]
    """

  /// A valid file with `styles` replaced.
  static func withStyles(_ styles: String) -> String {
    #"{ "families": { "Serif": { "faces": \#(faces) } }, "defaults": { "family": "Serif" }, "styles": \#(styles) }"#
  }

  /// A valid file with the faces of Serif replaced.
  static func withFaces(_ faces: String) -> String {
    #"{ "families": { "Serif": { "faces": \#(faces) } } }"#
  }

  static let cases: [Case] = [
    Case(
      name: "truncated JSON", code: .syntaxError, json: #"{"families": "#, path: "",
      message: "not valid JSON: expected a value, found the end of the file"),
    Case(
      name: "trailing comma", code: .syntaxError, json: #"{"families": {},}"#, path: "",
      message: "not valid JSON: trailing comma before '}'"),
    Case(
      name: "leading zero", code: .syntaxError, json: withStyles(#"{"body": {"size": 017}}"#),
      path: "",
      message: "a number must not start with 0"),
    Case(
      name: "bad escape", code: .syntaxError, json: withStyles(#"{"body": {"family": "Se\qrif"}}"#),
      path: "",
      message: "unknown escape '\\q'"),
    Case(
      name: "top level array", code: .wrongType, json: "[]", path: "",
      message: "must be an object (found an array of 0)"),
    Case(
      name: "misspelt top-level key", code: .unknownKey, json: #"{"famlies": {}}"#, path: "famlies",
      message: #"unknown key "famlies" — did you mean "families"?"#),
    Case(
      name: "no families", code: .missingKey, json: "{}", path: "",
      message: #"missing "families": a typography needs at least one font family"#),
    Case(
      name: "empty families", code: .emptyValue, json: #"{"families": {}}"#, path: "families",
      message: "must name at least one family"),
    Case(
      name: "family without faces", code: .missingKey, json: #"{"families": {"Serif": {}}}"#,
      path: "families.Serif",
      message: #"missing "faces""#),
    Case(
      name: "empty faces", code: .emptyValue, json: withFaces("[]"), path: "families.Serif.faces",
      message: "must list at least one face"),
    Case(
      name: "faces not an array", code: .wrongType, json: withFaces("{}"),
      path: "families.Serif.faces",
      message: "must be an array of faces (found an object)"),
    Case(
      name: "face without file", code: .missingKey,
      json: withFaces(#"[{"postScriptName": "A", "weight": 400}]"#),
      path: "families.Serif.faces[0]", message: #"missing "file""#),
    Case(
      name: "face with empty file", code: .emptyValue,
      json: withFaces(#"[{"file": "", "postScriptName": "A", "weight": 400}]"#),
      path: "families.Serif.faces[0].file", message: "must not be empty"),
    Case(
      name: "missing font without PostScript name", code: .fontUnreadable,
      json: withFaces(#"[{"file": "a.ttf", "weight": 400}]"#), path: "families.Serif.faces[0].file",
      message: "no such file"),
    Case(
      name: "missing font without weight", code: .fontUnreadable,
      json: withFaces(#"[{"file": "a.ttf", "postScriptName": "A"}]"#),
      path: "families.Serif.faces[0].file", message: "no such file"),
    Case(
      name: "weight contradicts the font", code: .fontMismatch,
      json: withFaces(
        #"[{"file": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf", "weight": 400}]"#),
      path: "families.Serif.faces[0].weight",
      message: "400, but the font says 700 (DejaVuSerif-Bold)"),
    Case(
      name: "italic contradicts the font", code: .fontMismatch,
      json: withFaces(
        #"[{"file": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "italic": true}]"#),
      path: "families.Serif.faces[0].italic", message: "true, but the font says false (DejaVuSerif)"
    ),
    Case(
      name: "PostScript name not in the font", code: .noSuchFace,
      json: withFaces(
        #"[{"file": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "postScriptName": "Merriweather-Bold"}]"#
      ), path: "families.Serif.faces[0].postScriptName",
      message:
        #"/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf has no face "Merriweather-Bold" (it has "DejaVuSerif")"#
    ),
    Case(
      name: "file is not a font", code: .fontCorrupt,
      json: withFaces(#"[{"file": "/etc/passwd"}]"#),
      path: "families.Serif.faces[0].file", message: "/etc/passwd: not a readable font"),
    Case(
      name: "weight out of range", code: .outOfRange,
      json: withFaces(#"[{"file": "a.ttf", "postScriptName": "A", "weight": 1200}]"#),
      path: "families.Serif.faces[0].weight",
      message: "must be a whole number from 1 to 1000 (found 1200)"),
    Case(
      name: "misspelt weight name", code: .unknownName,
      json: withFaces(#"[{"file": "a.ttf", "postScriptName": "A", "weight": "heavvy"}]"#),
      path: "families.Serif.faces[0].weight",
      message: #"unknown weight "heavvy" — did you mean "heavy"?"#),
    Case(
      name: "italic not a boolean", code: .wrongType,
      json: withFaces(
        #"[{"file": "a.ttf", "postScriptName": "A", "weight": 400, "italic": "yes"}]"#),
      path: "families.Serif.faces[0].italic", message: #"must be true or false (found "yes")"#),
    Case(
      name: "duplicate PostScript name", code: .duplicateFace,
      json: withFaces(
        #"[{"file": "a.ttf", "postScriptName": "A", "weight": 400}, {"file": "b.ttf", "postScriptName": "A", "weight": 700}]"#
      ), path: "families.Serif.faces[1].postScriptName", message: #""A" is already faces[0]"#),
    Case(
      name: "axis range inverted", code: .inconsistentValues,
      json: withFaces(
        #"[{"file": "v.ttf", "postScriptName": "V", "axes": {"wght": {"min": 900, "max": 100}}}]"#),
      path: "families.Serif.faces[0].axes.wght", message: "needs min ≤ default ≤ max"),
    Case(
      name: "axis tag length", code: .invalidName,
      json: withFaces(
        #"[{"file": "v.ttf", "postScriptName": "V", "weight": 400, "axes": {"weight": {"min": 100, "max": 900}}}]"#
      ), path: "families.Serif.faces[0].axes.weight",
      message: "an axis tag has four ASCII characters"),
    Case(
      name: "unknown default family", code: .unknownFamily,
      json: #"{"families": {"Serif": {"faces": \#(faces)}}, "defaults": {"family": "Sreif"}}"#,
      path: "defaults.family", message: #"unknown family "Sreif" — did you mean "Serif"?"#),
    Case(
      name: "two families and no default", code: .missingKey,
      json:
        #"{"families": {"Serif": {"faces": \#(faces)}, "Sans": {"faces": [{"file": "s.ttf", "postScriptName": "S", "weight": 400}]}}}"#,
      path: "defaults.family", message: "missing: the typography has 2 families"),
    Case(
      name: "negative size", code: .outOfRange, json: withStyles(#"{"body": {"size": -3}}"#),
      path: "styles.body.size",
      message: "must be greater than 0 and at most 1000 pt (found -3)"),
    Case(
      name: "zero leading", code: .outOfRange, json: withStyles(#"{"body": {"leading": 0}}"#),
      path: "styles.body.leading", message: "must be greater than 0 and at most 1000 pt (found 0)"),
    Case(
      name: "absurd size", code: .outOfRange, json: withStyles(#"{"body": {"size": 5000}}"#),
      path: "styles.body.size",
      message: "must be greater than 0 and at most 1000 pt (found 5000)"),
    Case(
      name: "size as a string", code: .wrongType, json: withStyles(#"{"body": {"size": "17"}}"#),
      path: "styles.body.size", message: #"must be a number (found "17")"#),
    Case(
      name: "misspelt relativeTo", code: .unknownName,
      json: withStyles(#"{"price": {"relativeTo": "bdy"}}"#),
      path: "styles.price.relativeTo", message: #"unknown text style "bdy" — did you mean "body"?"#),
    Case(
      name: "misspelt style without relativeTo", code: .missingKey,
      json: withStyles(#"{"bdy": {"size": 17}}"#),
      path: "styles.bdy",
      message:
        #"unknown text style "bdy" — did you mean "body"? (a custom style needs "relativeTo""#),
    Case(
      name: "misspelt style key", code: .unknownKey, json: withStyles(#"{"body": {"sise": 17}}"#),
      path: "styles.body.sise", message: #"unknown key "sise" — did you mean "size"?"#),
    Case(
      name: "style defined twice", code: .duplicateKey,
      json: withStyles(#"{"title": {"size": 30}, "title1": {"size": 28}}"#), path: "styles.title1",
      message: "title1 is defined twice"),
    Case(
      name: "duplicate key", code: .duplicateKey,
      json: withStyles(#"{"body": {"size": 17, "size": 18}}"#),
      path: "styles.body.size", message: #"the key "size" appears twice"#),
    Case(
      name: "unknown style family", code: .unknownFamily,
      json: withStyles(#"{"body": {"family": "Sans"}}"#),
      path: "styles.body.family", message: #"unknown family "Sans""#),
    Case(
      name: "misspelt strategy", code: .unknownName,
      json: withStyles(#"{"body": {"scaling": "fontMetric"}}"#),
      path: "styles.body.scaling",
      message: #"unknown scaling strategy "fontMetric" — did you mean "fontMetrics"?"#),
    Case(
      name: "stepped without step", code: .missingKey,
      json: withStyles(#"{"body": {"scaling": {"strategy": "stepped"}}}"#),
      path: "styles.body.scaling", message: #"the stepped strategy needs "step""#),
    Case(
      name: "misspelt scaling key", code: .unknownKey,
      json: withStyles(#"{"body": {"scaling": {"strategy": "stepped", "steps": 2}}}"#),
      path: "styles.body.scaling.steps", message: #"unknown key "steps" — did you mean "step"?"#),
    Case(
      name: "table with three sizes", code: .incompleteTable,
      json: withStyles(#"{"body": {"scaling": {"strategy": "table", "sizes": [1, 2, 3]}}}"#),
      path: "styles.body.scaling.sizes",
      message: "needs 12 sizes, one per category from xSmall to accessibility5 (found 3)"),
    Case(
      name: "table with missing categories", code: .incompleteTable,
      json: withStyles(#"{"body": {"scaling": {"strategy": "table", "sizes": {"large": 17}}}}"#),
      path: "styles.body.scaling.sizes", message: "needs a size for every category; missing xSmall"),
    Case(
      name: "unknown preset", code: .unknownName,
      json: withStyles(#"{"body": {"scaling": {"strategy": "table", "preset": "ios8"}}}"#),
      path: "styles.body.scaling.preset", message: #"the only preset is "ios7""#),
    Case(
      name: "step on fixed", code: .misplacedKey,
      json: withStyles(#"{"body": {"scaling": {"strategy": "fixed", "step": 2}}}"#),
      path: "styles.body.scaling.step", message: "applies to the stepped strategy only"),
    Case(
      name: "minimum above maximum", code: .inconsistentValues,
      json: withStyles(#"{"body": {"minimumSize": 20, "maximumSize": 12}}"#),
      path: "styles.body.maximumSize", message: "must be at least minimumSize (20 pt) (found 12 pt)"
    ),
    Case(
      name: "unknown category", code: .unknownName,
      json: withStyles(#"{"body": {"categories": {"AX9": {"size": 60}}}}"#),
      path: "styles.body.categories.AX9", message: #"unknown content size category "AX9""#),
    Case(
      name: "category given twice", code: .duplicateKey,
      json: withStyles(
        #"{"body": {"categories": {"AX1": {"size": 30}, "accessibility1": {"size": 31}}}}"#),
      path: "styles.body.categories.accessibility1", message: "accessibility1 is given twice"),
    Case(
      name: "misspelt tracking", code: .unknownName,
      json: withStyles(#"{"body": {"tracking": "sytem"}}"#),
      path: "styles.body.tracking",
      message:
        #"must be a number (1/1000 em), "system" or "none" (found "sytem") — did you mean "system"?"#
    ),
    Case(
      name: "extra large title without data", code: .noReferenceSize,
      json: withStyles(#"{"extraLargeTitle": {}}"#),
      path: "styles.extraLargeTitle",
      message: "iOS / iPadOS's table has no confirmed leading for extraLargeTitle"),
    Case(
      name: "iOS 7 table for largeTitle", code: .noReferenceSize,
      json: withStyles(#"{"largeTitle": {"scaling": {"strategy": "table", "preset": "ios7"}}}"#),
      path: "styles.largeTitle",
      message:
        "iOS 7–10's table has no confirmed size for largeTitle at large; the iOS 7–10 table has no largeTitle"
    ),
    // Ranges (ValueRange): every number of the file has one, shared with the flags.
    Case(
      name: "negative step", code: .outOfRange,
      json: withStyles(#"{"body": {"scaling": {"strategy": "stepped", "step": -4}}}"#),
      path: "styles.body.scaling.step", message: "must be from 0 to 100 pt (found -4)"),
    Case(
      name: "huge step", code: .outOfRange,
      json: withStyles(#"{"body": {"scaling": {"strategy": "stepped", "step": 1e300}}}"#),
      path: "styles.body.scaling.step", message: "must be from 0 to 100 pt (found 1e+300)"),
    Case(
      name: "stepped below zero", code: .scaledSizeOutOfRange,
      json: withStyles(#"{"body": {"size": 5, "scaling": {"strategy": "stepped", "step": 6}}}"#),
      path: "styles.body.scaling",
      message:
        "gives -13 pt at xSmall for body; every size must be greater than 0 and at most 1000 pt"),
    Case(
      name: "scaled past the largest size", code: .scaledSizeOutOfRange,
      json: withStyles(#"{"body": {"size": 500}}"#),
      path: "styles.body.size",
      message:
        "gives 1091 pt at accessibility3 for body; every size must be greater than 0 and at most "
        + "1000 pt (a smaller size or a maximumSize keeps it within the range)"),
    Case(
      name: "extreme tracking", code: .outOfRange,
      json: withStyles(#"{"callout": {"tracking": -1000000}}"#),
      path: "styles.callout.tracking",
      message: "must be from -1000 to 1000 (1/1000 em) (found -1000000)"),
    Case(
      name: "extreme category tracking", code: .outOfRange,
      json: withStyles(#"{"body": {"categories": {"AX5": {"tracking": 5000}}}}"#),
      path: "styles.body.categories.AX5.tracking",
      message: "must be from -1000 to 1000 (1/1000 em) (found 5000)"),
    Case(
      name: "negative table size", code: .outOfRange,
      json: withStyles(
        #"{"body": {"scaling": {"strategy": "table", "sizes": [1,2,3,4,5,6,7,8,9,10,11,-12]}}}"#),
      path: "styles.body.scaling.sizes[11]",
      message: "must be greater than 0 and at most 1000 pt (found -12)"),
    Case(
      name: "face weight above 1000", code: .outOfRange,
      json: withFaces(#"[{"file": "a.ttf", "postScriptName": "A", "weight": 2000}]"#),
      path: "families.Serif.faces[0].weight",
      message: "must be a whole number from 1 to 1000 (found 2000)"),
    Case(
      name: "width axis at 0", code: .outOfRange,
      json: withFaces(
        #"[{"file": "v.ttf", "postScriptName": "V", "weight": 400, "axes": {"wdth": {"min": 0, "max": 100}}}]"#
      ), path: "families.Serif.faces[0].axes.wdth.min",
      message: "must be greater than 0 and at most 1000 (found 0)"),
    Case(
      name: "slant beyond 90 degrees", code: .outOfRange,
      json: withFaces(
        #"[{"file": "v.ttf", "postScriptName": "V", "weight": 400, "axes": {"slnt": {"min": -120, "max": 0}}}]"#
      ), path: "families.Serif.faces[0].axes.slnt.min",
      message: "must be from -90 to 90 (found -120)"),
    Case(
      name: "limits crossing the defaults'", code: .inconsistentValues,
      json:
        #"{"families": {"Serif": {"faces": \#(faces)}}, "defaults": {"minimumSize": 30}, "styles": {"body": {"maximumSize": 20}}}"#,
      path: "styles.body.maximumSize",
      message: "20 pt crosses the defaults' minimumSize (minimum 30 pt, maximum 20 pt)"),
    // relativeTo: cycles, self-references and empty names each have their own message.
    Case(
      name: "relativeTo cycle", code: .relativeToCustomStyle,
      json: withStyles(
        #"{"a": {"relativeTo": "b"}, "b": {"relativeTo": "c"}, "c": {"relativeTo": "a"}}"#),
      path: "styles.a.relativeTo",
      message: #""b" is a custom style, and a → b → c → a is a cycle"#),
    Case(
      name: "relativeTo itself", code: .relativeToCustomStyle,
      json: withStyles(#"{"price": {"relativeTo": "price"}}"#),
      path: "styles.price.relativeTo",
      message: #""price" is this style itself: a style cannot be relative to itself"#),
    Case(
      name: "relativeTo a custom style", code: .relativeToCustomStyle,
      json: withStyles(#"{"sale": {"relativeTo": "price"}, "price": {"relativeTo": "body"}}"#),
      path: "styles.sale.relativeTo",
      message: #""price" is a custom style (sale → price → body), not a text style"#),
    Case(
      name: "empty family name", code: .invalidName,
      json: #"{"families": {"": {"faces": \#(faces)}}, "defaults": {"family": ""}}"#,
      path: "families", message: #"a family's name must not be empty (found "")"#),
    Case(
      name: "family name in spaces", code: .invalidName,
      json: #"{"families": {" Serif": {"faces": \#(faces)}}, "defaults": {"family": " Serif"}}"#,
      path: "families",
      message:
        #"a family's name must not begin or end with spaces or be wrapped in quotes (found "#
        + #"" Serif"), which CSS font stacks and design tokens drop: name it "Serif""#),
    Case(
      name: "quoted family name", code: .invalidName,
      json: #"{"families": {"'Serif'": {"faces": \#(faces)}}, "defaults": {"family": "'Serif'"}}"#,
      path: "families",
      message:
        #"a family's name must not begin or end with spaces or be wrapped in quotes (found "#
        + #""'Serif'"), which CSS font stacks and design tokens drop: name it "Serif""#),
    Case(
      name: "family name in braces", code: .invalidName,
      json: #"{"families": {"{Serif}": {"faces": \#(faces)}}, "defaults": {"family": "{Serif}"}}"#,
      path: "families",
      message:
        #"a family's name must not begin with { and end with } (found "{Serif}"), which design "#
        + "tokens read as a reference to another token"),
    Case(
      name: "empty style name", code: .invalidName,
      json: withStyles(#"{"": {"relativeTo": "body"}}"#),
      path: "styles", message: #"a style's name must not be empty (found "")"#),
  ]

  @Test(arguments: cases)
  func engineReportsPathAndMessage(_ broken: Case) {
    let result = TypographyDocument.parse(Array(broken.json.utf8), path: "typography.json")
    #expect(result.typography == nil)
    let match = result.errors.first {
      $0.path == broken.path && $0.message.contains(broken.message)
    }
    #expect(match != nil, "errors: \(result.errors.map(\.description))")
    #expect(match?.code == broken.code, "errors: \(result.errors.map(\.description))")
  }

  @Test(arguments: cases)
  func validateExitsOneAndPrintsThePath(_ broken: Case) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-broken-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("typography.json").path
    try Data(broken.json.utf8).write(to: URL(fileURLWithPath: file))
    let result = CommandRunner.run(["validate", file])
    #expect(result.code == .failure)
    let line = broken.path.isEmpty ? broken.message : "\(broken.path): \(broken.message)"
    #expect(result.output.contains(line), "\(result.output)")
    #expect(result.output.contains(" [\(broken.code)]\n"), "\(result.output)")
    #expect(result.output.contains("\(file):"))
    #expect(result.output.contains("invalid ("))
  }

  /// A size that scales past 1000 pt is refused (`scaled past the largest size`); capped by a
  /// maximumSize, or small enough to stay within the range at accessibility5, it is not.
  @Test func largeSizesThatStayInRangeAreAccepted() {
    for styles in [#"{"body": {"size": 500, "maximumSize": 1000}}"#, #"{"body": {"size": 300}}"#] {
      let result = TypographyDocument.parse(Array(Self.withStyles(styles).utf8))
      #expect(result.errors.isEmpty, "\(styles): \(result.errors.map(\.description))")
    }
  }

  @Test func atLeastThirtyDistinctCases() {
    #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    #expect(Self.cases.count >= 30)
  }

  @Test func jsonErrorsCarryTheirLineAndColumn() {
    let json = "{\n  \"families\": {\n    \"Serif\": { \"faces\": [ { \"file\": 1 } ] }\n  }\n}"
    let result = TypographyDocument.parse(Array(json.utf8))
    let file = result.errors.first { $0.path == "families.Serif.faces[0].file" }
    #expect(file?.location == SourceLocation(line: 3, column: 37))
    let syntax = TypographyDocument.parse(Array("{\n  \"a\": tru\n}".utf8))
    #expect(syntax.errors.first?.location == SourceLocation(line: 2, column: 8))
  }

  @Test func everyProblemIsReportedInOnePass() {
    let json = Self.withStyles(
      #"{"body": {"size": -3, "sise": 2}, "price": {"relativeTo": "bdy"}}"#)
    let result = TypographyDocument.parse(Array(json.utf8))
    #expect(
      result.errors.map(\.path) == [
        "styles.body.sise", "styles.body.size", "styles.price.relativeTo",
      ])
  }
}
