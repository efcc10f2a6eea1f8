import DynamicType
import Testing
import Typeset

/// The decisions that depend on the OS version an adapter runs on: which UIKit text style
/// `UIFontMetrics` receives (defect 5 of issue 15) and how SwiftUI applies tracking (defect 10).
/// Availability from the iOS 18.0 SDK (UIFontDescriptor.h, SwiftUI's interface).
struct PlatformDecisionsTests {
  /// Every platform the adapters run on, with the versions at which an answer can change.
  static let platforms: [Platform] = [.iOS, .tvOS, .watchOS, .visionOS, .macOS]

  static func versions(on platform: Platform) -> [PlatformVersion] {
    [PlatformVersion.minimum(on: platform)] + PlatformVersion.distinguished(on: platform)
  }

  @Test func versionsCompareByMajorThenMinor() {
    #expect(PlatformVersion(16, 4) < PlatformVersion(17))
    #expect(PlatformVersion(17) < PlatformVersion(17, 1))
    #expect(PlatformVersion(9, 9) < PlatformVersion(10))
    #expect(PlatformVersion(17) == PlatformVersion(17, 0))
    #expect(PlatformVersion(16, 4).description == "16.4")
  }

  @Test func minimumsAreThePackagesPlatforms() {
    #expect(PlatformVersion.minimum(on: .iOS) == PlatformVersion(15))
    #expect(PlatformVersion.minimum(on: .iOS7) == PlatformVersion(15))
    #expect(PlatformVersion.minimum(on: .tvOS) == PlatformVersion(15))
    #expect(PlatformVersion.minimum(on: .watchOS) == PlatformVersion(8))
    #expect(PlatformVersion.minimum(on: .visionOS) == PlatformVersion(1))
    #expect(PlatformVersion.minimum(on: .macOS) == PlatformVersion(13))
  }

  // MARK: - UIFontMetrics (defect 5)

  @Test(arguments: [PlatformVersion(15), PlatformVersion(16), PlatformVersion(16, 4)])
  func extraLargeTitlesScaleLikeLargeTitleBeforeIOS17(version: PlatformVersion) {
    // UIFontTextStyleExtraLargeTitle(2) API_AVAILABLE(ios(17.0)): a UIFontMetrics for it on
    // iOS 15-16 would name a style that UIKit does not have.
    #expect(TextStyle.extraLargeTitle.fontMetricsStyle(on: .iOS, version: version) == .largeTitle)
    #expect(TextStyle.extraLargeTitle2.fontMetricsStyle(on: .iOS, version: version) == .largeTitle)
  }

