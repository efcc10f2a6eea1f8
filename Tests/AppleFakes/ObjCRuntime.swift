#if TYPESET_LINUX_HARNESS
  // UIKit re-exports Foundation (NSAttributedString, CGFloat); so does its fake, so that the
  // adapter's files compile against it unchanged.
  @_exported import Foundation

  // A behavioural fake of the few Objective-C runtime functions the UIKit adapter calls, for
  // the Linux harness (Tests/TypesetUIKitHarnessTests). Methods live in per-class tables; a
  // fake UIKit method dispatches through them (``ObjCRuntime/send(_:_:_:)``), so exchanging
  // implementations changes what the next call runs, as `objc_msgSend` does.
  // Semantics: objc/runtime.h (iPhoneOS18 SDK usr/include/objc/runtime.h, Apple's objc4).

  /// A method name (`SEL`).
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The name, such as `systemFontOfSize:`.
    public let name: String
    /// A selector by name (`sel_registerName`).
    public init(_ name: String) { self.name = name }
    /// A selector from a literal.
    public init(stringLiteral name: String) { self.name = name }
    /// The name.
    public var description: String { name }
  }

  /// A method implementation (`IMP`): the receiver (an instance, or a class for a class
  /// method) and the arguments in, the result out.
  public final class IMP: @unchecked Sendable {
    let body: (Any, [Any]) -> Any
    /// An implementation.
    public init(_ body: @escaping (Any, [Any]) -> Any) { self.body = body }
  }

  /// A method of a class (`Method`): a selector, a type encoding and an implementation that
  /// `method_exchangeImplementations` swaps.
  public final class Method: @unchecked Sendable {
    /// The selector.
    public let name: Selector
    /// The type encoding.
    public let typeEncoding: String
    fileprivate var implementation: IMP
    init(name: Selector, typeEncoding: String, implementation: IMP) {
      self.name = name
      self.typeEncoding = typeEncoding
      self.implementation = implementation
    }
  }

  /// The policy of an associated object (`objc_AssociationPolicy`).
  public enum objc_AssociationPolicy: Sendable {
    // SDK: objc/runtime.h "OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    // OBJC_ASSOCIATION_COPY_NONATOMIC = 3, OBJC_ASSOCIATION_RETAIN = 01401, OBJC_ASSOCIATION_COPY = 01403"
    case OBJC_ASSOCIATION_ASSIGN
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC
    case OBJC_ASSOCIATION_COPY_NONATOMIC
    case OBJC_ASSOCIATION_RETAIN
    case OBJC_ASSOCIATION_COPY
  }

  /// The fake runtime's tables and dispatch.
  public enum ObjCRuntime {
    private struct ClassKey: Hashable {
      let type: ObjectIdentifier
      let isMeta: Bool
    }

    private final class State: @unchecked Sendable {
      let lock = NSRecursiveLock()
      var methods: [ClassKey: [Selector: Method]] = [:]
      var superclasses: [ObjectIdentifier: AnyClass] = [:]
      /// The first implementation registered per selector: the harness's circuit breaker.
      var firstImplementations: [Selector: IMP] = [:]
      var associations: [ObjectIdentifier: Associations] = [:]
      var recursions: [String] = []
      var exchanges = 0
    }

    private static let state = State()
    private static let depthKey = "org.typeset.harness.dispatchDepth"
    /// The dispatch depth above which a call counts as runaway recursion.
    public static let recursionLimit = 64

    /// Declares `type`'s superclass, which Swift on Linux cannot ask the runtime for; lookups
    /// walk up these links.
    public static func declare(_ type: AnyClass, superclass: AnyClass) {
      state.lock.withLock { state.superclasses[ObjectIdentifier(type)] = superclass }
    }

    /// Adds a method to a class (class methods with `classMethod`); replaces nothing.
    @discardableResult
    public static func addMethod(
      _ type: AnyClass, _ selector: Selector, classMethod: Bool = false,
      _ body: @escaping (Any, [Any]) -> Any
    ) -> Bool {
      add(ClassKey(type: ObjectIdentifier(type), isMeta: classMethod), selector, IMP(body), "@@:")
    }

    private static func add(_ key: ClassKey, _ selector: Selector, _ imp: IMP, _ types: String)
      -> Bool
    {
      state.lock.withLock {
        // SDK: objc/runtime.h class_addMethod "will add an override of a superclass's
        // implementation, but will not replace an existing implementation in this class".
        guard state.methods[key]?[selector] == nil else { return false }
        state.methods[key, default: [:]][selector] = Method(
          name: selector, typeEncoding: types, implementation: imp)
        if state.firstImplementations[selector] == nil {
          state.firstImplementations[selector] = imp
        }
        return true
      }
    }

    fileprivate static func lookup(_ type: AnyClass, _ selector: Selector, isMeta: Bool)
      -> Method?
    {
      state.lock.withLock {
        // SDK: objc/runtime.h class_getInstanceMethod "Note that this function searches
        // superclasses for implementations".
        var current: AnyClass? = type
        while let type = current {
          if let method = state.methods[ClassKey(type: ObjectIdentifier(type), isMeta: isMeta)]?[
            selector]
          {
            return method
          }
          current = state.superclasses[ObjectIdentifier(type)]
        }
        return nil
      }
    }

    fileprivate static func addMethod(
      _ type: AnyClass, _ selector: Selector, _ imp: IMP, _ types: String
    )
      -> Bool
    {
      add(ClassKey(type: ObjectIdentifier(type), isMeta: false), selector, imp, types)
    }

    fileprivate static func exchange(_ first: Method, _ second: Method) {
      state.lock.withLock {
        // SDK: objc/runtime.h method_exchangeImplementations "IMP imp1 =
        // method_getImplementation(m1); IMP imp2 = method_getImplementation(m2);
        // method_setImplementation(m1, imp2); method_setImplementation(m2, imp1);" (atomic).
        swap(&first.implementation, &second.implementation)
        state.exchanges += 1
      }
    }

    /// Sends a message to an instance (`objc_msgSend`): an instance method of its class.
    public static func send(_ receiver: AnyObject, _ selector: Selector, _ arguments: [Any] = [])
      -> Any
    {
      dispatch(receiver, lookup(type(of: receiver), selector, isMeta: false), selector, arguments)
    }

    /// Sends a message to a class: a class method of it or a superclass.
    public static func sendClass(
      _ receiver: AnyClass, _ selector: Selector, _ arguments: [Any] = []
    ) -> Any {
      dispatch(receiver, lookup(receiver, selector, isMeta: true), selector, arguments)
    }

    private static func dispatch(
      _ receiver: Any, _ method: Method?, _ selector: Selector, _ arguments: [Any]
    ) -> Any {
      guard let method else { fatalError("unrecognized selector \(selector) sent to \(receiver)") }
      let imp = state.lock.withLock { method.implementation }
      let depth = (Thread.current.threadDictionary[depthKey] as? Int ?? 0) + 1
      Thread.current.threadDictionary[depthKey] = depth
      defer { Thread.current.threadDictionary[depthKey] = depth - 1 }
      if depth > recursionLimit {
        // Runaway recursion (a replacement reaching itself): recorded, then broken by calling
        // the first implementation registered for the selector.
        let original = state.lock.withLock { () -> IMP? in
          state.recursions.append(selector.name)
          return state.firstImplementations[selector]
        }
        return (original ?? imp).body(receiver, arguments)
      }
      return imp.body(receiver, arguments)
    }

    /// The selectors whose dispatch ran away (deeper than ``recursionLimit``) so far.
    public static var recursions: [String] { state.lock.withLock { state.recursions } }

    /// How many times implementations were exchanged so far.
    public static var exchangeCount: Int { state.lock.withLock { state.exchanges } }

    /// The objects associated with one object; the weak owner tells a dead object's entry
    /// from a new object at the same address.
    private struct Associations {
      weak var owner: AnyObject?
      var values: [UnsafeRawPointer: AnyObject] = [:]
    }

    fileprivate static func setAssociated(
      _ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?
    ) {
      state.lock.withLock {
        let id = ObjectIdentifier(object)
        var entry = state.associations[id]
        if entry?.owner !== object { entry = Associations(owner: object) }
        entry?.values[key] = value.map { $0 as AnyObject }
        state.associations[id] = entry
      }
    }

    fileprivate static func associated(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
      state.lock.withLock {
        guard let entry = state.associations[ObjectIdentifier(object)], entry.owner === object
        else { return nil }
        return entry.values[key]
      }
    }
  }

  // SDK: objc/runtime.h "OBJC_EXPORT Method _Nullable class_getClassMethod(Class _Nullable cls, SEL _Nonnull name)"
  /// A class method of `cls` or a superclass.
  public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    UIKitMethods.register()  // UIKit's methods are in its classes once it is loaded
    return cls.flatMap { ObjCRuntime.lookup($0, name, isMeta: true) }
  }

  // SDK: objc/runtime.h "OBJC_EXPORT Method _Nullable class_getInstanceMethod(Class _Nullable cls, SEL _Nonnull name)"
  /// An instance method of `cls` or a superclass.
  public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    UIKitMethods.register()
    return cls.flatMap { ObjCRuntime.lookup($0, name, isMeta: false) }
  }

  // SDK: objc/runtime.h "OBJC_EXPORT BOOL class_addMethod(Class _Nullable cls, SEL _Nonnull name, IMP _Nonnull imp, const char * _Nullable types)"
  /// Adds an instance method to `cls` unless `cls` itself has one by that name.
  public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: String?)
    -> Bool
  {
    guard let cls else { return false }
    return ObjCRuntime.addMethod(cls, name, imp, types ?? "")
  }

  // SDK: objc/runtime.h "OBJC_EXPORT IMP _Nonnull method_getImplementation(Method _Nonnull m)"
  /// The method's implementation now.
  public func method_getImplementation(_ method: Method) -> IMP {
    method.implementation
  }

  // SDK: objc/runtime.h "OBJC_EXPORT const char * _Nullable method_getTypeEncoding(Method _Nonnull m)"
  /// The method's type encoding.
  public func method_getTypeEncoding(_ method: Method) -> String? { method.typeEncoding }

  // SDK: objc/runtime.h "OBJC_EXPORT void method_exchangeImplementations(Method _Nonnull m1, Method _Nonnull m2)"
  /// Exchanges the implementations of two methods, atomically.
  public func method_exchangeImplementations(_ first: Method, _ second: Method) {
    ObjCRuntime.exchange(first, second)
  }

  // SDK: objc/runtime.h "OBJC_EXPORT void objc_setAssociatedObject(id _Nonnull object, const void * _Nonnull key, id _Nullable value, objc_AssociationPolicy policy)"
  /// Associates `value` with `object` under `key` (`nil` removes it); retained.
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) {
    ObjCRuntime.setAssociated(object as AnyObject, key, value)
  }

  // SDK: objc/runtime.h "OBJC_EXPORT id _Nullable objc_getAssociatedObject(id _Nonnull object, const void * _Nonnull key)"
  /// The value associated with `object` under `key`.
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    ObjCRuntime.associated(object as AnyObject, key)
  }
#endif
