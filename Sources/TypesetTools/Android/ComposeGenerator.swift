import DynamicType
import Typeset
import TypesetSwiftGenerator

/// A Kotlin file for Jetpack Compose: an object with a `FontFamily` per family (resource fonts
/// with their weights and styles), a `TextStyle` per style, and a Material 3 `Typography` that
/// gives each Material role an Apple style (``MaterialTypographyRole``). Custom styles are
/// named values of the object.
///
/// ```kotlin
/// object EditorialTypography {
///     val serifFontFamily: FontFamily = FontFamily(
///         Font(R.font.serif_regular, FontWeight.W400, FontStyle.Normal), …)
///     val body: TextStyle = TextStyle(
///         fontFamily = serifFontFamily, fontWeight = FontWeight.W400, fontStyle = FontStyle.Normal,
///         fontSize = 18.sp, lineHeight = 26.sp, letterSpacing = 0.em)
///     val typography: Typography = Typography(displayLarge = largeTitle, …)
/// }
/// ```
///
/// The fonts are the resources that ``AndroidResourceGenerator`` writes (`R.font.<name>`, the
/// same names); a variable font is declared once per weight the styles draw it at, with its
/// `wght` setting (`FontVariation.weight`). Sizes are base values at font scale 1: Compose applies the user's font scale
/// to `sp` itself, Android 14's nonlinear curve included. The Kotlin needs no language feature
/// newer than Kotlin 1.3 (no trailing commas).
public enum ComposeGenerator {
  /// What the Kotlin file is generated with.
  public struct Options: Sendable {
    /// The object's name, such as `EditorialTypography`.
    public var objectName: String
    /// The file's package, such as `com.example.app.ui.theme`.
    public var packageName: String
    /// The package of the app's `R` class (its namespace), imported when it differs from
    /// ``packageName``; `nil` for the file's package.
    public var resourcePackage: String?
    /// The typography file's name, for the header comment.
    public var source: String?

    /// Options for an object in a package.
    public init(
      objectName: String, packageName: String, resourcePackage: String? = nil,
      source: String? = nil
    ) {
      self.objectName = objectName
      self.packageName = packageName
      self.resourcePackage = resourcePackage
      self.source = source
    }
  }

