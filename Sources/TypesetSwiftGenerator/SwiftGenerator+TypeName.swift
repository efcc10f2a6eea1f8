extension SwiftGenerator {
  /// The type name when the typography file's name gives none (standard input, a file named
  /// only `typography`).
  ///
  /// It differs from the adapters' `AppTypography` (TypesetUIKit), which apps use beside the
  /// generated type.
  public static let fallbackTypeName = "GeneratedTypography"

  /// The generated type's name for a typography file, when none is given: the file's name in
  /// UpperCamelCase followed by `Typography`, or its folder's name when the file is called
  /// `typography`.
  ///
  /// ```swift
  /// SwiftGenerator.defaultTypeName(forFile: "Design/brand.json")                // BrandTypography
  /// SwiftGenerator.defaultTypeName(forFile: "Examples/Editorial/typography.json") // EditorialTypography
  /// SwiftGenerator.defaultTypeName(forFile: "typography.json")                  // GeneratedTypography
  /// ```
  ///
  /// - Parameter path: The typography file's path as given; `-` for standard input.
  /// - Returns: A Swift identifier that never collides with `AppTypography` or `Typography`.
  public static func defaultTypeName(forFile path: String) -> String {
    let components = path.split(separator: "/").map(String.init)
    var stem = components.last.map { String($0.prefix { $0 != "." }) } ?? ""
    if stem.lowercased() == "typography", components.count > 1 {
      stem = components[components.count - 2]
    }
    var name = ""
    for word in stem.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }) {
      name += word.prefix(1).uppercased() + word.dropFirst()
    }
    name = String(name.drop { $0.isNumber })
    guard !name.isEmpty, !["typography", "app", "apptypography", "."].contains(name.lowercased())
    else { return fallbackTypeName }
    return name.hasSuffix("Typography") ? name : name + "Typography"
  }

  /// The access levels the generated type can have, as `--access-level` and the plugin's
  /// `accessLevel` spell them.
  public static let accessLevels = ["public", "package", "internal"]

  /// Whether `text` can name the generated type: a letter or `_`, then letters, digits and
  /// `_`.
  public static func isTypeName(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
