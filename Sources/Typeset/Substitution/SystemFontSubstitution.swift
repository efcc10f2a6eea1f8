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
  /// The replacement faces of the named weights, chosen once.
  private let faces: ReplacementFaces

  /// Creates the policy for a typography, choosing the replacement face of every named weight,
  /// upright and italic, with and without Bold Text, once; create it once per typography
  /// (the app-wide install does) and ask it for every font.
  public init(typography: Typography) {
    self.typography = typography
    faces = ReplacementFaces(typography: typography)
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
    let face =
      faces.face(weight: weight, italic: italic, boldText: boldText)
      ?? ReplacementFaces.choose(
        typography: typography, weight: weight, italic: italic, boldText: boldText)
    guard let face else { return nil }
    return Replacement(face: face, pointSize: size)
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
    return markers.contains { name.includes($0) }
  }
}

/// The face that replaces the system font at each named weight, upright and italic, with and
/// without Bold Text: chosen once per substitution, so that the answer to
/// `UIFont.systemFont(ofSize:weight:)`, UIKit's hottest font path, is a table lookup.
private final class ReplacementFaces: Sendable {
  /// By `(named weight index × 2 + italic) × 2 + boldText`; `nil` when nothing replaces it.
  private let faces: [ResolvedFace?]

  init(typography: Typography) {
    var faces: [ResolvedFace?] = []
    for weight in FontWeight.named {
      for italic in [false, true] {
        for boldText in [false, true] {
          faces.append(
            Self.choose(typography: typography, weight: weight, italic: italic, boldText: boldText))
        }
      }
    }
    self.faces = faces
  }

  /// The chosen face of a named weight; `nil` for another weight (or no face).
  func face(weight: FontWeight, italic: Bool, boldText: Bool) -> ResolvedFace? {
    guard let index = Self.namedIndex(of: weight) else { return nil }
    return faces[(index &* 2 &+ (italic ? 1 : 0)) &* 2 &+ (boldText ? 1 : 0)]
  }

  /// The position of a named weight (100, 200, … 900) in ``FontWeight/named``.
  private static func namedIndex(of weight: FontWeight) -> Int? {
    let value = weight.rawValue
    guard value % 100 == 0, value >= 100, value <= 900 else { return nil }
    return value / 100 - 1
  }

  /// The face of body's family nearest to `weight` (moved by Bold Text), as the system font
  /// would be drawn.
  static func choose(typography: Typography, weight: FontWeight, italic: Bool, boldText: Bool)
    -> ResolvedFace?
  {
    let familyName =
      typography.definition(of: .textStyle(.body))?.family ?? typography.defaultFamilyName
    guard let familyName, let family = typography.family(named: familyName),
      let (match, _) = FaceMatcher.match(
        family.faces, weight: weight, italic: italic, boldText: boldText)
    else { return nil }
    return ResolvedFace(family: family, match: match, weight: weight, boldText: boldText)
  }
}
