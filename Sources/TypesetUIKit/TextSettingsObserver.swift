#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import Foundation
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import UIKit
  #endif

  /// Keeps the app-wide text settings (`InstalledTypography.settings`) current, on the main
  /// thread: from `UIApplication.preferredContentSizeCategory` and
  /// `UIAccessibility.isBoldTextEnabled`, read at the first install and again whenever UIKit
  /// posts `UIContentSizeCategory.didChangeNotification` or
  /// `UIAccessibility.boldTextStatusDidChangeNotification`. A change sets the appearance
  /// proxies' fonts again. Not in app extensions, which have no `UIApplication.shared`.
  @MainActor enum TextSettingsObserver {
    private static var observers: [any NSObjectProtocol] = []

    /// Reads the settings and starts observing them; later calls only read them again.
    @available(iOSApplicationExtension, unavailable)
    static func start() {
      refresh()
      guard observers.isEmpty else { return }
      let center = NotificationCenter.default
      for name in [
        UIContentSizeCategory.didChangeNotification,
        UIAccessibility.boldTextStatusDidChangeNotification,
      ] {
        // UIKit posts both on the main thread; queue nil delivers them there at once. Posted
        // elsewhere, the refresh waits for the main actor.
        observers.append(
          center.addObserver(forName: name, object: nil, queue: nil) { _ in
            if Thread.isMainThread {
              MainActor.assumeIsolated { refresh() }
            } else {
              Task { @MainActor in refresh() }
            }
          })
      }
    }

    /// Reads UIKit's app-wide values; when they changed, sets the appearance fonts again.
    @available(iOSApplicationExtension, unavailable)
    static func refresh() {
      let values = AppTextSettings.Values(
        contentSizeCategoryRawValue: UIApplication.shared.preferredContentSizeCategory.rawValue,
        isBoldTextEnabled: UIAccessibility.isBoldTextEnabled)
      if InstalledTypography.settings.update(values) {
        Appearance.apply()
      }
    }
  }
#endif
