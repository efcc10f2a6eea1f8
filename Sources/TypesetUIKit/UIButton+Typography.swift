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
    /// asks for there is replaced by the installed factories anyway).
    func typesetReplaceTitleFont(traits: UITraitCollection?) {
      if configuration != nil {
        guard InstalledTypography.state.substitution != nil,
          configuration?.titleTextAttributesTransformer == nil
        else { return }
        configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer {
          incoming in
          var outgoing = incoming
          if let font = UIFont.typesetButtonTitleFont(replacing: incoming.font) {
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
    /// too (called from the exchanged method in UIFont+Replacements.swift).
    func typesetUpdatedConfiguration() {
      guard configuration != nil else { return }
      typesetReplaceTitleFont(traits: nil)
    }
  }

  extension UIFont {
    /// The font a configuration button's title gets: the incoming system font replaced by its
    /// usage; with no incoming font, the body style; `nil` to keep the incoming font (a brand
    /// or exempt font, or nothing installed).
    static func typesetButtonTitleFont(replacing incoming: UIFont?) -> UIFont? {
      guard let (installed, environment) = InstalledTypography.context() else { return nil }
      guard let incoming else {
        return substituted(.style(.body), installed, environment)
      }
      return replacingDecoded(incoming, traits: nil)
    }
  }
#endif
