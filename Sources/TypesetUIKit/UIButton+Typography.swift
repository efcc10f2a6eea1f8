#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  import DynamicType
  import Typeset
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import UIKit
  #endif

  extension UIButton {
    /// Gives the button's title the installed typography's font: through the configuration's
    /// `titleTextAttributesTransformer` for a configuration-based button (which ignores
    /// `titleLabel.font`), through `titleLabel.font` otherwise.
    ///
    /// A transformer the app set itself is kept: it chose the title's font (a system font it
    /// asks for there is replaced by the installed factories anyway). Typeset's transformer
    /// answers in the button's own traits (a window's text-size override, Bold Text), read
    /// when UIKit draws the title.
    ///
    /// The configuration's `buttonSize` (`.mini` … `.large`) is honoured through the font UIKit
    /// hands the transformer: UIKit chooses the title's font for the size, and the transformer
    /// replaces that font by its own usage (weight or text style) and point size. Typeset keeps
    /// no table of its own for the sizes, because Apple's text gives none: UIButtonConfiguration.h
    /// (iPhoneOS18.0.sdk) says only that `buttonSize` "Determines the metrics and ideal size of
    /// the button", and the documentation of `UIButton.Configuration.Size` that its cases
    /// display the button's elements "at a large size" … "at the smallest size" and can be
    /// "effectively overridden by explicitly assigning values for … title and subtitle font
    /// sizes". Sizes written here would be invented. A button without an incoming font gets
    /// the body style.
    func typesetReplaceTitleFont(traits: UITraitCollection?) {
      if configuration != nil {
        guard InstalledTypography.state.substitution != nil,
          configuration?.titleTextAttributesTransformer == nil
        else { return }
        configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
          [weak self] incoming in
          var outgoing = incoming
          // UIKit transforms the title while it updates the button, a main-actor class
          // (UIButton.h: NS_SWIFT_UI_ACTOR), so the button's traits are read in place.
          let traits = MainActor.assumeIsolated { self?.traitCollection }
          if let font = UIFont.typesetButtonTitleFont(replacing: incoming.font, traits: traits) {
            outgoing.font = font
          }
          return outgoing
        }
      } else if let label = titleLabel,
        let font = UIFont.replacingDecoded(label.font, traits: traits)
      {
        label.font = font
      }
    }

    /// After UIKit's `updateConfiguration()`: a configuration set in code gets the transformer
    /// too (called from the exchanged method in UIFont+Replacements.swift). Set during the
    /// update, the configuration is the update's result and requests no other update.
    func typesetUpdatedConfiguration() {
      guard configuration != nil else { return }
      typesetReplaceTitleFont(traits: nil)
    }

    /// The `configurationUpdateHandler` UIKit is given in place of the app's (called from the
    /// exchanged setter in UIFont+Replacements.swift): the app's handler, then the transformer
    /// again. UIKit calls the handler after `updateConfiguration()`, and a handler that sets a
    /// new configuration (the usual one, for the button's state) would otherwise drop the
    /// transformer at every update.
    func typesetWrappingUpdateHandler(_ handler: ((UIButton) -> Void)?) -> ((UIButton) -> Void)? {
      guard let handler else { return nil }
      return { button in
        handler(button)
        button.typesetUpdatedConfiguration()
      }
    }
  }

  extension UIFont {
    /// The font a configuration button's title gets in `traits` (the button's; `nil` for the
    /// app-wide settings): the incoming system font replaced by its usage; with no incoming
    /// font, the body style; `nil` to keep the incoming font (a brand or exempt font, or
    /// nothing installed).
    static func typesetButtonTitleFont(replacing incoming: UIFont?, traits: UITraitCollection?)
      -> UIFont?
    {
      guard let (installed, environment) = InstalledTypography.context(traits: traits) else {
        return nil
      }
      guard let incoming else {
        return substituted(.style(.body), installed, environment)
      }
      return replacingDecoded(incoming, traits: traits)
    }
  }
#endif
