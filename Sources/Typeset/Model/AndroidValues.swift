/// A style's values on Android: the `platforms.android` entry of a style, such as
/// `"platforms": {"android": {"size": 16, "leading": 24, "tracking": 10}}`.
///
/// Without an entry a style takes on Android what it has on iOS at the default category,
/// large, one point for one `sp`: its size, its line height and its tracking (see
/// ``Typography/resolve(_:android:)``). An entry's values are Android's own and are used as
/// given.
public struct AndroidValues: Hashable, Sendable {
  /// The text size in `sp` at font scale 1 (`android:textSize`, Compose's `fontSize`).
  public var size: Double?
  /// The line height in `sp` at font scale 1 (`android:lineHeight`, Compose's `lineHeight`).
  public var leading: Double?
  /// The letter spacing; Android spaces letters in em (`android:letterSpacing`), so it follows
  /// the size at every scale.
  public var tracking: TrackingSetting?

  /// Creates an entry; every value may be `nil`.
  public init(size: Double? = nil, leading: Double? = nil, tracking: TrackingSetting? = nil) {
    self.size = size
    self.leading = leading
    self.tracking = tracking
  }

  /// Whether the entry sets nothing.
  public var isEmpty: Bool { size == nil && leading == nil && tracking == nil }

  /// The key of the entry in a style's `platforms` section: `android`.
  public static let key = "android"
}
