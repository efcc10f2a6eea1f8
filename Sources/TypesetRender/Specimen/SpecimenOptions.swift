import DynamicType

/// What a specimen shows: which categories, which text, and the optional overlays.
///
/// ```swift
/// var options = SpecimenOptions()
/// options.categories = [.large, .accessibility3]
/// options.isBoldTextEnabled = true
/// options.widthGuide = 180
/// ```
public struct SpecimenOptions: Hashable, Sendable {
  /// The categories shown, one column each, in order.
  public var categories: [ContentSizeCategory]
  /// The platform whose tables resolve the styles.
  public var platform: Platform
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
