import DynamicType

/// How an adapter turns a style into a platform font: which API scales it, at which size,
/// which face, and which changes of the environment make it stale.
///
/// The UIKit, SwiftUI and AppKit adapters ask for a plan and translate it without deciding
/// anything themselves:
///
/// ```swift
/// let plan = try typography.platformFontPlan(for: .textStyle(.body), in: environment)
/// switch plan.sizing {
/// case .platformScaled(let style, let baseSize, let maximum):
///   // UIFontMetrics(forTextStyle: style).scaledFont(for: base font at baseSize, …)
///   // Font.custom(name, size: baseSize, relativeTo: style)
/// case .fixed(let pointSize):
///   // UIFont(name:size:) / Font.custom(_:fixedSize:), replaced when `updateTriggers` change
/// }
/// ```
///
/// The platform scales a font itself (`.platformScaled`) only when its arithmetic gives the
/// engine's sizes at every category: the `fontMetrics` strategy, no minimum size, no
/// per-category size or weight, and no category chosen by the app outside the platform's own
/// traits. Everything else gets the engine's size, fixed, and is replaced when the category
/// or Bold Text changes.
public struct PlatformFontPlan: Hashable, Sendable {
  /// Who computes the point size.
  public enum Sizing: Hashable, Sendable {
    /// The platform scales the font: a font of the face at `baseSize` (never an already
    /// scaled size) given to `UIFontMetrics(forTextStyle: textStyle)` or to SwiftUI's
    /// `Font.custom(_:size:relativeTo:)`, capped at `maximumPointSize` when there is one.
    case platformScaled(textStyle: TextStyle, baseSize: Double, maximumPointSize: Double?)
    /// The engine's point size, used as is (`UIFont(name:size:)`,
    /// `Font.custom(_:fixedSize:)`, `NSFont(name:size:)`).
    case fixed(pointSize: Double)
  }

  /// The style resolved in the environment the plan was made for.
  public let font: ResolvedFont
  /// Who computes the point size.
  public let sizing: Sizing
  /// Why the sizing was chosen, in one sentence (for explanations and debugging).
  public let reason: String
  /// The environment changes after which the *font* must be asked for again.
  public let updateTriggers: UpdateTriggers
  /// The environment changes after which the line height and tracking must be applied again.
  public let attributeUpdateTriggers: UpdateTriggers

  /// The face's PostScript name, which names the font on Apple platforms.
  public var postScriptName: String { font.face.postScriptName }

  /// The variation axes to set, as Core Text's numeric axis identifiers (the tag's four bytes
  /// read as a big-endian integer, `wght` → 2003265652) and values, sorted by identifier.
  public var variations: [FontVariation] {
    font.face.axisValues.map { FontVariation(tag: $0.key, value: $0.value) }
      .sorted { $0.identifier < $1.identifier }
  }

