// Stub of SwiftUI for the Linux type-check of the adapters and examples. Test scaffolding,
// never shipped; bodies are placeholders, and a view modifier returns `self` in place of
// SwiftUI's private modified view type.
//
// Where the declarations come from: since iOS 18 most of this API is declared in SwiftUICore
// (re-exported by SwiftUI, `@_originallyDefinedIn(module: "SwiftUI", iOS 18.0)`). Each
// declaration was checked against the text of iPhoneOS18.3.sdk's SwiftUICore interface as stored
// in xybp888/iOS-SDKs, read in full; the `// SDK:` line above a declaration names the repository,
// the file, and the declaration's text in that file (`grep -n -F` finds its line). A member of an
// SDK extension carries the extension's `@available`. Implementation attributes of the interface
// (`@inlinable`, `@_alwaysEmitIntoClient`, `@_typeEraser(AnyView)` on View, private stored
// properties, underscored requirements) are not copied; everything a caller sees is.
// The declarations of the SwiftUI module proper (App, Scene, SceneBuilder, WindowGroup,
// NavigationStack, NavigationPath, navigationTitle, ScrollView, Slider, Toggle) were checked
// against iPhoneOS18.3.sdk's SwiftUI interface, and Text's own font and tracking modifiers against
// SwiftUICore's; those files are larger than the index searches (its first 100,000 characters),
// so they were read whole, in pieces, and their `// SDK:` lines add the character offset of the
// declaration in the file (within about 20 characters).
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation

