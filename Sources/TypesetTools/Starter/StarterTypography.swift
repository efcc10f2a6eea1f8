import DynamicType
import OpenType
import Typeset
import TypesetLoader

/// Builds a starter typography from font files: the engine side of `typeset-cli init`.
///
/// ``plan(for:)`` decides the families, the faces left out and the family of every style
/// (see ``StarterPlan``); ``document(for:relativeTo:leadings:)-(StarterPlan,_,_)`` writes the
/// plan as a typography file. Every Apple style whose weight the default family lacks gets the
/// weight of the face CSS matching picks, written out so the choice is visible, and
/// `normalize: width` makes the brand font look as large as the system font.
public enum StarterTypography {
  /// One face found in the files.
  public struct FoundFace: Hashable, Sendable {
    /// The file's path.
    public let path: String
    /// What the face says about itself.
    package let description: FaceDescription
    /// Whether the file is a collection (the face is then named by PostScript name).
    public let inCollection: Bool
    /// The legacy family name (name ID 1), which names an optical size or width that the
    /// typographic family (ID 16) groups with the others: "EB Garamond 08".
    public let legacyFamilyName: String
    /// The optical size the face was drawn for, when the font says.
    public let opticalSize: OpticalSize?
    /// Whether the face has glyphs for at least 20 of the 26 letters a–z, which width
    /// normalisation compares with the system font.
    public let coversLatinLetters: Bool
    /// Whether the face says it is monospaced (`post` isFixedPitch).
    public let isMonospaced: Bool

    /// Reads what the plan needs from `face`, found in the file at `path`.
    public init(path: String, face: Face, inCollection: Bool) {
      self.path = path
      description = FaceDescription(face)
      self.inCollection = inCollection
      legacyFamilyName = face.familyName ?? ""
      opticalSize = face.opticalSize
      let letters = "abcdefghijklmnopqrstuvwxyz".unicodeScalars
      coversLatinLetters = letters.filter { face.glyph(for: $0) != nil }.count >= 20
      isMonospaced = face.isMonospaced
    }
  }

  /// Reads every face of `paths` (font files).
  ///
  /// - Throws: `FontLoadError` for a file that cannot be read.
  public static func faces(in paths: [String], library: FontLibrary = .shared) throws(FontLoadError)
    -> [FoundFace]
  {
    var found: [FoundFace] = []
    for path in paths {
      found += try faces(at: path, library: library)
    }
    return found
  }

  /// Reads every face of the font file at `path`.
  ///
  /// - Throws: `FontLoadError` when the file cannot be read.
  public static func faces(at path: String, library: FontLibrary = .shared) throws(FontLoadError)
    -> [FoundFace]
  {
    let faces = try library.faces(at: path)
    return faces.map { FoundFace(path: path, face: $0, inCollection: faces.count > 1) }
  }

  /// The starter typography for `faces` as a JSON document: ``plan(for:)``, written.
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
    document(for: plan(for: faces), relativeTo: directory, leadings: leadings)
  }

  /// The starter typography of `plan` as a JSON document.
  ///
  /// - Parameters:
  ///   - plan: The families and choices (see ``plan(for:)``).
  ///   - directory: The folder the typography file will be saved in; face paths are written
  ///     relative to it.
  ///   - leadings: Line heights at large to write for styles whose faces are taller than
  ///     Apple's leading allows (see ``leadingsAvoidingClipping(in:)``).
  public static func document(
    for plan: StarterPlan, relativeTo directory: String, leadings: [TextStyle: Double] = [:]
  ) -> String {
    var json = "{\n  \"families\": {\n"
    json += plan.families.map { family in
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
      "\n  },\n  \"defaults\": { \"family\": \(quoted(plan.defaultFamily ?? "")), "
      + "\"normalize\": \(plan.normalizesWidth ? "\"width\"" : "\"none\"") }"

    var styles: [String] = []
    for style in TextStyle.standard {
      let familyName = plan.styleFamilies[style] ?? plan.defaultFamily
      guard let family = plan.families.first(where: { $0.name == familyName }),
        let apple = Platform.iOS.metrics(for: style, at: .large)?.weight
      else { continue }
      var fields: [String] = []
      if family.name != plan.defaultFamily { fields.append("\"family\": \(quoted(family.name))") }
      if let match = FaceMatcher.match(
        family.faces.map(matchingFace), weight: apple, italic: false),
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
