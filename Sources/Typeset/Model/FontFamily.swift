import DynamicType

/// A family of faces that styles refer to by name, such as "Merriweather".
public struct FontFamily: Hashable, Sendable {
  /// The family's name, as it appears under `families` in the typography file.
  public let name: String
  /// The faces, in the order of the file.
  public let faces: [FontFace]

  /// Creates a family.
  public init(name: String, faces: [FontFace]) {
    self.name = name
    self.faces = faces
  }
}

extension FontFamily {
  /// The family name that a CSS font stack or a design token means by `written`: without the
  /// spaces around it and without a pair of quotes wrapping it, as CSS reads a family name.
  ///
  /// Quotes inside a name, or at one end only, are part of it. The result is empty when
  /// `written` names nothing, and normalizing it again changes nothing, so a typography file
  /// accepts exactly the names that are already normalized.
  ///
  /// ```swift
  /// FontFamily.normalizedName("  'Brand Sans' ")  // "Brand Sans"
  /// FontFamily.normalizedName("Var \"Quoted\"")   // "Var \"Quoted\"", unchanged
  /// FontFamily.normalizedName("''")               // "", no name
  /// ```
  public static func normalizedName(_ written: String) -> String {
    var name = Substring(written)
    while true {
      while name.first?.isWhitespace == true { name = name.dropFirst() }
      while name.last?.isWhitespace == true { name = name.dropLast() }
      guard name.count >= 2, name.first == "\"" || name.first == "'", name.last == name.first
      else { return String(name) }
      // A pair inside a pair ("'Brand'") is unwrapped too, so that the result is normalized.
      name = name.dropFirst().dropLast()
    }
  }
}
