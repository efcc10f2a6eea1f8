#if canImport(SwiftUI) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import SwiftUI
    import TypesetCoreText
  #endif

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
    /// The environment values the styling depends on.
    var typographyEnvironment = TypographyEnvironment()

    func body(content: Content) -> some View {
      if let styling = typographyEnvironment.styling(for: style) {
        let styled = content.font(styling.font).lineSpacing(styling.lineSpacing)
        // View.tracking(_:) needs iOS 16, tvOS 16, watchOS 9; before, no SwiftUI API reaches the
        // text inside a view (Text.typography(_:) applies Text.tracking(_:) instead).
        if SwiftUITracking(for: .view, on: .running, version: .running) == .viewModifier,
          #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        {
          styled.tracking(styling.tracking)
        } else {
          styled
        }
      } else {
        content
      }
    }
  }
#endif