// MARK: - Views

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@_typeEraser(AnyView) @preconcurrency @_Concurrency.MainActor public protocol View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }"
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension Swift.Never : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@_functionBuilder public struct ViewBuilder {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder public struct ViewBuilder {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func buildExpression<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {"
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func buildBlock() -> SwiftUICore.EmptyView {"
  public static func buildBlock() -> EmptyView { EmptyView() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {"
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@_disfavoredOverload @_alwaysEmitIntoClient public static func buildBlock<each Content>(_ content: repeat each Content)"
  @_disfavoredOverload
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func buildIf<Content>(_ content: Content?) -> Content? where Content : SwiftUICore.View {"
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func buildEither<TrueContent, FalseContent>(first: TrueContent)"
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func buildEither<TrueContent, FalseContent>(second: FalseContent)"
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func buildLimitedAvailability<Content>(_ content: Content) -> SwiftUICore.AnyView where Content : SwiftUICore.View {"
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    fatalError()
  }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct TupleView<T> : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct _ConditionalContent<TrueContent, FalseContent> {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension SwiftUICore._ConditionalContent : SwiftUICore.View where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension Swift.Optional : SwiftUICore.View where Wrapped : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct AnyView : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyView: View {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public init<V>(_ view: V) where V : SwiftUICore.View"
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct EmptyView : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable public init() {}"
  nonisolated public init() {}
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct Text : Swift.Equatable, Swift.Sendable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol"
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension SwiftUICore.Text : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension SwiftUICore.Text {" (the one at character offset 583713, whose members start with foregroundColor; its `@_originallyDefinedIn` attributes are not copied)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "nonisolated public func font(_ font: SwiftUICore.Font?) -> SwiftUICore.Text" (offset 584467)
  nonisolated public func font(_ font: Font?) -> Text { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "nonisolated public func tracking(_ tracking: CoreFoundation.CGFloat) -> SwiftUICore.Text" (offset 586396)
  nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct VStack<Content> : SwiftUICore.View where Content : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VStack<Content: View>: View {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable public init(alignment: SwiftUICore.HorizontalAlignment = .center, spacing: CoreFoundation.CGFloat? = nil, @SwiftUICore.ViewBuilder content: () -> Content) {"
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct HorizontalAlignment : Swift.Equatable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static let center: SwiftUICore.HorizontalAlignment"
  public static let center = HorizontalAlignment()
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static let leading: SwiftUICore.HorizontalAlignment"
  public static let leading = HorizontalAlignment()
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "public struct ScrollView<Content> : SwiftUICore.View where Content : SwiftUICore.View {" (offset 736104)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content: View>: View {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "public init(_ axes: SwiftUICore.Axis.Set = .vertical, showsIndicators: Swift.Bool = true, @SwiftUICore.ViewBuilder content: () -> Content)" (offset 736958; deprecated in a future version, 100000.0)
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

extension ScrollView {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@_alwaysEmitIntoClient nonisolated public init(_ axes: SwiftUICore.Axis.Set = .vertical, @SwiftUICore.ViewBuilder content: () -> Content) {" (near offset 737500, in a plain `extension SwiftUI.ScrollView {`)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public enum Axis : Swift.Int8, Swift.CaseIterable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  case horizontal, vertical
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct Set : Swift.OptionSet {"
  @frozen public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static let vertical: SwiftUICore.Axis.Set"
    public static let vertical = Set(rawValue: 2)
  }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public struct ForEach<Data, ID, Content> where Data : Swift.RandomAccessCollection, ID : Swift.Hashable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension SwiftUICore.ForEach : SwiftUICore.View where Content : SwiftUICore.View {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public init(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @SwiftUICore.ViewBuilder content: @escaping (Data.Element) -> Content)"
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "public struct Slider<Label, ValueLabel> : SwiftUICore.View where Label : SwiftUICore.View, ValueLabel : SwiftUICore.View {" (offset 185604)
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
public struct Slider<Label: View, ValueLabel: View>: View {
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "extension SwiftUI.Slider where Label == SwiftUICore.EmptyView, ValueLabel == SwiftUICore.EmptyView {" (offset 188796)
@available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
@available(tvOS, unavailable)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "nonisolated public init<V>(value: SwiftUICore.Binding<V>, in bounds: Swift.ClosedRange<V> = 0...1, onEditingChanged: @escaping (Swift.Bool) -> Swift.Void = { _ in }) where V : Swift.BinaryFloatingPoint, V.Stride : Swift.BinaryFloatingPoint" (offset 188897)
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "public struct Toggle<Label> : SwiftUICore.View where Label : SwiftUICore.View {" (offset 246460)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label: View>: View {
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "extension SwiftUI.Toggle where Label == SwiftUICore.Text {" (offset 247547)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@_disfavoredOverload nonisolated public init<S>(_ title: S, isOn: SwiftUICore.Binding<Swift.Bool>) where S : Swift.StringProtocol" (offset 247715)
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

// MARK: - State

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen @propertyWrapper public struct State<Value> : SwiftUICore.DynamicProperty {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public init(wrappedValue value: Value)"
  public init(wrappedValue value: Value) { self.value = value }
  private var value: Value
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public var wrappedValue: Value {"
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public var projectedValue: SwiftUICore.Binding<Value> {"
  public var projectedValue: Binding<Value> { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension SwiftUICore.State : Swift.Sendable where Value : Swift.Sendable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Swift.Void)"
  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public var wrappedValue: Value {"
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public subscript<Subject>(dynamicMember keyPath: Swift.WritableKeyPath<Value, Subject>) -> SwiftUICore.Binding<Subject> {"
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension SwiftUICore.Binding : @unchecked Swift.Sendable where Value : Swift.Sendable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public protocol DynamicProperty {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

// MARK: - Environment

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public protocol EnvironmentKey {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "static var defaultValue: Self.Value { get }"
  static var defaultValue: Self.Value { get }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public struct EnvironmentValues : Swift.CustomStringConvertible {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues: CustomStringConvertible {
  public var description: String { "" }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public subscript<K>(key: K.Type) -> K.Value where K : SwiftUICore.EnvironmentKey {"
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public var dynamicTypeSize: SwiftUICore.DynamicTypeSize {"
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public var legibilityWeight: SwiftUICore.LegibilityWeight? {"
  public var legibilityWeight: LegibilityWeight? {
    get { nil }
    set {}
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public var displayScale: CoreFoundation.CGFloat {"
  public var displayScale: CGFloat {
    get { 0 }
    set {}
  }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen @propertyWrapper public struct Environment<Value> : SwiftUICore.DynamicProperty {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable public init(_ keyPath: Swift.KeyPath<SwiftUICore.EnvironmentValues, Value>) {"
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable public var wrappedValue: Value {"
  public var wrappedValue: Value { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension SwiftUICore.Environment : Swift.Sendable where Value : Swift.Sendable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public enum DynamicTypeSize : Swift.Hashable, Swift.Comparable, Swift.CaseIterable, Swift.Sendable {"
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// Declared so that the check sees the name clash with Typeset's `ContentSizeCategory`: the
// adapters must spell theirs `DynamicType.ContentSizeCategory` in files that import SwiftUI.
// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public enum ContentSizeCategory : Swift.Hashable, Swift.CaseIterable {"
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public enum LegibilityWeight : Swift.Hashable, Swift.Sendable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum LegibilityWeight: Hashable, Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "case regular"
  case regular
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "case bold"
  case bold
}

// MARK: - Fonts

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct Font : Swift.Hashable, Swift.Sendable {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Font: Hashable, Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public enum TextStyle : Swift.CaseIterable, Swift.Sendable {"
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title2
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case title3
    case headline, subheadline, body, callout, footnote, caption
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    case caption2
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static let allCases: [SwiftUICore.Font.TextStyle]"
    public static let allCases: [Font.TextStyle] = []
  }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func custom(_ name: Swift.String, size: CoreFoundation.CGFloat, relativeTo textStyle: SwiftUICore.Font.TextStyle) -> SwiftUICore.Font"
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public static func custom(_ name: Swift.String, fixedSize: CoreFoundation.CGFloat) -> SwiftUICore.Font"
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public init(_ font: CoreText.CTFont)"
  public init(_ font: CTFont) { fatalError() }
}

// MARK: - Modifiers

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@preconcurrency @_Concurrency.MainActor public protocol ViewModifier {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@SwiftUICore.ViewBuilder @_Concurrency.MainActor @preconcurrency func body(content: Self.Content) -> Self.Body"
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "typealias Content = SwiftUICore._ViewModifier_Content<Self>"
  typealias Content = _ViewModifier_Content<Self>
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "public struct _ViewModifier_Content<Modifier> : SwiftUICore.View where Modifier : SwiftUICore.ViewModifier {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public struct ModifiedContent<Content, Modifier> {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable nonisolated public init(content: Content, modifier: Modifier) {"
  public init(content: Content, modifier: Modifier) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "extension SwiftUICore.ModifiedContent : SwiftUICore.View where Content : SwiftUICore.View, Modifier : SwiftUICore.ViewModifier {"
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

extension View {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable nonisolated public func modifier<T>(_ modifier: T) -> SwiftUICore.ModifiedContent<Self, T> {"
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable nonisolated public func font(_ font: SwiftUICore.Font?) -> some SwiftUICore.View {"
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func font(_ font: Font?) -> some View { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable nonisolated public func lineSpacing(_ lineSpacing: CoreFoundation.CGFloat) -> some SwiftUICore.View {"
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "nonisolated public func tracking(_ tracking: CoreFoundation.CGFloat) -> some SwiftUICore.View"
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable nonisolated public func environment<V>(_ keyPath: Swift.WritableKeyPath<SwiftUICore.EnvironmentValues, V>, _ value: V) -> some SwiftUICore.View {"
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "nonisolated public func dynamicTypeSize(_ size: SwiftUICore.DynamicTypeSize) -> some SwiftUICore.View"
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "nonisolated public func dynamicTypeSize<T>(_ range: T) -> some SwiftUICore.View where T : Swift.RangeExpression, T.Bound == SwiftUICore.DynamicTypeSize"
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface "@inlinable nonisolated public func padding(_ length: CoreFoundation.CGFloat) -> some SwiftUICore.View {"
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func padding(_ length: CGFloat) -> some View { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some SwiftUICore.View where S : Swift.StringProtocol" (offset 923051, in the `extension SwiftUICore.View {` at 922811 with the availability below)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S)
    -> some View
  { self }
}

// MARK: - Apps

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@preconcurrency @_Concurrency.MainActor public protocol App {" (offset 440274)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@SwiftUI.SceneBuilder @_Concurrency.MainActor @preconcurrency var body: Self.Body { get }" (offset 440374; the first such line, in App)
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@_Concurrency.MainActor @preconcurrency init()" (offset 440466)
  @MainActor @preconcurrency init()
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "extension SwiftUI.App {" (offset 440578)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@_Concurrency.MainActor @preconcurrency public static func main()" (offset 440602)
  @MainActor @preconcurrency public static func main() {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@preconcurrency @_Concurrency.MainActor public protocol Scene {" (offset 816810). Its
// requirements (`body`, and the underscored `_makeScene`) are not stubbed: no adapter or example
// declares a scene of its own, and WindowGroup's `body` would need SwiftUI's private scene types.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public protocol Scene {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@_functionBuilder public struct SceneBuilder {" (offset 855454; `@_functionBuilder` is the former spelling of `@resultBuilder`, which the stub uses)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder public struct SceneBuilder {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUI.Scene" (offset 856016)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "public struct WindowGroup<Content> : SwiftUI.Scene where Content : SwiftUICore.View {" (offset 100552)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "public init(@SwiftUICore.ViewBuilder content: () -> Content)" (offset 105097; deprecated in iOS 18, macOS 15, tvOS 18, watchOS 11 and visionOS 2, after the package's minimums)
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(makeContent:)")
  public init(@ViewBuilder content: () -> Content) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@_Concurrency.MainActor @preconcurrency public struct NavigationStack<Data, Root> : SwiftUICore.View where Root : SwiftUICore.View {" (offset 743479)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "@_Concurrency.MainActor @preconcurrency public init(@SwiftUICore.ViewBuilder root: () -> Root) where Data == SwiftUI.NavigationPath" (offset 743611)
  @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root)
  where Data == NavigationPath {}
  public var body: Never { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface "public struct NavigationPath {" (near offset 303400); only the type, which NavigationStack's initializer names
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {}
