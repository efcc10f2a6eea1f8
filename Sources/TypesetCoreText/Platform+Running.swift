#if canImport(CoreText) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset

  extension Platform {
    /// The platform this code runs on, whose Dynamic Type tables apply: iOS (and iPadOS, Mac
    /// Catalyst), macOS, watchOS, tvOS or visionOS.
    public static var running: Platform {
      #if os(macOS) && !targetEnvironment(macCatalyst)
        .macOS
      #elseif os(watchOS)
        .watchOS
      #elseif os(tvOS)
        .tvOS
      #elseif os(visionOS)
        .visionOS
      #else
        .iOS
      #endif
    }
  }
#endif
