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
    /// Under ``AppTypography/install(_:)`` the override is also the app-wide category: fonts
    /// asked for without traits (`UIFont.preferredFont(forTextStyle:)`, `systemFont(ofSize:)`,
    /// from any thread), which do not say which window asks, and the appearance proxies' fonts
    /// follow it. They follow the key window's own overrides first (this one, or any the app
    /// set on the window or its scene with `traitOverrides`); for the other windows, the last
    /// override set here applies.
    ///
    /// ```swift
    /// window.setTextSizeOverride(.accessibility1)
    /// ```
    @available(iOS 17.0, tvOS 17.0, *)
    public func setTextSizeOverride(_ category: ContentSizeCategory?) {
      if let category {
        traitOverrides.preferredContentSizeCategory = UIContentSizeCategory(category)
      } else {
        traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
      }
      if InstalledTypography.settings.setTextSizeOverride(category) {
        InstalledTypography.settingsDidChange?()
      }
    }
  }
#endif
