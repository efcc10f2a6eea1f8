#if canImport(SwiftUI) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Foundation
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import SwiftUI
    import TypesetCoreText
  #endif

  /// What this module's views and modifiers draw a plan with: the SwiftUI font, the line
  /// spacing that gives the style's line height over the face's own, and the tracking.
  struct SwiftUIStyling: Sendable {
    /// The font (``SwiftUI/Font/typeset(_:)``).
    let font: Font
    /// Points added between lines: the plan's line height minus the face's natural one.
    let lineSpacing: CGFloat
    /// The style's tracking, in points.
    let tracking: CGFloat

    /// Makes the font, and a Core Text font to measure the face's natural line height.
    init(_ plan: PlatformFontPlan) {
      let attributes = plan.textAttributes
      let natural = CoreTextFonts.naturalLineHeight(for: plan, pointSize: plan.font.pointSize)
      font = Font.typeset(plan)
      lineSpacing = CGFloat(attributes.lineSpacing(naturalLineHeight: natural))
      tracking = CGFloat(attributes.kern)
    }
  }

  /// The stylings made so far, one per plan, shared by every view of the process.
  ///
  /// SwiftUI evaluates a view's `body` whenever an environment value it reads changes, and
  /// again whenever its parent is evaluated (a text in a list, an animation), with the same
  /// environment nearly every time. Making the font there each time would create a `Font`, and
  /// a Core Text font for the line height (two for a variable face), per text per evaluation.
  ///
  /// The key is the engine's plan, a value that holds everything the styling is made from: the
  /// face and its axes, the point size, who scales it, the line height and the tracking, which
  /// in turn follow the typography, the style, the dynamic type size, Bold Text and the display
  /// scale. Two environments that resolve to one plan share one styling; a typography that
  /// resolves a style differently gets its own. The plan itself is still asked for at every
  /// evaluation (the engine's resolution cache answers it): `Typography` has no identity an
  /// adapter can key on, so caching it by its inputs would need one from the engine.
  ///
  /// Safe from any thread: one lock guards the table, never held while a styling is made.
  final class SwiftUIStylingCache: @unchecked Sendable {
    /// The cache the views and modifiers use.
    static let shared = SwiftUIStylingCache()

    /// The most stylings kept; past it the table starts again (an app has a few dozen styles at
    /// a few sizes; a bound keeps a pathological one from growing it for ever).
    static let limit = 256

    private let lock = NSLock()
    private var stylings: [PlatformFontPlan: SwiftUIStyling] = [:]

    /// The styling of `plan`, made on the first request and kept.
    func styling(for plan: PlatformFontPlan) -> SwiftUIStyling {
      if let cached = lock.withLock({ stylings[plan] }) { return cached }
      let made = SwiftUIStyling(plan)
      return lock.withLock {
        // Another thread may have made it meanwhile: keep one, so that every view gets the
        // same font value.
        if let raced = stylings[plan] { return raced }
        if stylings.count >= Self.limit { stylings.removeAll() }
        stylings[plan] = made
        return made
      }
    }

    /// How many stylings are kept.
    var count: Int { lock.withLock { stylings.count } }

    /// Forgets every styling (for tests, and after fonts were registered late).
    func removeAll() { lock.withLock { stylings.removeAll() } }
  }

  /// What a style's styling depends on in a view's environment, as one property of the views and
  /// modifiers of this module: the typography, `dynamicTypeSize`, `legibilityWeight` and
  /// `displayScale`. SwiftUI calls the `body` that reads them again when any of them changes.
  struct TypographyEnvironment: DynamicProperty {
    @Environment(\.typography) private var typography
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.displayScale) private var displayScale

    /// The styling of `style` in the environment's typography, or `nil` when the environment has
    /// no typography or the style does not resolve.
    func styling(for style: StyleName) -> SwiftUIStyling? {
      typography?.swiftUIStyling(
        for: style, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight,
        displayScale: displayScale)
    }
  }

  extension Typography {
    /// The engine's plan for a style in the environment SwiftUI gives a view (its
    /// `dynamicTypeSize`, `legibilityWeight` and `displayScale`, on the running platform), or
    /// `nil` when the style does not resolve: what every modifier of this module draws with.
    func swiftUIPlan(
      for style: StyleName, dynamicTypeSize: DynamicTypeSize,
      legibilityWeight: LegibilityWeight?, displayScale: CGFloat
    ) -> PlatformFontPlan? {
      let environment = TypeEnvironment(
        platform: .running, category: DynamicType.ContentSizeCategory(dynamicTypeSize),
        isBoldTextEnabled: legibilityWeight == .bold, displayScale: Double(displayScale))
      return try? platformFontPlan(for: style, in: environment)
    }

    /// The styling of a style in a view's environment, from ``SwiftUIStylingCache/shared``, or
    /// `nil` when the style does not resolve.
    func swiftUIStyling(
      for style: StyleName, dynamicTypeSize: DynamicTypeSize,
      legibilityWeight: LegibilityWeight?, displayScale: CGFloat
    ) -> SwiftUIStyling? {
      swiftUIPlan(
        for: style, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight,
        displayScale: displayScale
      ).map(SwiftUIStylingCache.shared.styling(for:))
    }
  }
#endif
