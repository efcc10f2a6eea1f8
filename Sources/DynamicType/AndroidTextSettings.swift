/// The two Android settings that change how an app's text is drawn: the font scale
/// (Settings › Display › Font size, `Configuration.fontScale`) and the font weight adjustment
/// (Settings › Accessibility › Bold text, `Configuration.fontWeightAdjustment`, API 31+).
///
/// A font scale is positive and finite; ``init(fontScale:fontWeightAdjustment:)`` refuses any
/// other. Android computes in `Float`, so the scale is one.
///
/// ```swift
/// let settings = AndroidTextSettings(fontScale: 1.8, isBoldTextEnabled: true)!
/// settings.fontWeightAdjustment          // 300
/// settings.adjustedWeight(400)           // 700
/// AndroidTextSettings.settingsFontScales // [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]
/// ```
public struct AndroidTextSettings: Hashable, Sendable {
  /// The font scale (`Configuration.fontScale`): 1 by default.
  public let fontScale: Float
  /// What text's weights are moved by (`Configuration.fontWeightAdjustment`): 0, or
  /// ``boldTextFontWeightAdjustment`` with Bold text on.
  public let fontWeightAdjustment: Int

  /// Settings at a font scale with a weight adjustment, or `nil` when the scale is not a
  /// positive finite number.
  public init?(fontScale: Float, fontWeightAdjustment: Int = 0) {
    guard fontScale.isFinite, fontScale > 0 else { return nil }
    self.fontScale = fontScale
    self.fontWeightAdjustment = fontWeightAdjustment
  }

  /// Settings at a font scale with Bold text on or off, or `nil` when the scale is not a
  /// positive finite number.
  public init?(fontScale: Float, isBoldTextEnabled: Bool) {
    self.init(
      fontScale: fontScale,
      fontWeightAdjustment: isBoldTextEnabled ? Self.boldTextFontWeightAdjustment : 0)
  }

  /// A phone's settings until the user changes them: scale 1, no weight adjustment.
  public static let standard = AndroidTextSettings(checkedFontScale: 1, fontWeightAdjustment: 0)

  private init(checkedFontScale: Float, fontWeightAdjustment: Int) {
    fontScale = checkedFontScale
    self.fontWeightAdjustment = fontWeightAdjustment
  }

  /// Whether the weight adjustment moves weights (Bold text is on).
  public var isBoldTextEnabled: Bool {
    fontWeightAdjustment != 0 && fontWeightAdjustment != Self.undefinedFontWeightAdjustment
  }

  /// The font scales that Settings › Display › Font size offers on current Pixels, smallest
  /// first.
  ///
  /// Source: AOSP frameworks/base, `packages/SettingsLib/res/values/arrays.xml`,
  /// `entryvalues_font_size` (0.85, 1.0, 1.15, 1.30, 1.50, 1.80, 2.0), read by Settings with
  /// `Float.parseFloat`; its comment asks that each scale have a table in
  /// `FontScaleConverterFactory`.
  public static let settingsFontScales: [Float] = [0.85, 1, 1.15, 1.3, 1.5, 1.8, 2]

  /// The weight adjustment Settings writes when Bold text is turned on: 300.
  ///
  /// Source: AOSP packages/apps/Settings,
  /// `src/com/android/settings/accessibility/FontWeightAdjustmentPreferenceController.java`:
  /// `BOLD_TEXT_ADJUSTMENT = FontStyle.FONT_WEIGHT_BOLD - FontStyle.FONT_WEIGHT_NORMAL`
  /// (700 − 400, frameworks/base `graphics/java/android/graphics/fonts/FontStyle.java`), stored
  /// in `Settings.Secure.FONT_WEIGHT_ADJUSTMENT`.
  public static let boldTextFontWeightAdjustment = 300

  /// `Configuration.FONT_WEIGHT_ADJUSTMENT_UNDEFINED` (`Integer.MAX_VALUE`), which moves no
  /// weight.
  public static let undefinedFontWeightAdjustment = Int(Int32.max)

  /// A weight (1–1000) moved by the adjustment, as Compose resolves a `FontWeight` and as
  /// `TextView.setTypeface` moves a typeface's weight: unchanged when the adjustment is 0 or
  /// undefined, otherwise `weight + adjustment` clamped to `FontStyle.FONT_WEIGHT_MIN` (1) …
  /// `FONT_WEIGHT_MAX` (1000).
  ///
  /// Source: androidx `compose/ui/ui-text/src/androidMain/kotlin/androidx/compose/ui/text/font/
  /// AndroidFontResolveInterceptor.android.kt` (`interceptFontWeight`:
  /// `(fontWeight.weight + fontWeightAdjustment).coerceIn(FontStyle.FONT_WEIGHT_MIN,
  /// FontStyle.FONT_WEIGHT_MAX)`), and AOSP frameworks/base
  /// `graphics/java/android/graphics/fonts/FontStyle.java` for the bounds.
  public func adjustedWeight(_ weight: Int) -> Int {
    guard isBoldTextEnabled else { return weight }
    // Wrapping addition: Int is 64-bit, the adjustment an Int32 on Android.
    return min(max(weight &+ fontWeightAdjustment, 1), 1000)
  }
}
