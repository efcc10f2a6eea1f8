#if TYPESET_LINUX_HARNESS
  import AppleFakes
  import Foundation

  // The harness's counterpart of Sources/TypesetUIKit/UIFont+Replacements.swift, which Linux
  // cannot compile (`@objc`, `#selector`): the same exchanges, and the same one-line bodies
  // (the checked function, else the `typeset_…` selector, which holds UIKit's original after
  // the exchange), registered with the fake runtime instead of declared `@objc`.

  extension MethodExchange {
    @MainActor static let all: [MethodExchange] = {
      HarnessReplacements.register()
      let font: AnyClass = UIFont.self
      let descriptor: AnyClass = UIFontDescriptor.self
      var exchanges = [
        ("preferredFontForTextStyle:", font),
        ("preferredFontForTextStyle:compatibleWithTraitCollection:", font),
        ("systemFontOfSize:", font), ("systemFontOfSize:weight:", font),
        ("boldSystemFontOfSize:", font), ("italicSystemFontOfSize:", font),
        ("preferredFontDescriptorWithTextStyle:", descriptor),
        ("preferredFontDescriptorWithTextStyle:compatibleWithTraitCollection:", descriptor),
      ].map { name, type in
        MethodExchange(
          type: type, original: Selector(name), replacement: Selector("typeset_" + name),
          kind: .classMethod)
      }
      exchanges.append(
        MethodExchange(
          type: UIButton.self, original: "updateConfiguration",
          replacement: "typeset_updateConfiguration", kind: .instanceMethod))
      exchanges.append(
        MethodExchange(
          type: UIButton.self, original: "setConfigurationUpdateHandler:",
          replacement: "typeset_setConfigurationUpdateHandler:", kind: .instanceMethod))
      exchanges.append(
        MethodExchange(
          type: UIFontDescriptor.self, original: "fontDescriptorWithSymbolicTraits:",
          replacement: "typeset_fontDescriptorWithSymbolicTraits:", kind: .instanceMethod))
      for name in HarnessReplacements.fontMetricsSelectors {
        exchanges.append(
          MethodExchange(
            type: UIFontMetrics.self, original: Selector(name),
            replacement: Selector("typeset_" + name), kind: .instanceMethod))
      }
      for view: AnyClass in [UILabel.self, UIButton.self, UITextField.self, UITextView.self] {
        exchanges.append(
          MethodExchange(
            type: view, original: "awakeFromNib", replacement: "typeset_awakeFromNib",
            kind: .instanceMethod))
      }
      return exchanges
    }()
  }

  enum HarnessReplacements {
    /// UIFontMetrics' `scaledFont(for:…)` variants (the font is always the first argument).
    static let fontMetricsSelectors = [
      "scaledFontForFont:", "scaledFontForFont:maximumPointSize:",
      "scaledFontForFont:compatibleWithTraitCollection:",
      "scaledFontForFont:maximumPointSize:compatibleWithTraitCollection:",
    ]

    static func register() {
      ObjCRuntime.addMethod(UIFontDescriptor.self, "typeset_fontDescriptorWithSymbolicTraits:") {
        receiver, arguments in
        let descriptor = receiver as! UIFontDescriptor
        let traits = arguments[0] as! UIFontDescriptor.SymbolicTraits
        return descriptor.typesetWithSymbolicTraits(traits)
          ?? ObjCRuntime.send(descriptor, "typeset_fontDescriptorWithSymbolicTraits:", arguments)
      }
      for name in fontMetricsSelectors {
        ObjCRuntime.addMethod(UIFontMetrics.self, Selector("typeset_" + name)) {
          receiver, arguments in
          var arguments = arguments
          arguments[0] = UIFontMetrics.typesetScalable(arguments[0] as! UIFont)
          return ObjCRuntime.send(receiver as AnyObject, Selector("typeset_" + name), arguments)
        }
      }
      func classMethod(_ name: String, _ body: @escaping (AnyClass, [Any]) -> Any) {
        let type: AnyClass = name.contains("Descriptor") ? UIFontDescriptor.self : UIFont.self
        ObjCRuntime.addMethod(type, Selector("typeset_" + name), classMethod: true) {
          receiver, arguments in body(receiver as! AnyClass, arguments)
        }
      }
      func original(_ receiver: AnyClass, _ name: String, _ arguments: [Any]) -> Any {
        ObjCRuntime.sendClass(receiver, Selector("typeset_" + name), arguments)
      }
      classMethod("preferredFontForTextStyle:") { receiver, arguments in
        UIFont.typesetPreferredFont(arguments[0] as! UIFont.TextStyle, traits: nil)
          ?? original(receiver, "preferredFontForTextStyle:", arguments)
      }
      classMethod("preferredFontForTextStyle:compatibleWithTraitCollection:") {
        receiver, arguments in
        UIFont.typesetPreferredFont(
          arguments[0] as! UIFont.TextStyle, traits: arguments[1] as? UITraitCollection)
          ?? original(
            receiver, "preferredFontForTextStyle:compatibleWithTraitCollection:", arguments)
      }
      classMethod("systemFontOfSize:") { receiver, arguments in
        UIFont.typesetSystemFont(ofSize: arguments[0] as! CGFloat, weight: .regular)
          ?? original(receiver, "systemFontOfSize:", arguments)
      }
      classMethod("systemFontOfSize:weight:") { receiver, arguments in
        UIFont.typesetSystemFont(
          ofSize: arguments[0] as! CGFloat, weight: arguments[1] as! UIFont.Weight)
          ?? original(receiver, "systemFontOfSize:weight:", arguments)
      }
      classMethod("boldSystemFontOfSize:") { receiver, arguments in
        UIFont.typesetBoldSystemFont(ofSize: arguments[0] as! CGFloat)
          ?? original(receiver, "boldSystemFontOfSize:", arguments)
      }
      classMethod("italicSystemFontOfSize:") { receiver, arguments in
        UIFont.typesetItalicSystemFont(ofSize: arguments[0] as! CGFloat)
          ?? original(receiver, "italicSystemFontOfSize:", arguments)
      }
      classMethod("preferredFontDescriptorWithTextStyle:") { receiver, arguments in
        UIFontDescriptor.typesetPreferredFontDescriptor(
          arguments[0] as! UIFont.TextStyle, traits: nil)
          ?? original(receiver, "preferredFontDescriptorWithTextStyle:", arguments)
      }
      classMethod("preferredFontDescriptorWithTextStyle:compatibleWithTraitCollection:") {
        receiver, arguments in
        UIFontDescriptor.typesetPreferredFontDescriptor(
          arguments[0] as! UIFont.TextStyle, traits: arguments[1] as? UITraitCollection)
          ?? original(
            receiver, "preferredFontDescriptorWithTextStyle:compatibleWithTraitCollection:",
            arguments)
      }
      ObjCRuntime.addMethod(UIView.self, "typeset_awakeFromNib") { receiver, _ in
        let view = receiver as! UIView
        _ = ObjCRuntime.send(view, "typeset_awakeFromNib")
        MainActor.assumeIsolated { view.typesetReplaceDecodedFonts() }
        return ()
      }
      ObjCRuntime.addMethod(UIButton.self, "typeset_updateConfiguration") { receiver, _ in
        let button = receiver as! UIButton
        _ = ObjCRuntime.send(button, "typeset_updateConfiguration")
        MainActor.assumeIsolated { button.typesetUpdatedConfiguration() }
        return ()
      }
      ObjCRuntime.addMethod(UIButton.self, "typeset_setConfigurationUpdateHandler:") {
        receiver, arguments in
        let button = receiver as! UIButton
        nonisolated(unsafe) let handler = arguments[0] as? (UIButton) -> Void
        MainActor.assumeIsolated {
          _ = ObjCRuntime.send(
            button, "typeset_setConfigurationUpdateHandler:",
            [button.typesetWrappingUpdateHandler(handler) as Any])
        }
        return ()
      }
    }
  }
#endif
