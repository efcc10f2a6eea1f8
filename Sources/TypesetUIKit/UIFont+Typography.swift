#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import CoreText
    import TypesetCoreText
    import UIKit
  #endif

  extension Typography {
    /// The `UIFont` for a style in a trait collection.
    ///
    /// With the `fontMetrics` strategy the font comes from
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:compatibleWith:)`, given the
    /// face at its base size, so that a label with `adjustsFontForContentSizeCategory` keeps it
    /// current by itself. Other strategies get the engine's size for the trait collection; use
    /// ``UIKit/UILabel/setTypography(_:style:text:)`` to keep those current.
    ///
    /// ```swift
    /// label.font = try typography.uiFont(for: .textStyle(.body), compatibleWith: traits)
    /// ```
    ///
    /// - Throws: ``ResolutionError`` when the style cannot be resolved.
    public func uiFont(for style: StyleName, compatibleWith traitCollection: UITraitCollection)
      throws(ResolutionError) -> UIFont
    {
      let environment = TypeEnvironment(traitCollection: traitCollection)
      return UIFont.typeset(
        try platformFontPlan(for: style, in: environment), traits: traitCollection)
    }

    /// The `UIFont` for one of Apple's text styles; see ``uiFont(for:compatibleWith:)``.
    public func uiFont(for style: TextStyle, compatibleWith traitCollection: UITraitCollection)
      throws(ResolutionError) -> UIFont
    {
      try uiFont(for: .textStyle(style), compatibleWith: traitCollection)
    }
  }

  extension UIFont {
    /// The font a plan describes. A platform-scaled plan hands the face at its *base* size to
    /// `UIFontMetrics` (a font it scaled before would raise an exception there).
    static func typeset(_ plan: PlatformFontPlan, traits: UITraitCollection?) -> UIFont {
      switch plan.sizing {
      case .platformScaled(let style, let baseSize, let maximum):
        let base = unscaled(plan, pointSize: baseSize)
        // UIFontMetrics has no fallback for a style this UIKit lacks (extraLargeTitle before
        // iOS 17, largeTitle on tvOS): the engine names the style to scale with instead.
        let metricsStyle = style.fontMetricsStyle(on: .running, version: .running) ?? style
        let metrics = UIFontMetrics(forTextStyle: UIFont.TextStyle(metricsStyle))
        guard let maximum else { return metrics.scaledFont(for: base, compatibleWith: traits) }
        return metrics.scaledFont(
          for: base, maximumPointSize: CGFloat(maximum), compatibleWith: traits)
      case .fixed(let pointSize):
        return unscaled(plan, pointSize: pointSize)
      }
    }

    /// The face by PostScript name with its variation axes, at a size nothing scales.
    static func unscaled(_ plan: PlatformFontPlan, pointSize: Double) -> UIFont {
      let variation = FontVariation.coreTextVariations(plan.variations)
      let descriptor = UIFontDescriptor(fontAttributes: [
        .name: plan.postScriptName,
        UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String): variation,
      ])
      return UIFont(descriptor: descriptor, size: CGFloat(pointSize))
    }

    /// The font of a system-font replacement at its size.
    static func typeset(_ replacement: SystemFontSubstitution.Replacement) -> UIFont {
      let variation = FontVariation.coreTextVariations(axisValues: replacement.face.axisValues)
      let descriptor = UIFontDescriptor(fontAttributes: [
        .name: replacement.face.postScriptName,
        UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String): variation,
      ])
      return UIFont(descriptor: descriptor, size: CGFloat(replacement.pointSize))
    }
  }
#endif
