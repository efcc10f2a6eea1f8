extension AndroidFontScaleConverter {
  /// A line height given in `sp`, in `dp` at a font scale, for text whose size is also given
  /// in `sp`: what `TextView.setLineHeight(COMPLEX_UNIT_SP, …)` and Compose's `lineHeight`
  /// in `sp` draw.
  ///
  /// Where scaling is linear, the line height scales like any size: `lineHeight × fontScale`.
  /// Where it is nonlinear, Android does not put the line height through the curve (which
  /// would squeeze a 2× line height at large scales); it keeps the line height's proportion to
  /// the text size: the text size in `dp`, times `lineHeight / textSize`, where the text
  /// size's `sp` is read back from its `dp` through the same table.
  ///
  /// Source: AOSP frameworks/base `core/java/android/widget/TextView.java`,
  /// `setLineHeight(int unit, float lineHeight)`: unless
  /// `FontScaleConverterFactory.isNonLinearFontScalingActive(fontScale)` and both units are
  /// `COMPLEX_UNIT_SP`, `TypedValue.applyDimension(unit, lineHeight, metrics)`; otherwise
  /// `ratio = lineHeight / TypedValue.convertPixelsToDimension(COMPLEX_UNIT_SP, textSizePx,
  /// metrics)` and `setLineHeightPx(textSizePx * ratio)` ("Recalculate a proportional line
  /// height when non-linear font scaling is in effect", b/273326061). androidx does the same in
  /// `compose/ui/ui-text/src/androidMain/kotlin/androidx/compose/ui/text/platform/extensions/
  /// SpannableExtensions.android.kt` (`resolveLineHeightInPx`: `lineHeight.value /
  /// contextFontSize.toSp().value * contextFontSize`, from a font scale above 1.05, where
  /// Android's scaling is still linear up to 1.13). Computed at a density of 1, so pixels are
  /// `dp`.
  ///
  /// - Parameters:
  ///   - lineHeight: The line height in `sp`.
  ///   - textSize: The text size in `sp`.
  ///   - fontScale: The font scale.
  /// - Returns: The line height in `dp`.
  public static func lineHeightDp(forSp lineHeight: Float, textSize: Float, fontScale: Float)
    -> Float
  {
    guard let converter = forScale(fontScale) else {
      // TypedValue.applyDimension(COMPLEX_UNIT_SP): value × scaledDensity (density × scale).
      return lineHeight * fontScale
    }
    let textSizeDp = converter.dp(forSp: textSize)
    // TypedValue.deriveDimension(COMPLEX_UNIT_SP): the converter's convertDpToSp.
    let textSizeSp = converter.sp(forDp: textSizeDp)
    let ratio = lineHeight / textSizeSp
    return textSizeDp * ratio
  }
}
