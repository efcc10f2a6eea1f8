#if canImport(SwiftUI)
  import SwiftUI
  import Typeset

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
  }
#endif
