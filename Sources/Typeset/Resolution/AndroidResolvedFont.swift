import DynamicType

/// A style resolved for Android at one font scale: the face, the text size in `sp`, and what
/// Android draws it at in `dp`.
///
/// Android computes text sizes in `Float`, so the sizes here are `Float`s, exactly the values
/// Android computes at a density of 1 (where one pixel is one `dp`). ``steps`` explains each
/// number. See ``Typography/resolve(_:android:)``.
///
/// ```swift
/// let settings = AndroidTextSettings(fontScale: 1.8)!
/// let body = try typography.resolve(.textStyle(.body), android: settings)
/// body.textSize   // 17 (sp): the style's iOS size at large
/// body.pointSize  // 26.8 (dp): Android 14's table for 1.8, between 14 and 18 sp
/// ```
public struct AndroidResolvedFont: Hashable, Sendable {
  /// The style that was resolved.
  public let style: StyleName
  /// The Apple text style the style follows (its iOS defaults come from it).
  public let relativeTo: TextStyle
  /// The font scale and weight adjustment resolved for.
  public let settings: AndroidTextSettings
  /// The face and the weight it is drawn at (after the weight adjustment).
  public let face: ResolvedFace
  /// The text size in `sp`, before the font scale: `platforms.android.size`, else the style's
  /// iOS size at large.
  public let textSize: Float
  /// The line height in `sp`, before the font scale.
  public let lineHeightInSp: Float
  /// The text size in `dp` at the font scale, through Android's curve.
  public let pointSize: Float
  /// The line height in `dp` at the font scale: in proportion to ``pointSize`` where scaling is
  /// nonlinear, as Android keeps it.
  public let lineHeight: Float
  /// The letter spacing in em (`android:letterSpacing`).
  public let letterSpacing: Float
  /// Which of Android's rules turned ``textSize`` into ``pointSize``.
  public let curve: AndroidFontScaleConverter.Curve
  /// How each number was reached, in order.
  public let steps: [ResolutionStep]

  /// The letter spacing in `dp` at ``pointSize``.
  public var tracking: Double { Double(letterSpacing) * Double(pointSize) }

  /// Whether two fonts draw the same (the wording of ``steps`` is not compared).
  public static func == (lhs: AndroidResolvedFont, rhs: AndroidResolvedFont) -> Bool {
    lhs.style == rhs.style && lhs.relativeTo == rhs.relativeTo && lhs.settings == rhs.settings
      && lhs.face == rhs.face && lhs.textSize == rhs.textSize
      && lhs.lineHeightInSp == rhs.lineHeightInSp && lhs.pointSize == rhs.pointSize
      && lhs.lineHeight == rhs.lineHeight && lhs.letterSpacing == rhs.letterSpacing
      && lhs.curve == rhs.curve
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(settings)
    hasher.combine(face)
    hasher.combine(textSize)
    hasher.combine(pointSize)
    hasher.combine(lineHeight)
    hasher.combine(letterSpacing)
  }
}
