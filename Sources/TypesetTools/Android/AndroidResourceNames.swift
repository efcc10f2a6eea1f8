import DynamicType
import Typeset
import TypesetSwiftGenerator

/// The names the Android outputs derive from a typography's names: font resources
/// (`res/font/<name>.ttf`, `R.font.<name>`), text appearances (`TextAppearance.<Name>.<Style>`)
/// and Kotlin identifiers. Each kind is unique by `GeneratedNames`' rule: when two names give
/// the same text, the later one gets a numbered form, with a warning naming both.
///
/// ```swift
/// AndroidResourceNames.resourceName("DejaVu Sans")   // "dejavu_sans"
/// AndroidResourceNames.resourceName("3M")            // "font_3m"
/// AndroidResourceNames.styleSegment("largeTitle")    // "LargeTitle"
/// ```
public enum AndroidResourceNames {
  /// What a font resource name stands for: a family (`res/font/<family>.xml`) or one face of a
  /// family (the font file).
  public enum FontResource: Hashable, Sendable {
    /// A family, by name.
    case family(String)
    /// The face at `index` of a family's faces.
    case face(family: String, index: Int)
  }

  /// Java's and Kotlin's reserved words, which a resource name cannot be: `R.font.<name>` is a
  /// Java field and a Kotlin expression.
  static let reservedWords: Set<String> = [
    "abstract", "as", "assert", "boolean", "break", "byte", "case", "catch", "char", "class",
    "const", "continue", "default", "do", "double", "else", "enum", "extends", "false", "final",
    "finally", "float", "for", "fun", "goto", "if", "implements", "import", "in", "instanceof",
    "int", "interface", "is", "long", "native", "new", "null", "object", "package", "private",
    "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
    "synchronized", "this", "throw", "throws", "transient", "true", "try", "typealias",
    "typeof", "val", "var", "void", "volatile", "when", "while", "_",
  ]

  /// Whether `text` is a valid file-based resource name: lowercase ASCII letters, digits and
  /// `_`, starting with a letter, and not a Java or Kotlin reserved word.
  public static func isResourceName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
    } && !reservedWords.contains(text)
  }

  /// A resource name for `text` on its own: lowercased, with every run of characters outside
  /// a–z and 0–9 written as one `_`, and `_` trimmed from the ends; `font_` in front of a name
  /// that does not start with a letter (or is empty), `_font` after a reserved word.
  public static func resourceName(_ text: String) -> String {
    var name = ""
    var pendingSeparator = false
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        if pendingSeparator, !name.isEmpty { name += "_" }
        pendingSeparator = false
        name.unicodeScalars.append(scalar)
      } else {
        pendingSeparator = true
      }
    }
    if name.first.map({ !("a"..."z").contains($0) }) ?? true {
      name = name.isEmpty ? "font" : "font_" + name
    }
    if reservedWords.contains(name) { name += "_font" }
    return name
  }

  /// The part of a face's resource name after its family's: its weight's name
  /// (`regular`, `semibold`, `w450`) and `italic`, or `variable` for a variable font.
  static func faceSuffix(_ face: FontFace) -> String {
    let weight: String
    if face.weightAxis != nil {
      weight = "variable"
    } else {
      switch face.weight.rawValue {
      case 100: weight = "thin"
      case 200: weight = "extralight"
      case 300: weight = "light"
      case 400: weight = face.isItalic ? "" : "regular"
      case 500: weight = "medium"
      case 600: weight = "semibold"
      case 700: weight = "bold"
      case 800: weight = "extrabold"
      case 900: weight = "black"
      default: weight = "w\(face.weight.rawValue)"
      }
    }
    return [weight, face.isItalic ? "italic" : ""].filter { !$0.isEmpty }.joined(separator: "_")
  }

  /// The font resource names of a typography: a family's is its name's
  /// (``resourceName(_:)``), a face's is its family's and its weight and slant (`regular`,
  /// `bold_italic`, `w450`, `variable`): `dejavu_sans_bold_italic`. Families and faces share
  /// `R.font`, so they are made unique together, families first, in the typography's order.
  public static func fontResources(for typography: Typography) -> GeneratedNames<FontResource> {
    var keys: [FontResource] = typography.families.map { .family($0.name) }
    var faces: [FontResource: (family: FontFamily, face: FontFace)] = [:]
    for family in typography.families {
      for (index, face) in family.faces.enumerated() {
        keys.append(.face(family: family.name, index: index))
        faces[.face(family: family.name, index: index)] = (family, face)
      }
    }
    return GeneratedNames(
      keys, kind: "Android font resource",
      path: {
        switch $0 {
        case .family(let name): FieldPath.key("families")[name]
        case .face(let family, let index): FieldPath.key("families")[family]["faces"][index]
        }
      },
      label: {
        switch $0 {
        case .family(let name): "\"\(name)\""
        case .face(let family, let index):
          "\"\(family)\" face \(index + 1) (\(faces[$0]?.face.postScriptName ?? "?"))"
        }
      },
      base: {
        switch $0 {
        case .family(let name): resourceName(name)
        case .face(let family, _):
          resourceName(family) + "_" + (faces[$0].map { faceSuffix($0.face) } ?? "face")
        }
      },
      numbered: { "\($0)_\($1)" })
  }

  /// A part of a style resource's name (`TextAppearance.<Name>.<Style>`) for `text`: its
  /// ASCII letters and digits in UpperCamelCase (`largeTitle` → `LargeTitle`, `price tag` →
  /// `PriceTag`), `Style` in front when it does not start with a letter. Other characters are
  /// left out, so that the `R.style` field aapt derives (dots become `_`) is unique too.
  public static func styleSegment(_ text: String) -> String {
    var segment = ""
    for word in text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
      segment += word.prefix(1).uppercased() + word.dropFirst()
    }
    if segment.first.map({ !$0.isLetter }) ?? true { segment = "Style" + segment }
    return segment
  }

  /// The `<Name>` of `TextAppearance.<Name>.<Style>` for a generated type name: the name
  /// without a trailing `Typography` (`EditorialTypography` → `Editorial`), as a
  /// ``styleSegment(_:)``.
  public static func appearanceGroup(forTypeName typeName: String) -> String {
    var name = typeName
    if name.hasSuffix("Typography"), name.count > "Typography".count {
      name.removeLast("Typography".count)
    }
    return styleSegment(name)
  }

  /// The text appearance of every style, `TextAppearance.<group>.<Style>`, unique by
  /// `GeneratedNames`' rule (`a b` and `a-b` both give `AB`; the later one becomes `AB_2`).
  public static func textAppearances(for typography: Typography, group: String)
    -> GeneratedNames<StyleName>
  {
    GeneratedNames(
      styles: typography, kind: "Android text appearance",
      base: { "TextAppearance.\(group).\(styleSegment($0.description))" },
      numbered: { "\($0)_\($1)" })
  }
}
