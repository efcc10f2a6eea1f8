import DynamicType
import Typeset
import TypesetSwiftGenerator

/// Android resources for a typography: a text appearance per style, a font family resource
/// per family, and the font files under valid resource names, laid out as a `res` folder.
///
/// ```
/// res/values/typeset_text_appearances.xml   TextAppearance.Editorial.Body …
/// res/font/serif.xml                         <font-family> with one <font> per face
/// res/font/serif_regular.ttf                 the face's file, copied
/// ```
///
/// Each text appearance sets `android:fontFamily` (the family resource),
/// `android:textFontWeight` (API 28) and `android:textStyle` (`bold` from weight 600, for API
/// 26–27, which choose a family's font by it), `android:textSize` in `sp`,
/// `android:lineHeight` in `sp` and `android:letterSpacing` in em. These are base values at
/// font scale 1: `TextView` scales `sp` by the user's font scale itself.
///
/// `android:lineHeight` is an API 28 attribute; an older platform ignores it and keeps the
/// font's own line height. `MaterialTextView` (Material Components) reads it from a text
/// appearance on every API level and applies it with `setLineHeight`, which AppCompat
/// implements before API 28 too; the platform `TextView` reads it from a view's attributes.
/// Font resources in XML need API 26 (`android:` attributes only). A variable font is declared
/// once per weight the styles draw it at (and at its default), each with its `wght` setting
/// (`android:fontVariationSettings`).
public enum AndroidResourceGenerator {
  /// The name of the values file: `values/typeset_text_appearances.xml`.
  public static let valuesFile = "values/typeset_text_appearances.xml"

  /// One file of the `res` folder.
  public struct File: Hashable, Sendable {
    /// The path inside the `res` folder, such as `font/serif.xml`.
    public let path: String
    /// What the file holds.
    public let contents: Contents
  }

  /// What a generated file holds.
  public enum Contents: Hashable, Sendable {
    /// Generated text (XML).
    case text(String)
    /// A copy of a font file: its path, resolved against the typography file's folder, its
    /// resource name (the file name without the extension, which
    /// ``fontExtension(forFileStartingWith:)`` gives from the file's first bytes), and the
    /// face's path in the typography file (`families.Serif.faces[0]`), for errors.
    case fontCopy(source: String, resourceName: String, face: String)
  }

  /// Why a typography's resources cannot be written.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// A style does not resolve.
    case resolution(ResolutionError)

