import DynamicType

/// How SwiftUI applies a style's tracking (letter spacing) to some content on a platform at an
/// OS version.
///
/// `View.tracking(_:)`, which reaches the text inside any view, needs iOS 16, macOS 13, tvOS 16,
/// watchOS 9 or visionOS 1. `Text.tracking(_:)` needs only iOS 13, macOS 10.15, tvOS 13 or
/// watchOS 6, so it works on a `Text` at every version the package supports. So the SwiftUI
/// adapter's `Text.typography(_:)` applies tracking everywhere, and `View.typography(_:)` on
/// another view applies it where `View.tracking(_:)` exists; before that nothing can, and the
/// text keeps the font's own spacing.
///
/// Source: the availability of `tracking(_:)` in SwiftUI's interface (`@available(iOS 16.0,
/// macOS 13.0, tvOS 16.0, watchOS 9.0, *)` on `View`, `@available(iOS 13.0, macOS 10.15,
/// tvOS 13.0, watchOS 6.0, *)` on `Text`).
///
/// ```swift
/// SwiftUITracking(for: .view, on: .iOS, version: PlatformVersion(15))  // .unavailable
/// SwiftUITracking(for: .text, on: .iOS, version: PlatformVersion(15))  // .textModifier
/// ```
public enum SwiftUITracking: Hashable, Sendable {
  /// `View.tracking(_:)`.
  case viewModifier
  /// `Text.tracking(_:)`, on the `Text` itself.
  case textModifier
  /// No SwiftUI API applies tracking to this content at this version.
  case unavailable

  /// The content that gets the tracking.
  public enum Content: Hashable, Sendable {
    /// A `Text`.
    case text
    /// Any other view, such as a container of text.
    case view
  }

  /// How SwiftUI applies tracking to `content` on `platform` at `version`.
  public init(for content: Content, on platform: Platform, version: PlatformVersion) {
    switch content {
    case .text:
      self = .textModifier
    case .view:
      self = version >= Self.viewModifierIntroduction(on: platform) ? .viewModifier : .unavailable
    }
  }

  /// The first version of a platform whose SwiftUI has `View.tracking(_:)`.
  public static func viewModifierIntroduction(on platform: Platform) -> PlatformVersion {
    switch platform.basePlatform {
    case .iOS, .iOS7, .tvOS: PlatformVersion(16)
    case .macOS: PlatformVersion(13)
    case .watchOS: PlatformVersion(9)
    case .visionOS: PlatformVersion(1)
    }
  }
}
