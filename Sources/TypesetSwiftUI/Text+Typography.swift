#if canImport(SwiftUI)
  import DynamicType
  import SwiftUI
  import Typeset
  import TypesetCoreText

  extension Text {
    /// Styles this text with a style of the environment's typography, as
    /// ``SwiftUI/View/typography(_:)-(StyleName)`` does, with the style's tracking on every OS
    /// version: `Text.tracking(_:)` applies it, where `View.tracking(_:)` needs iOS 16, tvOS 16
    /// or watchOS 9 (see `SwiftUITracking`).
    ///
    /// ```swift
    /// Text("Price").typography(.custom("price"))
    /// ```
    public func typography(_ style: StyleName) -> some View {
      TypographyText(text: self, style: style)
    }

    /// Styles this text with one of Apple's text styles of the environment's typography; see
    /// ``SwiftUI/Text/typography(_:)-(StyleName)``.
    public func typography(_ style: TextStyle) -> some View {
      TypographyText(text: self, style: .textStyle(style))
    }
  }

  /// A `Text` with a plan of the engine: the font and tracking on the `Text` itself, the line
  /// spacing on the view. SwiftUI calls `body` again when any environment value it reads
  /// changes.
  struct TypographyText: View {
    let text: Text
    let style: StyleName
    @Environment(\.typography) private var typography
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.displayScale) private var displayScale

    var body: some View {
      if let plan = typography?.swiftUIPlan(
        for: style, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight,
        displayScale: displayScale)
      {
        let attributes = plan.textAttributes
        let natural = CoreTextFonts.naturalLineHeight(for: plan, pointSize: plan.font.pointSize)
        // Text.tracking(_:) exists at every version the package supports (.textModifier).
        let tracking =
          SwiftUITracking(for: .text, on: .running, version: .running) == .textModifier
          ? attributes.kern : 0
        text
          .font(Font.typeset(plan))
          .tracking(CGFloat(tracking))
          .lineSpacing(CGFloat(attributes.lineSpacing(naturalLineHeight: natural)))
      } else {
        text
      }
    }
  }
#endif
