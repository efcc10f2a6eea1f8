import Foundation
import OpenType
import OpenTypeTestSupport
import Typeset
import TypesetLoader

/// Fonts built in code and written to a temporary folder, for tests that read font files.
public enum FontFixtures {
  /// A font with a 1000-unit em: a–z and space at `advance` (a at 500, b at 600, space at
  /// 250, hyphen at 300 when `advance` is nil), and a −50 kern between a and b.
  public static func latin(
    postScriptName: String = "Test-Regular", family: String = "Test Sans", weight: Int = 400,
    italic: Bool = false, advance: Int? = nil, ascender: Int = 800, descender: Int = -200
  ) -> FontBuilder {
    var font = FontBuilder()
    font.postScriptName = postScriptName
    font.familyName = family
    font.weightClass = weight
    font.isItalic = italic
    font.ascender = ascender
    font.descender = descender
    font.xHeight = 500
    font.capHeight = 700
    var a = GlyphID(rawValue: 0)
    var b = GlyphID(rawValue: 0)
    for scalar in "abcdefghijklmnopqrstuvwxyz".unicodeScalars {
      let width = advance ?? (scalar == "a" ? 500 : scalar == "b" ? 600 : 500)
      let glyph = font.addGlyph(advance: width, for: scalar)
      if scalar == "a" { a = glyph }
      if scalar == "b" { b = glyph }
    }
    _ = font.addGlyph(advance: advance ?? 250, for: " ")
    _ = font.addGlyph(advance: advance ?? 300, for: "-")
    font.kerningTablePairs = [FontBuilder.KerningPair(a, b, -50)]
    return font
  }

  /// Opens the built font as a face.
  public static func face(_ font: FontBuilder) throws -> Face {
    try Face(bytes: font.build())
  }

  /// A fresh temporary folder.
  public static func folder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// Writes `font` to `folder/name` and returns the path.
  @discardableResult
  public static func write(_ font: FontBuilder, to folder: String, name: String) throws -> String {
    let path = folder + "/" + name
    try Data(font.build()).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Writes a typography file and reads it back.
  public static func typography(_ json: String, in folder: String) throws
    -> TypographyDocument.Result
  {
    let path = folder + "/typography.json"
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return TypographyDocument.parse(Array(json.utf8), path: path, fonts: FontLibrary())
  }
}
