import DynamicType
import Typeset

/// What Android draws a style with at font scale 1: its face, its text size and line height in
/// `sp`, and its letter spacing in em. The generated Compose and resource files hold these base
/// values only: Compose and `TextView` apply the user's font scale (Android 14's nonlinear
/// curve included) themselves at run time.
///
/// The values are the engine's (`Typography.resolve(_:android:)` at
/// `AndroidTextSettings.standard`: font scale 1, no Bold text): a style's iOS values at the
/// default category, large, one point for one `sp`, unless `platforms.android` in the
/// typography file gives its size, leading or tracking; the letter spacing is the tracking in
/// em (a tracking of `-10`, in 1/1000 em, is a letter spacing of `-0.01`).
///
/// ```swift
/// let body = try AndroidStyleValues(.textStyle(.body), in: typography)
/// body.textSize       // 17 (sp)
/// body.letterSpacing  // 0 (em)
/// ```
public struct AndroidStyleValues: Hashable, Sendable {
  /// The style.
  public let style: StyleName
  /// The face the style is drawn with (its family, file, weight and slant).
  public let face: ResolvedFace
  /// The weight the style asks for, 1–1000 (`android:textFontWeight`, Compose's `FontWeight`).
  public let weight: Int
  /// The text size in `sp` (`android:textSize`, Compose's `fontSize`).
  public let textSize: Double
  /// The line height in `sp` (`android:lineHeight`, Compose's `lineHeight`).
  public let lineHeight: Double
  /// The letter spacing in em (`android:letterSpacing`, Compose's `letterSpacing`).
  public let letterSpacing: Double

  /// The values of `style` in `typography`.
  ///
  /// This is the one place the generators ask the engine for a style's Android values: its
  /// Android resolution at font scale 1 (`AndroidTextSettings.standard`). Android computes in
  /// `Float`; the values are those `Float`s, which the generators write with a few decimals.
  ///
  /// - Throws: `ResolutionError` when the style does not resolve.
  public init(_ style: StyleName, in typography: Typography) throws(ResolutionError) {
    let font = try typography.resolve(style, android: .standard)
    self.style = style
    face = font.face
    weight = min(max(Int(font.face.weight.rounded()), 1), 1000)
    textSize = Double(font.textSize)
    lineHeight = Double(font.lineHeightInSp)
    letterSpacing = Double(font.letterSpacing)
  }

  /// The values of every style of a typography, in its order of styles.
  ///
  /// - Throws: `ResolutionError` when a style does not resolve.
  public static func all(in typography: Typography) throws(ResolutionError)
    -> [AndroidStyleValues]
  {
    var values: [AndroidStyleValues] = []
    for style in typography.styleNames {
      values.append(try AndroidStyleValues(style, in: typography))
    }
    return values
  }

  /// The weights a face is declared at in the Android outputs: its own weight for a static
  /// face; for a variable face, its default weight and every weight a style draws it at, each
  /// declared with its `wght` setting (`android:fontVariationSettings`, Compose's
  /// `FontVariation.weight`), so that Android picks the instance the style asks for.
  static func declaredWeights(
    of face: FontFace, family: String, values: [AndroidStyleValues]
  ) -> [Int] {
    guard face.weightAxis != nil else { return [face.weight.rawValue] }
    var weights: Set<Int> = [face.weight.rawValue]
    for value in values where value.face.family == family && value.face.source == face {
      weights.insert(value.weight)
    }
    return weights.sorted()
  }
}
