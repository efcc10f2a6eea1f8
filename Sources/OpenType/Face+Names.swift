extension Face {
  /// The best string for a name ID, preferring English (see ``Naming/string(for:)``), or `nil`
  /// when the face has no readable `'name'` record for it.
  public func name(_ id: NameID) -> String? {
    naming?.string(for: id)
  }

  /// The family name (name ID 1), e.g. "Open Sans SemiBold" in a four-style family.
  public var familyName: String? { name(.family) }

  /// The subfamily name (name ID 2), one of Regular, Italic, Bold, Bold Italic in well-formed
  /// fonts.
  public var subfamilyName: String? { name(.subfamily) }

  /// The typographic family name (name ID 16), present when the family has more than the four
  /// styles name ID 1 can describe.
  public var typographicFamilyName: String? { name(.typographicFamily) }

  /// The typographic subfamily name (name ID 17), e.g. "SemiBold Italic".
  public var typographicSubfamilyName: String? { name(.typographicSubfamily) }

  /// The full name (name ID 4), e.g. "Open Sans SemiBold Italic".
  public var fullName: String? { name(.fullName) }

  /// The PostScript name (name ID 6), e.g. "OpenSans-SemiBoldItalic": the name UIKit and Core
  /// Text identify a registered font by.
  public var postScriptName: String? { name(.postScriptName) }

  /// The family the face belongs to for a user: the typographic family when the font has one,
  /// else the family name.
  public var preferredFamilyName: String? { typographicFamilyName ?? familyName }

  /// The face's style within ``preferredFamilyName``: the typographic subfamily when the font
  /// has one, else the subfamily name.
  public var preferredSubfamilyName: String? { typographicSubfamilyName ?? subfamilyName }
}
