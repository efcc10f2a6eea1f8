#if canImport(SwiftUI) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import SwiftUI
    import TypesetCoreText
  #endif

  /// The environment key of ``SwiftUI/EnvironmentValues/typography``.
  struct TypographyKey: EnvironmentKey {
    static let defaultValue: Typography? = nil
  }

  extension EnvironmentValues {
    /// The typography that ``SwiftUI/View/typography(_:)-(StyleName)`` styles text with;
    /// `nil` until a view sets one with ``SwiftUI/View/typography(_:)-(Typography)``.
    public var typography: Typography? {
      get { self[TypographyKey.self] }
      set { self[TypographyKey.self] = newValue }
    }
  }

  extension View {
    /// Sets the typography that this view and its descendants style text with.
    ///
    /// ```swift
    /// ContentView().typography(typography)
    /// ```
    public func typography(_ typography: Typography) -> some View {
      environment(\.typography, typography)
    }

    /// Sets the typography, and makes `defaultStyle` the font of every text in this view that
    /// names no font of its own (SwiftUI's environment font, which `Text` and controls' labels
    /// use): the SwiftUI side of the UIKit adapter's app-wide install, which does not reach
    /// SwiftUI's fonts. The font follows the environment's `dynamicTypeSize` and
    /// `legibilityWeight`.
    ///
    /// ```swift
    /// UIHostingController(
    ///   rootView: ContentView().typography(typography, defaultStyle: .textStyle(.body)))
    /// ```
    ///
    /// A text that names a font (`.font(.headline)`) keeps it; style it with
    /// ``SwiftUI/View/typography(_:)-(StyleName)`` instead.
    public func typography(_ typography: Typography, defaultStyle: StyleName) -> some View {
      modifier(DefaultFontModifier(style: defaultStyle)).environment(\.typography, typography)
    }
  }

  /// Sets the environment's font to a style of the environment's typography; SwiftUI calls
  /// `body` again when any environment value it reads changes.
  struct DefaultFontModifier: ViewModifier {
    let style: StyleName
    /// The environment values the styling depends on.
    var typographyEnvironment = TypographyEnvironment()

    func body(content: Content) -> some View {
      if let styling = typographyEnvironment.styling(for: style) {
        content.font(styling.font)
      } else {
        content
      }
    }
  }
#endif
