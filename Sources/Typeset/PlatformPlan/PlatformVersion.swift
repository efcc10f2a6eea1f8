import DynamicType

/// A version of an Apple operating system, such as iOS 17.0 or visionOS 1.0: the input of the
/// decisions that depend on what the running OS offers (`TextStyle.fontMetricsStyle(on:version:)`,
/// ``SwiftUITracking``).
///
/// The adapters pass the running version as `#available` reports it (`PlatformVersion.running`
/// in TypesetCoreText), never as `ProcessInfo` does: under Mac Catalyst that reports macOS's
/// version, where `#available(iOS 17.0, *)` answers for the iOS API the app runs against.
///
/// ```swift
/// PlatformVersion(17) > PlatformVersion(16, 4)  // true
/// PlatformVersion.minimum(on: .watchOS)          // 8.0
/// ```
public struct PlatformVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The major version, such as 17.
  public let major: Int
  /// The minor version, such as 4 in 16.4.
  public let minor: Int

  /// Creates a version.
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Compares major, then minor version.
  public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  /// The version as `major.minor`, such as `17.0`.
  public var description: String { "\(major).\(minor)" }

  /// The oldest version of a platform the package supports (Package.swift's `platforms`): iOS
  /// 15, macOS 13, tvOS 15, watchOS 8, visionOS 1.
  public static func minimum(on platform: Platform) -> PlatformVersion {
    switch platform.basePlatform {
    case .iOS, .iOS7, .tvOS: PlatformVersion(15)
    case .macOS: PlatformVersion(13)
    case .watchOS: PlatformVersion(8)
    case .visionOS: PlatformVersion(1)
    }
  }

  /// The versions after ``minimum(on:)`` at which an answer of the engine's platform decisions
  /// changes, oldest first. An adapter that reports the running version need only tell these
  /// apart (TypesetCoreText's `PlatformVersion.running` checks each with `#available`).
  public static func distinguished(on platform: Platform) -> [PlatformVersion] {
    switch platform.basePlatform {
    case .iOS, .iOS7, .tvOS: [PlatformVersion(16), PlatformVersion(17)]
    case .watchOS: [PlatformVersion(9), PlatformVersion(10)]
    case .macOS, .visionOS: []
    }
  }
}
