import DynamicType

/// Values that replace the derived ones on one platform other than iOS: the `platforms`
/// entry of a style or of the defaults, such as `"platforms": {"macOS": {"size": 14}}`.
///
/// Without an entry, a platform takes the style's iOS values scaled by Apple's own ratio for
/// the style it follows (macOS body 13 / iOS body 17); see ``StyleDefinition/platforms``. The
/// values of an entry are that platform's points and are used as given.
public struct PlatformValues: Hashable, Sendable {
  /// The point size at large on the platform, replacing the scaled `size` (and the style's
  /// category sizes, which are iOS values) there.
  public var size: Double?
  /// The smallest point size on the platform.
  public var minimumSize: Double?
  /// The largest point size on the platform.
  public var maximumSize: Double?
  /// How the size follows the category on the platform.
  public var scaling: Scaling?

  /// Creates an entry; every value may be `nil`.
  public init(
    size: Double? = nil, minimumSize: Double? = nil, maximumSize: Double? = nil,
    scaling: Scaling? = nil
  ) {
    self.size = size
    self.minimumSize = minimumSize
    self.maximumSize = maximumSize
    self.scaling = scaling
  }

  /// Whether the entry sets nothing.
  public var isEmpty: Bool {
    size == nil && minimumSize == nil && maximumSize == nil && scaling == nil
  }

  /// The platforms a `platforms` section may name, in the order they are written: every
  /// platform but iOS, whose values are the style's own (and its iOS 7–10 preset).
  public static let platforms: [Platform] = [.macOS, .tvOS, .watchOS, .visionOS]

  /// The key of a platform in a `platforms` section: `macOS`, `tvOS`, `watchOS`, `visionOS`.
  public static func key(for platform: Platform) -> String {
    switch platform {
    case .iOS: "iOS"
    case .iOS7: "iOS7"
    case .macOS: "macOS"
    case .tvOS: "tvOS"
    case .watchOS: "watchOS"
    case .visionOS: "visionOS"
    }
  }
}
