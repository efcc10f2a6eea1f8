#if TYPESET_LINUX_HARNESS
  import Foundation

  // Fakes of UIKit's fonts for the Linux harness. SDK paths are in xybp888/iOS-SDKs.
  // Sizes are not Apple's tables: tests check which category, style and face a font was made
  // for (``UIFont/scaledCategory``), not Apple's numbers.

  let harnessLock = NSRecursiveLock()

  /// A font: a name, a size, a descriptor, and what made it.
  public final class UIFont: NSObject, @unchecked Sendable {
    /// A text style (`UIFontTextStyle`).
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
      /// The raw value, `UICTFontTextStyleBody`.
      public var rawValue: String
      /// A style by raw value.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Body.
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Headline.
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    }

    /// A weight (`UIFontWeight`), −1 … 1.
    public struct Weight: Hashable, RawRepresentable, Sendable {
      /// The raw value.
      public var rawValue: CGFloat
      /// A weight by value.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h
      // declares UIFontWeightRegular, UIFontWeightSemibold, UIFontWeightBold; their values (0,
      // 0.3, 0.4) are UIKit's at run time, not in the header.
      /// Regular.
      public static let regular = Weight(rawValue: 0)
      /// Semibold.
      public static let semibold = Weight(rawValue: 0.3)
      /// Bold.
      public static let bold = Weight(rawValue: 0.4)
    }

    /// The font's name.
    public let fontName: String
    /// The point size.
    public let pointSize: CGFloat
    /// The descriptor.
    public let fontDescriptor: UIFontDescriptor
    /// The category `UIFontMetrics` scaled the font for, or `nil` when it was not scaled.
    public let scaledCategory: UIContentSizeCategory?
    /// The text style `UIFontMetrics` scaled it relative to.
    public let scaledTextStyle: TextStyle?
    /// The point size of the font `UIFontMetrics` was given, or `nil` when it was not scaled.
    public let scaledFromPointSize: CGFloat?
    /// The `maximumPointSize` `UIFontMetrics` was given, or `nil` (none, or not scaled).
    public let scaledMaximumPointSize: CGFloat?
    /// Whether `UIFontMetrics` returned this font (a preferred font is scaled, but not by it).
    public let isFontMetricsScaled: Bool
    /// Line height: 1.2 × size (not a face's metrics).
    public var lineHeight: CGFloat { pointSize * 1.2 }

    init(
      name: String, size: CGFloat, descriptor: UIFontDescriptor,
      scaledCategory: UIContentSizeCategory? = nil, scaledTextStyle: TextStyle? = nil,
      scaledFromPointSize: CGFloat? = nil, scaledMaximumPointSize: CGFloat? = nil,
      isFontMetricsScaled: Bool = false
    ) {
      fontName = name
      pointSize = size
      fontDescriptor = descriptor
      self.scaledCategory = scaledCategory
      self.scaledTextStyle = scaledTextStyle
      self.scaledFromPointSize = scaledFromPointSize
      self.scaledMaximumPointSize = scaledMaximumPointSize
      self.isFontMetricsScaled = isFontMetricsScaled
    }

    /// Called whenever a font is created from a descriptor: a test's stand-in for Core Text
    /// asking for system fonts while it builds a font (why replacements need a re-entrancy
    /// guard). Not SDK behaviour; instrumentation.
    nonisolated(unsafe) public static var onCreate: ((UIFont) -> Void)?

    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h
    // UIFont (UIFontDescriptorMethods) "+ (UIFont *)fontWithDescriptor:(UIFontDescriptor *)descriptor size:(CGFloat)pointSize;"
    /// A font of the descriptor's name (`UIFontDescriptor.AttributeName.name`) at a size.
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
      let name = descriptor.object(forKey: .name) as? String ?? ".SFUI-Regular"
      self.init(name: name, size: size, descriptor: descriptor)
      UIFont.onCreate?(self)
    }

    /// A system font as UIKit's original factories make it: a private name and the usage
    /// attribute (`NSCTFontUIUsageAttribute`) that xib decoding and Typeset read.
    public static func system(size: CGFloat, usage: String, name: String = ".SFUI-Regular")
      -> UIFont
    {
      let descriptor = UIFontDescriptor(fontAttributes: [
        .name: name, UIFontDescriptor.AttributeName(rawValue: "NSCTFontUIUsageAttribute"): usage,
      ])
      return UIFont(name: name, size: size, descriptor: descriptor)
    }

    // The factories dispatch through the fake runtime, so an exchange reaches them.
    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFont.h (the
    // file is not in the index; the declarations are as in the stubs'
    // Scripts/apple-stubs/UIKit.swift, from the swiftinterface).

    /// `+preferredFontForTextStyle:`.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.sendClass(self, "preferredFontForTextStyle:", [style]) as! UIFont
    }

    /// `+preferredFontForTextStyle:compatibleWithTraitCollection:`.
    public class func preferredFont(
      forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.sendClass(
        self, "preferredFontForTextStyle:compatibleWithTraitCollection:",
        [style, traitCollection as Any]) as! UIFont
    }

    /// `+systemFontOfSize:`.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.sendClass(self, "systemFontOfSize:", [fontSize]) as! UIFont
    }

    /// `+systemFontOfSize:weight:`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.sendClass(self, "systemFontOfSize:weight:", [fontSize, weight])
        as! UIFont
    }

    /// `+boldSystemFontOfSize:`.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.sendClass(self, "boldSystemFontOfSize:", [fontSize]) as! UIFont
    }

    /// `+italicSystemFontOfSize:`.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.sendClass(self, "italicSystemFontOfSize:", [fontSize]) as! UIFont
    }

    /// The same font at another size, scaled for a category (from this font's size, at most
    /// `maximum`).
    func scaled(
      to size: CGFloat, category: UIContentSizeCategory, style: TextStyle, maximum: CGFloat? = nil,
      byFontMetrics: Bool = false
    ) -> UIFont {
      UIFont(
        name: fontName, size: size, descriptor: fontDescriptor, scaledCategory: category,
        scaledTextStyle: style, scaledFromPointSize: pointSize, scaledMaximumPointSize: maximum,
        isFontMetricsScaled: byFontMetrics)
    }
  }

  /// A font descriptor: attributes.
  public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// An attribute name.
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
      /// The raw value.
      public var rawValue: String
      /// A name by raw value.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The font's name (`UIFontDescriptorNameAttribute`).
      public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    }

    private let attributes: [AttributeName: Any]

    // SDK: iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h
    // "- (instancetype)initWithFontAttributes:(NSDictionary<UIFontDescriptorAttributeName, id> *)attributes NS_DESIGNATED_INITIALIZER;"
    /// A descriptor of attributes.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
      self.attributes = attributes
    }

    // SDK: same file "- (nullable id)objectForKey:(UIFontDescriptorAttributeName)anAttribute;"
    /// An attribute's value.
    public func object(forKey anAttribute: AttributeName) -> Any? { attributes[anAttribute] }

    // SDK: same file "typedef NS_OPTIONS(uint32_t, UIFontDescriptorSymbolicTraits)",
    // "UIFontDescriptorTraitItalic = 1u << 0", "UIFontDescriptorTraitBold = 1u << 1".
    /// Symbolic traits.
    public struct SymbolicTraits: OptionSet, Sendable {
      /// The bits.
      public let rawValue: UInt32
      /// Traits by value.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Italic.
      public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
      /// Bold.
      public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    // SDK: same file "- (UIFontDescriptor *)fontDescriptorByAddingAttributes:(NSDictionary<
    // UIFontDescriptorAttributeName, id> *)attributes; // the new attributes take precedence
    // over the existing ones in the receiver"
    /// The descriptor with more attributes.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
      UIFontDescriptor(fontAttributes: self.attributes.merging(attributes) { _, new in new })
    }

    // SDK: same file "- (nullable UIFontDescriptor *)fontDescriptorWithSymbolicTraits:
    // (UIFontDescriptorSymbolicTraits)symbolicTraits; // Returns a new font descriptor reference
    // in the same family with the given symbolic traits, or nil if none found in the system."
    // Dispatched through the runtime, so that an exchange reaches it.
    /// The descriptor of the family's font with the traits, or `nil`.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
      UIKitMethods.register()
      return ObjCRuntime.send(self, "fontDescriptorWithSymbolicTraits:", [symbolicTraits])
        as? UIFontDescriptor
    }

    /// UIKit's `fontDescriptorWithSymbolicTraits:` in the harness's system: the system font's
    /// families have every trait (`.SFUI-Bold`, `.SFUI-Italic`, `.SFUI-BoldItalic`); no other
    /// family is found in it, so any other descriptor gets `nil`, as the header allows.
    func harnessWithSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
      guard let name = object(forKey: .name) as? String, name.hasPrefix(".SF") else { return nil }
      let style =
        switch (traits.contains(.traitBold), traits.contains(.traitItalic)) {
        case (true, true): "BoldItalic"
        case (true, false): "Bold"
        case (false, true): "Italic"
        case (false, false): "Regular"
        }
      return addingAttributes([.name: ".SFUI-" + style])
    }

    // SDK: same file "+ (UIFontDescriptor *)preferredFontDescriptorWithTextStyle:(UIFontTextStyle)style;"
    /// The descriptor of the preferred font of a style.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
      -> UIFontDescriptor
    {
      UIKitMethods.register()
      return ObjCRuntime.sendClass(self, "preferredFontDescriptorWithTextStyle:", [style])
        as! UIFontDescriptor
    }

    // SDK: same file "+ (UIFontDescriptor *)preferredFontDescriptorWithTextStyle:(UIFontTextStyle)style
    // compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection API_AVAILABLE(ios(10.0));"
    /// The descriptor of the preferred font of a style in a trait collection.
    public class func preferredFontDescriptor(
      withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
      UIKitMethods.register()
      return ObjCRuntime.sendClass(
        self, "preferredFontDescriptorWithTextStyle:compatibleWithTraitCollection:",
        [style, traitCollection as Any]) as! UIFontDescriptor
    }
  }

  /// Scales fonts for a content size category.
  public final class UIFontMetrics: NSObject, @unchecked Sendable {
    let style: UIFont.TextStyle
    /// Metrics for a style.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    // SDK: UIFontMetrics.h (stubs: index file 157079489) "- (UIFont *)scaledFontForFont:(UIFont *)font
    // compatibleWithTraitCollection:(nullable UITraitCollection *)traitCollection" — a nil
    // collection means the current one, `UITraitCollection.current`. Every variant dispatches
    // through the runtime, so that an exchange reaches it.
    /// The font scaled for the collection's category.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
      -> UIFont
    {
      UIKitMethods.register()
      return ObjCRuntime.send(
        self, "scaledFontForFont:compatibleWithTraitCollection:", [font, traitCollection as Any])
        as! UIFont
    }

    /// The font scaled for the collection's category, at most `maximumPointSize`.
    public func scaledFont(
      for font: UIFont, maximumPointSize: CGFloat,
      compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.send(
        self, "scaledFontForFont:maximumPointSize:compatibleWithTraitCollection:",
        [font, maximumPointSize, traitCollection as Any]) as! UIFont
    }

    // SDK: UIFontMetrics.h (index file 157079489) "- (UIFont *)scaledFontForFont:(UIFont *)font;"
    /// The font scaled for the current traits' category.
    public func scaledFont(for font: UIFont) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.send(self, "scaledFontForFont:", [font]) as! UIFont
    }

    // SDK: UIFontMetrics.h (index file 157079489) "- (UIFont *)scaledFontForFont:(UIFont *)font
    // maximumPointSize:(CGFloat)maximumPointSize;"
    /// The font scaled for the current traits' category, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      UIKitMethods.register()
      return ObjCRuntime.send(
        self, "scaledFontForFont:maximumPointSize:", [font, maximumPointSize])
        as! UIFont
    }

    nonisolated(unsafe) private static var exceptions: [String] = []  // under harnessLock

    /// The exceptions UIKit raised in `scaledFontForFont:` (recorded, not thrown).
    public static var raisedExceptions: [String] { harnessLock.withLock { exceptions } }

    /// Forgets the recorded exceptions.
    public static func resetRaisedExceptions() { harnessLock.withLock { exceptions = [] } }

    /// UIKit's implementation of every variant. Not in the header: UIKit raises an
    /// NSInternalInconsistencyException for a font it returned itself, "A scaled font returned
    /// by UIFontMetrics should not be used to create another scaled font." (the message as
    /// quoted in GetStream/stream-chat-swift#3633); a preferred font may be scaled.
    func harnessScaled(
      _ font: UIFont, maximumPointSize: CGFloat?, traits traitCollection: UITraitCollection?
    ) -> UIFont {
      if font.isFontMetricsScaled {
        harnessLock.withLock {
          Self.exceptions.append(
            "A scaled font returned by UIFontMetrics should not be used to create another "
              + "scaled font.")
        }
      }
      let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
      let size = font.pointSize * category.harnessScale
      return font.scaled(
        to: maximumPointSize.map { min(size, $0) } ?? size, category: category, style: style,
        maximum: maximumPointSize, byFontMetrics: true)
    }
  }

  /// UIKit's own implementations of the factories: what the exchanged `typeset_…` selectors
  /// hold after the adapter's exchange.
  enum UIKitMethods {
    private static let once: Void = {
      let font: AnyClass = UIFont.self
      ObjCRuntime.addMethod(font, "preferredFontForTextStyle:", classMethod: true) { _, args in
        preferred(args[0] as! UIFont.TextStyle, traits: nil)
      }
      ObjCRuntime.addMethod(
        font, "preferredFontForTextStyle:compatibleWithTraitCollection:", classMethod: true
      ) { _, args in
        preferred(args[0] as! UIFont.TextStyle, traits: args[1] as? UITraitCollection)
      }
      ObjCRuntime.addMethod(font, "systemFontOfSize:", classMethod: true) { _, args in
        UIFont.system(size: args[0] as! CGFloat, usage: "CTFontRegularUsage")
      }
      ObjCRuntime.addMethod(font, "systemFontOfSize:weight:", classMethod: true) { _, args in
        let weight = args[1] as! UIFont.Weight
        return UIFont.system(
          size: args[0] as! CGFloat,
          usage: weight.rawValue >= 0.3 ? "CTFontDemiUsage" : "CTFontRegularUsage")
      }
      ObjCRuntime.addMethod(font, "boldSystemFontOfSize:", classMethod: true) { _, args in
        UIFont.system(
          size: args[0] as! CGFloat, usage: "CTFontEmphasizedUsage", name: ".SFUI-Semibold")
      }
      ObjCRuntime.addMethod(font, "italicSystemFontOfSize:", classMethod: true) { _, args in
        UIFont.system(
          size: args[0] as! CGFloat, usage: "CTFontObliqueUsage", name: ".SFUI-RegularItalic")
      }
      let descriptor: AnyClass = UIFontDescriptor.self
      ObjCRuntime.addMethod(descriptor, "preferredFontDescriptorWithTextStyle:", classMethod: true)
      { _, args in
        preferred(args[0] as! UIFont.TextStyle, traits: nil).fontDescriptor
      }
      ObjCRuntime.addMethod(
        descriptor, "preferredFontDescriptorWithTextStyle:compatibleWithTraitCollection:",
        classMethod: true
      ) { _, args in
        preferred(args[0] as! UIFont.TextStyle, traits: args[1] as? UITraitCollection)
          .fontDescriptor
      }
      ObjCRuntime.addMethod(UIView.self, "awakeFromNib") { _, _ in () }
      ObjCRuntime.addMethod(UIFontDescriptor.self, "fontDescriptorWithSymbolicTraits:") {
        receiver, args in
        (receiver as! UIFontDescriptor).harnessWithSymbolicTraits(
          args[0] as! UIFontDescriptor.SymbolicTraits) as Any
      }
      let metrics: AnyClass = UIFontMetrics.self
      ObjCRuntime.addMethod(metrics, "scaledFontForFont:") { receiver, args in
        (receiver as! UIFontMetrics).harnessScaled(
          args[0] as! UIFont, maximumPointSize: nil, traits: nil)
      }
      ObjCRuntime.addMethod(metrics, "scaledFontForFont:maximumPointSize:") { receiver, args in
        (receiver as! UIFontMetrics).harnessScaled(
          args[0] as! UIFont, maximumPointSize: args[1] as? CGFloat, traits: nil)
      }
      ObjCRuntime.addMethod(metrics, "scaledFontForFont:compatibleWithTraitCollection:") {
        receiver, args in
        (receiver as! UIFontMetrics).harnessScaled(
          args[0] as! UIFont, maximumPointSize: nil, traits: args[1] as? UITraitCollection)
      }
      ObjCRuntime.addMethod(
        metrics, "scaledFontForFont:maximumPointSize:compatibleWithTraitCollection:"
      ) { receiver, args in
        (receiver as! UIFontMetrics).harnessScaled(
          args[0] as! UIFont, maximumPointSize: args[1] as? CGFloat,
          traits: args[2] as? UITraitCollection)
      }
      ObjCRuntime.addMethod(UIButton.self, "updateConfiguration") { receiver, _ in
        let button = receiver as! UIButton
        return MainActor.assumeIsolated { button.applyConfigurationUpdateHandler() }
      }
      ObjCRuntime.addMethod(UIButton.self, "setConfigurationUpdateHandler:") { receiver, args in
        let button = receiver as! UIButton
        nonisolated(unsafe) let handler = args[0] as? (UIButton) -> Void
        return MainActor.assumeIsolated { button.storeConfigurationUpdateHandler(handler) }
      }
      let links: [(AnyClass, AnyClass?)] = [
        (UIResponder.self, nil), (UIView.self, UIResponder.self), (UILabel.self, UIView.self),
        (UIControl.self, UIView.self), (UIButton.self, UIControl.self),
        (UITextField.self, UIControl.self), (UIScrollView.self, UIView.self),
        (UITextView.self, UIScrollView.self), (UINavigationBar.self, UIView.self),
        (UISegmentedControl.self, UIControl.self), (UIWindow.self, UIView.self),
      ]
      for (type, superclass): (AnyClass, AnyClass?) in links {
        if let superclass { ObjCRuntime.declare(type, superclass: superclass) }
      }
    }()

    /// Registers UIKit's implementations once.
    static func register() { _ = once }

    // SDK: UIFont.h "+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style" — "scaled
    // appropriately for the user's selected content size category"; read here, as in UIKit's
    // trait-based lookup, from `UITraitCollection.current` when no traits are given.
    static func preferred(_ style: UIFont.TextStyle, traits: UITraitCollection?) -> UIFont {
      let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
      let base: CGFloat = 17
      return UIFont.system(size: base, usage: style.rawValue).scaled(
        to: base * category.harnessScale, category: category, style: style)
    }
  }
#endif
