#if canImport(SwiftUI) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import SwiftUI
    import TypesetCoreText
  #endif

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
    /// The environment values the styling depends on.
    var typographyEnvironment = TypographyEnvironment()

    var body: some View {
      if let styling = typographyEnvironment.styling(for: style) {
        // Text.tracking(_:) exists at every version the package supports (.textModifier).
        let tracking =
          SwiftUITracking(for: .text, on: .running, version: .running) == .textModifier
          ? styling.tracking : 0
        text
          .font(styling.font)
          .tracking(tracking)
          .lineSpacing(styling.lineSpacing)
      } else {
        text
      }
    }
  }
#endif