  /// The platform APIs that scale a custom font, which differ in what they can express.
  public enum ScalingAPI: Hashable, Sendable {
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`: any face, with a
    /// maximum.
    case fontMetrics
    /// SwiftUI's `Font.custom(_:size:relativeTo:)`: a face by name only, and no maximum.
    case relativeCustomFont
  }

  /// ``sizing`` for one scaling API: a platform-scaled plan that the API cannot express (a
  /// maximum size or variation axes for SwiftUI's `Font.custom`) becomes the engine's fixed
  /// size, which the adapter replaces when ``updateTriggers`` change.
  public func sizing(for api: ScalingAPI) -> Sizing {
    guard case .platformScaled(_, _, let maximum) = sizing else { return sizing }
    switch api {
    case .fontMetrics: return sizing
    case .relativeCustomFont:
      return maximum == nil && !needsVariations ? sizing : .fixed(pointSize: font.pointSize)
    }
  }

  /// Whether the face needs variation axes set, so that naming it by PostScript name alone
  /// (`UIFont(name:size:)`, SwiftUI's `Font.custom`) would draw the wrong instance: build it
  /// from a font descriptor with ``variations`` instead.
  public var needsVariations: Bool { !font.face.axisValues.isEmpty }

  /// Paragraph line height and kern for attributed strings, for the resolved size.
  public var textAttributes: TextAttributes {
    TextAttributes(lineHeight: font.lineHeight, kern: font.tracking, pointSize: font.pointSize)
  }

  /// What identifies the font the plan produces; compare identities, not platform fonts (see
  /// ``FontIdentity``).
  public var identity: FontIdentity {
    switch sizing {
    case .platformScaled(let style, let baseSize, let maximum):
      FontIdentity(
        postScriptName: postScriptName, variations: variations, pointSize: baseSize,
        scaledRelativeTo: style, maximumPointSize: maximum)
    case .fixed(let pointSize):
      FontIdentity(
        postScriptName: postScriptName, variations: variations, pointSize: pointSize,
        scaledRelativeTo: nil, maximumPointSize: nil)
    }
  }
}

/// Changes of the environment that make a font or its attributes stale.
public struct UpdateTriggers: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The content size category (`preferredContentSizeCategory`, `dynamicTypeSize`).
  public static let contentSizeCategory = UpdateTriggers(rawValue: 1 << 0)
  /// The Bold Text setting (`legibilityWeight`).
  public static let legibilityWeight = UpdateTriggers(rawValue: 1 << 1)
}

/// One variation axis value, with the numeric identifier Core Text's variation dictionary uses.
public struct FontVariation: Hashable, Sendable {
  /// The axis tag, such as `wght`.
  public let tag: String
  /// The axis value.
  public let value: Double

  /// Creates a value for an axis.
  public init(tag: String, value: Double) {
    self.tag = tag
    self.value = value
  }

  /// The tag's four bytes as a big-endian integer, the key of `kCTFontVariationAttribute`'s
  /// dictionary (`wght` → 0x77676874). Shorter tags are padded with spaces, as OpenType does.
  public var identifier: Int {
    var bytes = Array(tag.utf8.prefix(4))
    while bytes.count < 4 { bytes.append(0x20) }
    return bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  /// The value of a font descriptor's `kCTFontVariationAttribute`: each axis's ``identifier``
  /// and value. Two tags with the same identifier (tags longer than four characters share
  /// their first four) keep the later value instead of trapping.
  public static func coreTextVariations(_ variations: [FontVariation]) -> [Int: Double] {
    Dictionary(
      variations.map { ($0.identifier, $0.value) }, uniquingKeysWith: { _, later in later })
  }

  /// ``coreTextVariations(_:)`` for axis values keyed by tag, such as a face's `axisValues`;
  /// tags are taken in sorted order, so the result does not depend on the dictionary's order.
  public static func coreTextVariations(axisValues: [String: Double]) -> [Int: Double] {
    coreTextVariations(
      axisValues.sorted { $0.key < $1.key }.map { FontVariation(tag: $0.key, value: $0.value) })
  }
}

/// Paragraph and character attributes that keep a style's line height and tracking in
/// attributed strings (`NSAttributedString.Key.paragraphStyle` and `.kern`) and in SwiftUI.
public struct TextAttributes: Hashable, Sendable {
  /// The baseline-to-baseline line height in points: the paragraph style's minimum and maximum
  /// line height.
  public let lineHeight: Double
  /// The letter spacing in points (`NSAttributedString.Key.kern`, SwiftUI `tracking`).
  public let kern: Double
  /// The point size the values are for.
  public let pointSize: Double

  /// Creates attributes.
  public init(lineHeight: Double, kern: Double, pointSize: Double) {
    self.lineHeight = lineHeight
    self.kern = kern
    self.pointSize = pointSize
  }

  /// SwiftUI's `lineSpacing`: the space to add between lines of a font whose own line height
  /// is `naturalLineHeight` (`UIFont.lineHeight`), never negative (SwiftUI cannot tighten).
  public func lineSpacing(naturalLineHeight: Double) -> Double {
    max(0, lineHeight - naturalLineHeight)
  }

  /// The baseline offset that centres the glyphs in a line taller than the font's own: UIKit
  /// puts all of a paragraph style's extra line height above the text, so half of it moves the
  /// baseline back up. Zero when the line is not taller than the font.
  public func baselineOffset(naturalLineHeight: Double) -> Double {
    max(0, lineHeight - naturalLineHeight) / 2
  }
}

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

  /// The size a style has at ``ContentSizeCategory/large`` before any scaling: the file's
  /// `size`, or Apple's size for the style it is relative to.
  public func baseSize(of style: StyleName, on platform: Platform) -> Double? {
    guard let definition = definition(of: style) else { return nil }
    if let size = definition.size { return size }
    guard let relative = definition.relativeTo ?? style.textStyle else { return nil }
    return
      (platform.metrics(for: relative, at: .large)
      ?? platform.basePlatform.metrics(for: relative, at: .large))?.pointSize
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
    if definition.minimumSize ?? defaults.minimumSize != nil {
      return (fixed, "UIFontMetrics has no minimum size")
    }
    if definition.categoryOverrides.values.contains(where: { $0.size != nil || $0.weight != nil }) {
      return (fixed, "sizes or weights are given per category")
    }
    if environment.overrideCategory != nil || environment.categoryRange != nil {
      return (fixed, "the category is chosen by the app, not by the platform's traits")
    }
    guard let baseSize = baseSize(of: font.style, on: environment.platform) else {
      return (fixed, "no base size")
    }
    let maximum = definition.maximumSize ?? defaults.maximumSize
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
