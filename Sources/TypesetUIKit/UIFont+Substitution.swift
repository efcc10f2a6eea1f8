#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import UIKit
  #endif

  // What the replacements of UIKit's factories answer (the `@objc` methods that UIKit calls
  // are in UIFont+Replacements.swift and only call these). `nil` means: call UIKit's original.
  // Every answer is built under the re-entrancy guard, so a system font that building it asks
  // for (Core Text and UIFontMetrics may) is UIKit's own.
  extension UIFont {
    /// `preferredFont(forTextStyle:)` and `compatibleWith:`.
    static func typesetPreferredFont(_ style: UIFont.TextStyle, traits: UITraitCollection?)
      -> UIFont?
    {
      guard let (installed, environment) = InstalledTypography.context(traits: traits) else {
        return nil
      }
      return substituted(
        installed.substitution.answer(forTextStyleRawValue: style.rawValue), installed,
        environment)
    }

    /// `systemFont(ofSize:)` (weight 0, regular) and `systemFont(ofSize:weight:)`.
    static func typesetSystemFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont? {
      guard let (installed, environment) = InstalledTypography.context() else { return nil }
      let answer = installed.substitution.answer(
        systemFontOfSize: Double(size), uiFontWeight: Double(weight.rawValue), in: environment)
      return substituted(answer, installed, environment)
    }

    /// `boldSystemFont(ofSize:)`.
    static func typesetBoldSystemFont(ofSize size: CGFloat) -> UIFont? {
      guard let (installed, environment) = InstalledTypography.context(),
        let replacement = installed.substitution.boldSystemFont(
          ofSize: Double(size), in: environment)
      else { return nil }
      return substituted(.fixed(replacement), installed, environment)
    }

    /// `italicSystemFont(ofSize:)`.
    static func typesetItalicSystemFont(ofSize size: CGFloat) -> UIFont? {
      guard let (installed, environment) = InstalledTypography.context(),
        let replacement = installed.substitution.italicSystemFont(
          ofSize: Double(size), in: environment)
      else { return nil }
      return substituted(.fixed(replacement), installed, environment)
    }

    /// The font for an answer of the substitution policy, or `nil` to keep UIKit's; built
    /// under the re-entrancy guard.
    static func substituted(
      _ answer: SubstitutionAnswer, _ installed: InstalledSubstitution,
      _ environment: TypeEnvironment
    ) -> UIFont? {
      Reentrancy.run {
        switch answer {
        case .keep: return nil
        case .style(let style):
          guard let plan = installed.plan(for: style, in: environment) else { return nil }
          return UIFont.typeset(plan, traits: UITraitCollection.typesetScaling(environment))
        case .fixed(let replacement): return UIFont.typeset(replacement)
        }
      }
    }

    /// A font decoded from a xib (or handed over by a button configuration), replaced by its
    /// usage, or `nil` to keep it.
    static func replacingDecoded(_ font: UIFont?, traits: UITraitCollection?) -> UIFont? {
      guard let font,
        let (installed, environment) = InstalledTypography.context(traits: traits)
      else { return nil }
      let usageKey = UIFontDescriptor.AttributeName(
        rawValue: SystemFontSubstitution.usageAttributeName)
      let usage = font.fontDescriptor.object(forKey: usageKey) as? String
      let answer = installed.substitution.answer(
        forDecodedFontNamed: font.fontName, usage: usage, size: Double(font.pointSize),
        in: environment)
      return substituted(answer, installed, environment)
    }
  }

  extension UIFontDescriptor {
    /// `preferredFontDescriptor(withTextStyle:)` and `compatibleWith:`: the descriptor of the
    /// replaced preferred font.
    static func typesetPreferredFontDescriptor(
      _ style: UIFont.TextStyle, traits: UITraitCollection?
    ) -> UIFontDescriptor? {
      UIFont.typesetPreferredFont(style, traits: traits)?.fontDescriptor
    }
  }

  extension UITraitCollection {
    /// The traits `UIFontMetrics` scales a replacement with: the environment's category, so
    /// that it never falls back to the calling thread's `UITraitCollection.current`.
    static func typesetScaling(_ environment: TypeEnvironment) -> UITraitCollection {
      UITraitCollection(
        preferredContentSizeCategory: UIContentSizeCategory(environment.effectiveCategory))
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
      if let button = self as? UIButton {
        button.typesetReplaceTitleFont(traits: traits)
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
