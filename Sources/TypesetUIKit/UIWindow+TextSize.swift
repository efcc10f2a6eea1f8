#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import UIKit
  #endif

  extension UIWindow {
    /// An in-app text size: overrides the window's content size category, so every view in
    /// it (and every `UIFontMetrics` font) follows the app's choice instead of the user's
    /// setting. `nil` returns to the user's setting.
    ///
    /// ```swift
    /// window.setTextSizeOverride(.accessibility1)
    /// ```
    @available(iOS 17.0, tvOS 17.0, *)
    public func setTextSizeOverride(_ category: ContentSizeCategory?) {
      guard let category else {
        traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        return
      }
      traitOverrides.preferredContentSizeCategory = UIContentSizeCategory(category)
    }
  }
#endif
