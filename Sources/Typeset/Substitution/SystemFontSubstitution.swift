import DynamicType

/// The app-wide replacement of the system font, as pure functions: which brand font answers
/// each of UIKit's system-font factories.
///
/// The UIKit adapter's opt-in `Typeset.install(_:)` asks these functions and only translates
/// the answers into `UIFont`s, so every decision is here, where Linux tests reach it.
///
/// ```swift
/// let substitution = SystemFontSubstitution(typography: typography)
/// let body = try substitution.preferredFont(for: .body, in: environment)
/// let bold = substitution.boldSystemFont(ofSize: 15, in: environment)
/// SystemFontSubstitution.isExempt(fontName: "SFMono-Regular")  // true: left alone
/// ```
public struct SystemFontSubstitution: Sendable {
  /// The typography whose fonts replace the system font.
  public let typography: Typography

  /// Creates the policy for a typography.
  public init(typography: Typography) {
    self.typography = typography
  }

  /// A replacement for a system font of a fixed size.
  public struct Replacement: Hashable, Sendable {
    /// The face and the weight it is drawn at.
    public let face: ResolvedFace
    /// The point size: the size the app asked for.
    public let pointSize: Double
  }

  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` and
  /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`: the typography's style.
  public func preferredFont(for style: TextStyle, in environment: TypeEnvironment)
    throws(ResolutionError) -> ResolvedFont
  {
    try typography.resolve(style, in: environment)
  }

  /// `UIFont.systemFont(ofSize:weight:)` (and `systemFont(ofSize:)` with `.regular`): the
  /// family of body at the size asked for, at the nearest weight; with Bold Text the weight
  /// moves by Apple's rule, as the system font's does.
  public func systemFont(
    ofSize size: Double, weight: FontWeight = .regular, in environment: TypeEnvironment
  )
    -> Replacement?
  {
    replacement(size: size, weight: weight, italic: false, boldText: environment.isBoldTextEnabled)
  }

  /// `UIFont.boldSystemFont(ofSize:)`: semibold, and bold with Bold Text on.
  ///
  /// UIKit's bold system font is the semibold face, and the bold face when Bold Text is on
  /// (`dynamic-type.json`, `observations.boldText.boldSystemFont`); it does not follow the
  /// +200 rule of other weights.
  public func boldSystemFont(ofSize size: Double, in environment: TypeEnvironment) -> Replacement? {
    let weight: FontWeight = environment.isBoldTextEnabled ? .bold : .semibold
    return replacement(size: size, weight: weight, italic: false, boldText: false)
  }

  /// `UIFont.italicSystemFont(ofSize:)`: an italic face of body's family.
  public func italicSystemFont(ofSize size: Double, in environment: TypeEnvironment) -> Replacement?
  {
    replacement(size: size, weight: .regular, italic: true, boldText: environment.isBoldTextEnabled)
  }

  /// A system font decoded from a xib or storyboard, by its `usage` attribute.
  public func font(forXibUsage usage: XibFontUsage, size: Double, in environment: TypeEnvironment)
    -> Replacement?
  {
    switch usage {
    case .emphasized: boldSystemFont(ofSize: size, in: environment)
    case .oblique: italicSystemFont(ofSize: size, in: environment)
    default: systemFont(ofSize: size, weight: usage.weight, in: environment)
    }
  }

  private func replacement(size: Double, weight: FontWeight, italic: Bool, boldText: Bool)
    -> Replacement?
  {
    let familyName =
      typography.definition(of: .textStyle(.body))?.family ?? typography.defaultFamilyName
    guard let familyName, let family = typography.family(named: familyName),
      let (match, _) = FaceMatcher.match(
        family.faces, weight: weight, italic: italic, boldText: boldText)
    else { return nil }
    let requested = boldText ? weight.boldTextWeight : weight
    let axisValues = match.face.weightAxis == nil ? [:] : ["wght": match.weight]
    return Replacement(
      face: ResolvedFace(
        family: family.name, source: match.face, requestedWeight: requested, weight: match.weight,
        axisValues: axisValues),
      pointSize: size)
  }

  /// Whether a font must be left alone: monospaced, symbol, emoji and icon fonts keep their
  /// glyphs and widths, so replacing them would break code listings, icons and alignment.
  ///
  /// - Parameter fontName: A font's PostScript or family name, such as `SFMono-Regular`,
  ///   `.AppleSystemUIFontMonospaced`, `AppleColorEmoji` or `FontAwesome`.
  public static func isExempt(fontName: String) -> Bool {
    let name = fontName.lowercased()
    let markers = [
      "mono", "courier", "menlo", "emoji", "symbol", "dingbat", "wingding", "webding", "icon",
      "awesome", "glyphicon",
    ]
    return markers.contains { name.contains($0) }
  }
}
