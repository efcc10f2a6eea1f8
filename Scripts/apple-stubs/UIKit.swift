// Stub of UIKit for the Linux type-check of the adapters and examples. Test scaffolding, never
// shipped; bodies are placeholders.
//
// Where the declarations come from: each one was checked against the text of Apple's iOS SDK
// as stored in xybp888/iOS-SDKs (the newest folder that holds the file: iPhoneOS18.3.sdk,
// iPhoneOS18.2.1.sdk, 18.1 or 18.0; a header that is listed only under an older folder is cited
// there). The `// SDK:` line above a declaration names the repository, the file, and the
// declaration's text in that file (`grep -n -F` finds its line). Objective-C declarations are
// translated the way the Swift importer does: `API_AVAILABLE(ios(7.0))` becomes
// `@available(iOS 7.0, *)`, `API_UNAVAILABLE(watchos)` `@available(watchOS, unavailable)`,
// `API_DEPRECATED(msg, ios(8.0, 17.0))` `@available(iOS, introduced: 8.0, deprecated: 17.0,
// message: msg)`, `NS_SWIFT_UI_ACTOR` `@MainActor`, `NS_SWIFT_SENDABLE` `@unchecked Sendable`.
// A member carries only what its own line in the header says; the rest comes from its type.
// `// SDK: derived — …` marks an attribute the SDK implies rather than states (a subclass of a
// watchOS-unavailable class). `// SDK: none — …` marks a declaration found in no SDK text.
// NSObject, NSAttributedString, CGFloat and CGRect come from Foundation on Linux.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation

// MARK: - Fonts

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE"
@available(iOS 2.0, watchOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "typedef NSString * UIFontTextStyle NS_TYPED_ENUM API_AVAILABLE(watchos(3.0));"
  @available(watchOS 3.0, *)
  public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "UIFontTextStyle const UIFontTextStyleBody API_AVAILABLE(ios(7.0), watchos(2.0));"
    @available(iOS 7.0, watchOS 2.0, *)
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleHeadline API_AVAILABLE(ios(7.0));"
    @available(iOS 7.0, *)
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
  }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(watchos(4.0));"
  @available(watchOS 4.0, *)
  public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: CGFloat
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "const UIFontWeight UIFontWeightRegular API_AVAILABLE(ios(8.2), watchos(2.0));"
    @available(iOS 8.2, watchOS 2.0, *)
    public static let regular = Weight(rawValue: 0)
  }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "+ (UIFont *)fontWithDescriptor:(UIFontDescriptor *)descriptor size:(CGFloat)pointSize API_AVAILABLE(ios(7.0), watchos(2.0));"
  @available(iOS 7.0, watchOS 2.0, *)
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { self.init() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "+ (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;"
  public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init() }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style API_AVAILABLE(ios(7.0), watchos(2.0));"
  @available(iOS 7.0, watchOS 2.0, *)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 10.0, *)
  @available(watchOS, unavailable)
  open class func preferredFont(
    forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "+ (UIFont *)systemFontOfSize:(CGFloat)fontSize;"
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "+ (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight API_AVAILABLE(ios(8.2), watchos(2.0));"
  @available(iOS 8.2, watchOS 2.0, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "+ (UIFont *)monospacedSystemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight API_AVAILABLE(ios(13.0), watchos(6.0));"
  @available(iOS 13.0, watchOS 6.0, *)
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "+ (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;"
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "+ (UIFont *)italicSystemFontOfSize:(CGFloat)fontSize;"
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "@property(nonatomic, readonly) UIFontDescriptor *fontDescriptor API_AVAILABLE(ios(7.0), watchos(2.0));"
  @available(iOS 7.0, watchOS 2.0, *)
  open var fontDescriptor: UIFontDescriptor { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "@property(nonatomic,readonly,strong) NSString *familyName;"
  open var familyName: String { "" }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "@property(nonatomic,readonly,strong) NSString *fontName;"
  open var fontName: String { "" }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "@property(nonatomic,readonly)        CGFloat   pointSize;"
  open var pointSize: CGFloat { 0 }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h "CGFloat   lineHeight API_AVAILABLE(ios(4.0), watchos(2.0));"
  @available(iOS 4.0, watchOS 2.0, *)
  open var lineHeight: CGFloat { 0 }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "UIKIT_EXTERN API_AVAILABLE(ios(7.0), watchos(2.0)) NS_SWIFT_SENDABLE"
@available(iOS 7.0, watchOS 2.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "typedef NSString * UIFontDescriptorAttributeName NS_TYPED_ENUM API_AVAILABLE(watchos(4.0));"
  @available(watchOS 4.0, *)
  public struct AttributeName: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "UIFontDescriptorAttributeName const UIFontDescriptorNameAttribute API_AVAILABLE(ios(7.0), watchos(2.0));"
    @available(iOS 7.0, watchOS 2.0, *)
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
  }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "- (instancetype)initWithFontAttributes:(NSDictionary<UIFontDescriptorAttributeName, id> *)attributes NS_DESIGNATED_INITIALIZER;"
  public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "- (nullable id)objectForKey:(UIFontDescriptorAttributeName)anAttribute;"
  open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { nil }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "+ (UIFontDescriptor *)preferredFontDescriptorWithTextStyle:(UIFontTextStyle)style;"
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "+ (UIFontDescriptor *)preferredFontDescriptorWithTextStyle:(UIFontTextStyle)style compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 10.0, *)
  @available(watchOS, unavailable)
  open class func preferredFontDescriptor(
    withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFontDescriptor { fatalError() }
  // (Swift name `UIFontDescriptor.SymbolicTraits` from UIKit's API notes, not read.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "typedef NS_OPTIONS(uint32_t, UIFontDescriptorSymbolicTraits) {"
  public struct SymbolicTraits: OptionSet, @unchecked Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "UIFontDescriptorTraitItalic = 1u << 0,"
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "UIFontDescriptorTraitBold = 1u << 1,"
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "- (UIFontDescriptor *)fontDescriptorByAddingAttributes:(NSDictionary<UIFontDescriptorAttributeName, id> *)attributes; // the new attributes take precedence over the existing ones in the receiver"
  open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any])
    -> UIFontDescriptor
  { self }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h "- (nullable UIFontDescriptor *)fontDescriptorWithSymbolicTraits:(UIFontDescriptorSymbolicTraits)symbolicTraits; // Returns a new font descriptor reference in the same family with the given symbolic traits, or nil if none found in the system."
  open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits)
    -> UIFontDescriptor?
  { nil }
}

