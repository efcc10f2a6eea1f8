// The `@objc` methods UIKit calls after `AppTypography.install(_:)` exchanged them with its
// factories, and the table of exchanges. The exchange happens once and is never undone, so
// calling `typeset_…` from inside a replacement always calls UIKit's original implementation
// (which the exchange saved under that selector). Each body is one call of a checked function
// (UIFont+Substitution.swift, UIButton+Typography.swift) and that original: the Linux harness
// (Tests/TypesetUIKitHarnessTests) registers the same bodies with its fake runtime.
//
// Swift on Linux has no Objective-C runtime: the Linux type-check (Scripts/typecheck-adapters.sh)
// removes `@objc` and checks each `#selector`'s method reference with its labels instead. Each
// method only calls a checked function of UIFont+Substitution.swift.
#if canImport(UIKit) && !os(watchOS)
  import ObjectiveC
  import UIKit

  extension UIFont {
    @objc dynamic class func typeset_preferredFont(forTextStyle style: UIFont.TextStyle)
      -> UIFont
    {
      typesetPreferredFont(style, traits: nil) ?? typeset_preferredFont(forTextStyle: style)
    }

    @objc dynamic class func typeset_preferredFont(
      forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      typesetPreferredFont(style, traits: traitCollection)
        ?? typeset_preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    @objc dynamic class func typeset_systemFont(ofSize fontSize: CGFloat) -> UIFont {
      typesetSystemFont(ofSize: fontSize, weight: .regular) ?? typeset_systemFont(ofSize: fontSize)
    }

    @objc dynamic class func typeset_systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
      -> UIFont
    {
      typesetSystemFont(ofSize: fontSize, weight: weight)
        ?? typeset_systemFont(ofSize: fontSize, weight: weight)
    }

    @objc dynamic class func typeset_boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      typesetBoldSystemFont(ofSize: fontSize) ?? typeset_boldSystemFont(ofSize: fontSize)
    }

    @objc dynamic class func typeset_italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      typesetItalicSystemFont(ofSize: fontSize) ?? typeset_italicSystemFont(ofSize: fontSize)
    }
  }

  extension UIFontDescriptor {
    @objc dynamic class func typeset_preferredFontDescriptor(
      withTextStyle style: UIFont.TextStyle
    ) -> UIFontDescriptor {
      typesetPreferredFontDescriptor(style, traits: nil)
        ?? typeset_preferredFontDescriptor(withTextStyle: style)
    }

    @objc dynamic class func typeset_preferredFontDescriptor(
      withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
      typesetPreferredFontDescriptor(style, traits: traitCollection)
        ?? typeset_preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection)
    }
  }

  extension UIFontDescriptor {
    @objc dynamic func typeset_withSymbolicTraits(
      _ symbolicTraits: UIFontDescriptor.SymbolicTraits
    ) -> UIFontDescriptor? {
      typesetWithSymbolicTraits(symbolicTraits) ?? typeset_withSymbolicTraits(symbolicTraits)
    }
  }

  extension UIView {
    @objc dynamic func typeset_awakeFromNib() {
      typeset_awakeFromNib()
      typesetReplaceDecodedFonts()
    }
  }

  extension UIButton {
    @objc dynamic func typeset_updateConfiguration() {
      typeset_updateConfiguration()
      typesetUpdatedConfiguration()
    }

    @objc dynamic func typeset_setConfigurationUpdateHandler(
      _ handler: UIButton.ConfigurationUpdateHandler?
    ) {
      typeset_setConfigurationUpdateHandler(typesetWrappingUpdateHandler(handler))
    }
  }

  extension UIFontMetrics {
    @objc dynamic func typeset_scaledFont(for font: UIFont) -> UIFont {
      typeset_scaledFont(for: UIFontMetrics.typesetScalable(font))
    }

    @objc dynamic func typeset_scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      typeset_scaledFont(
        for: UIFontMetrics.typesetScalable(font), maximumPointSize: maximumPointSize)
    }

    @objc dynamic func typeset_scaledFont(
      for font: UIFont, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      typeset_scaledFont(for: UIFontMetrics.typesetScalable(font), compatibleWith: traitCollection)
    }

    @objc dynamic func typeset_scaledFont(
      for font: UIFont, maximumPointSize: CGFloat,
      compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      typeset_scaledFont(
        for: UIFontMetrics.typesetScalable(font), maximumPointSize: maximumPointSize,
        compatibleWith: traitCollection)
    }
  }

  extension MethodExchange {
    @MainActor static let all: [MethodExchange] = {
      let font: AnyClass = UIFont.self
      var exchanges = [
        MethodExchange(
          type: font, original: #selector(UIFont.preferredFont(forTextStyle:)),
          replacement: #selector(UIFont.typeset_preferredFont(forTextStyle:)), kind: .classMethod),
        MethodExchange(
          type: font, original: #selector(UIFont.preferredFont(forTextStyle:compatibleWith:)),
          replacement: #selector(UIFont.typeset_preferredFont(forTextStyle:compatibleWith:)),
          kind: .classMethod),
        MethodExchange(
          type: font, original: #selector(UIFont.systemFont(ofSize:)),
          replacement: #selector(UIFont.typeset_systemFont(ofSize:)), kind: .classMethod),
        MethodExchange(
          type: font, original: #selector(UIFont.systemFont(ofSize:weight:)),
          replacement: #selector(UIFont.typeset_systemFont(ofSize:weight:)), kind: .classMethod),
        MethodExchange(
          type: font, original: #selector(UIFont.boldSystemFont(ofSize:)),
          replacement: #selector(UIFont.typeset_boldSystemFont(ofSize:)), kind: .classMethod),
        MethodExchange(
          type: font, original: #selector(UIFont.italicSystemFont(ofSize:)),
          replacement: #selector(UIFont.typeset_italicSystemFont(ofSize:)), kind: .classMethod),
        MethodExchange(
          type: UIFontDescriptor.self,
          original: #selector(UIFontDescriptor.preferredFontDescriptor(withTextStyle:)),
          replacement: #selector(UIFontDescriptor.typeset_preferredFontDescriptor(withTextStyle:)),
          kind: .classMethod),
        MethodExchange(
          type: UIFontDescriptor.self,
          original: #selector(
            UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)),
          replacement: #selector(
            UIFontDescriptor.typeset_preferredFontDescriptor(withTextStyle:compatibleWith:)),
          kind: .classMethod),
        MethodExchange(
          type: UIButton.self, original: #selector(UIButton.updateConfiguration),
          replacement: #selector(UIButton.typeset_updateConfiguration), kind: .instanceMethod),
        // The property's setter (`#selector(setter:)` is not checked on Linux; the replacement's
        // selector is, and its one argument's label-less name gives the same colon).
        MethodExchange(
          type: UIButton.self, original: Selector(("setConfigurationUpdateHandler:")),
          replacement: #selector(UIButton.typeset_setConfigurationUpdateHandler(_:)),
          kind: .instanceMethod),
      ]
      #if os(visionOS)
        // visionOS 1.0 deprecates UIView.awakeFromNib (Interface Builder loading "will not be
        // supported in a future version"); nib-decoded views still call it, so it is named
        // without referring to the deprecated declaration.
        let awakeFromNib = Selector(("awakeFromNib"))
      #else
        let awakeFromNib = #selector(UIView.awakeFromNib)
      #endif
      exchanges.append(
        MethodExchange(
          type: UIFontDescriptor.self,
          original: #selector(UIFontDescriptor.withSymbolicTraits(_:)),
          replacement: #selector(UIFontDescriptor.typeset_withSymbolicTraits(_:)),
          kind: .instanceMethod))
      let metrics: AnyClass = UIFontMetrics.self
      exchanges += [
        MethodExchange(
          type: metrics, original: #selector(UIFontMetrics.scaledFont(for:)),
          replacement: #selector(UIFontMetrics.typeset_scaledFont(for:)), kind: .instanceMethod),
        MethodExchange(
          type: metrics, original: #selector(UIFontMetrics.scaledFont(for:maximumPointSize:)),
          replacement: #selector(UIFontMetrics.typeset_scaledFont(for:maximumPointSize:)),
          kind: .instanceMethod),
        MethodExchange(
          type: metrics, original: #selector(UIFontMetrics.scaledFont(for:compatibleWith:)),
          replacement: #selector(UIFontMetrics.typeset_scaledFont(for:compatibleWith:)),
          kind: .instanceMethod),
        MethodExchange(
          type: metrics,
          original: #selector(UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)),
          replacement: #selector(
            UIFontMetrics.typeset_scaledFont(for:maximumPointSize:compatibleWith:)),
          kind: .instanceMethod),
      ]
      for view: AnyClass in [UILabel.self, UIButton.self, UITextField.self, UITextView.self] {
        exchanges.append(
          MethodExchange(
            type: view, original: awakeFromNib,
            replacement: #selector(UIView.typeset_awakeFromNib), kind: .instanceMethod))
      }
      return exchanges
    }()
  }
#endif
