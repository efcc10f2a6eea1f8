import DynamicType

extension TextStyle {
  /// The first version of a platform whose UIKit has this style as a `UIFont.TextStyle`, or
  /// `nil` where it has none.
  ///
  /// Source: the iOS 18.0 SDK's UIKit `UIFontDescriptor.h`: `UIFontTextStyleLargeTitle
  /// API_AVAILABLE(ios(11.0), watchos(5.0)) API_UNAVAILABLE(tvos)`;
  /// `UIFontTextStyleExtraLargeTitle` and `UIFontTextStyleExtraLargeTitle2
  /// API_AVAILABLE(ios(17.0), watchos(10.0))`, which tvOS inherits from iOS (the header names no
  /// tvOS version); the other styles since iOS 7 to 9 and watchOS 2, before any version the
  /// package supports. visionOS has every style from 1.0; macOS's AppKit has no
  /// `UIFont.TextStyle` (Mac Catalyst is `Platform.iOS`).
  ///
  /// ```swift
  /// TextStyle.extraLargeTitle.uiKitIntroduction(on: .iOS)  // 17.0
  /// TextStyle.largeTitle.uiKitIntroduction(on: .tvOS)      // nil
  /// ```
  public func uiKitIntroduction(on platform: Platform) -> PlatformVersion? {
    switch (platform.basePlatform, self) {
    case (.macOS, _): nil
    case (.visionOS, _): PlatformVersion(1)
    case (.tvOS, .largeTitle): nil
    case (.iOS, .largeTitle): PlatformVersion(11)
    case (.watchOS, .largeTitle): PlatformVersion(5)
    case (.iOS, .extraLargeTitle), (.iOS, .extraLargeTitle2): PlatformVersion(17)
    case (.tvOS, .extraLargeTitle), (.tvOS, .extraLargeTitle2): PlatformVersion(17)
    case (.watchOS, .extraLargeTitle), (.watchOS, .extraLargeTitle2): PlatformVersion(10)
    case (.iOS, _), (.tvOS, _): PlatformVersion(9)
    case (.watchOS, _): PlatformVersion(2)
    case (.iOS7, _): nil  // basePlatform is never iOS7
    }
  }

  /// The UIKit text style that `UIFontMetrics(forTextStyle:)` receives for this style on a
  /// platform at an OS version: the style itself where that UIKit has it, else the nearest
  /// style it has. The extra large titles scale like `largeTitle` before iOS 17 (as SwiftUI's
  /// adapter scales them everywhere), and like `title1` on tvOS before 17; `largeTitle`
  /// scales like `title1` on tvOS, which has no large title. `nil` on macOS, which has no
  /// `UIFontMetrics`.
  ///
  /// A `UIFontMetrics` made for a style the running UIKit lacks does not fall back by itself:
  /// the adapter asks here first (TypesetUIKit, with the version `#available` reports).
  ///
  /// ```swift
  /// TextStyle.extraLargeTitle.fontMetricsStyle(on: .iOS, version: PlatformVersion(16))
  /// // largeTitle
  /// TextStyle.largeTitle.fontMetricsStyle(on: .tvOS, version: PlatformVersion(17))
  /// // title1
  /// ```
  public func fontMetricsStyle(on platform: Platform, version: PlatformVersion) -> TextStyle? {
    let candidates: [TextStyle] =
      switch self {
      case .extraLargeTitle, .extraLargeTitle2: [self, .largeTitle, .title1]
      case .largeTitle: [.largeTitle, .title1]
      default: [self]
      }
    return candidates.first { candidate in
      candidate.uiKitIntroduction(on: platform).map { $0 <= version } ?? false
    }
  }
}
