#if TYPESET_LINUX_HARNESS
  import Foundation

  // Fakes of UIKit's buttons, bars and appearance objects for the Linux harness. SDK paths are
  // in xybp888/iOS-SDKs.

  // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButtonConfiguration.h:19
  // "typedef NSDictionary<NSAttributedStringKey, id> *_Nonnull (^UIConfigurationTextAttributesTransformer)(NSDictionary<NSAttributedStringKey, id> *textAttributes)"
  // (Swift: a struct over AttributeContainer, as in the stubs' swiftinterface citation.)
  /// Transforms a title's attributes.
  public struct UIConfigurationTextAttributesTransformer {
    /// The transform.
    public let transform: (AttributeContainer) -> AttributeContainer
    /// A transformer.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
      self.transform = transform
    }
    /// Applies the transform.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
      transform(input)
    }
  }

  extension AttributeScopes {
    /// UIKit's attributes.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
    /// UIKit's attribute scope: the font.
    public struct UIKitAttributes: AttributeScope {
      /// The font.
      public let font: FontAttribute
      /// The font attribute.
      public enum FontAttribute: AttributedStringKey {
        /// A font.
        public typealias Value = UIFont
        /// `NSFont`.
        public static let name = "NSFont"
      }
    }
  }

  extension AttributeDynamicLookup {
    /// `container.font`.
    public subscript<T: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T { self[T.self] }
  }

  /// A button: a legacy title label, or a configuration whose title ignores the label.
  @MainActor open class UIButton: UIControl {
    /// A button configuration.
    public struct Configuration {
      // SDK: UIButtonConfiguration.h:77 "+ (instancetype)plainButtonConfiguration;"
      /// The plain style.
      public static func plain() -> Configuration { Configuration() }
      // SDK: UIButtonConfiguration.h:119 "@property (nonatomic, readwrite, copy, nullable) NSString *title;"
      /// The title.
      public var title: String?
      // SDK: UIButtonConfiguration.h:121 "@property (nonatomic, readwrite, copy, nullable)
      // UIConfigurationTextAttributesTransformer titleTextAttributesTransformer;"
      /// Transforms the title's attributes before drawing.
      public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    }

    private let label = UILabel()
    private var needsUpdate = false

    // SDK: iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h
    // "@property(nullable, nonatomic, readonly, strong) UILabel *titleLabel" — a configuration
    // button draws its title from the configuration, not from this label's font.
    /// The title label.
    open var titleLabel: UILabel? { label }

    private var isUpdating = false
    private var storedHandler: ((UIButton) -> Void)?

    // SDK: UIButton.h "@property (nonatomic, readwrite, copy, nullable) UIButtonConfiguration
    // *configuration" — "Setting a non-nil value for `configuration` will … update the button":
    // setting it requests a configuration update, except during an update, whose result it is
    // ("- (void)updateConfiguration … Subclasses should override this method and update the
    // button's `configuration`"; the handler is "Block-based equivalent to overriding
    // -updateConfiguration").
    /// The configuration, or `nil` for a legacy button.
    public var configuration: Configuration? {
      didSet {
        if !isUpdating { setNeedsUpdateConfiguration() }
      }
    }

    // SDK: UIButton.h "@property (nonatomic, readwrite, copy, nullable)
    // UIButtonConfigurationUpdateHandler configurationUpdateHandler" — "This block is called
    // after -updateConfiguration". Its setter dispatches through the runtime
    // (`setConfigurationUpdateHandler:`), so that an exchange reaches it.
    /// Called after `updateConfiguration()` in every configuration update.
    public var configurationUpdateHandler: ((UIButton) -> Void)? {
      get { storedHandler }
      set {
        _ = ObjCRuntime.send(self, "setConfigurationUpdateHandler:", [newValue as Any])
      }
    }

    /// UIKit's own `setConfigurationUpdateHandler:`: stores the handler and requests an update.
    func storeConfigurationUpdateHandler(_ handler: ((UIButton) -> Void)?) {
      storedHandler = handler
      setNeedsUpdateConfiguration()
    }

    // SDK: UIButton.h "- (void)setNeedsUpdateConfiguration" — "Multiple requests may be
    // coalesced into a single update at the appropriate time."
    /// Requests `updateConfiguration()` at the next layout.
    open func setNeedsUpdateConfiguration() { needsUpdate = true }

    /// Whether a configuration update is requested (the next layout pass runs it).
    public var needsConfigurationUpdate: Bool { needsUpdate }

    // SDK: UIButton.h "- (void)updateConfiguration" — dispatched through the runtime so that
    // an exchange reaches it.
    /// Updates the configuration for the button's state.
    open func updateConfiguration() {
      _ = ObjCRuntime.send(self, "updateConfiguration")
    }

    func applyConfigurationUpdateHandler() {}

    /// The harness's layout pass: runs a requested configuration update (`updateConfiguration()`,
    /// then the handler).
    public func layoutIfNeeded() {
      guard needsUpdate else { return }
      needsUpdate = false
      isUpdating = true
      defer { isUpdating = false }
      updateConfiguration()
      configurationUpdateHandler?(self)
    }

    /// The font the title is drawn in: for a configuration button the transformer's output
    /// font for `incoming` attributes (UIKit's own incoming attributes are not documented; a
    /// test states them), for a legacy button the label's font.
    public func drawnTitleFont(incoming: AttributeContainer = AttributeContainer()) -> UIFont? {
      guard let configuration else { return label.font }
      let attributes = configuration.titleTextAttributesTransformer?(incoming) ?? incoming
      return attributes.font
    }
  }

  /// A segmented control.
  @MainActor open class UISegmentedControl: UIControl {
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h
    // "- (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey,id> *)attributes forState:(UIControlState)state"
    /// Sets a state's title attributes.
    open func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) { self.attributes[state.rawValue] = attributes }
    /// A state's title attributes.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      attributes[state.rawValue]
    }
  }

  /// A bar item.
  @MainActor open class UIBarItem: NSObject, UIAppearance {
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// An item.
    public required override init() {}
    /// Sets a state's title attributes.
    open func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) { self.attributes[state.rawValue] = attributes }
    /// A state's title attributes.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      attributes[state.rawValue]
    }
    nonisolated(unsafe) private static var proxies: [ObjectIdentifier: UIBarItem] = [:]
    /// The class's appearance proxy.
    open class func appearance() -> Self {
      if let proxy = proxies[ObjectIdentifier(self)] as? Self { return proxy }
      let proxy = self.init()
      proxies[ObjectIdentifier(self)] = proxy
      return proxy
    }
  }

  /// A bar button item.
  @MainActor open class UIBarButtonItem: UIBarItem {}
  /// A tab bar item.
  @MainActor open class UITabBarItem: UIBarItem {}

  /// A bar's appearance.
  @MainActor open class UIBarAppearance: NSObject {
    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h:22
    // "- (instancetype)init;" — "configured with default values".
    /// An appearance with UIKit's defaults.
    public required override init() {}

    // SDK: UIBarAppearance.h:31 "- (instancetype)initWithBarAppearance:(UIBarAppearance *)barAppearance
    // NS_DESIGNATED_INITIALIZER;" — "copying all relevant properties from the given appearance object".
    /// A copy of another appearance's properties.
    public required init(barAppearance: UIBarAppearance) {}
  }

  /// A navigation bar's appearance.
  @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    // SDK: iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h
    // "@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;"
    // — "If the font or color are unspecified, appropriate defaults are supplied."
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // SDK: same file "@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes;"
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// An appearance with UIKit's defaults.
    public required init() { super.init() }

    /// A copy of another appearance's properties (all of them for a navigation bar appearance).
    public required init(barAppearance: UIBarAppearance) {
      super.init(barAppearance: barAppearance)
      if let other = barAppearance as? UINavigationBarAppearance {
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
      }
    }

    // SDK: UIBarAppearance.h:35 "- (instancetype)copy;" (what the bar's `copy` properties do).
    func harnessCopy() -> UINavigationBarAppearance {
      UINavigationBarAppearance(barAppearance: self)
    }
  }

  /// A navigation bar.
  @MainActor open class UINavigationBar: UIView {
    // SDK: iPhoneOS16.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h:103
    // "@property(nullable,nonatomic,copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes … UI_APPEARANCE_SELECTOR"
    /// The legacy title attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    // SDK: UINavigationBar.h:107 "… *largeTitleTextAttributes UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(tvos)"
    /// The legacy large title attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    // SDK: UINavigationBar.h:140 "@property (nonatomic, readwrite, copy) UINavigationBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR"
    /// The standard appearance (copied on set, as `copy` says).
    open var standardAppearance = UINavigationBarAppearance() {
      didSet { standardAppearance = standardAppearance.harnessCopy() }
    }
    // SDK: UINavigationBar.h:142 "… nullable … *compactAppearance UI_APPEARANCE_SELECTOR" —
    // "If not set, the standardAppearance will be used instead."
    /// The compact appearance.
    open var compactAppearance: UINavigationBarAppearance?
    // SDK: UINavigationBar.h:144 "… nullable … *scrollEdgeAppearance UI_APPEARANCE_SELECTOR" —
    // "If not set, a modified standardAppearance will be used instead."
    /// The scroll edge appearance.
    open var scrollEdgeAppearance: UINavigationBarAppearance?

    /// Takes the proxy's values as the bar enters a window (UIAppearance.h: appearance
    /// changes apply to views as they enter a window).
    open override func didMoveToWindow() {
      guard !isAppearanceProxy else { return }
      let proxy = UINavigationBar.appearance()
      titleTextAttributes = proxy.titleTextAttributes
      largeTitleTextAttributes = proxy.largeTitleTextAttributes
      standardAppearance = proxy.standardAppearance
      compactAppearance = proxy.compactAppearance?.harnessCopy()
      scrollEdgeAppearance = proxy.scrollEdgeAppearance?.harnessCopy()
    }

    // UINavigationBar.h:121-136, "Fallback Behavior": the appearance a bar draws its inline
    // title with, at the scroll edge or not, compact or not.
    /// The inline title's font as drawn: from the appearance objects, by UIKit's fallback.
    public func drawnTitleFont(atScrollEdge: Bool = false, compact: Bool = false) -> UIFont? {
      var appearance = standardAppearance
      if compact, let compactAppearance { appearance = compactAppearance }
      if atScrollEdge, let scrollEdgeAppearance { appearance = scrollEdgeAppearance }
      return appearance.titleTextAttributes[.font] as? UIFont
    }
  }
#endif
