#if TYPESET_LINUX_HARNESS
  import Foundation

  // Fakes of SwiftUI for the Linux harness of the SwiftUI adapter: enough of views, view
  // builders, modifiers and the environment to evaluate the adapter's `body`s, and fonts that
  // say what made them. The declarations are those of Scripts/apple-stubs/SwiftUI.swift, each
  // from xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/SwiftUICore.framework/
  // Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface ("SwiftUICore" below; the
  // `// SDK:` line quotes the declaration). SwiftUI's view graph is not modelled: a test sets
  // the environment a `body` reads (``EnvironmentValues/harnessCurrent``) and calls `body`
  // itself, as SwiftUI does whenever a value the view reads changes. Modifiers return their
  // view unchanged.

  // MARK: - Views

  // SDK: SwiftUICore "@_typeEraser(AnyView) @preconcurrency @_Concurrency.MainActor public protocol View {"
  /// A view.
  @MainActor @preconcurrency public protocol View {
    /// The view's body's type.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
  }

  // SDK: SwiftUICore "extension Swift.Never : SwiftUICore.View {"
  extension Never: View {
    /// No body.
    public var body: Never { fatalError() }
  }

  // SDK: SwiftUICore "@_functionBuilder public struct ViewBuilder {"
  /// Builds views from closures.
  @resultBuilder public struct ViewBuilder {
    // SDK: SwiftUICore "public static func buildExpression<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {"
    /// One view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    // SDK: SwiftUICore "public static func buildBlock() -> SwiftUICore.EmptyView {"
    /// No view.
    public static func buildBlock() -> EmptyView { EmptyView() }
    // SDK: SwiftUICore "public static func buildBlock<Content>(_ content: Content) -> Content where Content : SwiftUICore.View {"
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    // SDK: SwiftUICore "public static func buildIf<Content>(_ content: Content?) -> Content? where Content : SwiftUICore.View {"
    /// An optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    // SDK: SwiftUICore "public static func buildEither<TrueContent, FalseContent>(first: TrueContent)"
    /// The first branch of a condition.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .trueContent(first)) }
    // SDK: SwiftUICore "public static func buildEither<TrueContent, FalseContent>(second: FalseContent)"
    /// The second branch of a condition.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
      -> _ConditionalContent<TrueContent, FalseContent>
    { _ConditionalContent(storage: .falseContent(second)) }
    // SDK: SwiftUICore "public static func buildLimitedAvailability<Content>(_ content: Content) -> SwiftUICore.AnyView where Content : SwiftUICore.View {"
    /// A view behind `#available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
      AnyView(content)
    }
  }

  // SDK: SwiftUICore "@frozen public struct _ConditionalContent<TrueContent, FalseContent> {"
  /// One of two views.
  public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
      case trueContent(TrueContent)
      case falseContent(FalseContent)
    }
    let storage: Storage
  }

  // SDK: SwiftUICore "extension SwiftUICore._ConditionalContent : SwiftUICore.View where TrueContent : SwiftUICore.View, FalseContent : SwiftUICore.View {"
  extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// No body (a primitive view).
    public var body: Never { fatalError() }
  }

  // SDK: SwiftUICore "extension Swift.Optional : SwiftUICore.View where Wrapped : SwiftUICore.View {"
  extension Optional: View where Wrapped: View {
    /// No body (a primitive view).
    public var body: Never { fatalError() }
  }

  // SDK: SwiftUICore "@frozen public struct AnyView : SwiftUICore.View {"
  /// A type-erased view.
  public struct AnyView: View {
    // SDK: SwiftUICore "public init<V>(_ view: V) where V : SwiftUICore.View"
    /// Erases a view.
    nonisolated public init<V: View>(_ view: V) {}
    /// No body (a primitive view).
    public var body: Never { fatalError() }
  }

  // SDK: SwiftUICore "@frozen public struct EmptyView : SwiftUICore.View {"
  /// No view.
  public struct EmptyView: View {
    // SDK: SwiftUICore "@inlinable public init() {}"
    /// No view.
    nonisolated public init() {}
    /// No body (a primitive view).
    public var body: Never { fatalError() }
  }

  // SDK: SwiftUICore "@frozen public struct Text : Swift.Equatable, Swift.Sendable {"
  /// A text.
  public struct Text: Equatable, Sendable {
    let content: String
    // SDK: SwiftUICore "@_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol"
    /// A text showing a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {
      self.content = String(content)
    }
    // SDK: SwiftUICore "nonisolated public func font(_ font: SwiftUICore.Font?) -> SwiftUICore.Text"
    /// The text in a font.
    nonisolated public func font(_ font: Font?) -> Text { self }
    // SDK: SwiftUICore "nonisolated public func tracking(_ tracking: CoreFoundation.CGFloat) -> SwiftUICore.Text"
    /// The text with tracking.
    nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }
  }

  // SDK: SwiftUICore "extension SwiftUICore.Text : SwiftUICore.View {"
  extension Text: View {
    /// No body (a primitive view).
    public var body: Never { fatalError() }
  }

  // MARK: - Environment

  // SDK: SwiftUICore "public protocol DynamicProperty {"
  /// A property SwiftUI updates before it evaluates `body`.
  public protocol DynamicProperty {}

  // SDK: SwiftUICore "public protocol EnvironmentKey {"
  /// A key of the environment.
  public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value where no view set one.
    static var defaultValue: Self.Value { get }
  }

  // SDK: SwiftUICore "public struct EnvironmentValues : Swift.CustomStringConvertible {"
  /// The environment: values keyed by type, and the system's values.
  public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// An environment of default values (Large, no legibility weight, @3x).
    public init() {}

    /// A description.
    public var description: String { "EnvironmentValues" }

    // SDK: SwiftUICore "public subscript<K>(key: K.Type) -> K.Value where K : SwiftUICore.EnvironmentKey {"
    /// A key's value, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
      get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
      set { values[ObjectIdentifier(key)] = newValue }
    }

    // SDK: SwiftUICore "public var dynamicTypeSize: SwiftUICore.DynamicTypeSize {"
    /// The dynamic type size.
    public var dynamicTypeSize: DynamicTypeSize = .large
    // SDK: SwiftUICore "public var legibilityWeight: SwiftUICore.LegibilityWeight? {"
    /// The legibility weight (Bold Text).
    public var legibilityWeight: LegibilityWeight?
    // SDK: SwiftUICore "public var displayScale: CoreFoundation.CGFloat {"
    /// Pixels per point.
    public var displayScale: CGFloat = 3

    /// The environment `@Environment` reads: set by tests, standing for the view graph's
    /// environment where a `body` is evaluated. Not SDK behaviour.
    nonisolated(unsafe) public static var harnessCurrent = EnvironmentValues()
  }

  // SDK: SwiftUICore "@frozen @propertyWrapper public struct Environment<Value> : SwiftUICore.DynamicProperty {"
  /// A value of the environment, read in `body`.
  @propertyWrapper public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    // SDK: SwiftUICore "@inlinable public init(_ keyPath: Swift.KeyPath<SwiftUICore.EnvironmentValues, Value>) {"
    /// Reads the value at a key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    // SDK: SwiftUICore "@inlinable public var wrappedValue: Value {"
    /// The value in ``EnvironmentValues/harnessCurrent``.
    public var wrappedValue: Value { EnvironmentValues.harnessCurrent[keyPath: keyPath] }
  }

  // SDK: SwiftUICore "extension SwiftUICore.Environment : Swift.Sendable where Value : Swift.Sendable {"
  // (a key path of the environment's values is immutable).
  extension Environment: @unchecked Sendable where Value: Sendable {}

  // SDK: SwiftUICore "public enum DynamicTypeSize : Swift.Hashable, Swift.Comparable, Swift.CaseIterable, Swift.Sendable {"
  /// A dynamic type size.
  public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// The sizes, smallest first.
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    /// The accessibility sizes.
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  }

  // SDK: SwiftUICore "public enum LegibilityWeight : Swift.Hashable, Swift.Sendable {"
  /// The Bold Text setting.
  public enum LegibilityWeight: Hashable, Sendable {
    /// Bold Text off.
    case regular
    /// Bold Text on.
    case bold
  }

  // MARK: - Fonts

  // SDK: SwiftUICore "@frozen public struct Font : Swift.Hashable, Swift.Sendable {"
  /// A font: what made it.
  public struct Font: Hashable, Sendable {
    // SDK: SwiftUICore "public enum TextStyle : Swift.CaseIterable, Swift.Sendable {"
    /// A text style.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
      /// The styles.
      case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
      /// The caption styles.
      case caption, caption2
    }

    /// How the font was made.
    public enum Origin: Hashable, Sendable {
      /// `Font.custom(_:size:relativeTo:)`.
      case custom(name: String, size: CGFloat, relativeTo: TextStyle)
      /// `Font.custom(_:fixedSize:)`.
      case fixed(name: String, size: CGFloat)
      /// `Font(_: CTFont)`.
      case coreText(name: String, size: CGFloat)
    }

    /// How the font was made.
    public let origin: Origin

    private init(_ origin: Origin) {
      self.origin = origin
      Font.onCreate?(origin)
    }

    /// Called whenever a font is made: tests count the fonts an adapter makes. Not SDK
    /// behaviour; instrumentation.
    nonisolated(unsafe) public static var onCreate: ((Origin) -> Void)?

    // SDK: SwiftUICore "public static func custom(_ name: Swift.String, size: CoreFoundation.CGFloat, relativeTo textStyle: SwiftUICore.Font.TextStyle) -> SwiftUICore.Font"
    /// A face by name at a size that scales with a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
      -> Font
    { Font(.custom(name: name, size: size, relativeTo: textStyle)) }

    // SDK: SwiftUICore "public static func custom(_ name: Swift.String, fixedSize: CoreFoundation.CGFloat) -> SwiftUICore.Font"
    /// A face by name at a size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
      Font(.fixed(name: name, size: fixedSize))
    }

    // SDK: SwiftUICore "public init(_ font: CoreText.CTFont)"
    /// A Core Text font.
    public init(_ font: CTFont) { self.init(.coreText(name: font.postScriptName, size: font.size)) }
  }

  // MARK: - Modifiers

  // SDK: SwiftUICore "@preconcurrency @_Concurrency.MainActor public protocol ViewModifier {"
  /// A modifier of views.
  @MainActor @preconcurrency public protocol ViewModifier {
    /// The modified view's type.
    associatedtype Body: View
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
    // SDK: SwiftUICore "typealias Content = SwiftUICore._ViewModifier_Content<Self>"
    /// The view being modified.
    typealias Content = _ViewModifier_Content<Self>
  }

  // SDK: SwiftUICore "public struct _ViewModifier_Content<Modifier> : SwiftUICore.View where Modifier : SwiftUICore.ViewModifier {"
  /// The view a modifier modifies.
  public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// The content, as a test hands it to `body(content:)`.
    nonisolated public init() {}
    /// No body (a primitive view).
    public var body: Never { fatalError() }
  }

  // SDK: SwiftUICore "@frozen public struct ModifiedContent<Content, Modifier> {"
  /// A view and a modifier.
  public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// A view and a modifier.
    nonisolated public init(content: Content, modifier: Modifier) {
      self.content = content
      self.modifier = modifier
    }
  }

  // SDK: SwiftUICore "extension SwiftUICore.ModifiedContent : SwiftUICore.View where Content : SwiftUICore.View, Modifier : SwiftUICore.ViewModifier {"
  extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// No body (a primitive view).
    public var body: Never { fatalError() }
  }

  extension View {
    // SDK: SwiftUICore "@inlinable nonisolated public func modifier<T>(_ modifier: T) -> SwiftUICore.ModifiedContent<Self, T> {"
    /// The view with a modifier.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
      ModifiedContent(content: self, modifier: modifier)
    }
    // SDK: SwiftUICore "@inlinable nonisolated public func font(_ font: SwiftUICore.Font?) -> some SwiftUICore.View {"
    /// The view with a default font.
    nonisolated public func font(_ font: Font?) -> some View { self }
    // SDK: SwiftUICore "@inlinable nonisolated public func lineSpacing(_ lineSpacing: CoreFoundation.CGFloat) -> some SwiftUICore.View {"
    /// The view with line spacing.
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    // SDK: SwiftUICore "nonisolated public func tracking(_ tracking: CoreFoundation.CGFloat) -> some SwiftUICore.View"
    /// The view with tracking.
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
    // SDK: SwiftUICore "@inlinable nonisolated public func environment<V>(_ keyPath: Swift.WritableKeyPath<SwiftUICore.EnvironmentValues, V>, _ value: V) -> some SwiftUICore.View {"
    /// The view with an environment value.
    nonisolated public func environment<V>(
      _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> some View { self }
    // SDK: SwiftUICore "nonisolated public func dynamicTypeSize<T>(_ range: T) -> some SwiftUICore.View where T : Swift.RangeExpression, T.Bound == SwiftUICore.DynamicTypeSize"
    /// The view with its dynamic type size limited to a range.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize { self }
  }
#endif
