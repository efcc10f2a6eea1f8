#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import Foundation
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import UIKit
  #endif

  extension Typography {
    /// Attributes for an attributed string in a style: the font, a paragraph style with the
    /// style's line height, and its kern, so that line height and tracking are not lost.
    ///
    /// ```swift
    /// let attributes = try typography.textAttributes(for: .textStyle(.body), compatibleWith: traits)
    /// label.attributedText = NSAttributedString(string: text, attributes: attributes)
    /// ```
    ///
    /// The line height changes with the category even when UIKit rescales the font itself:
    /// apply the attributes again when the plan's `attributeUpdateTriggers` change, as
    /// ``UIKit/UILabel/setTypography(_:style:text:)`` does.
    ///
    /// - Throws: ``ResolutionError`` when the style cannot be resolved.
    public func textAttributes(
      for style: StyleName, compatibleWith traitCollection: UITraitCollection
    ) throws(ResolutionError) -> [NSAttributedString.Key: Any] {
      let plan = try platformFontPlan(
        for: style, in: TypeEnvironment(traitCollection: traitCollection))
      return UIFont.typesetAttributes(plan, font: UIFont.typeset(plan, traits: traitCollection))
    }
  }

  extension UIFont {
    static func typesetAttributes(_ plan: PlatformFontPlan, font: UIFont)
      -> [NSAttributedString.Key: Any]
    {
      let values = plan.textAttributes
      let paragraph = NSMutableParagraphStyle()
      paragraph.minimumLineHeight = CGFloat(values.lineHeight)
      paragraph.maximumLineHeight = CGFloat(values.lineHeight)
      return [
        .font: font,
        .paragraphStyle: paragraph,
        .kern: values.kern,
        .baselineOffset: values.baselineOffset(naturalLineHeight: Double(font.lineHeight)),
      ]
    }
  }
#endif
