#if canImport(SwiftUI) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import SwiftUI
  #endif

  extension DynamicType.ContentSizeCategory {
    /// Typeset's category for SwiftUI's `DynamicTypeSize`: the one that `DynamicTypeSize(_:)`
    /// below maps to `size`, and `.large` for a size SwiftUI adds later.
    public init(_ size: DynamicTypeSize) {
      self = Self.allCases.first { DynamicTypeSize($0) == size } ?? .large
    }
  }

  extension DynamicTypeSize {
    /// SwiftUI's `DynamicTypeSize` for one of Typeset's categories.
    public init(_ category: DynamicType.ContentSizeCategory) {
      switch category {
      case .xSmall: self = .xSmall
      case .small: self = .small
      case .medium: self = .medium
      case .large: self = .large
      case .xLarge: self = .xLarge
      case .xxLarge: self = .xxLarge
      case .xxxLarge: self = .xxxLarge
      case .accessibility1: self = .accessibility1
      case .accessibility2: self = .accessibility2
      case .accessibility3: self = .accessibility3
      case .accessibility4: self = .accessibility4
      case .accessibility5: self = .accessibility5
      }
    }
  }

  extension View {
    /// An in-app text size: the views inside use `category` instead of the user's setting;
    /// `nil` keeps the user's setting.
    ///
    /// ```swift
    /// ArticleView().textSizeOverride(settings.textSize)
    /// ```
    public func textSizeOverride(_ category: DynamicType.ContentSizeCategory?) -> some View {
      let size = category.map(DynamicTypeSize.init)
      return dynamicTypeSize((size ?? .xSmall)...(size ?? .accessibility5))
    }
  }
#endif
