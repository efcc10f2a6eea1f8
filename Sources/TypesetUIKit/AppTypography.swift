#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import Foundation
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import TypesetCoreText
    import UIKit
  #endif

  /// The app-wide replacement of the system font by a typography: opt-in, idempotent and
  /// reversible.
  ///
  /// After ``install(_:)``, UIKit's system-font factories answer with the typography's faces,
  /// every answer coming from the engine's ``SystemFontSubstitution``:
  /// `UIFont.preferredFont(forTextStyle:)` (and `compatibleWith:`),
  /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)` (and `compatibleWith:`),
  /// `systemFont(ofSize:)`, `systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`,
  /// `italicSystemFont(ofSize:)`, and the system fonts of labels, buttons (configuration-based
  /// ones through their title's attributes transformer), text fields and text views loaded from
  /// xibs and storyboards. Appearance proxies restyle navigation bar titles (standard and large,
  /// the legacy attributes and `UINavigationBarAppearance`), tab bar items, bar button items and
  /// segmented controls, again whenever the text size or Bold Text changes. Monospaced, symbol
  /// and icon fonts are never replaced.
  ///
  /// ```swift
  /// func application(_ application: UIApplication, didFinishLaunchingWithOptions …) -> Bool {
  ///   try? FontRegistration.register(typography, in: .main)
  ///   AppTypography.install(typography)
  ///   return true
  /// }
  /// ```
  ///
  /// Fonts asked for without traits (or with an unspecified category or legibility weight)
  /// follow the user's app-wide setting (`UIApplication.preferredContentSizeCategory` and Bold
  /// Text), whichever thread asks: never `UITraitCollection.current`, which is per thread and
  /// set by UIKit only while it updates a view. On iOS 17 and tvOS 17 they follow the trait
  /// overrides of the key window and of its window scene first (`traitOverrides`:
  /// `preferredContentSizeCategory` and `legibilityWeight`, set by the app or by
  /// ``UIKit/UIWindow/setTextSizeOverride(_:)``). A view's or view controller's own overrides
  /// cannot reach such a request, which does not say who asks; they reach what is asked for with
  /// the view's traits: ``UIKit/UILabel/setTypography(_:style:text:)``,
  /// `preferredFont(forTextStyle:compatibleWith: view.traitCollection)`, fonts decoded from
  /// xibs, configuration buttons' titles, and labels that adjust their preferred font
  /// themselves (`adjustsFontForContentSizeCategory`, which rescales with the label's traits).
  ///
  /// The type is not called `Typeset`, which would hide the engine module of the same name
  /// from code that imports both.
  @MainActor public enum AppTypography {
    /// The installed typography, or `nil`.
    public static var installed: Typography? { InstalledTypography.state.substitution?.typography }

    /// Replaces the system font app-wide with `typography`'s faces. Installing again replaces
    /// the typography; the method exchanges happen once, at the first install, and are never
    /// undone.
    ///
    /// Unavailable in app extensions, as `UIApplication.shared` (which the install reads the
    /// user's text size from, and finds the app's windows with) is; the rest of the module,
    /// ``UIKit/UIWindow/setTextSizeOverride(_:)`` included, links into an extension.
    @available(iOSApplicationExtension, unavailable)
    public static func install(_ typography: Typography) {
      TextSettingsObserver.start()
      InstalledTypography.state.install(typography) { Swizzling.exchangeAll() }
      InstalledTypography.settingsDidChange = { Appearance.apply() }
      if #available(iOS 17.0, tvOS 17.0, *) { KeyWindowObserver.start() }
      Appearance.apply()
    }

    /// Restores UIKit's own system font and the appearance the app had before ``install(_:)``.
    /// Fonts already set on views stay until they are set again.
    ///
    /// The replaced methods stay in place and call UIKit's originals from now on, so a thread
    /// inside a replacement at this moment finishes normally.
    public static func uninstall() {
      InstalledTypography.state.uninstall()
      Appearance.restore()
    }
  }

  /// The typography the replaced factories read (they may run on any thread) and the app-wide
  /// text settings they answer in when a request carries no traits.
  enum InstalledTypography {
    static let state = AppWideInstall()
    static let settings = AppTextSettings()
    /// The key window's trait overrides (iOS 17, tvOS 17), kept by `KeyWindowObserver`.
    static let keyWindowOverrides = KeyWindowTraitOverrides()
    /// What the install does when the app-wide settings change outside its own observer (an
    /// in-app text size): set by ``AppTypography/install(_:)``, which app extensions cannot
    /// call, so that code available to them never names `UIApplication.shared`.
    @MainActor static var settingsDidChange: (@MainActor () -> Void)?

    /// The installed substitution and the environment of a request, or `nil` when nothing is
    /// installed or the factory is being called from inside a replacement (Core Text and
    /// `UIFontMetrics` may ask for system fonts themselves).
    static func context(traits: UITraitCollection? = nil) -> (
      InstalledSubstitution, TypeEnvironment
    )? {
      guard !Reentrancy.isActive, let installed = state.substitution else { return nil }
      return (installed, environment(traits: traits))
    }

    /// The environment a request is answered in: each trait the request specifies, then each
    /// the key window overrides, then the app-wide settings (the user's, or the app's text size
    /// set with `setTextSizeOverride`).
    static func environment(traits: UITraitCollection?) -> TypeEnvironment {
      let request = traits.map(RequestTraits.init(traitCollection:)) ?? RequestTraits()
      let combined = request.filled(from: keyWindowOverrides.traits)
      return TypeEnvironment(platform: .running, traits: combined, app: settings.values)
    }
  }

  /// A per-thread flag that stops a replacement from replacing the fonts it asks for itself.
  enum Reentrancy {
    private static let key = "org.typeset.substituting"

    static var isActive: Bool { Thread.current.threadDictionary[key] != nil }

    static func run<Result>(_ body: () -> Result) -> Result {
      guard !isActive else { return body() }
      Thread.current.threadDictionary[key] = true
      defer { Thread.current.threadDictionary[key] = nil }
      return body()
    }
  }
#endif
