// Stub of SwiftUI for the Linux type-check of the adapters and examples. Test scaffolding,
// never shipped: every declaration is transcribed from the Apple documentation page on the
// `// Apple:` line above it (views and modifiers are @MainActor @preconcurrency as documented);
// bodies are placeholders, and a view modifier returns `self` in place of SwiftUI's private
// modified view type.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation

// MARK: - Views

// Apple: https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  // Apple: https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Apple: https://developer.apple.com/documentation/swiftui/never
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { fatalError() }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError() }
  // Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    fatalError()
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/optional
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
  // Apple: https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  public init<V: View>(_ view: V) {}
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
  // Apple: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  public init<S: StringProtocol>(_ content: S) {}
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
  // Apple: https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
  public static let leading = HorizontalAlignment()
}

// Apple: https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {}
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Sendable {
  case horizontal, vertical
  // Apple: https://developer.apple.com/documentation/swiftui/axis/set
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Set(rawValue: 2)
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/slider
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
  public var body: Never { fatalError() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  // Apple: https://developer.apple.com/documentation/swiftui/slider/init(value:in:oneditingchanged:)
  nonisolated public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {}
}

// Apple: https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label: View>: View {
  public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
  // Apple: https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

// MARK: - State

// Apple: https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { self.value = value }
  private var value: Value
  // Apple: https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }
  // Apple: https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  // Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
  // Apple: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  // Apple: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// MARK: - Environment

// Apple: https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
  associatedtype Value
  // Apple: https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/dynamictypesize
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/legibilityweight
  public var legibilityWeight: LegibilityWeight? {
    get { nil }
    set {}
  }
  // Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
  public var displayScale: CGFloat {
    get { 0 }
    set {}
  }
}

// Apple: https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  // Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  // Apple: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/dynamictypesize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

// Declared so that the check sees the name clash with Typeset's `ContentSizeCategory`: the
// adapters must spell theirs `DynamicType.ContentSizeCategory` in files that import SwiftUI.
// Apple: https://developer.apple.com/documentation/swiftui/contentsizecategory
@available(iOS, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}

// Apple: https://developer.apple.com/documentation/swiftui/legibilityweight
public enum LegibilityWeight: Hashable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/legibilityweight/regular
  case regular
  // Apple: https://developer.apple.com/documentation/swiftui/legibilityweight/bold
  case bold
}

// MARK: - Fonts

// Apple: https://developer.apple.com/documentation/swiftui/font
@frozen public struct Font: Hashable, Sendable {
  // Apple: https://developer.apple.com/documentation/swiftui/font/textstyle
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  // Apple: https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  { fatalError() }
  // Apple: https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { fatalError() }
  // Apple: https://developer.apple.com/documentation/swiftui/font/init(_:)
  public init(_ font: CTFont) { fatalError() }
}

// MARK: - Modifiers

// Apple: https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  // Apple: https://developer.apple.com/documentation/swiftui/viewmodifier/content
  typealias Content = _ViewModifier_Content<Self>
}

// Apple: https://developer.apple.com/documentation/swiftui/_viewmodifier_content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError() }
}

// Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
  // Apple: https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  public init(content: Content, modifier: Modifier) {}
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError() }
}

extension View {
  // Apple: https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  // Apple: https://developer.apple.com/documentation/swiftui/view/font(_:)
  nonisolated public func font(_ font: Font?) -> some View { self }
  // Apple: https://developer.apple.com/documentation/swiftui/view/linespacing(_:)
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  // Apple: https://developer.apple.com/documentation/swiftui/view/tracking(_:)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
  // Apple: https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  { self }
  // Apple: https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  // Apple: https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { self }
  // Apple: https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  nonisolated public func padding(_ length: CGFloat) -> some View { self }
  // Apple: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
}

// MARK: - Apps

// Apple: https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  // Apple: https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  // Apple: https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

extension App {
  // Apple: https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() {}
}

// Apple: https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency public protocol Scene {}

// Apple: https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder public struct SceneBuilder {
  // Apple: https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

// Apple: https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content: View>: Scene {
  // Apple: https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  public init(@ViewBuilder content: () -> Content) {}
}

// Apple: https://developer.apple.com/documentation/swiftui/navigationstack
public struct NavigationStack<Root: View>: View {
  // Apple: https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  public init(@ViewBuilder root: () -> Root) {}
  public var body: Never { fatalError() }
}
