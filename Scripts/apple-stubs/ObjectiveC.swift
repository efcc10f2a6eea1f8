// Stub of Apple's Objective-C runtime module for the Linux type-check of the adapters.
// Test scaffolding, never shipped: every declaration is transcribed from the Apple
// documentation page on the `// Apple:` line above it; bodies are placeholders.
// NSObject itself comes from Foundation on Linux.

// Apple: https://developer.apple.com/documentation/objectivec/selector
public struct Selector: Hashable, Sendable {
  // Apple: https://developer.apple.com/documentation/objectivec/selector/init(_:)
  public init(_ str: String) {}
}

// Apple: https://developer.apple.com/documentation/objectivec/method
public typealias Method = OpaquePointer

// Apple: https://developer.apple.com/documentation/objectivec/imp
public typealias IMP = OpaquePointer

// Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, Sendable {
  // Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_assign
  case OBJC_ASSOCIATION_ASSIGN = 0
  // Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain_nonatomic
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  // Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_copy_nonatomic
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  // Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain
  case OBJC_ASSOCIATION_RETAIN = 769
  // Apple: https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_copy
  case OBJC_ASSOCIATION_COPY = 771
}

// Apple: https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {}

// Apple: https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

// Apple: https://developer.apple.com/documentation/objectivec/class_getclassmethod(_:_:)
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

// Apple: https://developer.apple.com/documentation/objectivec/class_getinstancemethod(_:_:)
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

// Apple: https://developer.apple.com/documentation/objectivec/class_addmethod(_:_:_:_:)
public func class_addMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
) -> Bool { false }

// Apple: https://developer.apple.com/documentation/objectivec/method_getimplementation(_:)
public func method_getImplementation(_ m: Method) -> IMP { m }

// Apple: https://developer.apple.com/documentation/objectivec/method_gettypeencoding(_:)
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

// Apple: https://developer.apple.com/documentation/objectivec/method_exchangeimplementations(_:_:)
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}
