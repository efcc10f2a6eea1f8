#if canImport(CoreText) || TYPESET_LINUX_HARNESS
  import Typeset

  extension PlatformVersion {
    /// The running OS version, at the precision the engine's platform decisions need: the
    /// newest of `PlatformVersion.distinguished(on:)` that `#available` confirms, else
    /// the package minimum.
    ///
    /// `#available`, not `ProcessInfo`: under Mac Catalyst `ProcessInfo` reports macOS's
    /// version, while `#available(iOS 17.0, *)` answers for the iOS API the app runs against.
    public static var running: PlatformVersion {
      #if os(macOS) && !targetEnvironment(macCatalyst)
        return PlatformVersion(13)
      #elseif os(watchOS)
        if #available(watchOS 10.0, *) { return PlatformVersion(10) }
        if #available(watchOS 9.0, *) { return PlatformVersion(9) }
        return PlatformVersion(8)
      #elseif os(visionOS)
        return PlatformVersion(1)
      #else
        // iOS, iPadOS, Mac Catalyst and tvOS share their version numbers here.
        if #available(iOS 17.0, tvOS 17.0, *) { return PlatformVersion(17) }
        if #available(iOS 16.0, tvOS 16.0, *) { return PlatformVersion(16) }
        return PlatformVersion(15)
      #endif
    }
  }
#endif
