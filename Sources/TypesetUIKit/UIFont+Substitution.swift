#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import CoreText
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
    /// under the re-entrancy guard, once per answer and environment for each install (the
    /// install keeps it).
    static func substituted(
      _ answer: SubstitutionAnswer, _ installed: InstalledSubstitution,
      _ environment: TypeEnvironment
    ) -> UIFont? {
      if case .keep = answer { return nil }
      return installed.font(for: answer, in: environment) {
        Reentrancy.run {
          switch answer {
          case .keep: return nil
          case .style(let style):
            guard let plan = installed.plan(for: style, in: environment) else { return nil }
            return UIFont.typeset(plan, traits: UITraitCollection.typesetScaling(environment))
          case .fixed(let replacement): return UIFont.typeset(replacement)
          }
        }
      } as? UIFont
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
    /// `withSymbolicTraits(_:)` on the descriptor of a face of the installed typography: the
    /// engine's face of the same family for bold and italic (never `nil`, where UIKit may find
    /// none in the system), with the receiver's other attributes; `nil` for any other
    /// descriptor, or other traits, which UIKit answers.
    func typesetWithSymbolicTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
      guard traits.isSubset(of: [.traitBold, .traitItalic]),
        let (installed, _) = InstalledTypography.context(),
        let name = object(forKey: .name) as? String,
        let face = installed.substitution.face(
          withSymbolicTraitsBold: traits.contains(.traitBold),
          italic: traits.contains(.traitItalic), of: name)
      else { return nil }
      let variation = FontVariation.coreTextVariations(axisValues: face.axisValues)
      return addingAttributes([
        .name: face.postScriptName,
        UIFontDescriptor.AttributeName(rawValue: kCTFontVariationAttribute as String): variation,
      ])
    }

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
    ///
    /// A label's or text view's attributed text keeps its runs: setting the view's font would
    /// give all of the text one font (bold and italic runs lost), so each run's font is
    /// replaced by its own usage instead, and the text is set again after the view's font.
    func typesetReplaceDecodedFonts() {
      let traits = traitCollection
      if let label = self as? UILabel {
        let text = label.attributedText
        if let font = UIFont.replacingDecoded(label.font, traits: traits) {
          label.font = font
          if let text { label.attributedText = text.typesetReplacingDecodedFonts(traits: traits) }
        } else if let text, let replaced = text.typesetReplacingDecodedFontsIfAny(traits: traits) {
          label.attributedText = replaced
        }
      }
      if let button = self as? UIButton {
        button.typesetReplaceTitleFont(traits: traits)
      }
      if let field = self as? UITextField,
        let font = UIFont.replacingDecoded(field.font, traits: traits)
      {
        field.font = font
      }
      if let textView = self as? UITextView {
        let text = textView.attributedText
        if let font = UIFont.replacingDecoded(textView.font, traits: traits) {
          textView.font = font
          if let text {
            textView.attributedText = text.typesetReplacingDecodedFonts(traits: traits)
          }
        } else if let text, let replaced = text.typesetReplacingDecodedFontsIfAny(traits: traits) {
          textView.attributedText = replaced
        }
      }
    }
  }

  extension NSAttributedString {
    /// A copy in which every run's system font is replaced by its usage (a run in another font
    /// keeps it).
    func typesetReplacingDecodedFonts(traits: UITraitCollection?) -> NSAttributedString {
      typesetReplacingDecodedFontsIfAny(traits: traits) ?? self
    }

    /// A copy in which every run's system font is replaced by its usage, or `nil` when no run
    /// has one.
    func typesetReplacingDecodedFontsIfAny(traits: UITraitCollection?) -> NSAttributedString? {
      let copy = NSMutableAttributedString(attributedString: self)
      var replacedAny = false
      enumerateAttribute(.font, in: NSRange(location: 0, length: length), options: []) {
        value, range, _ in
        guard let font = value as? UIFont,
          let replacement = UIFont.replacingDecoded(font, traits: traits)
        else { return }
        copy.addAttribute(.font, value: replacement, range: range)
        replacedAny = true
      }
      return replacedAny ? copy : nil
    }
  }
#endif
