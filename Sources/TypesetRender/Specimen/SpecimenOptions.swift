import DynamicType

/// What a specimen shows: which categories (or Android font scales), which text, and the
/// optional overlays.
///
/// ```swift
/// var options = SpecimenOptions()
/// options.categories = [.large, .accessibility3]
/// options.isBoldTextEnabled = true
/// options.widthGuide = 180
///
/// // Android: one column per font scale, sizes in dp.
/// let android = SpecimenOptions.android(fontScales: [1, 1.3, 2])
/// ```
public struct SpecimenOptions: Hashable, Sendable {
  /// The categories shown, one column each, in order (Apple specimens; ignored when
  /// ``androidFontScales`` is set).
  public var categories: [ContentSizeCategory]
  /// The platform whose tables resolve the styles (Apple specimens).
  public var platform: Platform
  /// The Android font scales shown, one column each, in order; `nil` for an Apple specimen.
  /// When set, every style is resolved for Android (`Typography.resolve(_:android:)`), sizes
  /// are `dp` drawn 1 dp to 1 pt, and ``categories``, ``platform`` and
  /// ``showsSystemReference`` (Apple's system font) do not apply.
  public var androidFontScales: [Float]?
  /// The sample text of every cell.
  public var sampleText: String
  /// Whether the styles are resolved with the Bold Text accessibility setting on.
  public var isBoldTextEnabled: Bool
  /// Whether each cell shows, behind the text, a box as wide as the system font would set the
  /// text and as tall as its x-height, so that the size match is visible.
  public var showsSystemReference: Bool
  /// A width in points after which text would truncate: drawn as a line in every cell, with
  /// the overflowing part of the text marked.
  public var widthGuide: Double?
  /// The sheet's title; by default the typography's families and the platform.
  public var title: String?

  /// The columns, in order: one per Android font scale when ``androidFontScales`` is set,
  /// else one per category.
  public var columns: [SpecimenColumn] {
    if let androidFontScales { return androidFontScales.map(SpecimenColumn.androidFontScale) }
    return categories.map(SpecimenColumn.category)
  }

  /// Whether the specimen is Android's (``androidFontScales`` is set).
  public var isAndroid: Bool { androidFontScales != nil }

  /// Options for an Android specimen: one column per font scale (by default every step of
  /// Settings › Display › Font size), with the other options as given.
  public static func android(
    fontScales: [Float] = AndroidTextSettings.settingsFontScales,
    sampleText: String = SpecimenOptions.defaultSampleText, isBoldTextEnabled: Bool = false,
    widthGuide: Double? = nil, title: String? = nil
  ) -> SpecimenOptions {
    var options = SpecimenOptions(
      sampleText: sampleText, isBoldTextEnabled: isBoldTextEnabled, widthGuide: widthGuide,
      title: title)
    options.androidFontScales = fontScales
    return options
  }

  /// The columns a specimen shows unless told otherwise: the smallest size, the default, the
  /// largest standard size and two accessibility sizes.
  public static let defaultCategories: [ContentSizeCategory] = [
    .xSmall, .large, .xxxLarge, .accessibility3, .accessibility5,
  ]

  /// The default sample text: a classic type-specimen word with round, straight and
  /// diagonal strokes, ascenders and a descender.
  public static let defaultSampleText = "Handgloves"

  /// Options with the defaults: five categories, iOS, "Handgloves", no overlays.
  public init(
    categories: [ContentSizeCategory] = SpecimenOptions.defaultCategories,
    platform: Platform = .iOS, sampleText: String = SpecimenOptions.defaultSampleText,
    isBoldTextEnabled: Bool = false, showsSystemReference: Bool = false,
    widthGuide: Double? = nil, title: String? = nil
  ) {
    self.categories = categories
    self.platform = platform
    self.sampleText = sampleText
    self.isBoldTextEnabled = isBoldTextEnabled
    self.showsSystemReference = showsSystemReference
    self.widthGuide = widthGuide
    self.title = title
  }
}
