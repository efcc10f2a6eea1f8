import DynamicType
import OpenType
import Typeset
import TypesetLoader
import TypesetTools

/// Apple's scale in a font found on the machine, for a specimen without a typography file.
///
/// DejaVu Sans on Linux (Debian's `fonts-dejavu-core` installs it at
/// `/usr/share/fonts/truetype/dejavu/`), Arial from the system fonts on macOS. Every style keeps
/// Apple's size, leading and weight at every category (the `systemSizes` curve); the regular
/// and bold faces stand in for SF's weights.
///
/// ```swift
/// if let fallback = FallbackTypography.find() { … fallback.typography … }
/// ```
///
/// The typography is read as a typography file naming only the two files, so the engine fills
/// in each face's PostScript name, weight and slant from the fonts, as it does for any file.
public struct FallbackTypography: Sendable {
  /// The families looked for, in order: DejaVu Sans, then Arial, each in every folder it may be in.
  public static let candidates: [Candidate] =
    dejaVuSansFolders.map {
      Candidate(
        family: "DejaVu Sans", folder: $0, regular: "DejaVuSans.ttf", bold: "DejaVuSans-Bold.ttf")
    }
    + arialFolders.map {
      Candidate(family: "Arial", folder: $0, regular: "Arial.ttf", bold: "Arial Bold.ttf")
    }

  /// Where Linux distributions install DejaVu Sans: Debian, Fedora, Arch Linux.
  private static let dejaVuSansFolders = [
    "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu-sans-fonts",
    "/usr/share/fonts/TTF",
  ]
  /// Where macOS has Arial: with the system fonts, then with the fonts installed for all users.
  private static let arialFolders = ["/System/Library/Fonts/Supplemental", "/Library/Fonts"]

  /// The typography: every style in the family with Apple's numbers.
  public let typography: Typography
  /// The regular face, for labels.
  public let regularFace: Face
  /// The family found.
  public let family: String

  /// The first candidate whose regular face opens, or `nil` when the machine has none. A
  /// missing bold face is left out (bold styles then use the regular face).
  ///
  /// - Parameter fonts: Where the faces are opened; the typography reads from it too.
  public static func find(fonts: FontLibrary = .shared) -> FallbackTypography? {
    for candidate in candidates {
      guard let regular = try? fonts.face(at: candidate.regular) else { continue }
      var files = [candidate.regular]
      if (try? fonts.face(at: candidate.bold)) != nil { files.append(candidate.bold) }
      let faces = files.map { "{ \"file\": \(JSONText.quoted($0)) }" }.joined(separator: ", ")
      let family = JSONText.quoted(candidate.family)
      let json =
        "{ \"families\": { \(family): { \"faces\": [\(faces)] } }, "
        + "\"defaults\": { \"family\": \(family), \"scaling\": \"systemSizes\" } }"
      guard
        let typography = TypographyDocument.parse(Array(json.utf8), fonts: fonts).typography
      else { continue }
      return FallbackTypography(
        typography: typography, regularFace: regular, family: candidate.family)
    }
    return nil
  }
}
