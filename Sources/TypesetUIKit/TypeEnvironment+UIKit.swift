#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import TypesetCoreText
    import UIKit
  #endif

  extension TypeEnvironment {
    /// The environment a trait collection describes: its content size category, Bold Text
    /// (`legibilityWeight == .bold`) and display scale, on the running platform's tables.
    ///
    /// ```swift
    /// let environment = TypeEnvironment(traitCollection: view.traitCollection)
    /// ```
    public init(traitCollection: UITraitCollection, platform: Platform = .running) {
      self.init(
        platform: platform,
        contentSizeCategoryRawValue: traitCollection.preferredContentSizeCategory.rawValue,
        isBoldTextEnabled: traitCollection.legibilityWeight == .bold,
        displayScale: Double(traitCollection.displayScale))
    }
  }

  extension RequestTraits {
    /// The traits a trait collection specifies (unspecified ones are `nil`).
    public init(traitCollection: UITraitCollection) {
      self.init(
        contentSizeCategoryRawValue: traitCollection.preferredContentSizeCategory.rawValue,
        legibilityWeightRawValue: traitCollection.legibilityWeight.rawValue,
        displayScale: Double(traitCollection.displayScale))
    }
  }

  extension UIFont.TextStyle {
    /// UIKit's text style for one of Typeset's.
    public init(_ style: DynamicType.TextStyle) {
      self.init(rawValue: style.uiKitRawValue)
    }
  }

  extension UIContentSizeCategory {
    /// UIKit's category for one of Typeset's.
    public init(_ category: ContentSizeCategory) {
      self.init(rawValue: category.uiKitRawValue)
    }
  }
#endif
