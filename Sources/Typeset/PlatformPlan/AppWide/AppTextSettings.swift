import DynamicType

/// The user's text settings for the whole app: what a font request that carries no traits (or
/// unspecified ones) is answered in.
///
/// UIKit's `UITraitCollection.current` belongs to the calling thread: off the main thread, or
/// outside UIKit's own trait updates, it reads as Large whatever the user chose, so a replaced
/// `UIFont.preferredFont(forTextStyle:)` asked from a background thread would ignore the text
/// size. The UIKit adapter therefore keeps one app-wide value, updated on the main thread from
/// `UIApplication.preferredContentSizeCategory` and the Bold Text setting whenever UIKit
/// reports a change, and every thread reads it from here.
///
/// ```swift
/// let settings = AppTextSettings()
/// settings.update(AppTextSettings.Values(category: .xxLarge, isBoldTextEnabled: true))  // true
/// TypeEnvironment(platform: .iOS, traits: nil, app: settings.values).category  // .xxLarge
/// ```
public final class AppTextSettings: @unchecked Sendable {
  /// One reading of the settings.
  public struct Values: Hashable, Sendable {
    /// The content size category the user chose (`UIApplication.preferredContentSizeCategory`).
    public var category: ContentSizeCategory
    /// Whether Bold Text is on (`UIAccessibility.isBoldTextEnabled`).
    public var isBoldTextEnabled: Bool

    /// Creates a reading; by default Large without Bold Text, UIKit's defaults.
    public init(category: ContentSizeCategory = .large, isBoldTextEnabled: Bool = false) {
      self.category = category
      self.isBoldTextEnabled = isBoldTextEnabled
    }

    /// A reading from UIKit's values: `UIContentSizeCategory.rawValue` (an unspecified or
    /// unknown value reads as Large, as UIKit treats it) and the Bold Text flag.
    public init(contentSizeCategoryRawValue: String?, isBoldTextEnabled: Bool) {
      let category = contentSizeCategoryRawValue.flatMap(ContentSizeCategory.init(parsing:))
      self.init(category: category ?? .large, isBoldTextEnabled: isBoldTextEnabled)
    }
  }

  private let lock = Lock()
  private var stored: Values
  private var override: ContentSizeCategory?

  /// Creates settings holding `values`.
  public init(_ values: Values = Values()) {
    stored = values
  }

  /// The current values, with the app's text-size override (if any) as the category; safe to
  /// read from any thread.
  public var values: Values {
    lock.withLock {
      var values = stored
      if let override { values.category = override }
      return values
    }
  }

  /// The user's own values, without the app's text-size override.
  public var userValues: Values { lock.withLock { stored } }

  /// The category the app chose in place of the user's (`UIWindow.setTextSizeOverride(_:)`),
  /// or `nil`.
  public var textSizeOverride: ContentSizeCategory? { lock.withLock { override } }

  /// Records the user's new values.
  ///
  /// - Returns: Whether they differ from the previous ones: the caller then refreshes what was
  ///   computed from them (appearance proxies, cached fonts).
  @discardableResult
  public func update(_ values: Values) -> Bool {
    lock.withLock {
      guard stored != values else { return false }
      stored = values
      return true
    }
  }

  /// Records the app's text-size override, which ``values`` reports as the category instead
  /// of the user's until it is set to `nil`: a request without traits (which cannot see a
  /// window's trait overrides) is then answered at the app's text size.
  ///
  /// - Returns: Whether the override changed.
  @discardableResult
  public func setTextSizeOverride(_ category: ContentSizeCategory?) -> Bool {
    lock.withLock {
      guard override != category else { return false }
      override = category
      return true
    }
  }
}
