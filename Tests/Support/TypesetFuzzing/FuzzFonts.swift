import Foundation
import OpenTypeTestSupport
import Typeset
import TypesetLoader
import TypesetTestSupport

/// The fonts that fuzzed typography files resolve with: a small family built in code and
/// written to a temporary folder at start-up, beside the typography path the inputs are read
/// as, plus the system's DejaVu fonts that the repository's examples name by absolute path.
///
/// Inputs name the built faces relative to ``typographyPath`` (`Fonts/Sans-Regular.ttf`), so a
/// crash file found in one run resolves the same way in the replay test.
///
/// ```swift
/// let fonts = try FuzzFonts()
/// TypographyDocument.parse(bytes, path: fonts.typographyPath, fonts: fonts.nextLibrary())
/// ```
public final class FuzzFonts: @unchecked Sendable {
  /// The built faces, as `(file name in Fonts/, PostScript name, weight, italic)`.
  public static let faces: [(file: String, postScriptName: String, weight: Int, italic: Bool)] = [
    ("Sans-Regular.ttf", "FuzzSans-Regular", 400, false),
    ("Sans-Italic.ttf", "FuzzSans-Italic", 400, true),
    ("Sans-Bold.ttf", "FuzzSans-Bold", 700, false),
    ("Sans-Black.ttf", "FuzzSans-Black", 900, false),
  ]

  /// The folder holding `Fonts/`.
  public let folder: String
  /// The path fuzzed typography files are read as: `folder/typography.json`.
  public var typographyPath: String { folder + "/typography.json" }

  /// Inputs between two fresh libraries: the library caches every path it is asked for, even
  /// a missing one, so a long run replaces it now and then to keep memory bounded.
  static let inputsPerLibrary = 2000
  private var inputs = 0
  private var current = FontLibrary()

  /// Writes the fonts into a fresh temporary folder.
  ///
  /// - Throws: When the folder or a file cannot be written.
  public init() throws {
    folder = try FontFixtures.folder()
    try FileManager.default.createDirectory(
      atPath: folder + "/Fonts", withIntermediateDirectories: true)
    for face in Self.faces {
      let font = FontFixtures.latin(
        postScriptName: face.postScriptName, family: "Fuzz Sans", weight: face.weight,
        italic: face.italic)
      try FontFixtures.write(font, to: folder + "/Fonts", name: face.file)
    }
  }

  /// The library to read the next input's fonts with; every call counts one input (call it
  /// from one thread only: the fuzzer's).
  public func nextLibrary() -> FontLibrary {
    inputs += 1
    if inputs > Self.inputsPerLibrary {
      inputs = 1
      current = FontLibrary()
    }
    return current
  }
}
