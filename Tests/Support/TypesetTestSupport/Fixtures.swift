import DynamicType
import OpenType
import Typeset
import TypesetLoader

/// Typographies built in code for the tests; each test states the numbers it relies on.
public enum Fixtures {
  /// A face described in code, at `Fonts/<name>.ttf` (no file is read).
  public static func face(_ name: String, _ weight: Int, italic: Bool = false) -> FontFace {
    FontFace(
      file: "Fonts/\(name).ttf", postScriptName: name, weight: FontWeight(rawValue: weight)!,
      isItalic: italic)
  }

  /// "Serif": 400, 400 italic, 700.
  public static let serif = FontFamily(
    name: "Serif",
    faces: [
      face("Serif-Regular", 400), face("Serif-Italic", 400, italic: true), face("Serif-Bold", 700),
    ])

  /// "Sans": 300, 400, 600, 800.
  public static let sans = FontFamily(
    name: "Sans",
    faces: [
      face("Sans-Light", 300), face("Sans-Regular", 400), face("Sans-Semibold", 600),
      face("Sans-Heavy", 800),
    ])

  /// "Variable": one face with a weight axis from 100 to 900.
  public static let variable = FontFamily(
    name: "Variable",
    faces: [
      FontFace(
        file: "Fonts/Variable.ttf", postScriptName: "Variable-Regular", weight: .regular,
        axes: [VariationAxisRange(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
    ])

  /// A checked typography of `families` (by default Serif only).
  public static func typography(
    _ families: [FontFamily] = [serif], defaults: StyleDefinition = StyleDefinition(),
    styles: [StyleName: StyleDefinition] = [:]
  ) throws -> Typography {
    try Typography(families: families, defaults: defaults, styles: styles)
  }

  /// An environment on a platform at a category, with or without Bold Text.
  public static func environment(
    _ category: ContentSizeCategory = .large, bold: Bool = false, platform: Platform = .iOS
  ) -> TypeEnvironment {
    TypeEnvironment(platform: platform, category: category, isBoldTextEnabled: bold)
  }
}
