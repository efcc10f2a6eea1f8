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