  @Test func extraLargeTitlesAreThemselvesFromIOS17() {
    for version in [PlatformVersion(17), PlatformVersion(18)] {
      #expect(
        TextStyle.extraLargeTitle.fontMetricsStyle(on: .iOS, version: version) == .extraLargeTitle)
      #expect(
        TextStyle.extraLargeTitle2.fontMetricsStyle(on: .iOS, version: version)
          == .extraLargeTitle2)
    }
    // The iOS 7-10 table is iOS's: same answers.
    #expect(
      TextStyle.extraLargeTitle.fontMetricsStyle(on: .iOS7, version: PlatformVersion(16))
        == .largeTitle)
  }

  @Test(arguments: [PlatformVersion(15), PlatformVersion(17), PlatformVersion(18)])
  func tvOSHasNoLargeTitle(version: PlatformVersion) {
    // UIFontTextStyleLargeTitle API_UNAVAILABLE(tvos).
    #expect(TextStyle.largeTitle.uiKitIntroduction(on: .tvOS) == nil)
    #expect(TextStyle.largeTitle.fontMetricsStyle(on: .tvOS, version: version) == .title1)
  }

  @Test func tvOSExtraLargeTitlesFollowIOSFrom17AndTitle1Before() {
    #expect(
      TextStyle.extraLargeTitle.fontMetricsStyle(on: .tvOS, version: PlatformVersion(15))
        == .title1)
    #expect(
      TextStyle.extraLargeTitle2.fontMetricsStyle(on: .tvOS, version: PlatformVersion(16))
        == .title1)
    #expect(
      TextStyle.extraLargeTitle.fontMetricsStyle(on: .tvOS, version: PlatformVersion(17))
        == .extraLargeTitle)
  }

  @Test func watchOSAndVisionOS() {
    #expect(
      TextStyle.extraLargeTitle.fontMetricsStyle(on: .watchOS, version: PlatformVersion(9))
        == .largeTitle)
    #expect(
      TextStyle.extraLargeTitle.fontMetricsStyle(on: .watchOS, version: PlatformVersion(10))
        == .extraLargeTitle)
    for style in TextStyle.allCases {
      #expect(style.fontMetricsStyle(on: .visionOS, version: PlatformVersion(1)) == style)
    }
  }

  @Test func appKitHasNoFontMetrics() {
    for style in TextStyle.allCases {
      #expect(style.uiKitIntroduction(on: .macOS) == nil)
      #expect(style.fontMetricsStyle(on: .macOS, version: PlatformVersion(15)) == nil)
    }
  }

  @Test(arguments: [Platform.iOS, .tvOS, .watchOS, .visionOS])
  func everyAnswerIsAStyleThatUIKitHasThen(platform: Platform) throws {
    for version in Self.versions(on: platform) {
      for style in TextStyle.allCases {
        let answer = try #require(style.fontMetricsStyle(on: platform, version: version))
        let introduced = try #require(answer.uiKitIntroduction(on: platform))
        #expect(introduced <= version, "\(style) → \(answer) on \(platform) \(version)")
        // A style the OS has is never replaced.
        if let own = style.uiKitIntroduction(on: platform), own <= version {
          #expect(answer == style)
        }
      }
    }
  }

  @Test(arguments: platforms)
  func theAdaptersVersionProbesCoverEveryIntroduction(platform: Platform) {
    // TypesetCoreText's PlatformVersion.running tells apart only the minimum and the
    // distinguished versions: every version the decisions compare with must be one of those.
    let minimum = PlatformVersion.minimum(on: platform)
    let probed = Set(PlatformVersion.distinguished(on: platform))
    var compared = TextStyle.allCases.compactMap { $0.uiKitIntroduction(on: platform) }
    compared.append(SwiftUITracking.viewModifierIntroduction(on: platform))
    for version in compared {
      #expect(version <= minimum || probed.contains(version), "\(platform) \(version)")
    }
  }

  // MARK: - SwiftUI tracking (defect 10)

  @Test func viewTrackingStartsWithIOS16TVOS16WatchOS9MacOS13VisionOS1() {
    #expect(SwiftUITracking.viewModifierIntroduction(on: .iOS) == PlatformVersion(16))
    #expect(SwiftUITracking.viewModifierIntroduction(on: .tvOS) == PlatformVersion(16))
    #expect(SwiftUITracking.viewModifierIntroduction(on: .watchOS) == PlatformVersion(9))
    #expect(SwiftUITracking.viewModifierIntroduction(on: .macOS) == PlatformVersion(13))
    #expect(SwiftUITracking.viewModifierIntroduction(on: .visionOS) == PlatformVersion(1))
  }

  @Test func beforeViewTrackingOnlyTextGetsTracking() {
    let early: [(Platform, PlatformVersion)] = [
      (.iOS, PlatformVersion(15)), (.iOS, PlatformVersion(15, 5)), (.tvOS, PlatformVersion(15)),
      (.watchOS, PlatformVersion(8)),
    ]
    for (platform, version) in early {
      #expect(SwiftUITracking(for: .view, on: platform, version: version) == .unavailable)
      #expect(SwiftUITracking(for: .text, on: platform, version: version) == .textModifier)
    }
  }

  @Test func fromViewTrackingEveryViewGetsIt() {
    let current: [(Platform, PlatformVersion)] = [
      (.iOS, PlatformVersion(16)), (.iOS, PlatformVersion(17)), (.tvOS, PlatformVersion(16)),
      (.watchOS, PlatformVersion(9)), (.watchOS, PlatformVersion(10)),
      (.macOS, PlatformVersion(13)), (.visionOS, PlatformVersion(1)),
    ]
    for (platform, version) in current {
      #expect(SwiftUITracking(for: .view, on: platform, version: version) == .viewModifier)
      // Text keeps Text.tracking(_:), which every supported version has.
      #expect(SwiftUITracking(for: .text, on: platform, version: version) == .textModifier)
    }
  }
}
