import DynamicType

/// How an adapter replaces a view's font; see ``FontIdentity/assignment(from:)``.
public enum FontAssignment: Hashable, Sendable {
  /// The view already has this font.
  case unchanged
  /// Set the new font.
  case assign
  /// Set no font, then the new one, so that a font the platform considers equal is not
  /// ignored.
  case clearThenAssign
}
