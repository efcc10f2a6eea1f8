import DynamicType
import OpenType
import Typeset

/// Apple's scale in a font found on the machine, for a specimen without a typography file.
///
/// DejaVu Sans on Linux (Debian's `fonts-dejavu-core` installs it at
/// `/usr/share/fonts/truetype/dejavu/`), Arial from the system fonts on macOS. Every style keeps
/// Apple's size, leading and weight at every category (the `systemSizes` curve); the regular
/// and bold faces stand in for SF's weights.
///
/// ```swift
/// var faces = FaceStore()
/// if let fallback = FallbackTypography.find(faces: &faces) { … fallback.typography … }
/// ```
public struct FallbackTypography: Sendable {
  /// A family the machine may have: its name and the paths of its regular and bold faces.
  public struct Candidate: Hashable, Sendable {
    /// The family's name.
    public let family: String
    /// The regular face's path.
    public let regular: String
    /// The bold face's path.
    public let bold: String
  }

  /// The families looked for, in order.
  public static let candidates: [Candidate] = [
    Candidate(
      family: "DejaVu Sans", regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    Candidate(
      family: "DejaVu Sans", regular: "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
      bold: "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf"),
    Candidate(
      family: "DejaVu Sans", regular: "/usr/share/fonts/TTF/DejaVuSans.ttf",
      bold: "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf"),
    Candidate(
      family: "Arial", regular: "/System/Library/Fonts/Supplemental/Arial.ttf",
      bold: "/System/Library/Fonts/Supplemental/Arial Bold.ttf"),
    Candidate(
      family: "Arial", regular: "/Library/Fonts/Arial.ttf",
      bold: "/Library/Fonts/Arial Bold.ttf"),
  ]

  /// The typography: every style in the family with Apple's numbers.
  public let typography: Typography
  /// The regular face, for labels.
  public let regularFace: Face
  /// The family found.
  public let family: String

  /// The first candidate whose regular face opens, or `nil` when the machine has none. A
  /// missing bold face is left out (bold styles then use the regular face).
  public static func find(faces: inout FaceStore) -> FallbackTypography? {
    for candidate in candidates {
      guard let regular = try? faces.face(atPath: candidate.regular) else { continue }
      var fontFaces = [fontFace(regular, path: candidate.regular)]
      if let bold = try? faces.face(atPath: candidate.bold) {
        fontFaces.append(fontFace(bold, path: candidate.bold))
      }
      let family = FontFamily(name: candidate.family, faces: fontFaces)
      guard
        let typography = try? Typography(
          families: [family],
          defaults: StyleDefinition(
            family: candidate.family, scaling: .strategy(.systemSizes)))
      else { continue }
      return FallbackTypography(
        typography: typography, regularFace: regular, family: candidate.family)
    }
    return nil
  }

  private static func fontFace(_ face: Face, path: String) -> FontFace {
    FontFace(
      file: path, postScriptName: face.postScriptName ?? path,
      weight: FontWeight(rawValue: face.weightClass.rawValue) ?? .regular,
      isItalic: face.isItalic)
  }
}
