#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import CoreText
  import DynamicType
  import Typeset

  extension Typography {
    /// The `NSFont` for a style at a category the app chooses (macOS has no Dynamic Type).
    ///
    /// By default macOS's own table applies, which has one size per style (body 13 pt), and the
    /// engine's per-platform rule sets the size: a style's iOS `size` is scaled by Apple's
    /// macOS-to-iOS ratio for the style it follows (an 18 pt body is 18 × 13 / 17 ≈ 13.76 pt
    /// before its scaling's rounding), unless the file's `platforms.macOS` entry gives the macOS
    /// values. An app with an in-app text size passes an environment on iOS's tables and the
    /// category the user picked (iOS sizes, as written in the file):
    ///
    /// ```swift
    /// let body = try typography.nsFont(for: .textStyle(.body))
    /// let larger = try typography.nsFont(
    ///   for: .textStyle(.body), in: TypeEnvironment(platform: .iOS, category: .xLarge))
    /// ```
    ///
    /// - Returns: The font, or `nil` when no font has the face's PostScript name (register the
    ///   typography's files first with `FontRegistration`).
    /// - Throws: ``ResolutionError`` when the style cannot be resolved.
    public func nsFont(
      for style: StyleName, in environment: TypeEnvironment = TypeEnvironment(platform: .macOS)
    ) throws(ResolutionError) -> NSFont? {
      let plan = try platformFontPlan(for: style, in: environment)
      let variation = FontVariation.coreTextVariations(plan.variations)
      let descriptor = NSFontDescriptor(fontAttributes: [
        .name: plan.postScriptName,
        NSFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String): variation,
      ])
      // AppKit never scales a font by itself: the engine's size is the size.
      return NSFont(descriptor: descriptor, size: CGFloat(plan.font.pointSize))
    }

    /// Attributes for an attributed string in a style: font, paragraph line height and kern.
    ///
    /// - Throws: ``ResolutionError`` when the style cannot be resolved.
    public func textAttributes(
      for style: StyleName, in environment: TypeEnvironment = TypeEnvironment(platform: .macOS)
    ) throws(ResolutionError) -> [NSAttributedString.Key: Any] {
      let plan = try platformFontPlan(for: style, in: environment)
      let values = plan.textAttributes
      let paragraph = NSMutableParagraphStyle()
      paragraph.minimumLineHeight = CGFloat(values.lineHeight)
      paragraph.maximumLineHeight = CGFloat(values.lineHeight)
      var attributes: [NSAttributedString.Key: Any] = [
        .paragraphStyle: paragraph, .kern: values.kern,
      ]
      attributes[.font] = try nsFont(for: style, in: environment)
      return attributes
    }
  }
#endif
