#if canImport(SwiftUI)
  import DynamicType
  import SwiftUI
  import Typeset
  import TypesetCoreText

  extension View {
    /// Styles text with a style of the environment's typography: its font, line spacing and
    /// tracking, for the environment's `dynamicTypeSize` and `legibilityWeight` (Bold Text).
    ///
    /// ```swift
    /// Text("Price").typography(.custom("price"))
    /// ```
    public func typography(_ style: StyleName) -> some View {
      modifier(TypographyModifier(style: style))
    }

    /// Styles text with one of Apple's text styles of the environment's typography.
    public func typography(_ style: TextStyle) -> some View {
      modifier(TypographyModifier(style: .textStyle(style)))
    }
  }

  /// Applies a plan of the engine to text; SwiftUI calls `body` again when any environment
  /// value it reads changes.
  struct TypographyModifier: ViewModifier {
    let style: StyleName
    @Environment(\.typography) private var typography
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.displayScale) private var displayScale

    func body(content: Content) -> some View {
      if let plan = typography?.swiftUIPlan(
        for: style, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight,
        displayScale: displayScale)
      {
        let attributes = plan.textAttributes
        let natural = CoreTextFonts.naturalLineHeight(for: plan, pointSize: plan.font.pointSize)
        let styled =
          content
          .font(Font.typeset(plan))
          .lineSpacing(CGFloat(attributes.lineSpacing(naturalLineHeight: natural)))
        // View.tracking(_:) needs iOS 16, tvOS 16, watchOS 9; before, no SwiftUI API reaches the
        // text inside a view (Text.typography(_:) applies Text.tracking(_:) instead).
        if SwiftUITracking(for: .view, on: .running, version: .running) == .viewModifier,
          #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        {
          styled.tracking(CGFloat(attributes.kern))
        } else {
          styled
        }
      } else {
        content
      }
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
  }
#endif
