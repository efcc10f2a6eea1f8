import DynamicType

/// What identifies a platform font that an adapter made, so that adapters compare fonts by
/// what Typeset decided instead of by the platform's equality.
///
/// `UIFont.isEqual(_:)` ignores how a font scales: a font from `UIFontMetrics` and a plain
/// font of the same name and size are equal, so a label given the other one keeps the old
/// one (and its scaling). ``assignment(from:)`` says when the adapter must clear the font
/// first. The identity also records whether the platform scales the font, so an adapter never
/// hands an already scaled font to `UIFontMetrics` (which raises an exception).
///
/// ```swift
/// let next = plan.identity
/// switch next.assignment(from: label.typesetIdentity) {
/// case .unchanged: break
/// case .assign: label.font = font
/// case .clearThenAssign: label.font = nil; label.font = font
/// }
/// ```
public struct FontIdentity: Hashable, Sendable {
  /// The face's PostScript name.
  public let postScriptName: String
  /// The variation axis values.
  public let variations: [FontVariation]
  /// The point size the font was created at: the base size for a font the platform scales,
  /// the final size otherwise.
  public let pointSize: Double
  /// The text style the platform scales the font relative to, or `nil` for a fixed size.
  public let scaledRelativeTo: TextStyle?
  /// The maximum size given to the platform's scaling, if any.
  public let maximumPointSize: Double?

  /// Creates an identity.
  public init(
    postScriptName: String, variations: [FontVariation], pointSize: Double,
    scaledRelativeTo: TextStyle?, maximumPointSize: Double?
  ) {
    self.postScriptName = postScriptName
    self.variations = variations
    self.pointSize = pointSize
    self.scaledRelativeTo = scaledRelativeTo
    self.maximumPointSize = maximumPointSize
  }

  /// Whether the platform scales the font: such a font must never be scaled again.
  public var isPlatformScaled: Bool { scaledRelativeTo != nil }

  /// How to replace a font whose identity is `current` (`nil`: unknown, such as a font set by
  /// other code) with this one.
  public func assignment(from current: FontIdentity?) -> FontAssignment {
    guard let current else { return .clearThenAssign }
    if current == self { return .unchanged }
    // UIFont.isEqual compares name and size; a change of scaling or axes alone would be
    // ignored by the view, so clear the font first.
    if current.postScriptName == postScriptName, current.pointSize == pointSize {
      return .clearThenAssign
    }
    return .assign
  }
}
