#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import Foundation
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import ObjectiveC
    import UIKit
  #endif

  /// The text traits that the app's key window overrides (its own `traitOverrides` and its
  /// window scene's, iOS 17 and tvOS 17), which a font asked for without traits follows.
  ///
  /// A request without traits (`UIFont.preferredFont(forTextStyle:)`, `systemFont(ofSize:)`)
  /// cannot tell which view asks, so it cannot see the overrides of a view or view controller;
  /// what it can follow is the window the user is looking at. The values are read on the main
  /// thread (`KeyWindowObserver`) and read here from any thread.
  final class KeyWindowTraitOverrides: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = RequestTraits()

    /// The overridden category and Bold Text; `nil` where the key window overrides nothing.
    var traits: RequestTraits { lock.withLock { stored } }

    /// Records new overrides; returns whether they changed.
    @discardableResult
    func update(_ traits: RequestTraits) -> Bool {
      lock.withLock {
        guard stored != traits else { return false }
        stored = traits
        return true
      }
    }
  }

  /// Keeps ``KeyWindowTraitOverrides`` current: follows the window that last became key
  /// (`UIWindow.didBecomeKeyNotification`) and reads its overrides again whenever its category
  /// or legibility weight changes (UIKit updates a window's traits after its or its scene's
  /// overrides change). iOS 17 and tvOS 17, where trait overrides exist.
  @available(iOS 17.0, tvOS 17.0, *)
  @MainActor enum KeyWindowObserver {
    private static var observer: (any NSObjectProtocol)?
    private static weak var followed: UIWindow?
    private static var registeredKey: UInt8 = 0

    /// Follows the key window of the first connected scene that has one, and every window that
    /// becomes key from now on; later calls only read the followed window again. Not in app
    /// extensions (the scenes are found through `UIApplication.shared`).
    @available(iOSApplicationExtension, unavailable)
    static func start() {
      if followed == nil {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        if let window = scenes.lazy.compactMap({ $0.keyWindow }).first { follow(window) }
      } else if let followed {
        refresh(from: followed)
      }
      guard observer == nil else { return }
      // UIWindow.h: "Posted when the window becomes the key window"; the window is its object.
      // UIKit posts it on the main thread; posted elsewhere, the window waits for the main actor.
      observer = NotificationCenter.default.addObserver(
        forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil
      ) { notification in
        guard let window = notification.object as? UIWindow else { return }
        if Thread.isMainThread {
          MainActor.assumeIsolated { follow(window) }
        } else {
          Task { @MainActor in follow(window) }
        }
      }
    }

    /// Follows `window`: reads its overrides now and whenever its traits change.
    static func follow(_ window: UIWindow) {
      followed = window
      let isRegistered = withUnsafePointer(to: &registeredKey) { key in
        objc_getAssociatedObject(window, key) != nil
      }
      if !isRegistered {
        let traits: [UITrait] = [
          UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self,
        ]
        window.registerForTraitChanges(traits) { (window: UIWindow, _: UITraitCollection) in
          if window === followed { refresh(from: window) }
        }
        withUnsafePointer(to: &registeredKey) { key in
          objc_setAssociatedObject(window, key, true, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
      }
      refresh(from: window)
    }

    /// Reads the window's overrides: its scene's, then its own, which UIKit applies after the
    /// scene's (traits flow from the scene to the window to its views).
    static func refresh(from window: UIWindow) {
      var category: UIContentSizeCategory?
      var weight: UILegibilityWeight?
      for overrides in [window.windowScene?.traitOverrides, window.traitOverrides] {
        guard let overrides else { continue }
        if overrides.contains(UITraitPreferredContentSizeCategory.self) {
          category = overrides.preferredContentSizeCategory
        }
        if overrides.contains(UITraitLegibilityWeight.self) {
          weight = overrides.legibilityWeight
        }
      }
      let traits = RequestTraits(
        contentSizeCategoryRawValue: category?.rawValue,
        legibilityWeightRawValue: weight?.rawValue ?? UILegibilityWeight.unspecified.rawValue,
        displayScale: 0)
      if InstalledTypography.keyWindowOverrides.update(traits) {
        InstalledTypography.settingsDidChange?()
      }
    }
  }
#endif
