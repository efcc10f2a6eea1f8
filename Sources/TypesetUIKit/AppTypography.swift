#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import ObjectiveC
  import Typeset
  import UIKit

  /// The app-wide replacement of the system font by a typography: opt-in, idempotent and
  /// reversible.
  ///
  /// After ``install(_:)``, UIKit's system-font factories answer with the typography's faces,
  /// every answer coming from the engine's ``SystemFontSubstitution``:
  /// `UIFont.preferredFont(forTextStyle:)` (and `compatibleWith:`),
  /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`, `systemFont(ofSize:)`,
  /// `systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `italicSystemFont(ofSize:)`, and
  /// the system fonts of labels, buttons, text fields and text views loaded from xibs and
  /// storyboards. Appearance proxies restyle navigation bar titles (standard and large), tab
  /// bar items, bar button items and segmented controls. Monospaced, symbol and icon fonts are
  /// never replaced.
  ///
  /// ```swift
  /// func application(_ application: UIApplication, didFinishLaunchingWithOptions …) -> Bool {
  ///   try? FontRegistration.register(typography, in: .main)
  ///   AppTypography.install(typography)
  ///   return true
  /// }
  /// ```
  ///
  /// The type is not called `Typeset`, which would hide the engine module of the same name
  /// from code that imports both.
  @MainActor public enum AppTypography {
    /// The installed typography, or `nil`.
    public static var installed: Typography? { InstalledTypography.shared.typography }

    /// Replaces the system font app-wide with `typography`'s faces. Installing again replaces
    /// the typography; the method exchanges happen once.
    public static func install(_ typography: Typography) {
      InstalledTypography.shared.typography = typography
      if !isSwizzled {
        Swizzling.exchangeAll()
        isSwizzled = true
      }
      Appearance.apply(SystemFontSubstitution(typography: typography))
    }

    /// Restores UIKit's own system font and the appearance the app had before ``install(_:)``.
    /// Fonts already set on views stay until they are set again.
    public static func uninstall() {
      guard isSwizzled else { return }
      Swizzling.exchangeAll()
      isSwizzled = false
      InstalledTypography.shared.typography = nil
      Appearance.restore()
    }

    private static var isSwizzled = false
  }

  /// The typography the swizzled factories read; they may run on any thread.
  final class InstalledTypography: @unchecked Sendable {
    static let shared = InstalledTypography()
    private let lock = NSLock()
    private var value: Typography?

    var typography: Typography? {
      get { lock.withLock { value } }
      set { lock.withLock { value = newValue } }
    }

    /// The substitution policy and the environment of the current traits, or `nil` when
    /// nothing is installed or the factory is being called from inside a replacement (Core
    /// Text and `UIFontMetrics` may ask for system fonts themselves).
    static func context(traits: UITraitCollection? = nil) -> (
      SystemFontSubstitution, TypeEnvironment, UITraitCollection
    )? {
      guard let typography = shared.typography, !Reentrancy.isActive else { return nil }
      let traits = traits ?? UITraitCollection.current
      return (
        SystemFontSubstitution(typography: typography),
        TypeEnvironment(traitCollection: traits), traits
      )
    }
  }

  /// A per-thread flag that stops a replacement from replacing the fonts it asks for itself.
  enum Reentrancy {
    private static let key = "org.typeset.substituting"

    static var isActive: Bool { Thread.current.threadDictionary[key] != nil }

    static func run<Result>(_ body: () -> Result) -> Result {
      Thread.current.threadDictionary[key] = true
      defer { Thread.current.threadDictionary[key] = nil }
      return body()
    }
  }
#endif