    /// The failure, for a message.
    public var description: String {
      switch self {
      case .resolution(let error): "\(error)"
      }
    }
  }

  /// The extension a font file takes under `res/font` from its first bytes: `ttf` for
  /// TrueType outlines (`00 01 00 00`, `true`), `otf` for CFF (`OTTO`); `nil` for anything
  /// else (a collection, WOFF or WOFF2, which Android's font resources do not take).
  public static func fontExtension(forFileStartingWith bytes: [UInt8]) -> String? {
    guard bytes.count >= 4 else { return nil }
    switch Array(bytes.prefix(4)) {
    case [0x00, 0x01, 0x00, 0x00], Array("true".utf8): return "ttf"
    case Array("OTTO".utf8): return "otf"
    default: return nil
    }
  }

  /// What a file starting with `bytes` is, for an error: "a font collection (.ttc)".
  public static func describeUnsupportedFont(startingWith bytes: [UInt8]) -> String {
    switch Array(bytes.prefix(4)) {
    case Array("ttcf".utf8): "a font collection (TTC), which Android's font resources do not take"
    case Array("wOFF".utf8): "a WOFF file, which Android's font resources do not take"
    case Array("wOF2".utf8): "a WOFF2 file, which Android's font resources do not take"
    default: "not a TrueType or OpenType font file"
    }
  }

  /// The files of the `res` folder, values file first, then each family's XML and its faces.
  ///
  /// - Parameters:
  ///   - typography: The typography.
  ///   - group: The `<Name>` of `TextAppearance.<Name>.<Style>`
  ///     (``AndroidResourceNames/appearanceGroup(forTypeName:)``).
  ///   - source: The typography file's name, for the header comment.
  /// - Throws: ``Failure`` when a style does not resolve.
  public static func files(for typography: Typography, group: String, source: String? = nil)
    throws(Failure) -> [File]
  {
    let values: [AndroidStyleValues]
    do {
      values = try AndroidStyleValues.all(in: typography)
    } catch {
      throw .resolution(error)
    }
    let fonts = AndroidResourceNames.fontResources(for: typography).names
    let appearances = AndroidResourceNames.textAppearances(for: typography, group: group).names
    let valuesXML = appearancesXML(
      values, group: group, appearances: appearances, fonts: fonts, source: source)
    var familyFiles: [File] = []
    var copies: [File] = []
    for family in typography.families {
      let familyName = fonts[.family(family.name)] ?? AndroidResourceNames.resourceName(family.name)
      var xml = header(source: source)
      xml += "<!-- \(comment(family.name)): \(family.faces.count) "
      xml += family.faces.count == 1 ? "face -->\n" : "faces -->\n"
      xml += "<font-family xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
      for (index, face) in family.faces.enumerated() {
        let name = fonts[.face(family: family.name, index: index)] ?? familyName
        let weights = AndroidStyleValues.declaredWeights(
          of: face, family: family.name, values: values)
        for weight in weights {
          xml += "    <font\n"
          xml += "        android:font=\"@font/\(name)\"\n"
          xml += "        android:fontStyle=\"\(face.isItalic ? "italic" : "normal")\"\n"
          if face.weightAxis != nil {
            xml += "        android:fontVariationSettings=\"'wght' \(weight)\"\n"
          }
          xml += "        android:fontWeight=\"\(weight)\" />\n"
        }
        copies.append(
          File(
            path: "font/\(name)",
            contents: .fontCopy(
              source: face.resolvedPath, resourceName: name,
              face: "families.\(family.name).faces[\(index)]")))
      }
      xml += "</font-family>\n"
      familyFiles.append(File(path: "font/\(familyName).xml", contents: .text(xml)))
    }
    return [File(path: valuesFile, contents: .text(valuesXML))] + familyFiles + copies
  }

  static func appearancesXML(
    _ values: [AndroidStyleValues], group: String, appearances: [StyleName: String],
    fonts: [AndroidResourceNames.FontResource: String], source: String?
  ) -> String {
    var xml = header(source: source)
    xml += """
      <!-- A text appearance per style, at font scale 1: TextView scales sp by the user's font
           scale itself. android:textFontWeight and android:lineHeight need API 28;
           MaterialTextView also applies android:lineHeight from a text appearance before
           API 28. Font resources need API 26. -->
      <resources>
          <style name="TextAppearance.\(group)" parent="" />

      """
    for value in values {
      let name = appearances[value.style] ?? "TextAppearance.\(group).Style"
      let family =
        fonts[.family(value.face.family)] ?? AndroidResourceNames.resourceName(value.face.family)
      var textStyle = value.weight >= 600 ? "bold" : "normal"
      if value.face.isItalic { textStyle = textStyle == "bold" ? "bold|italic" : "italic" }
      xml += "\n    <!-- \(comment(value.style.description)): \(comment(value.face.family))"
      xml += " \(value.weight)\(value.face.isItalic ? " italic" : ""),"
      xml +=
        " \(number(value.textSize, decimals: 2)) sp on \(number(value.lineHeight, decimals: 2)) sp -->\n"
      xml += "    <style name=\"\(name)\" parent=\"TextAppearance.\(group)\">\n"
      xml += "        <item name=\"android:fontFamily\">@font/\(family)</item>\n"
      xml += "        <item name=\"android:textFontWeight\">\(value.weight)</item>\n"
      xml += "        <item name=\"android:textStyle\">\(textStyle)</item>\n"
      xml +=
        "        <item name=\"android:textSize\">\(number(value.textSize, decimals: 2))sp</item>\n"
      xml +=
        "        <item name=\"android:lineHeight\">\(number(value.lineHeight, decimals: 2))sp</item>\n"
      xml +=
        "        <item name=\"android:letterSpacing\">\(number(value.letterSpacing, decimals: 4))</item>\n"
      xml += "    </style>\n"
    }
    xml += "</resources>\n"
    return xml
  }

  static func header(source: String?) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    text += "<!-- Generated by typeset-cli \(TypesetPackage.version)"
    if let source { text += " from \(comment(source))" }
    // An XML comment cannot hold two hyphens in a row, so the option is not spelled out.
    text += ". Do not edit: change the typography\n"
    text += "     file and run typeset-cli generate again. -->\n"
    return text
  }

  /// A number with at most `decimals` decimals, without trailing zeros: `17`, `20.5`,
  /// `-0.01`.
  static func number(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return JSONText.number(rounded == 0 ? 0 : rounded)
  }

  /// Text for inside an XML comment, which cannot hold `--`; `&` and `<` are escaped too so
  /// that the comment reads the same in any viewer, and `*/` is broken because aapt copies a
  /// style's comment into a Javadoc comment of `R.java`.
  static func comment(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "-" where result.hasSuffix("-"): result += " -"
      case "/" where result.hasSuffix("*"): result += " /"
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      default: result.append(character)
      }
    }
    return result.hasSuffix("-") ? result + " " : result
  }
}
