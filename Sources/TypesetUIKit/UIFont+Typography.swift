#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import CoreText
    import ObjectiveC
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
        let scaled =
          if let maximum {
            metrics.scaledFont(
              for: base, maximumPointSize: CGFloat(maximum), compatibleWith: traits)
          } else {
            metrics.scaledFont(for: base, compatibleWith: traits)
          }
        // Remembered, so that the app may scale it again (see typesetScalable(_:)).
        withUnsafePointer(to: &unscaledDescriptorKey) { key in
          objc_setAssociatedObject(
            scaled, key, base.fontDescriptor, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        return scaled
      case .fixed(let pointSize):
        return unscaled(plan, pointSize: pointSize)
      }
    }

    /// The key of the descriptor a font Typeset had `UIFontMetrics` scale was made from.
    nonisolated(unsafe) private static var unscaledDescriptorKey: UInt8 = 0

    /// For a font Typeset had `UIFontMetrics` scale, the same face at the same size made afresh
    /// from its descriptor; `nil` for any other font.
    static func typesetUnscaledCopy(of font: UIFont) -> UIFont? {
      let descriptor = withUnsafePointer(to: &unscaledDescriptorKey) { key in
        objc_getAssociatedObject(font, key) as? UIFontDescriptor
      }
      return descriptor.map { UIFont(descriptor: $0, size: font.pointSize) }
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

  extension UIFontMetrics {
    /// The font UIKit's `scaledFont(for:…)` is given in place of `font` (called from the
    /// exchanged methods in UIFont+Replacements.swift): UIKit raises for a font it scaled
    /// itself ("A scaled font returned by UIFontMetrics should not be used to create another
    /// scaled font"), and the replaced preferred fonts are such fonts, so an app scaling one
    /// again, as it may a preferred font of UIKit's, would crash. Such a font of Typeset's is
    /// made afresh at its size; any other font is passed on as it is, and raises as before.
    static func typesetScalable(_ font: UIFont) -> UIFont {
      UIFont.typesetUnscaledCopy(of: font) ?? font
    }
  }
#endif