  /// Kotlin's hard keywords (Kotlin language specification, "Keywords and operators"), which
  /// cannot name a value without backticks.
  static let keywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
    "interface", "is", "null", "object", "package", "return", "super", "this", "throw", "true",
    "try", "typealias", "typeof", "val", "var", "when", "while",
  ]

  /// Whether `text` is a Kotlin package name: dot-separated identifiers of ASCII letters,
  /// digits and `_`, each starting with a letter or `_`, none a keyword.
  public static func isPackageName(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty
      && parts.allSatisfy { part in
        guard let first = part.first, first.isASCII, first.isLetter || first == "_" else {
          return false
        }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
          && !keywords.contains(String(part))
      }
  }

  /// A value's name in the object: lowerCamelCase of the text's letters and digits
  /// (`largeTitle`, `price tag` → `priceTag`); `style` in front when it does not start with a
  /// letter, `Style` after a keyword.
  public static func identifier(_ text: String) -> String {
    let name = lowerCamelCase(text)
    return keywords.contains(name) ? name + "Style" : name
  }

  /// A family's `FontFamily` value: `serifFontFamily`.
  static func familyIdentifier(_ family: String) -> String {
    lowerCamelCase(family) + "FontFamily"
  }

  /// The text's letters and digits in lowerCamelCase, `style` in front when it does not start
  /// with a letter.
  static func lowerCamelCase(_ text: String) -> String {
    var name = ""
    for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
      name +=
        name.isEmpty
        ? word.prefix(1).lowercased() + word.dropFirst()
        : word.prefix(1).uppercased() + word.dropFirst()
    }
    if name.first.map({ !$0.isLetter }) ?? true {
      name = "style" + name.prefix(1).uppercased() + name.dropFirst()
    }
    return name
  }

  /// What a value of the object stands for.
  public enum Value: Hashable, Sendable {
    /// A family's `FontFamily`.
    case family(String)
    /// A style's `TextStyle`.
    case style(StyleName)
  }

  /// The names of the object's values, unique by `GeneratedNames`' rule: families first
  /// (`<family>FontFamily`), then styles, in the typography's order; `typography` is the
  /// Material `Typography`'s and taken by no other value.
  public static func valueNames(for typography: Typography) -> GeneratedNames<Value> {
    let keys =
      typography.families.map { Value.family($0.name) }
      + typography.styleNames.map {
        Value.style($0)
      }
    return GeneratedNames(
      keys, kind: "Kotlin value", reserved: ["typography"],
      path: {
        switch $0 {
        case .family(let name): FieldPath.key("families")[name]
        case .style(let style): FieldPath.key("styles")[style.description]
        }
      },
      label: {
        switch $0 {
        case .family(let name): "family \"\(name)\""
        case .style(let style): "\"\(style)\""
        }
      },
      base: {
        switch $0 {
        case .family(let name): familyIdentifier(name)
        case .style(let style): identifier(style.description)
        }
      },
      numbered: { "\($0)\($1)" })
  }

  /// The Kotlin source.
  ///
  /// - Throws: `ResolutionError` when a style does not resolve.
  public static func source(for typography: Typography, options: Options)
    throws(ResolutionError) -> String
  {
    let values = try AndroidStyleValues.all(in: typography)
    let names = valueNames(for: typography).names
    let fonts = AndroidResourceNames.fontResources(for: typography).names
    var kotlin = "// Generated by typeset-cli \(TypesetPackage.version)"
    if let source = options.source { kotlin += " from \(lineComment(source))" }
    kotlin += ". Do not edit: change the typography\n"
    kotlin += "// file and run `typeset-cli generate … --compose`.\n"
    kotlin += "package \(options.packageName)\n\n"
    var imports = [
      "androidx.compose.material3.Typography",
      "androidx.compose.ui.text.TextStyle",
      "androidx.compose.ui.text.font.Font",
      "androidx.compose.ui.text.font.FontFamily",
      "androidx.compose.ui.text.font.FontStyle",
      "androidx.compose.ui.text.font.FontWeight",
      "androidx.compose.ui.unit.em",
      "androidx.compose.ui.unit.sp",
    ]
    if typography.families.contains(where: { $0.faces.contains { $0.weightAxis != nil } }) {
      imports.append("androidx.compose.ui.text.font.FontVariation")
    }
    if let resources = options.resourcePackage, resources != options.packageName {
      imports.append("\(resources).R")
    }
    for line in imports.sorted() { kotlin += "import \(line)\n" }
    kotlin += """

      /**
       * The typography's fonts and styles for Jetpack Compose, at font scale 1: Compose scales
       * sp by the user's font scale (Android 14's nonlinear curve included) when it draws.
       * The fonts are the resources that `typeset-cli generate … --android-res` writes.
       */
      object \(options.objectName) {

      """
    for family in typography.families {
      let name = names[.family(family.name)] ?? familyIdentifier(family.name)
      kotlin += "    /** \(docText(family.name)): \(family.faces.count) "
      kotlin += family.faces.count == 1 ? "face. */\n" : "faces. */\n"
      kotlin += "    val \(name): FontFamily = FontFamily(\n"
      var fontLines: [String] = []
      for (index, face) in family.faces.enumerated() {
        let resource =
          fonts[.face(family: family.name, index: index)]
          ?? AndroidResourceNames.resourceName(family.name)
        let style = face.isItalic ? "FontStyle.Italic" : "FontStyle.Normal"
        for weight in AndroidStyleValues.declaredWeights(
          of: face, family: family.name, values: values)
        {
          var line = "        Font(R.font.\(resource), \(fontWeight(weight)), \(style)"
          if face.weightAxis != nil {
            line +=
              ", variationSettings = FontVariation.Settings(FontVariation.weight(\(weight)))"
          }
          fontLines.append(line + ")")
        }
      }
      kotlin += fontLines.joined(separator: ",\n") + "\n    )\n\n"
    }
    for value in values {
      let name = names[.style(value.style)] ?? identifier(value.style.description)
      let family =
        names[.family(value.face.family)] ?? familyIdentifier(value.face.family)
      kotlin += "    /** \(docText(value.style.description)): \(docText(value.face.family)) "
      kotlin += "\(value.weight)\(value.face.isItalic ? " italic" : ""), "
      kotlin += "\(AndroidResourceGenerator.number(value.textSize, decimals: 2)) sp on "
      kotlin += "\(AndroidResourceGenerator.number(value.lineHeight, decimals: 2)) sp. */\n"
      kotlin += "    val \(name): TextStyle = TextStyle(\n"
      kotlin += "        fontFamily = \(family),\n"
      kotlin += "        fontWeight = \(fontWeight(value.weight)),\n"
      kotlin +=
        "        fontStyle = \(value.face.isItalic ? "FontStyle.Italic" : "FontStyle.Normal"),\n"
      kotlin += "        fontSize = \(unit(value.textSize, decimals: 2, "sp")),\n"
      kotlin += "        lineHeight = \(unit(value.lineHeight, decimals: 2, "sp")),\n"
      kotlin += "        letterSpacing = \(unit(value.letterSpacing, decimals: 4, "em"))\n"
      kotlin += "    )\n\n"
    }
    let styles = Set(typography.styleNames)
    let roles = MaterialTypographyRole.all.filter { styles.contains(.textStyle($0.textStyle)) }
    // The mapping, written from MaterialTypographyRole's table.
    let comment =
      "Material 3's roles, by the typography's Apple style that each takes: "
      + MaterialTypographyRole.summary(of: roles) + "."
    kotlin += "    /**\n"
    for line in wrap(comment, width: 92) { kotlin += "     * \(line)\n" }
    kotlin += "     */\n"
    kotlin += "    val typography: Typography = Typography(\n"
    kotlin +=
      roles.map { role in
        let style = StyleName.textStyle(role.textStyle)
        return "        \(role.name) = \(names[.style(style)] ?? identifier(style.description))"
      }.joined(separator: ",\n") + "\n    )\n"
    kotlin += "}\n"
    return kotlin
  }

  /// `FontWeight.W400` for a multiple of 100, `FontWeight(450)` otherwise.
  static func fontWeight(_ weight: Int) -> String {
    weight % 100 == 0 && (100...900).contains(weight)
      ? "FontWeight.W\(weight)" : "FontWeight(\(weight))"
  }

  /// `17.sp`, `20.5.sp`, `(-0.01).em`: a literal and a unit extension of Compose's
  /// `TextUnit.kt` (`Int.sp`, `Double.em` …).
  static func unit(_ value: Double, decimals: Int, _ unit: String) -> String {
    let text = AndroidResourceGenerator.number(value, decimals: decimals)
    return text.hasPrefix("-") ? "(\(text)).\(unit)" : "\(text).\(unit)"
  }

  /// Text for inside a KDoc comment, which `*/` would end.
  static func docText(_ text: String) -> String {
    text.replacingEvery("*/", with: "* /").replacingEvery("/*", with: "/ *")
  }

  /// Words in lines of at most `width` characters (a longer word has a line of its own).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Text for a line comment: one line.
  static func lineComment(_ text: String) -> String {
    String(text.map { $0.isNewline ? " " : $0 })
  }
}
