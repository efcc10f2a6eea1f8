#if canImport(UIKit) && !os(watchOS)
  import DynamicType
  import Typeset
  import UIKit

  // What the replacements of UIKit's factories answer (the `@objc` methods that UIKit calls
  // are in UIFont+Replacements.swift and only call these). `nil` means: keep UIKit's font.
  extension UIFont {
    /// `preferredFont(forTextStyle:)` and `compatibleWith:`.
    static func typesetPreferredFont(_ style: UIFont.TextStyle, traits: UITraitCollection?)
      -> UIFont?
    {
      guard let (substitution, environment, traits) = InstalledTypography.context(traits: traits)
      else { return nil }
      return substituted(
        substitution.answer(forTextStyleRawValue: style.rawValue), substitution, environment,
        traits)
    }

    /// `systemFont(ofSize:)` (weight 0, regular) and `systemFont(ofSize:weight:)`.
    static func typesetSystemFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont? {
      guard let (substitution, environment, traits) = InstalledTypography.context() else {
        return nil
      }
      let answer = substitution.answer(
        systemFontOfSize: Double(size), uiFontWeight: Double(weight.rawValue), in: environment)
      return substituted(answer, substitution, environment, traits)
    }

    /// `boldSystemFont(ofSize:)`.
    static func typesetBoldSystemFont(ofSize size: CGFloat) -> UIFont? {
      guard let (substitution, environment, _) = InstalledTypography.context(),
        let replacement = substitution.boldSystemFont(ofSize: Double(size), in: environment)
      else { return nil }
      return UIFont.typeset(replacement)
    }

    /// `italicSystemFont(ofSize:)`.
    static func typesetItalicSystemFont(ofSize size: CGFloat) -> UIFont? {
      guard let (substitution, environment, _) = InstalledTypography.context(),
        let replacement = substitution.italicSystemFont(ofSize: Double(size), in: environment)
      else { return nil }
      return UIFont.typeset(replacement)
    }

    /// The font for an answer of the substitution policy, or `nil` to keep UIKit's.
    static func substituted(
      _ answer: SubstitutionAnswer, _ substitution: SystemFontSubstitution,
      _ environment: TypeEnvironment, _ traits: UITraitCollection?
    ) -> UIFont? {
      Reentrancy.run {
        switch answer {
        case .keep: return nil
        case .style(let style):
          guard
            let plan = try? substitution.typography.platformFontPlan(for: style, in: environment)
          else { return nil }
          return UIFont.typeset(plan, traits: traits)
        case .fixed(let replacement): return UIFont.typeset(replacement)
        }
      }
    }

    /// A font decoded from a xib, replaced by its usage, or `nil` to keep it.
    static func replacingDecoded(_ font: UIFont?, traits: UITraitCollection) -> UIFont? {
      guard let font,
        let (substitution, environment, traits) = InstalledTypography.context(traits: traits)
      else { return nil }
      let usageKey = UIFontDescriptor.AttributeName(
        rawValue: SystemFontSubstitution.usageAttributeName)
      let usage = font.fontDescriptor.object(forKey: usageKey) as? String
      let answer = substitution.answer(
        forDecodedFontNamed: font.fontName, usage: usage, size: Double(font.pointSize),
        in: environment)
      return substituted(answer, substitution, environment, traits)
    }
  }

  extension UIView {
    /// Replaces the system fonts a xib gave this view (called after UIKit's `awakeFromNib`).
    func typesetReplaceDecodedFonts() {
      let traits = traitCollection
      if let label = self as? UILabel,
        let font = UIFont.replacingDecoded(label.font, traits: traits)
      {
        label.font = font
      }
      if let label = (self as? UIButton)?.titleLabel,
        let font = UIFont.replacingDecoded(label.font, traits: traits)
      {
        label.font = font
      }
      if let field = self as? UITextField,
        let font = UIFont.replacingDecoded(field.font, traits: traits)
      {
        field.font = font
      }
      if let textView = self as? UITextView,
        let font = UIFont.replacingDecoded(textView.font, traits: traits)
      {
        textView.font = font
      }
    }
  }
#endif
