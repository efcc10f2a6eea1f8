#if canImport(UIKit) && !os(watchOS)
  import ObjectiveC
  import UIKit

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

  /// The method exchanges. Each is its own inverse, so running them again uninstalls.
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
