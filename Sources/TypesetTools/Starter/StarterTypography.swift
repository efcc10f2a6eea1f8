import DynamicType
import OpenType
import Typeset

/// Builds a starter typography from font files: the engine side of `typeset init`.
///
/// Faces are grouped into families by their typographic family name (name ID 16, else 1). The
/// family with the most upright faces becomes the default; a family whose name contains
/// "Display" (Inter Display, SF Pro Display) takes the titles, which are set large. Every Apple
/// style whose weight the default family lacks gets the weight of the face CSS matching picks,
/// written out so the choice is visible, and `normalize: width` makes the brand font look as
/// large as the system font.
public enum StarterTypography {
  /// One face found in the files.
  public struct FoundFace: Hashable, Sendable {
    /// The file's path.
    public let path: String
    /// What the face says about itself.
    public let description: FaceDescription
    /// Whether the file is a collection (the face is then named by PostScript name).
    public let inCollection: Bool
  }

  /// Reads every face of `paths` (font files, or folders searched for `.ttf`, `.otf`, `.ttc`,
  /// `.otc`).
  ///
  /// - Throws: `FontLoadError` for a file that cannot be read.
  public static func faces(in paths: [String], library: FontLibrary = .shared) throws(FontLoadError)
    -> [FoundFace]
  {
    var found: [FoundFace] = []
    for path in paths {
      let faces = try library.faces(at: path)
      for face in faces {
        found.append(
          FoundFace(path: path, description: FaceDescription(face), inCollection: faces.count > 1))
      }
    }
    return found
  }

  /// The starter typography as a JSON document.
  ///
  /// - Parameters:
  ///   - faces: The faces found in the font files.
  ///   - directory: The folder the typography file will be saved in; face paths are written
  ///     relative to it.
  ///   - leadings: Line heights at large to write for styles whose faces are taller than
  ///     Apple's leading allows (see ``leadingsAvoidingClipping(in:)``).
  public static func document(
    for faces: [FoundFace], relativeTo directory: String, leadings: [TextStyle: Double] = [:]
  ) -> String {
    var families: [(name: String, faces: [FoundFace])] = []
    for face in faces {
      if let index = families.firstIndex(where: { $0.name == face.description.familyName }) {
        families[index].faces.append(face)
      } else {
        families.append((face.description.familyName, [face]))
      }
    }
    let upright = { (family: (name: String, faces: [FoundFace])) in
      family.faces.filter { !$0.description.isItalic }.count
    }
    let textFamilies = families.filter { !$0.name.lowercased().contains("display") }
    let main = (textFamilies.isEmpty ? families : textFamilies).max { upright($0) < upright($1) }
    let display = families.first {
      $0.name.lowercased().contains("display") && $0.name != main?.name
    }

    var json = "{\n  \"families\": {\n"
    json += families.map { family in
      let faces = family.faces.map { face in
        var entry = "{ \"file\": \(quoted(relativePath(face.path, from: directory)))"
        if face.inCollection {
          entry += ", \"postScriptName\": \(quoted(face.description.postScriptName))"
        }
        return "        " + entry + " }"
      }
      return "    \(quoted(family.name)): {\n      \"faces\": [\n" + faces.joined(separator: ",\n")
        + "\n      ]\n    }"
    }.joined(separator: ",\n")
    json +=
      "\n  },\n  \"defaults\": { \"family\": \(quoted(main?.name ?? "")), \"normalize\": \"width\" }"

    var styles: [String] = []
    for style in TextStyle.standard {
      let family =
        [TextStyle.largeTitle, .title1, .title2, .title3].contains(style) ? display ?? main : main
      guard let family, let apple = Platform.iOS.metrics(for: style, at: .large)?.weight else {
        continue
      }
      var fields: [String] = []
      if family.name != main?.name { fields.append("\"family\": \(quoted(family.name))") }
      let candidates = family.faces.map {
        FontFace(
          file: $0.path, postScriptName: $0.description.postScriptName,
          weight: $0.description.weight,
          isItalic: $0.description.isItalic, axes: $0.description.axes)
      }
      if let match = FaceMatcher.match(candidates, weight: apple, italic: false),
        match.face.weightAxis == nil, match.weight != Double(apple.rawValue)
      {
        fields.append("\"weight\": \(Int(match.weight))")
      }
      if let leading = leadings[style] {
        fields.append("\"leading\": \(NumberText.points(leading, unit: false))")
      }
      if !fields.isEmpty {
        styles.append("    \"\(style.uiKitName)\": { \(fields.joined(separator: ", ")) }")
      }
    }
    if !styles.isEmpty {
      json += ",\n  \"styles\": {\n" + styles.joined(separator: ",\n") + "\n  }"
    }
    return json + "\n}\n"
  }

  /// Line heights at large, for the styles whose face is taller (hhea ascender + descender,
  /// after normalisation) than Apple's leading at some category: the smallest line height,
  /// rounded up to half a point, that keeps the proportion and leaves room at every category.
  public static func leadingsAvoidingClipping(in typography: Typography) -> [TextStyle: Double] {
    var leadings: [TextStyle: Double] = [:]
    for style in TextStyle.standard {
      var ratio = 0.0
      var clipped = false
      var base = 0.0
      for category in ContentSizeCategory.allCases {
        guard let font = try? typography.resolve(style, in: TypeEnvironment(category: category)),
          let face = try? typography.openFace(for: font),
          face.unitsPerEm > 0
        else { continue }
        let extent = face.lineExtent(atPointSize: font.pointSize)
        ratio = max(ratio, extent / font.clampedPointSize)
        clipped = clipped || font.lineHeight < extent
        base = Platform.iOS.metrics(for: style, at: .large)?.pointSize ?? base
      }
      if clipped, base > 0 {
        // Never tighter than Apple's leading at large.
        let apple = Platform.iOS.metrics(for: style, at: .large)?.leading ?? 0
        leadings[style] = max(apple, (base * ratio * 2).rounded(.up) / 2)
      }
    }
    return leadings
  }

  /// `path` relative to `directory` when both are absolute or both relative; `path` otherwise.
  static func relativePath(_ path: String, from directory: String) -> String {
    guard path.hasPrefix("/") == directory.hasPrefix("/") else { return path }
    let target = path.split(separator: "/").map(String.init)
    let base = directory.split(separator: "/").map(String.init).filter { $0 != "." }
    var common = 0
    while common < base.count, common < target.count - 1, base[common] == target[common] {
      common += 1
    }
    // Going up to the root, or more than two folders, reads worse than an absolute path.
    if path.hasPrefix("/"), common == 0 || base.count - common > 2 { return path }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + target[common...]).joined(separator: "/")
  }

  static func quoted(_ text: String) -> String {
    JSONText.quoted(text)
  }
}
