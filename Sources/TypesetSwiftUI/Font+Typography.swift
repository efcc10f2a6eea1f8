#if canImport(SwiftUI) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import CoreText
    import SwiftUI
    import TypesetCoreText
  #endif

  extension Typography {
    /// The SwiftUI `Font` for a style in an environment.
    ///
    /// With the `fontMetrics` strategy this is `Font.custom(_:size:relativeTo:)` with the
    /// style's *base* size, so SwiftUI scales it (never a size that is already scaled, which
    /// would scale twice). Other strategies, and variable faces whose axes must be set, get
    /// the engine's size for the environment, fixed; ``SwiftUI/View/typography(_:)-(StyleName)``
    /// asks again whenever `dynamicTypeSize` or `legibilityWeight` changes.
    ///
    /// - Throws: ``ResolutionError`` when the style cannot be resolved.
    public func font(for style: StyleName, in environment: TypeEnvironment)
      throws(ResolutionError) -> Font
    {
      Font.typeset(try platformFontPlan(for: style, in: environment))
    }
  }

  extension Font {
    /// The font a plan describes.
    static func typeset(_ plan: PlatformFontPlan) -> Font {
      switch plan.sizing(for: .relativeCustomFont) {
      case .platformScaled(let style, let baseSize, _):
        return .custom(
          plan.postScriptName, size: CGFloat(baseSize), relativeTo: Font.TextStyle(style))
      case .fixed(let pointSize):
        // Font.custom names a face; a variable face's axes need a Core Text font.
        guard plan.needsVariations else {
          return .custom(plan.postScriptName, fixedSize: CGFloat(pointSize))
        }
        return Font(CoreTextFonts.font(for: plan, pointSize: pointSize))
      }
    }
  }

  extension Font.TextStyle {
    /// SwiftUI's text style for one of Typeset's (the extra large titles, visionOS's, scale
    /// like largeTitle elsewhere).
    public init(_ style: DynamicType.TextStyle) {
      switch style.classicStyle {
      case .largeTitle, .extraLargeTitle, .extraLargeTitle2: self = .largeTitle
      case .title1: self = .title
      case .title2: self = .title2
      case .title3: self = .title3
      case .headline: self = .headline
      case .subheadline: self = .subheadline
      case .body: self = .body
      case .callout: self = .callout
      case .footnote: self = .footnote
      case .caption1: self = .caption
      case .caption2: self = .caption2
      }
    }
  }
#endif