// SDK: index file 157079489 (UIFontMetrics.h, NS_HEADER_AUDIT_BEGIN(nullability, sendability) version; the index does not report its repository or path) "UIKIT_EXTERN API_AVAILABLE(ios(11.0),tvos(11.0),watchos(4.0)) NS_SWIFT_SENDABLE"
@available(iOS 11.0, tvOS 11.0, watchOS 4.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
  // SDK: index file 157079489 (UIFontMetrics.h) "- (instancetype)initForTextStyle:(UIFontTextStyle)textStyle NS_DESIGNATED_INITIALIZER;"
  public init(forTextStyle textStyle: UIFont.TextStyle) {}
  // SDK: index file 157079489 (UIFontMetrics.h) "- (UIFont *)scaledFontForFont:(UIFont *)font;"
  open func scaledFont(for font: UIFont) -> UIFont { font }
  // SDK: index file 157079489 (UIFontMetrics.h) "- (UIFont *)scaledFontForFont:(UIFont *)font maximumPointSize:(CGFloat)maximumPointSize;"
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
  // SDK: index file 157079489 (UIFontMetrics.h) "- (UIFont *)scaledFontForFont:(UIFont *)font compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_UNAVAILABLE(watchos);"
  @available(watchOS, unavailable)
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  { font }
  // SDK: index file 157079489 (UIFontMetrics.h) "- (UIFont *)scaledFontForFont:(UIFont *)font maximumPointSize:(CGFloat)maximumPointSize compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_UNAVAILABLE(watchos);"
  @available(watchOS, unavailable)
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont { font }
  // SDK: index file 157079489 (UIFontMetrics.h) "- (CGFloat)scaledValueForValue:(CGFloat)value compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_UNAVAILABLE(watchos);"
  @available(watchOS, unavailable)
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  { value }
}

