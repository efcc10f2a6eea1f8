import DynamicType
import Testing
import Typeset
import TypesetLoader

/// `platforms.android` in a typography file: decoded like the other platforms' entries, with
/// the ranges and the words of the style's own values.
struct AndroidDecodingTests {
  static func parse(_ style: String, defaults: String = "{\"family\": \"Serif\"}")
    -> TypographyDocument.Result
  {
    let json = """
      {"families": {"Serif": {"faces": [
          {"file": "Serif-Regular.ttf", "postScriptName": "Serif-Regular", "weight": 400},
          {"file": "Serif-Bold.ttf", "postScriptName": "Serif-Bold", "weight": 700}]}},
       "defaults": \(defaults),
       "styles": {"body": \(style)}}
      """
    return TypographyDocument.parse(Array(json.utf8), fonts: nil)
  }

  @Test func anEntryIsDecoded() throws {
    let result = Self.parse(
      #"{"size": 18, "platforms": {"android": {"size": 16, "leading": 24, "tracking": 12}}}"#)
    let typography = try #require(result.typography, "\(result.errors)")
    let android = try #require(typography.definition(of: .textStyle(.body))?.android)
    #expect(android == AndroidValues(size: 16, leading: 24, tracking: .thousandthsOfEm(12)))
    let font = try typography.resolve(
      .textStyle(.body), android: #require(AndroidTextSettings(fontScale: 1)))
    #expect(font.textSize == 16 && font.lineHeightInSp == 24)
    #expect(!result.warnings.contains { $0.path.contains("android") })
    // Any letter case, as for the other platforms.
    let capital = Self.parse(#"{"platforms": {"Android": {"tracking": "none"}}}"#)
    #expect(capital.errors.isEmpty)
    #expect(
      capital.typography?.definition(of: .textStyle(.body))?.android?.tracking
        == TrackingSetting.none)
  }

  @Test func valuesOutOfRangeAreErrorsWithTheirPaths() {
    let result = Self.parse(
      #"{"platforms": {"android": {"size": -3, "leading": 0, "tracking": 5000}}}"#)
    let messages = Dictionary(
      result.errors.map { ($0.path, $0.message) }, uniquingKeysWith: { first, _ in first })
    #expect(
      messages["styles.body.platforms.android.size"]
        == "must be greater than 0 and at most 1000 pt (found -3)")
    #expect(
      messages["styles.body.platforms.android.leading"]
        == "must be greater than 0 and at most 1000 pt (found 0)")
    #expect(
      messages["styles.body.platforms.android.tracking"]
        == "must be from -1000 to 1000 (1/1000 em) (found 5000)")
    #expect(result.typography == nil)
  }

  @Test func unknownKeysTwiceAndDefaultsAreRefused() {
    let unknown = Self.parse(#"{"platforms": {"android": {"scaling": "fixed"}}}"#)
    #expect(
      unknown.errors.contains {
        $0.path == "styles.body.platforms.android.scaling" && $0.message.hasPrefix("unknown key")
      })
    let twice = Self.parse(#"{"platforms": {"android": {"size": 16}, "ANDROID": {"size": 15}}}"#)
    #expect(
      twice.errors.contains {
        $0.path == "styles.body.platforms.android" && $0.message == "android is given twice"
      })
    let defaults = Self.parse(
      "{}", defaults: #"{"family": "Serif", "platforms": {"android": {"tracking": 5}}}"#)
    #expect(
      defaults.errors.contains {
        $0.path == "defaults.platforms.android"
          && $0.message.hasPrefix("Android's values are given per style")
      })
    let misspelt = Self.parse(#"{"platforms": {"andriod": {"size": 16}}}"#)
    #expect(
      misspelt.errors.contains {
        $0.path == "styles.body.platforms.andriod"
          && $0.message.contains("did you mean \"android\"?")
      })
    let empty = Self.parse(#"{"platforms": {"android": {}}}"#)
    #expect(empty.errors.isEmpty)
    #expect(
      empty.warnings.contains {
        $0.path == "styles.body.platforms.android"
          && $0.message == "sets nothing (give size, leading, tracking)"
      })
  }

  @Test func aTypographyBuiltInCodeIsCheckedWithTheSameWords() {
    #expect(throws: TypographyError.self) {
      try Typography(
        families: [
          FontFamily(
            name: "Serif",
            faces: [FontFace(file: "S.ttf", postScriptName: "S", weight: .regular, isItalic: false)]
          )
        ],
        defaults: StyleDefinition(family: "Serif"),
        styles: [.textStyle(.body): StyleDefinition(android: AndroidValues(size: -1))])
    }
  }
}
