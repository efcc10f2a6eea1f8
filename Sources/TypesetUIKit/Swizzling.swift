#if (canImport(UIKit) && !os(watchOS)) || TYPESET_LINUX_HARNESS
  #if TYPESET_LINUX_HARNESS
    import AppleFakes
  #else
    import ObjectiveC
    import UIKit
  #endif

  /// One exchange of a UIKit method with its Typeset replacement.
  struct MethodExchange {
    /// Whether the methods are class methods (`UIFont.systemFont(ofSize:)`) or instance methods
    /// (`awakeFromNib`).
    enum Kind {
      case classMethod
      case instanceMethod
    }

    let type: AnyClass
    let original: Selector
    let replacement: Selector
    let kind: Kind
  }

  /// The method exchanges, run once by the first `AppTypography.install(_:)` (under
  /// `AppWideInstall`'s lock) and never undone: after the exchange the `typeset_…` selector
  /// holds UIKit's original implementation, which the replacements call whenever nothing is
  /// installed. Running them again would swap the implementations back while another thread
  /// may be inside a replacement, so that its call of the original re-entered the replacement.
  @MainActor enum Swizzling {
    static func exchangeAll() {
      for exchange in MethodExchange.all {
        switch exchange.kind {
        case .classMethod:
          exchangeClassMethods(exchange.type, exchange.original, exchange.replacement)
        case .instanceMethod:
          exchangeInstanceMethods(exchange.type, exchange.original, exchange.replacement)
        }
      }
    }

    static func exchangeClassMethods(
      _ type: AnyClass, _ original: Selector, _ replacement: Selector
    ) {
      guard let originalMethod = class_getClassMethod(type, original),
        let replacementMethod = class_getClassMethod(type, replacement)
      else { return }
      method_exchangeImplementations(originalMethod, replacementMethod)
    }

    /// Exchanges two instance methods within `type` only: both are first copied into the class
    /// if it merely inherits them, so that superclasses and sibling classes are untouched.
    static func exchangeInstanceMethods(
      _ type: AnyClass, _ original: Selector, _ replacement: Selector
    ) {
      for selector in [original, replacement] {
        guard let inherited = class_getInstanceMethod(type, selector) else { return }
        _ = class_addMethod(
          type, selector, method_getImplementation(inherited), method_getTypeEncoding(inherited))
      }
      guard let originalMethod = class_getInstanceMethod(type, original),
        let replacementMethod = class_getInstanceMethod(type, replacement)
      else { return }
      method_exchangeImplementations(originalMethod, replacementMethod)
    }
  }
#endif
