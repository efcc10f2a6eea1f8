// Stub of Apple's Objective-C runtime module for the Linux type-check of the adapters. Test
// scaffolding, never shipped; bodies are placeholders. NSObject itself comes from Foundation on
// Linux.
//
// Where the declarations come from: each one was checked against the text of Apple's SDK as
// stored in xybp888/iOS-SDKs. The runtime functions are in usr/include/objc/runtime.h, stored
// there only under iPhoneOS16.4.sdk (the index keeps one copy of identical files; the
// declarations below have not changed since); Selector is in the ObjectiveC Swift overlay of
// iPhoneOS18.3.sdk. The `// SDK:` line above a declaration names the repository, the file, and
// the declaration's text in that file (`grep -n -F` finds its line). `OBJC_AVAILABLE(10.5, 2.0,
// 9.0, 1.0, 2.0)` (macOS, iOS, tvOS, watchOS, bridgeOS) becomes `@available(macOS 10.5, iOS 2.0,
// tvOS 9.0, watchOS 1.0, *)`; `_Nullable` becomes an optional. `// SDK: none — …` marks a
// declaration found in no stored SDK text.

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct Selector : Swift.ExpressibleByStringLiteral, @unchecked Swift.Sendable {"
@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)
@frozen public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface "public init(_ str: Swift.String)"
  public init(_ str: String) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface "public init(stringLiteral value: Swift.String)"
  public init(stringLiteral value: String) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "typedef struct objc_method *Method;"
public typealias Method = OpaquePointer

// SDK: none — IMP is typedef'd in usr/include/objc/objc.h, which the index does not hold; Swift imports the variadic function pointer as OpaquePointer
public typealias IMP = OpaquePointer

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "typedef OBJC_ENUM(uintptr_t, objc_AssociationPolicy) {"
public enum objc_AssociationPolicy: UInt, Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "OBJC_ASSOCIATION_ASSIGN = 0,"
  case OBJC_ASSOCIATION_ASSIGN = 0
  // SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,"
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  // SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "OBJC_ASSOCIATION_COPY_NONATOMIC = 3,"
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  // SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "OBJC_ASSOCIATION_RETAIN = 01401,"
  case OBJC_ASSOCIATION_RETAIN = 769  // 01401 octal
  // SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "OBJC_ASSOCIATION_COPY = 01403"
  case OBJC_ASSOCIATION_COPY = 771  // 01403 octal
}

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "objc_setAssociatedObject(id _Nonnull object, const void * _Nonnull key,"
@available(macOS 10.6, iOS 3.1, tvOS 9.0, watchOS 1.0, *)
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {}

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "objc_getAssociatedObject(id _Nonnull object, const void * _Nonnull key)"
@available(macOS 10.6, iOS 3.1, tvOS 9.0, watchOS 1.0, *)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "class_getClassMethod(Class _Nullable cls, SEL _Nonnull name)"
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "class_getInstanceMethod(Class _Nullable cls, SEL _Nonnull name)"
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? { nil }

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "class_getMethodImplementation(Class _Nullable cls, SEL _Nonnull name)"
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func class_getMethodImplementation(_ cls: AnyClass?, _ name: Selector) -> IMP? { nil }

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "class_addMethod(Class _Nullable cls, SEL _Nonnull name, IMP _Nonnull imp,"
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func class_addMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
) -> Bool { false }

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "method_getImplementation(Method _Nonnull m)"
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func method_getImplementation(_ m: Method) -> IMP { m }

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "method_setImplementation(Method _Nonnull m, IMP _Nonnull imp)"
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
@discardableResult
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP { imp }

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "method_getTypeEncoding(Method _Nonnull m)"
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

// SDK: xybp888/iOS-SDKs iPhoneOS16.4.sdk/usr/include/objc/runtime.h "method_exchangeImplementations(Method _Nonnull m1, Method _Nonnull m2)"
@available(macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}
