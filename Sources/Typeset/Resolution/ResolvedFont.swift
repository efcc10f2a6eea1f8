import DynamicType

/// A style resolved for one environment: the face to draw with and the numbers to draw at.
///
/// Every output of Typeset (the UIKit and SwiftUI fonts, specimens, audits) comes from a
/// `ResolvedFont`, so they agree. ``steps`` explains how each number was reached.
///
/// A resolved font is one reference to immutable storage, so copying it out of the resolution
/// cache costs one retain. Two resolved fonts are equal when they draw the same: the same
/// style, category, platform, Bold Text, face and numbers (the wording of ``steps`` is not
/// compared).
public struct ResolvedFont: Hashable, Sendable {
  /// The numbers, kept by reference.
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let values: Values
    /// What ``steps`` re-runs the resolution on; `nil` when the font was built with its steps.
    let explanation: Explanation?
    let recordedSteps: [ResolutionStep]

    init(values: Values, explanation: Explanation?, steps: [ResolutionStep]) {
      self.values = values
      self.explanation = explanation
      self.recordedSteps = steps
    }
  }

  /// Everything a resolution decides.
  @usableFromInline struct Values: Hashable, Sendable {
    @usableFromInline let style: StyleName
    @usableFromInline let relativeTo: TextStyle
    @usableFromInline let category: ContentSizeCategory
    @usableFromInline let platform: Platform
    @usableFromInline let isBoldTextEnabled: Bool
    @usableFromInline let face: ResolvedFace
    @usableFromInline let baseSize: Double
    @usableFromInline let pointSize: Double
    @usableFromInline let unclampedPointSize: Double
    @usableFromInline let clampedPointSize: Double
    @usableFromInline let normalization: NormalizationFactor?
    @usableFromInline let lineHeight: Double
    @usableFromInline let tracking: Double
    @usableFromInline let scaling: ScalingStrategy
  }

  /// The inputs of a resolution, to explain it again on demand.
  struct Explanation: Sendable {
    let content: TypographyContent
    let environment: TypeEnvironment
  }

  @usableFromInline let storage: Storage

  init(_ values: Values, explanation: Explanation?, steps: [ResolutionStep]) {
    storage = Storage(values: values, explanation: explanation, steps: steps)
  }

  /// A font sharing the storage of another, kept by a ``CompiledResolutionTable``.
  @usableFromInline init(storage: Storage) {
    self.storage = storage
  }

  /// The style that was resolved.
  @inlinable public var style: StyleName { storage.values.style }
  /// The Apple style whose curve the size followed.
  @inlinable public var relativeTo: TextStyle { storage.values.relativeTo }
  /// The category the numbers are for (the environment's effective category).
  @inlinable public var category: ContentSizeCategory { storage.values.category }
  /// The platform whose tables were used.
  @inlinable public var platform: Platform { storage.values.platform }
  /// Whether Bold Text was on.
  @inlinable public var isBoldTextEnabled: Bool { storage.values.isBoldTextEnabled }
  /// The face and the weight it is drawn at.
  @inlinable public var face: ResolvedFace { storage.values.face }
  /// The size at `ContentSizeCategory.large` before any scaling: the file's `size`, or
  /// Apple's size for the style it is relative to. Platform scaling APIs start from it.
  @inlinable public var baseSize: Double { storage.values.baseSize }
  /// The final point size: after the minimum and maximum, times the normalisation factor.
  @inlinable public var pointSize: Double { storage.values.pointSize }
  /// The size before the minimum and maximum were applied.
  @inlinable public var unclampedPointSize: Double { storage.values.unclampedPointSize }
  /// The size after the minimum and maximum, before normalisation; the line height is
  /// designed for this size.
  @inlinable public var clampedPointSize: Double { storage.values.clampedPointSize }
  /// The normalisation that multiplied the clamped size, or `nil` when none was asked for.
  @inlinable public var normalization: NormalizationFactor? { storage.values.normalization }
  /// The baseline-to-baseline line height in points, for the final size.
  @inlinable public var lineHeight: Double { storage.values.lineHeight }
  /// The letter spacing in points (`NSAttributedString.Key.kern`), for the final size.
  @inlinable public var tracking: Double { storage.values.tracking }
  /// The scaling strategy that produced the size.
  @inlinable public var scaling: ScalingStrategy { storage.values.scaling }

  /// How each number was reached, in order.
  ///
  /// Resolution does not write explanations (it is on the hot path of every font); `steps`
  /// runs the same rules again with explanations on, for the environment in which this style
  /// and effective category were first resolved (the cache keeps one font per style, platform,
  /// effective category and Bold Text). ``Typography/explain(_:in:)`` explains for a given
  /// environment.
  public var steps: [ResolutionStep] {
    guard let explanation = storage.explanation else { return storage.recordedSteps }
    var resolver = Resolver(
      content: explanation.content, style: style, environment: explanation.environment,
      recordsSteps: true)
    return (try? resolver.resolve().storage.recordedSteps) ?? []
  }

  /// Whether the minimum or maximum size changed the size.
  public var isClamped: Bool { clampedPointSize != unclampedPointSize }

  /// Whether two fonts draw the same (see the type's discussion).
  public static func == (lhs: ResolvedFont, rhs: ResolvedFont) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.values)
  }
}