// MARK: - Traits

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h "typedef NSString * UIContentSizeCategory NS_TYPED_ENUM API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);"
@available(iOS 7.0, *)
@available(watchOS, unavailable)
public struct UIContentSizeCategory: Hashable, RawRepresentable, @unchecked Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h "UIContentSizeCategory const UIContentSizeCategoryLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 7.0, *)
  @available(watchOS, unavailable)
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h "UIContentSizeCategory const UIContentSizeCategoryAccessibilityMedium API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 7.0, *)
  @available(watchOS, unavailable)
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h "UIContentSizeCategory const UIContentSizeCategoryAccessibilityExtraExtraExtraLarge API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 7.0, *)
  @available(watchOS, unavailable)
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
  // (Swift name `UIContentSizeCategory.didChangeNotification` from UIKit's API notes, not read.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategory.h "NSNotificationName const UIContentSizeCategoryDidChangeNotification API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED;"
  @available(iOS 7.0, *)
  @available(watchOS, unavailable)
  public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h "} API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);" (the typedef NS_ENUM(NSInteger, UILegibilityWeight))
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
public enum UILegibilityWeight: Int, @unchecked Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h "UILegibilityWeightUnspecified = -1,"
  case unspecified = -1
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h "UILegibilityWeightRegular,"
  case regular = 0
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIInterface.h "UILegibilityWeightBold"
  case bold = 1
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_SENDABLE"
@available(iOS 8.0, *)
@available(watchOS, unavailable)
open class UITraitCollection: NSObject, @unchecked Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "+ (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)preferredContentSizeCategory API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 10.0, *)
  @available(watchOS, unavailable)
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "+ (UITraitCollection *)traitCollectionWithLegibilityWeight:(UILegibilityWeight)legibilityWeight API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  public convenience init(legibilityWeight: UILegibilityWeight) { self.init() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "+ (UITraitCollection *)traitCollectionWithTraitsFromCollections:(NSArray<UITraitCollection *> *)traitCollections API_DEPRECATED(\"Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections\", ios(8.0, 17.0), visionos(1.0, 1.0));" (the `#if __swift__` branch)
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message:
      "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 1.0,
    message:
      "Use UITraitCollection.init(mutations:) and UITraitCollection.modifyingTraits(_:) to create and modify trait collections"
  )
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) { self.init() }
  // (Swift name `current` from UIKit's API notes, not read.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "@property (class, nonatomic, strong) UITraitCollection *currentTraitCollection API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  open class var current: UITraitCollection {
    get { fatalError() }
    set {}
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "@property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 10.0, *)
  @available(watchOS, unavailable)
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "@property (nonatomic, readonly) UILegibilityWeight legibilityWeight API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  open var legibilityWeight: UILegibilityWeight { .unspecified }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "@property (nonatomic, readonly) CGFloat displayScale; // unspecified: 0.0"
  open var displayScale: CGFloat { 0 }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@available(iOS 17.0, tvOS 17.0, *)\npublic protocol UITraitDefinition {"
@available(iOS 17.0, tvOS 17.0, *)
public protocol UITraitDefinition {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "associatedtype Value"
  associatedtype Value
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "static var defaultValue: Self.Value { get }"
  static var defaultValue: Self.Value { get }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public typealias UITrait = any UIKit.UITraitDefinition.Type"
@available(iOS 17.0, tvOS 17.0, *)
public typealias UITrait = any UITraitDefinition.Type

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public struct UITraitPreferredContentSizeCategory : UIKit.UITraitDefinition {"
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static let defaultValue = UIContentSizeCategory.large
  public typealias Value = UIContentSizeCategory
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public struct UITraitLegibilityWeight : UIKit.UITraitDefinition {"
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition {
  public static let defaultValue = UILegibilityWeight.unspecified
  public typealias Value = UILegibilityWeight
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@protocol UITraitEnvironment <NSObject>"
@available(watchOS, unavailable)
@MainActor public protocol UITraitEnvironment: NSObjectProtocol {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "@property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));"
  @available(iOS 8.0, *)
  var traitCollection: UITraitCollection { get }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection API_DEPRECATED(\"Use the trait change registration APIs declared in the UITraitChangeObservable protocol\", ios(8.0, 17.0), visionos(1.0, 1.0)) API_UNAVAILABLE(watchos);"
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 1.0,
    message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
  )
  @available(watchOS, unavailable)
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@protocol UITraitChangeRegistration <NSObject, NSCopying>"
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
@MainActor public protocol UITraitChangeRegistration: NSCopying, NSObjectProtocol {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor public protocol UITraitChangeObservable {"
@available(iOS 17.0, tvOS 17.0, *)
@MainActor public protocol UITraitChangeObservable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "typealias TraitChangeHandler<TraitEnvironment> = (_ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection) -> Swift.Void where TraitEnvironment : UITraitEnvironment"
  typealias TraitChangeHandler<TraitEnvironment> = (
    _ traitEnvironment: TraitEnvironment, _ previousTraitCollection: UITraitCollection
  ) -> Void where TraitEnvironment: UITraitEnvironment
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor func registerForTraitChanges<TraitEnvironment>(_ traits: [UIKit.UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>) -> any UITraitChangeRegistration where TraitEnvironment : UITraitEnvironment"
  @discardableResult
  func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)"
  func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@available(iOS 17.0, tvOS 17.0, *)\npublic protocol UIMutableTraits {"
@available(iOS 17.0, tvOS 17.0, *)
public protocol UIMutableTraits {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "subscript<T>(trait: T.Type) -> T.Value where T : UIKit.UITraitDefinition { get set }"
  subscript<T: UITraitDefinition>(trait trait: T.Type) -> T.Value { get set }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIMutableTraits {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public var preferredContentSizeCategory: UIContentSizeCategory {"
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { self[trait: UITraitPreferredContentSizeCategory.self] }
    set { self[trait: UITraitPreferredContentSizeCategory.self] = newValue }
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public var legibilityWeight: UILegibilityWeight {"
  public var legibilityWeight: UILegibilityWeight {
    get { self[trait: UITraitLegibilityWeight.self] }
    set { self[trait: UITraitLegibilityWeight.self] = newValue }
  }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public struct UITraitOverrides : UIKit.UIMutableTraits {"
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitOverrides: UIMutableTraits {
  public subscript<T: UITraitDefinition>(trait trait: T.Type) -> T.Value {
    get { T.defaultValue }
    set {}
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public func contains(_ trait: UIKit.UITrait) -> Swift.Bool"
  public func contains(_ trait: UITrait) -> Bool { false }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public mutating func remove(_ trait: UIKit.UITrait)"
  public mutating func remove(_ trait: UITrait) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h "UIKIT_EXTERN API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR"
@available(iOS 10.0, *)
@available(watchOS, unavailable)
@MainActor public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h "@property (nonatomic) BOOL adjustsFontForContentSizeCategory;"
  var adjustsFontForContentSizeCategory: Bool { get set }
}

// SDK: xybp888/iOS-SDKs iPhoneOS17.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAppearance.h "NS_SWIFT_UI_ACTOR\n@protocol UIAppearance <NSObject>"
@MainActor public protocol UIAppearance: NSObjectProtocol {
  // SDK: xybp888/iOS-SDKs iPhoneOS17.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAppearance.h "+ (instancetype)appearance;"
  static func appearance() -> Self
}

// MARK: - Accessibility and the application

// SDK: none — the Swift namespace `UIAccessibility` that UIKit's API notes import the
// UIAccessibility* functions and notifications into; the API notes were not read.
public enum UIAccessibility {
  // (Swift name `UIAccessibility.isBoldTextEnabled` from UIKit's API notes, not read.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h "UIKIT_EXTERN BOOL UIAccessibilityIsBoldTextEnabled(void) API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;"
  @available(iOS 8.0, *)
  @available(watchOS, unavailable)
  @MainActor public static var isBoldTextEnabled: Bool { false }
  // (Swift name `UIAccessibility.boldTextStatusDidChangeNotification` from UIKit's API notes.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibility.h "UIKIT_EXTERN NSNotificationName const UIAccessibilityBoldTextStatusDidChangeNotification API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED;"
  @available(iOS 8.0, *)
  @available(watchOS, unavailable)
  public static let boldTextStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
}

// MARK: - Views

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIResponder : NSObject <UIResponderStandardEditActions>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIResponder: NSObject {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIApplication : UIResponder"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIApplication: UIResponder {
  // (Swift name `shared` from UIKit's API notes, not read.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h "@property(class, nonatomic, readonly) UIApplication *sharedApplication NS_EXTENSION_UNAVAILABLE_IOS(\"Use view controller based solutions where appropriate instead.\");"
  @available(
    iOSApplicationExtension, unavailable,
    message: "Use view controller based solutions where appropriate instead."
  )
  open class var shared: UIApplication { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h "@property(nonatomic,readonly) UIContentSizeCategory preferredContentSizeCategory API_AVAILABLE(ios(7.0));"
  @available(iOS 7.0, *)
  open var preferredContentSizeCategory: UIContentSizeCategory { .large }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h "@property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 13.0, *)
  open var connectedScenes: Set<UIScene> { [] }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScene.h "UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIScene : UIResponder"
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIScene: UIResponder {}

// SDK: index file 979985418 (UIWindowScene.h; the index does not report its repository or path) "UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIWindowScene : UIScene"
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIWindowScene: UIScene {
  // SDK: index file 979985418 (UIWindowScene.h) "@property (nonatomic, readonly) NSArray<UIWindow *> *windows;"
  open var windows: [UIWindow] { [] }
  // SDK: index file 979985418 (UIWindowScene.h) "@property (nonatomic, readonly, strong, nullable) UIWindow *keyWindow API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 15.0, *)
  @available(watchOS, unavailable)
  open var keyWindow: UIWindow? { nil }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "extension UIWindowScene : UIKit.UITraitChangeObservable {" (in the file's characters 16,000-32,000, after UIPresentationController's; the header's "API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos)\n@interface UIWindowScene () <UITraitEnvironment, UITraitChangeObservable>")
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UIWindowScene: UITraitChangeObservable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor public func registerForTraitChanges<Self>(_ traits: [UIKit.UITrait], handler: @escaping UIWindowScene.TraitChangeHandler<Self>) -> any UITraitChangeRegistration where Self : UITraitEnvironment"
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping UIWindowScene.TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)" (in the UIWindowScene extension)
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor @preconcurrency public var traitOverrides: UIKit.UITraitOverrides {" (in the UIWindowScene extension)
  @preconcurrency public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides() }
    set {}
  }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, UIDynamicItem, UITraitEnvironment, UICoordinateSpace, UIFocusItem, UIFocusItemContainer, CALayerDelegate>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder, UITraitEnvironment, UIAppearance {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;"
  public init(frame: CGRect) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;"
  public required init?(coder: NSCoder) {}
  public override convenience init() { self.init(frame: .zero) }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "@property (nonatomic, readonly) UITraitCollection *traitCollection API_AVAILABLE(ios(8.0));"
  @available(iOS 8.0, *)
  open var traitCollection: UITraitCollection { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITraitCollection.h "- (void)traitCollectionDidChange:(nullable UITraitCollection *)previousTraitCollection API_DEPRECATED(\"Use the trait change registration APIs declared in the UITraitChangeObservable protocol\", ios(8.0, 17.0), visionos(1.0, 1.0)) API_UNAVAILABLE(watchos);"
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 1.0,
    message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
  )
  @available(watchOS, unavailable)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "- (void)addSubview:(UIView *)view;"
  open func addSubview(_ view: UIView) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;"
  open var subviews: [UIView] { [] }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic,getter=isHidden) BOOL              hidden;"
  open var isHidden: Bool = false
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;"
  open var isUserInteractionEnabled: Bool = true
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0));"
  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool = true
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE(ios(9.0));"
  @available(iOS 9.0, *)
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *bottomAnchor API_AVAILABLE(ios(9.0));"
  @available(iOS 9.0, *)
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor API_AVAILABLE(ios(9.0));"
  @available(iOS 9.0, *)
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor API_AVAILABLE(ios(9.0));"
  @available(iOS 9.0, *)
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "@property(nonatomic,readonly,strong) NSLayoutDimension *widthAnchor API_AVAILABLE(ios(9.0));"
  @available(iOS 9.0, *)
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
  // SDK: xybp888/iOS-SDKs iPhoneOS17.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAppearance.h "+ (instancetype)appearance;"
  open class func appearance() -> Self { fatalError() }
  // (Declared on NSObject in the SDK; on UIView here, since Linux's NSObject has no overridable
  // awakeFromNib.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINibLoading.h "- (void)awakeFromNib NS_REQUIRES_SUPER API_DEPRECATED(\"Loading Interface Builder products will not be supported in a future version of visionOS.\", visionos(1.0, 1.0)) API_UNAVAILABLE(watchos);"
  @available(
    visionOS, introduced: 1.0, deprecated: 1.0,
    message: "Loading Interface Builder products will not be supported in a future version of visionOS."
  )
  @available(watchOS, unavailable)
  open func awakeFromNib() {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "API_AVAILABLE(ios(17.0), tvos(17.0)) API_UNAVAILABLE(watchos)\n@interface UIView () <UITraitChangeObservable>"
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UIView: UITraitChangeObservable {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor public func registerForTraitChanges<Self>(_ traits: [UIKit.UITrait], handler: @escaping UIView.TraitChangeHandler<Self>) -> any UITraitChangeRegistration where Self : UITraitEnvironment"
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping UIView.TraitChangeHandler<TraitEnvironment>
  ) -> any UITraitChangeRegistration { fatalError() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)"
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor @preconcurrency public var traitOverrides: UIKit.UITraitOverrides {"
  @preconcurrency public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides() }
    set {}
  }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIWindow : UIView"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIWindow: UIView {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h "@property(nullable, nonatomic, weak) UIWindowScene *windowScene API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 13.0, *)
  @available(watchOS, unavailable)
  open weak var windowScene: UIWindowScene?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h "@property(nonatomic,readonly,getter=isKeyWindow) BOOL keyWindow;"
  open var isKeyWindow: Bool { false }
  // (Swift name `UIWindow.didBecomeKeyNotification` from UIKit's API notes, not read.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIWindow.h "UIKIT_EXTERN NSNotificationName const UIWindowDidBecomeKeyNotification API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED;"
  @available(watchOS, unavailable)
  public static let didBecomeKeyNotification = NSNotification.Name(
    "UIWindowDidBecomeKeyNotification")
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UILabel: UIView, UIContentSizeCategoryAdjusting {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h "@property(null_resettable, nonatomic,strong) UIFont      *font UI_APPEARANCE_SELECTOR;"
  open var font: UIFont!
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h "@property(nullable, nonatomic,copy)   NSString           *text;"
  open var text: String?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h "@property(nullable, nonatomic,copy)   NSAttributedString *attributedText API_AVAILABLE(ios(6.0));"
  @available(iOS 6.0, *)
  open var attributedText: NSAttributedString?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILabel.h "@property(nonatomic) NSInteger numberOfLines;"
  open var numberOfLines: Int = 1
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h "@property (nonatomic) BOOL adjustsFontForContentSizeCategory;"
  open var adjustsFontForContentSizeCategory: Bool = false
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIScrollView: UIView {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h "@property(nonatomic,readonly,strong) UILayoutGuide *contentLayoutGuide API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 11.0, tvOS 11.0, *)
  @available(watchOS, unavailable)
  open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIScrollView.h "@property(nonatomic,readonly,strong) UILayoutGuide *frameLayoutGuide API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 11.0, tvOS 11.0, *)
  @available(watchOS, unavailable)
  open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h "@property(null_resettable,nonatomic,copy) NSString *text;"
  open var text: String!
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h "@property(nullable,nonatomic,strong) UIFont *font;"
  open var font: UIFont?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextView.h "@property(null_resettable,copy) NSAttributedString *attributedText API_AVAILABLE(ios(6.0));"
  @available(iOS 6.0, *)
  open var attributedText: NSAttributedString!
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h "@property (nonatomic) BOOL adjustsFontForContentSizeCategory;"
  open var adjustsFontForContentSizeCategory: Bool = false
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIStackView.h "UIKIT_EXTERN API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIStackView : UIView"
@available(iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor open class UIStackView: UIView {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIStackView.h "@property(nonatomic) UILayoutConstraintAxis axis;"
  open var axis: NSLayoutConstraint.Axis = .horizontal
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIStackView.h "@property(nonatomic) CGFloat spacing;"
  open var spacing: CGFloat = 0
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIStackView.h "- (void)addArrangedSubview:(UIView *)view;"
  open func addArrangedSubview(_ view: UIView) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UINavigationBar : UIView <NSCoding, UIBarPositioning>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UINavigationBar: UIView {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h "@property(nullable,nonatomic,copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;"
  @available(iOS 5.0, *)
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h "@property(nullable, nonatomic, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos) API_UNAVAILABLE(tvos);"
  @available(iOS 11.0, *)
  @available(watchOS, unavailable)
  @available(tvOS, unavailable)
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h "@property (nonatomic, readwrite, copy) UINavigationBarAppearance *standardAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  open var standardAppearance: UINavigationBarAppearance = UINavigationBarAppearance()
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h "@property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *compactAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 13.0, *)
  @available(watchOS, unavailable)
  open var compactAppearance: UINavigationBarAppearance?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h "@property (nonatomic, readwrite, copy, nullable) UINavigationBarAppearance *scrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 13.0, *)
  @available(watchOS, unavailable)
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBar.h "@property(nonatomic,readwrite, copy, nullable) UINavigationBarAppearance *compactScrollEdgeAppearance UI_APPEARANCE_SELECTOR API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 15.0, *)
  @available(watchOS, unavailable)
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h "UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIBarAppearance : NSObject<NSCopying, NSSecureCoding>"
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIBarAppearance: NSObject {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h "- (instancetype)initWithBarAppearance:(UIBarAppearance *)barAppearance NS_DESIGNATED_INITIALIZER;"
  public init(barAppearance: UIBarAppearance) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h "- (instancetype)init;"
  public override init() {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h "- (void)configureWithDefaultBackground;"
  open func configureWithDefaultBackground() {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h "- (void)configureWithOpaqueBackground;"
  open func configureWithOpaqueBackground() {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarAppearance.h "- (void)configureWithTransparentBackground;"
  open func configureWithTransparentBackground() {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h "UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UINavigationBarAppearance : UIBarAppearance"
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h "@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;"
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h "@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *largeTitleTextAttributes;"
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h "@property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *buttonAppearance;"
  open var buttonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance()
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h "@property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *doneButtonAppearance;"
  open var doneButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance()
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UINavigationBarAppearance.h "@property (nonatomic, readwrite, copy) UIBarButtonItemAppearance *backButtonAppearance;"
  open var backButtonAppearance: UIBarButtonItemAppearance = UIBarButtonItemAppearance()
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItemAppearance.h "UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIBarButtonItemStateAppearance : NSObject"
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIBarButtonItemStateAppearance: NSObject {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItemAppearance.h "@property (nonatomic, readwrite, copy) NSDictionary<NSAttributedStringKey, id> *titleTextAttributes;"
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItemAppearance.h "UIKIT_EXTERN API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIBarButtonItemAppearance : NSObject<NSCopying, NSSecureCoding>"
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIBarButtonItemAppearance: NSObject {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItemAppearance.h "- (instancetype)init;"
  public override init() {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItemAppearance.h "@property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *normal;"
  open var normal: UIBarButtonItemStateAppearance { UIBarButtonItemStateAppearance() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItemAppearance.h "@property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *highlighted;"
  open var highlighted: UIBarButtonItemStateAppearance { UIBarButtonItemStateAppearance() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItemAppearance.h "@property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *disabled;"
  open var disabled: UIBarButtonItemStateAppearance { UIBarButtonItemStateAppearance() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItemAppearance.h "@property (nonatomic, readonly, strong) UIBarButtonItemStateAppearance *focused;"
  open var focused: UIBarButtonItemStateAppearance { UIBarButtonItemStateAppearance() }
}

// MARK: - Controls

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIControl : UIView"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIControl: UIView {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h "typedef NS_OPTIONS(NSUInteger, UIControlState) {" ("} API_UNAVAILABLE(watchos);")
  @available(watchOS, unavailable)
  public struct State: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h "UIControlStateNormal       = 0,"
    public static let normal = State([])
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h "UIControlStateSelected     = 1 << 2,"
    public static let selected = State(rawValue: 1 << 2)
  }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h "typedef NS_OPTIONS(NSUInteger, UIControlEvents) {" ("} API_UNAVAILABLE(watchos);")
  @available(watchOS, unavailable)
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h "UIControlEventValueChanged                                      = 1 << 12,"
    public static let valueChanged = Event(rawValue: 1 << 12)
  }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIControl.h "- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 14.0, *)
  @available(watchOS, unavailable)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

// (UIAction's superclass is UIMenuElement in the SDK; NSObject here.)
// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAction.h "UIKIT_EXTERN API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIAction : UIMenuElement <UIMenuLeaf>"
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIAction: NSObject {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAction.h "@property (nonatomic, readonly, nullable) id sender API_AVAILABLE(ios(14.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 14.0, *)
  @available(watchOS, unavailable)
  open var sender: Any? { nil }
}

@available(iOS 13.0, tvOS 14.0, *)
extension UIAction {
  // (The SDK's initializer also takes title:image:identifier:discoverabilityTitle:attributes:
  // state: before handler:, all with default values; only handler: is declared here.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_disfavoredOverload @_Concurrency.MainActor @preconcurrency convenience public init(title: Swift.String = \"\", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: Swift.String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler)"
  @preconcurrency public convenience init(handler: @escaping UIActionHandler) { self.init() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAction.h "typedef void (^UIActionHandler)(__kindof UIAction *action) API_UNAVAILABLE(watchos);"
@available(watchOS, unavailable)
public typealias UIActionHandler = (UIAction) -> Void

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIButton : UIControl <NSCoding>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIButton: UIControl {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h "@property(nullable, nonatomic,readonly,strong) UILabel     *titleLabel API_AVAILABLE(ios(3.0));"
  @available(iOS 3.0, *)
  open var titleLabel: UILabel? { nil }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h "- (void)setNeedsUpdateConfiguration API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open func setNeedsUpdateConfiguration() {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h "- (void)updateConfiguration API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open func updateConfiguration() {}
  // (Swift name `UIButton.ConfigurationUpdateHandler` from UIKit's API notes, not read.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h "typedef void (^UIButtonConfigurationUpdateHandler)(__kindof UIButton *button) API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIButton.h "@property (nonatomic, readwrite, copy, nullable) UIButtonConfigurationUpdateHandler configurationUpdateHandler API_AVAILABLE(ios(15.0), tvos(15.0)) API_UNAVAILABLE(watchos);"
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@available(iOS 15.0, tvOS 15.0, *)\npublic struct UIConfigurationTextAttributesTransformer {"
@available(iOS 15.0, tvOS 15.0, *)
public struct UIConfigurationTextAttributesTransformer {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public let transform: (Foundation.AttributeContainer) -> Foundation.AttributeContainer"
  public let transform: (AttributeContainer) -> AttributeContainer
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public init(_ transform: @escaping (Foundation.AttributeContainer) -> Foundation.AttributeContainer)"
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public func callAsFunction(_ input: Foundation.AttributeContainer) -> Foundation.AttributeContainer"
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

@available(iOS 15.0, tvOS 15.0, *)
extension UIButton {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public struct Configuration : Swift.Hashable {"
  public struct Configuration: Hashable {
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public static func plain() -> UIButton.Configuration"
    public static func plain() -> UIButton.Configuration { Configuration() }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public static func tinted() -> UIButton.Configuration"
    public static func tinted() -> UIButton.Configuration { Configuration() }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public static func gray() -> UIButton.Configuration"
    public static func gray() -> UIButton.Configuration { Configuration() }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public static func filled() -> UIButton.Configuration"
    public static func filled() -> UIButton.Configuration { Configuration() }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public static func borderless() -> UIButton.Configuration"
    public static func borderless() -> UIButton.Configuration { Configuration() }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public static func bordered() -> UIButton.Configuration"
    public static func bordered() -> UIButton.Configuration { Configuration() }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public static func borderedTinted() -> UIButton.Configuration"
    public static func borderedTinted() -> UIButton.Configuration { Configuration() }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public static func borderedProminent() -> UIButton.Configuration"
    public static func borderedProminent() -> UIButton.Configuration { Configuration() }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public func updated(for button: UIButton) -> UIButton.Configuration"
    public func updated(for button: UIButton) -> UIButton.Configuration { self }
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public var title: Swift.String? {"
    public var title: String?
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "ributedTitle: Foundation.AttributedString? {" (the page boundary splits `public var attributedTitle`)
    public var attributedTitle: AttributedString?
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public var titleTextAttributesTransformer: UIKit.UIConfigurationTextAttributesTransformer? {"
    public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public var subtitle: Swift.String? {"
    public var subtitle: String?
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public var subtitleTextAttributesTransformer: UIKit.UIConfigurationTextAttributesTransformer? {"
    public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

    public static func == (a: UIButton.Configuration, b: UIButton.Configuration) -> Bool {
      a.title == b.title && a.subtitle == b.subtitle
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(title)
      hasher.combine(subtitle)
    }
  }

  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_Concurrency.MainActor @preconcurrency public var configuration: UIButton.Configuration? {"
  @preconcurrency public var configuration: UIButton.Configuration? {
    get { nil }
    set {}
  }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@available(iOS 15, tvOS 15, watchOS 8, *)\nextension Foundation.AttributeScopes {"
@available(iOS 15, tvOS 15, watchOS 8, *)
extension AttributeScopes {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public var uiKit: Foundation.AttributeScopes.UIKitAttributes.Type {"
  public var uiKit: AttributeScopes.UIKitAttributes.Type { AttributeScopes.UIKitAttributes.self }
  // (The SDK's scope has more attributes, and its FontAttribute is a CodableAttributedStringKey;
  // here only the font and a plain AttributedStringKey.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public struct UIKitAttributes : Foundation.AttributeScope {"
  public struct UIKitAttributes: AttributeScope {
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "public let font: Foundation.AttributeScopes.UIKitAttributes.FontAttribute"
    public let font: FontAttribute
    // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@frozen public enum FontAttribute : Foundation.CodableAttributedStringKey {"
    @frozen public enum FontAttribute: AttributedStringKey {
      public typealias Value = UIFont
      public static let name = "NSFont"
    }
  }
}

@available(iOS 15, tvOS 15, watchOS 8, *)
extension AttributeDynamicLookup {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "@_disfavoredOverload public subscript<T>(dynamicMember keyPath: Swift.KeyPath<Foundation.AttributeScopes.UIKitAttributes, T>) -> T where T : Foundation.AttributedStringKey {"
  @_disfavoredOverload public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T { self[T.self] }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting, UILetterformAwareAdjusting>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITextField.h "@property(nullable, nonatomic,strong) UIFont                 *font;"
  open var font: UIFont?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIContentSizeCategoryAdjusting.h "@property (nonatomic) BOOL adjustsFontForContentSizeCategory;"
  open var adjustsFontForContentSizeCategory: Bool = false
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_UI_ACTOR\n@interface UISlider : UIControl <NSCoding>"
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UISlider: UIControl {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h "@property(nonatomic) float value;"
  open var value: Float = 0
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h "@property(nonatomic) float minimumValue;"
  open var minimumValue: Float = 0
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISlider.h "@property(nonatomic) float maximumValue;"
  open var maximumValue: Float = 1
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISwitch.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_UI_ACTOR\n@interface UISwitch : UIControl <NSCoding>"
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UISwitch: UIControl {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISwitch.h "@property(nonatomic,getter=isOn) BOOL on;"
  open var isOn: Bool = false
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UISegmentedControl : UIControl <NSCoding>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UISegmentedControl: UIControl {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h "- (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey,id> *)attributes forState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;"
  @available(iOS 5.0, *)
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UISegmentedControl.h "- (nullable NSDictionary<NSAttributedStringKey,id> *)titleTextAttributesForState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;"
  @available(iOS 5.0, *)
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    nil
  }
}

// MARK: - Bar items

// SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarItem.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIBarItem : NSObject <NSCoding, UIAppearance>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIBarItem: NSObject, UIAppearance {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarItem.h "- (void)setTitleTextAttributes:(nullable NSDictionary<NSAttributedStringKey,id> *)attributes forState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;"
  @available(iOS 5.0, *)
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarItem.h "- (nullable NSDictionary<NSAttributedStringKey,id> *)titleTextAttributesForState:(UIControlState)state API_AVAILABLE(ios(5.0)) UI_APPEARANCE_SELECTOR;"
  @available(iOS 5.0, *)
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    nil
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS17.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAppearance.h "+ (instancetype)appearance;"
  open class func appearance() -> Self { fatalError() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIBarButtonItem.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIBarButtonItem : UIBarItem <NSCoding>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIBarButtonItem: UIBarItem {}

// SDK: xybp888/iOS-SDKs iPhoneOS17.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITabBarItem.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR\n@interface UITabBarItem : UIBarItem"
// SDK: derived — watchOS unavailability inherited from UIBarItem (API_UNAVAILABLE(watchos)).
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UITabBarItem: UIBarItem {}

// MARK: - View controllers

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h "UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>"
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h "- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;"
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h "- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;"
  public required init?(coder: NSCoder) {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h "@property(null_resettable, nonatomic,strong) UIView *view;"
  open var view: UIView!
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h "@property(nullable, nonatomic,copy) NSString *title;"
  open var title: String?
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h "- (void)loadView;"
  open func loadView() {}
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h "- (void)viewDidLoad;"
  open func viewDidLoad() {}
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIViewController {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface "extension UIViewController : UIKit.UITraitChangeObservable {" ("@_Concurrency.MainActor @preconcurrency public var traitOverrides: UIKit.UITraitOverrides {")
  @preconcurrency public var traitOverrides: UITraitOverrides {
    get { UITraitOverrides() }
    set {}
  }
}

// MARK: - Layout

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILayoutGuide.h "UIKIT_EXTERN API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface UILayoutGuide : NSObject <NSCoding>"
@available(iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor open class UILayoutGuide: NSObject {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILayoutGuide.h "@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor;"
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILayoutGuide.h "@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *bottomAnchor;"
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILayoutGuide.h "@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor;"
  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILayoutGuide.h "@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor;"
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UILayoutGuide.h "@property(nonatomic,readonly,strong) NSLayoutDimension *widthAnchor;"
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutConstraint.h "NSLAYOUTCONSTRAINT_EXTERN API_AVAILABLE(macos(10.7), ios(6.0), tvos(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface NSLayoutConstraint : NSObject"
@available(macOS 10.7, iOS 6.0, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutConstraint: NSObject {
  // (Swift name `NSLayoutConstraint.Axis` from UIKit's API notes, not read.)
  // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "typedef NS_ENUM(NSInteger, UILayoutConstraintAxis) {" ("} API_UNAVAILABLE(watchos);")
  @available(watchOS, unavailable)
  public enum Axis: Int, @unchecked Sendable {
    // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "UILayoutConstraintAxisHorizontal = 0,"
    case horizontal = 0
    // SDK: xybp888/iOS-SDKs iPhoneOS18.2.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIView.h "UILayoutConstraintAxisVertical = 1"
    case vertical = 1
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutConstraint.h "+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints API_AVAILABLE(macos(10.10), ios(8.0));"
  @available(macOS 10.10, iOS 8.0, *)
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutAnchor.h "NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface NSLayoutAnchor<AnchorType> : NSObject"
@available(macOS 10.11, iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutAnchor.h "- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor __attribute__((warn_unused_result));"
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint()
  }
  // SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutAnchor.h "- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c __attribute__((warn_unused_result));"
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint() }
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutAnchor.h "NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>"
@available(macOS 10.11, iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutAnchor.h "NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>"
@available(macOS 10.11, iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSLayoutAnchor.h "NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR\n@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>"
@available(macOS 10.11, iOS 9.0, *)
@available(watchOS, unavailable)
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}

// MARK: - Text attributes

// SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSParagraphStyle.h "UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0), tvos(9.0), watchos(2.0), visionos(1.0))\n@interface NSParagraphStyle : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>"
@available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSParagraphStyle: NSObject {}

// SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSParagraphStyle.h "UIKIT_EXTERN API_AVAILABLE(macos(10.0), ios(6.0), tvos(9.0), watchos(2.0), visionos(1.0))\n@interface NSMutableParagraphStyle : NSParagraphStyle"
@available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSParagraphStyle.h "@property (NS_NONATOMIC_IOSONLY) CGFloat minimumLineHeight;"
  open var minimumLineHeight: CGFloat = 0
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSParagraphStyle.h "@property (NS_NONATOMIC_IOSONLY) CGFloat maximumLineHeight;"
  open var maximumLineHeight: CGFloat = 0
}

extension NSAttributedString.Key {
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h "UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName API_AVAILABLE(macos(10.0), ios(6.0), tvos(9.0), watchos(2.0), visionos(1.0));"
  @available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h "UIKIT_EXTERN NSAttributedStringKey const NSParagraphStyleAttributeName API_AVAILABLE(macos(10.0), ios(6.0), tvos(9.0), watchos(2.0), visionos(1.0));"
  @available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h "UIKIT_EXTERN NSAttributedStringKey const NSKernAttributeName API_AVAILABLE(macos(10.0), ios(6.0), tvos(9.0), watchos(2.0), visionos(1.0));"
  @available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")
  // SDK: xybp888/iOS-SDKs iPhoneOS18.1.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h "UIKIT_EXTERN NSAttributedStringKey const NSBaselineOffsetAttributeName API_AVAILABLE(macos(10.0), ios(7.0), tvos(9.0), watchos(2.0), visionos(1.0));"
  @available(macOS 10.0, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
}
