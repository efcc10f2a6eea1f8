#if TYPESET_LINUX_HARNESS
  import Foundation

  // Fakes of UIKit's views for the Linux harness. SDK paths are in xybp888/iOS-SDKs.

  /// Text attribute keys UIKit adds.
  extension NSAttributedString.Key {
    /// The font.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The paragraph style.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// The kern.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// The baseline offset.
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
  }

  /// A paragraph style with line heights.
  public class NSParagraphStyle: NSObject, @unchecked Sendable {}
  /// A mutable paragraph style.
  public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The minimum line height.
    public var minimumLineHeight: CGFloat = 0
    /// The maximum line height.
    public var maximumLineHeight: CGFloat = 0
  }

  /// A core font type name Core Text uses for variations.
  public typealias CFString = String
  // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontDescriptor.h
  // "CT_EXPORT const CFStringRef kCTFontVariationAttribute"
  /// The variation attribute's name.
  public let kCTFontVariationAttribute: CFString = "NSCTFontVariationAttribute"

  /// An object with a trait collection.
  @MainActor public protocol UITraitEnvironment: AnyObject {
    /// The traits.
    var traitCollection: UITraitCollection { get }
  }

  /// A view that can adjust its font for the category.
  @MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// Whether the view updates a `UIFontMetrics` font itself.
    var adjustsFontForContentSizeCategory: Bool { get set }
  }

  /// A class with an appearance proxy.
  @MainActor public protocol UIAppearance: AnyObject {
    /// The proxy.
    static func appearance() -> Self
  }

  /// A responder.
  @MainActor open class UIResponder: NSObject {}

  /// A view: traits (changed by ``simulateTraitChange(_:)``), subviews, trait-change
  /// registrations, appearance.
  @MainActor open class UIView: UIResponder, UITraitEnvironment, UIAppearance {
    private var traits: UITraitCollection
    /// The subviews.
    public private(set) var subviews: [UIView] = []
    /// The superview.
    public private(set) weak var superview: UIView?
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether the view handles events.
    open var isUserInteractionEnabled = true
    private var registrations: [([UITrait], (UIView, UITraitCollection) -> Void)] = []
    /// Whether this instance is a class's appearance proxy.
    public private(set) var isAppearanceProxy = false

    /// A view in the app's traits (the user's category and Bold Text).
    public required override init() {
      traits = UITraitCollection(
        UIApplication.shared.preferredContentSizeCategory,
        UIAccessibility.isBoldTextEnabled ? .bold : .regular, 3)
      super.init()
      UIKitMethods.register()
    }

    /// A view with a frame (ignored).
    public convenience init(frame: CGRect) { self.init() }

    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h
    // "@property (nonatomic, readonly) UITraitCollection *traitCollection"
    /// The view's traits.
    open var traitCollection: UITraitCollection { traits }

    // SDK: same file "- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection"
    /// Called after the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // SDK: same file "- (id<UITraitChangeRegistration>)registerForTraitChanges:(NSArray<UITrait> *)traits
    // withHandler:(UITraitChangeHandler)handler;" — the handler gets the environment and the
    // previous collection when one of `traits` changes.
    /// Registers a handler for changes of some traits.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
      _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
      registrations.append(
        (traits, { view, previous in handler(view as! TraitEnvironment, previous) }))
      return TraitRegistration()
    }

    /// The harness's stand-in for a change in Settings or of a window override: gives the view
    /// and its subviews `traits` and reports the change as UIKit does (`traitCollectionDidChange`
    /// and the registered handlers of the traits that changed).
    public func simulateTraitChange(_ traits: UITraitCollection) {
      let previous = self.traits
      self.traits = traits
      traitCollectionDidChange(previous)
      for (registered, handler) in registrations
      where registered.contains(where: { traits.differs(from: previous, in: $0) }) {
        handler(self, previous)
      }
      for subview in subviews { subview.simulateTraitChange(traits) }
    }

    /// Adds a subview, which takes the view's traits.
    open func addSubview(_ view: UIView) {
      subviews.append(view)
      view.superview = self
      if view.traits != traits { view.simulateTraitChange(traits) }
      if window != nil { view.moveToWindow() }
    }

    /// The window the view is in.
    public var window: UIWindow? {
      var view: UIView? = self
      while let current = view {
        if let window = current as? UIWindow { return window }
        view = current.superview
      }
      return nil
    }

    func moveToWindow() {
      didMoveToWindow()
      for subview in subviews { subview.moveToWindow() }
    }

    /// Called when the view enters a window; appearance is applied here.
    open func didMoveToWindow() {}

    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINibLoading.h
    // "- (void)awakeFromNib NS_REQUIRES_SUPER;" — dispatched through the runtime so that an
    // exchange reaches it.
    /// Called after a nib was loaded.
    open func awakeFromNib() {
      _ = ObjCRuntime.send(self, "awakeFromNib")
    }

    nonisolated(unsafe) private static var proxies: [ObjectIdentifier: UIView] = [:]

    // SDK: iPhoneOS17.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAppearance.h
    // "+ (instancetype)appearance;" — one proxy per class; its values are applied to an
    // instance when it enters a window.
    /// The class's appearance proxy.
    open class func appearance() -> Self {
      if let proxy = proxies[ObjectIdentifier(self)] as? Self { return proxy }
      let proxy = self.init()
      proxy.isAppearanceProxy = true
      proxies[ObjectIdentifier(self)] = proxy
      return proxy
    }
  }

  /// A window: trait overrides, a scene, key status.
  @MainActor open class UIWindow: UIView {
    /// The traits the window had before any override: the app's.
    private var ownTraits: UITraitCollection?

    // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/
    // arm64e-apple-ios.swiftinterface (extension UIView) "@_Concurrency.MainActor
    // @preconcurrency public var traitOverrides: UIKit.UITraitOverrides {" — the overrides
    // reach the window's traits, and so its trait-change handlers, at once here (UIKit does at
    // its next trait update).
    /// The window's trait overrides.
    public var traitOverrides = UITraitOverrides() {
      didSet { applyTraitOverrides() }
    }

    // SDK: iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h
    // "@property(nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0))"
    /// The window's scene.
    public weak var windowScene: UIWindowScene?

    /// Gives the window the app's traits with its scene's overrides, then its own.
    func applyTraitOverrides() {
      let own = ownTraits ?? traitCollection
      ownTraits = own
      var traits = own
      if let scene = windowScene { traits = scene.traitOverrides.applied(to: traits) }
      traits = traitOverrides.applied(to: traits)
      if traits.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        || traits.legibilityWeight != traitCollection.legibilityWeight
      {
        simulateTraitChange(traits)
      }
    }

    nonisolated(unsafe) private static weak var key: UIWindow?

    // SDK: UIWindow.h "@property(nonatomic,readonly,getter=isKeyWindow) BOOL keyWindow;"
    /// Whether the window is key.
    public var isKeyWindow: Bool { UIWindow.key === self }

    // SDK: UIWindow.h "UIKIT_EXTERN NSNotificationName const UIWindowDidBecomeKeyNotification
    // API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED;" (Swift name from UIKit's API notes)
    /// Posted when a window becomes key; the window is the object.
    public static let didBecomeKeyNotification = Notification.Name(
      "UIWindowDidBecomeKeyNotification")

    // SDK: UIWindow.h "- (void)makeKeyWindow;" — "Make the window key without changing
    // visibility"; UIKit posts UIWindowDidBecomeKeyNotification (posted here at once, on the
    // calling thread).
    /// Makes the window key.
    public func makeKey() {
      UIWindow.key = self
      NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Adds a view, which enters the window.
    open override func addSubview(_ view: UIView) {
      super.addSubview(view)
      view.moveToWindow()
    }
  }

  /// A label.
  @MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    private var storedFont: UIFont?
    private var storedText: NSAttributedString?

    // SDK: iPhoneOS16.4.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h:24
    // "@property(null_resettable, nonatomic,strong) UIFont *font …; // default is nil (system font 17 plain)"
    /// The font; setting it styles all of the attributed text.
    open var font: UIFont! {
      get { storedFont ?? UIFont.systemFont(ofSize: 17) }
      set {
        storedFont = newValue
        if let newValue, let text = storedText {
          let styled = NSMutableAttributedString(attributedString: text)
          styled.addAttribute(
            .font, value: newValue, range: NSRange(location: 0, length: styled.length))
          storedText = styled
        }
      }
    }

    // SDK: UILabel.h:23 "@property(nullable, nonatomic,copy) NSString *text; // default is nil"
    /// The text, as plain text in the label's font.
    open var text: String? {
      get { storedText?.string }
      set {
        storedText = newValue.map { NSAttributedString(string: $0, attributes: [.font: font!]) }
      }
    }

    // SDK: UILabel.h:31-32 "the underlying attributed string drawn by the label, if set, the label
    // ignores the properties above. @property(nullable, nonatomic,copy) NSAttributedString *attributedText"
    /// The attributed text; `text` reads its string.
    open var attributedText: NSAttributedString? {
      get { storedText }
      set { storedText = newValue }
    }

    /// Whether the label keeps a `UIFontMetrics` font current.
    open var adjustsFontForContentSizeCategory = false
  }

  /// A control.
  @MainActor open class UIControl: UIView {
    /// Control states.
    public struct State: OptionSet, Hashable, Sendable {
      /// The bits.
      public let rawValue: UInt
      /// A state.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Normal.
      public static let normal = State([])
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
    }
  }

  /// A text field.
  @MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    /// The font.
    open var font: UIFont?
    /// Whether the field keeps a `UIFontMetrics` font current.
    open var adjustsFontForContentSizeCategory = false
  }

  /// A scroll view.
  @MainActor open class UIScrollView: UIView {}

  /// A text view the user can type in.
  @MainActor open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    private var storage = NSAttributedString(string: "")

    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h
    // "@property(nullable,nonatomic,strong) UIFont *font;" — applies to all of the text.
    /// The font.
    open var font: UIFont? {
      didSet {
        guard let font else { return }
        let styled = NSMutableAttributedString(attributedString: storage)
        styled.addAttribute(.font, value: font, range: NSRange(location: 0, length: styled.length))
        storage = styled
      }
    }

    // SDK: UITextView.h "@property(null_resettable,nonatomic,copy) NSString *text;"
    /// The text.
    open var text: String! {
      get { storage.string }
      set { storage = NSAttributedString(string: newValue ?? "") }
    }

    // SDK: UITextView.h "@property(null_resettable,copy) NSAttributedString *attributedText API_AVAILABLE(ios(6.0));"
    /// The attributed text.
    open var attributedText: NSAttributedString! {
      get { storage }
      set { storage = newValue ?? NSAttributedString(string: "") }
    }

    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextInput.h
    // (UIKeyInput) "- (void)insertText:(NSString *)text;" — here always at the end.
    /// Types text, as the user does.
    public func insertText(_ text: String) {
      let typed = NSMutableAttributedString(attributedString: storage)
      typed.append(NSAttributedString(string: text))
      storage = typed
    }

    /// Whether the view keeps a `UIFontMetrics` font current.
    open var adjustsFontForContentSizeCategory = false
  }
#endif
