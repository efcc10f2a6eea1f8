import DynamicType

extension SystemFontSubstitution {
  /// `UIFontDescriptor.withSymbolicTraits(_:)` on the descriptor of a face of the typography:
  /// the face of the same family with the traits asked for, which replace the face's own (bold:
  /// weight 700, otherwise 400; italic or upright), the nearest one the family has.
  ///
  /// UIKit answers `nil` when the system has no font of the family with exactly those traits
  /// (UIFontDescriptor.h), which a family without a bold face, or whose heaviest face Core Text
  /// does not call bold, gives: code that force-unwraps the answer, common with preferred
  /// fonts, would crash on the typography's descriptors.
  ///
  /// ```swift
  /// substitution.face(withSymbolicTraitsBold: true, italic: false, of: "Sans-Regular")
  /// // Sans-Heavy: Sans has 300, 400, 600 and 800, and 800 is nearest to 700 from above
  /// ```
  ///
  /// - Returns: The face, or `nil` when no family of the typography has a face named
  ///   `postScriptName` (a font the app made itself: UIKit answers).
  public func face(withSymbolicTraitsBold bold: Bool, italic: Bool, of postScriptName: String)
    -> ResolvedFace?
  {
    guard
      let family = typography.families.first(where: { family in
        family.faces.contains { $0.postScriptName == postScriptName }
      })
    else { return nil }
    let weight: FontWeight = bold ? .bold : .regular
    guard
      let (match, _) = FaceMatcher.match(
        family.faces, weight: weight, italic: italic, boldText: false)
    else { return nil }
    return ResolvedFace(family: family, match: match, weight: weight, boldText: false)
  }
}
