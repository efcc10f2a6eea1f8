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
