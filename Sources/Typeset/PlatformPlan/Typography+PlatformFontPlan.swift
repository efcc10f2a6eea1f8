import DynamicType

extension Typography {
  /// The plan for a platform font of `style` in `environment`; see ``PlatformFontPlan``.
  ///
  /// - Throws: ``ResolutionError`` when the style cannot be resolved.
  public func platformFontPlan(for style: StyleName, in environment: TypeEnvironment)
    throws(ResolutionError) -> PlatformFontPlan
  {
    let font = try resolve(style, in: environment)
    let definition = self.definition(of: style) ?? StyleDefinition()
    let (sizing, reason) = platformSizing(font, definition: definition, environment: environment)
    var triggers: UpdateTriggers = []
    var attributeTriggers: UpdateTriggers = []
    if try faceDependsOnBoldText(style, in: environment) {
      triggers.insert(.legibilityWeight)
      attributeTriggers.insert(.legibilityWeight)
    }
    let dependence = categoryDependence(style, in: environment)
    if dependence.attributes { attributeTriggers.insert(.contentSizeCategory) }
    if dependence.font, case .fixed = sizing { triggers.insert(.contentSizeCategory) }
    return PlatformFontPlan(
      font: font, sizing: sizing, reason: reason, updateTriggers: triggers,
      attributeUpdateTriggers: attributeTriggers)
  }

  /// The plan for one of Apple's text styles; see ``platformFontPlan(for:in:)-(StyleName,_)``.
  public func platformFontPlan(for style: TextStyle, in environment: TypeEnvironment)
    throws(ResolutionError) -> PlatformFontPlan
  {
    try platformFontPlan(for: .textStyle(style), in: environment)
  }

  /// The size a style has at `ContentSizeCategory.large` before any scaling: the file's
  /// `size`, or Apple's size for the style it is relative to (``ResolvedFont/baseSize``);
  /// `nil` when the style does not resolve on the platform.
  public func baseSize(of style: StyleName, on platform: Platform) -> Double? {
    (try? resolve(style, in: TypeEnvironment(platform: platform)))?.baseSize
  }

  private func platformSizing(
    _ font: ResolvedFont, definition: StyleDefinition, environment: TypeEnvironment
  ) -> (PlatformFontPlan.Sizing, String) {
    let fixed = PlatformFontPlan.Sizing.fixed(pointSize: font.pointSize)
    guard font.scaling == .fontMetrics else {
      return (fixed, "the \(font.scaling.name) strategy is not UIFontMetrics' arithmetic")
    }
    guard Self.platformsWithFontMetrics.contains(environment.platform) else {
      return (fixed, "\(environment.platform.displayName) has no UIFontMetrics scaling")
    }
    // The limits on this platform (scaled from iOS's, or a `platforms` entry's).
    let limits = sizeLimits(of: font)
    if limits.minimum != nil {
      return (fixed, "UIFontMetrics has no minimum size")
    }
    if definition.categoryOverrides.values.contains(where: { $0.size != nil || $0.weight != nil }) {
      return (fixed, "sizes or weights are given per category")
    }
    if environment.overrideCategory != nil || environment.categoryRange != nil {
      return (fixed, "the category is chosen by the app, not by the platform's traits")
    }
    let baseSize = font.baseSize
    let maximum = limits.maximum
    return (
      .platformScaled(textStyle: font.relativeTo, baseSize: baseSize, maximumPointSize: maximum),
      "fontMetrics: the platform scales \(NumberText.points(baseSize)) relative to \(font.relativeTo)"
    )
  }

  /// Platforms whose UIKit and SwiftUI scale custom fonts with `UIFontMetrics`' arithmetic.
  static let platformsWithFontMetrics: Set<Platform> = [.iOS, .watchOS, .tvOS, .visionOS]

  private func faceDependsOnBoldText(_ style: StyleName, in environment: TypeEnvironment)
    throws(ResolutionError) -> Bool
  {
    var regular = environment
    regular.isBoldTextEnabled = false
    var bold = environment
    bold.isBoldTextEnabled = true
    guard let boldFace = try? resolve(style, in: bold).face else { return false }
    let regularFace = try resolve(style, in: regular).face
    // The requested weight differs by definition; what is drawn is the face and its axes.
    return regularFace.source != boldFace.source || regularFace.axisValues != boldFace.axisValues
  }

  /// Whether the font (size or face) and whether the paragraph attributes (line height,
  /// tracking) differ between the platform's categories.
  private func categoryDependence(_ style: StyleName, in environment: TypeEnvironment)
    -> (font: Bool, attributes: Bool)
  {
    var fonts: Set<FontIdentity> = []
    var attributes: Set<[Double]> = []
    var probe = environment
    probe.overrideCategory = nil
    probe.categoryRange = nil
    for category in environment.platform.categories {
      probe.category = category
      // A category whose table cell is unknown cannot be reached by this style; skip it.
      guard let font = try? resolve(style, in: probe) else { continue }
      let variations = font.face.axisValues.map { FontVariation(tag: $0.key, value: $0.value) }
      fonts.insert(
        FontIdentity(
          postScriptName: font.face.postScriptName,
          variations: variations.sorted {
            $0.identifier < $1.identifier
          }, pointSize: font.pointSize, scaledRelativeTo: nil, maximumPointSize: nil))
      attributes.insert([font.lineHeight, font.tracking])
    }
    return (fonts.count > 1, attributes.count > 1 || fonts.count > 1)
  }
}
