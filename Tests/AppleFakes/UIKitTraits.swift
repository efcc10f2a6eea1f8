#if TYPESET_LINUX_HARNESS
  import Foundation

  // Fakes of UIKit's traits and app-wide settings for the Linux harness. SDK paths are in
  // xybp888/iOS-SDKs.

  /// A content size category (`UIContentSizeCategory`).
  public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    /// The raw value, `UICTContentSizeCategoryL`.
    public var rawValue: String
    /// A category by raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h
    // "UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryUnspecified", "…Large", …
    /// Unspecified.
    public static let unspecified = UIContentSizeCategory(
      rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryXXL")
    /// Accessibility medium (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility extra extra extra large (AX5).
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
      rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    // SDK: same file "UIKIT_EXTERN NSNotificationName const UIContentSizeCategoryDidChangeNotification"
    /// Posted when the user's category changes.
    public static let didChangeNotification = Notification.Name(
      "UIContentSizeCategoryDidChangeNotification")

    /// The harness's size factor (not Apple's table): body's sizes divided by 17.
    var harnessScale: CGFloat {
      let suffix = rawValue.replacingOccurrences(of: "UICTContentSizeCategory", with: "")
      let scales: [String: CGFloat] = [
        "XS": 14, "S": 15, "M": 16, "L": 17, "XL": 19, "XXL": 21, "XXXL": 23,
        "AccessibilityM": 28, "AccessibilityL": 33, "AccessibilityXL": 40,
        "AccessibilityXXL": 47, "AccessibilityXXXL": 53,
      ]
      return (scales[suffix] ?? 17) / 17
    }
  }

  /// The Bold Text trait (`UILegibilityWeight`).
  public enum UILegibilityWeight: Int, Sendable {
    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h
    // "UILegibilityWeightUnspecified = -1, UILegibilityWeightRegular = 0, UILegibilityWeightBold = 1"
    /// Unspecified.
    case unspecified = -1
    /// Regular.
    case regular = 0
    /// Bold (Bold Text on).
    case bold = 1
  }

  /// A trait collection: a category, a legibility weight, a display scale.
  public final class UITraitCollection: NSObject, @unchecked Sendable {
    // SDK: iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h:57
    // "@property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory
    // API_AVAILABLE(ios(10.0)); // unspecified: UIContentSizeCategoryUnspecified"
    /// The category; `.unspecified` unless set.
    public let preferredContentSizeCategory: UIContentSizeCategory
    // SDK: UITraitCollection.h:69 "@property (nonatomic, readonly) UILegibilityWeight legibilityWeight …
    // // unspecified: UILegibilityWeightUnspecified"
    /// The legibility weight; `.unspecified` unless set.
    public let legibilityWeight: UILegibilityWeight
    // SDK: UITraitCollection.h:45 "@property (nonatomic, readonly) CGFloat displayScale; // unspecified: 0.0"
    /// The display scale; 0 unless set.
    public let displayScale: CGFloat

    init(_ category: UIContentSizeCategory, _ weight: UILegibilityWeight, _ scale: CGFloat) {
      preferredContentSizeCategory = category
      legibilityWeight = weight
      displayScale = scale
    }

    /// A collection with nothing specified.
    public override convenience init() { self.init(.unspecified, .unspecified, 0) }

    // SDK: UITraitCollection.h:56 "+ (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)preferredContentSizeCategory"
    /// A collection with only a category.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
      self.init(preferredContentSizeCategory, .unspecified, 0)
    }

    // SDK: UITraitCollection.h:68 "+ (UITraitCollection *)traitCollectionWithLegibilityWeight:(UILegibilityWeight)legibilityWeight"
    /// A collection with only a legibility weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
      self.init(.unspecified, legibilityWeight, 0)
    }

    // SDK: UITraitCollection.h:44 "+ (UITraitCollection *)traitCollectionWithDisplayScale:(CGFloat)scale"
    /// A collection with only a display scale.
    public convenience init(displayScale: CGFloat) {
      self.init(.unspecified, .unspecified, displayScale)
    }

    // SDK: UITraitCollection.h:30 "+ (UITraitCollection *)traitCollectionWithTraitsFromCollections:(NSArray<UITraitCollection *> *)traitCollections"
    /// Each trait from the last collection that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
      var category = UIContentSizeCategory.unspecified
      var weight = UILegibilityWeight.unspecified
      var scale: CGFloat = 0
      for collection in collections {
        if collection.preferredContentSizeCategory != .unspecified {
          category = collection.preferredContentSizeCategory
        }
        if collection.legibilityWeight != .unspecified { weight = collection.legibilityWeight }
        if collection.displayScale != 0 { scale = collection.displayScale }
      }
      self.init(category, weight, scale)
    }

    private static let currentKey = "org.typeset.harness.currentTraitCollection"

    // SDK: UITraitCollection.h (CurrentTraitCollection) "@property (class, nonatomic, strong) UITraitCollection *currentTraitCollection"
    // — "This is a thread-local property, so it may be changed on non-main threads without
    // affecting the main thread." A thread UIKit never set it on reads Large here (the
    // behaviour the issue describes).
    /// The calling thread's current collection.
    public class var current: UITraitCollection {
      get {
        Thread.current.threadDictionary[currentKey] as? UITraitCollection
          ?? UITraitCollection(.large, .regular, 3)
      }
      set { Thread.current.threadDictionary[currentKey] = newValue }
    }

    /// Whether a trait differs from another collection's.
    func differs(from other: UITraitCollection?, in trait: UITrait) -> Bool {
      if ObjectIdentifier(trait) == ObjectIdentifier(UITraitPreferredContentSizeCategory.self) {
        return preferredContentSizeCategory != other?.preferredContentSizeCategory
      }
      if ObjectIdentifier(trait) == ObjectIdentifier(UITraitLegibilityWeight.self) {
        return legibilityWeight != other?.legibilityWeight
      }
      return false
    }
  }

  /// A trait a view can register for changes of.
  public protocol UITraitDefinition {}
  /// A trait type.
  public typealias UITrait = any UITraitDefinition.Type
  /// The category trait.
  public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
  /// The legibility weight trait.
  public enum UITraitLegibilityWeight: UITraitDefinition {}

  /// A registration returned by `registerForTraitChanges`.
  public protocol UITraitChangeRegistration {}
  struct TraitRegistration: UITraitChangeRegistration {}

  // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/
  // arm64e-apple-ios.swiftinterface "public struct UITraitOverrides : UIKit.UIMutableTraits {",
  // "public func contains(_ trait: UIKit.UITrait) -> Swift.Bool", "public mutating func
  // remove(_ trait: UIKit.UITrait)", and UIMutableTraits' `preferredContentSizeCategory` and
  // `legibilityWeight`. An override is set once assigned, until removed.
  /// Trait overrides of a view, window or window scene.
  public struct UITraitOverrides: Sendable {
    private var category: UIContentSizeCategory?
    private var weight: UILegibilityWeight?

    /// The overridden category; `.unspecified` when not overridden.
    public var preferredContentSizeCategory: UIContentSizeCategory {
      get { category ?? .unspecified }
      set { category = newValue }
    }

    /// The overridden legibility weight; `.unspecified` when not overridden.
    public var legibilityWeight: UILegibilityWeight {
      get { weight ?? .unspecified }
      set { weight = newValue }
    }

    /// Whether a trait is overridden.
    public func contains(_ trait: UITrait) -> Bool {
      if ObjectIdentifier(trait) == ObjectIdentifier(UITraitPreferredContentSizeCategory.self) {
        return category != nil
      }
      if ObjectIdentifier(trait) == ObjectIdentifier(UITraitLegibilityWeight.self) {
        return weight != nil
      }
      return false
    }

    /// Removes an override.
    public mutating func remove(_ trait: UITrait) {
      if ObjectIdentifier(trait) == ObjectIdentifier(UITraitPreferredContentSizeCategory.self) {
        category = nil
      }
      if ObjectIdentifier(trait) == ObjectIdentifier(UITraitLegibilityWeight.self) {
        weight = nil
      }
    }

    /// `traits` with these overrides applied.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
      UITraitCollection(
        category ?? traits.preferredContentSizeCategory, weight ?? traits.legibilityWeight,
        traits.displayScale)
    }
  }

  /// The application: the user's app-wide category.
  @MainActor public final class UIApplication {
    // SDK: iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h
    // "@property(class, nonatomic, readonly) UIApplication *sharedApplication"
    /// The app.
    public static let shared = UIApplication()
    // SDK: same file "@property(nonatomic,readonly) UIContentSizeCategory preferredContentSizeCategory API_AVAILABLE(ios(7.0));"
    /// The user's category (set by tests, standing for Settings).
    public var preferredContentSizeCategory: UIContentSizeCategory = .large
    // SDK: same file "@property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes
    // API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);"
    /// The connected scenes (set by tests, standing for the system connecting them).
    public var connectedScenes: Set<UIScene> = []
  }

  // SDK: iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h
  // "@interface UIScene : UIResponder"
  /// A scene.
  @MainActor open class UIScene: UIResponder {}

  // SDK: UIWindowScene.h (index file 979985418) "@interface UIWindowScene : UIScene",
  // "@property (nonatomic, readonly) NSArray<UIWindow *> *windows;", "@property (nonatomic,
  // readonly, strong, nullable) UIWindow *keyWindow API_AVAILABLE(ios(15.0))", and
  // "@property (nonatomic, readonly) id<UITraitOverrides> traitOverrides
  // API_AVAILABLE(ios(17.0), tvos(17.0))": the scene's overrides apply to its windows.
  /// A scene of windows.
  @MainActor open class UIWindowScene: UIScene {
    /// Its windows (set by tests, standing for the app creating them); each window's
    /// `windowScene` is this scene.
    public var windows: [UIWindow] = [] {
      didSet { for window in windows { window.windowScene = self } }
    }

    /// The window of the scene that is key.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The scene's trait overrides; a change reaches its windows' traits at once (UIKit does
    /// at its next trait update).
    public var traitOverrides = UITraitOverrides() {
      didSet { for window in windows { window.applyTraitOverrides() } }
    }
  }

  /// Accessibility settings.
  public enum UIAccessibility {
    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h
    // "UIKIT_EXTERN BOOL UIAccessibilityIsBoldTextEnabled(void) API_AVAILABLE(ios(8.0));"
    /// Whether Bold Text is on (set by tests, standing for Settings).
    @MainActor public static var isBoldTextEnabled = false
    // SDK: same file "UIKIT_EXTERN NSNotificationName const UIAccessibilityBoldTextStatusDidChangeNotification"
    /// Posted when Bold Text changes.
    public static let boldTextStatusDidChangeNotification = Notification.Name(
      "UIAccessibilityBoldTextStatusDidChangeNotification")
  }
#endif
