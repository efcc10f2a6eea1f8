// Stub of AppKit for the Linux type-check of the adapters. Test scaffolding, never shipped;
// bodies are placeholders.
//
// Where the declarations come from: each one was checked against the text of Apple's macOS SDK
// as stored in phracker/MacOSX-SDKs. Its newest SDK is MacOSX12.3.sdk, BELOW the package's
// macOS 13 minimum, so anything Apple added or annotated later (for instance NS_SWIFT_SENDABLE
// on NSFont in newer SDKs, if any) is not reflected here. The index keeps one copy of identical
// files, so a header may be cited under an older folder (MacOSX12.1.sdk, MacOSX11.3.sdk,
// MacOSX11.0.sdk). The `// SDK:` line above a declaration names the repository, the file, and
// the declaration's text in that file (`grep -n -F` finds its line). Objective-C declarations
// are translated the way the Swift importer does: `APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST`
// becomes `@available(macCatalyst, unavailable)` on every declaration it encloses;
// `API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0))` becomes `@available(macOS
// 10.0, iOS 6.0, watchOS 2.0, tvOS 9.0, *)`. NSObject and NSAttributedString come from
// Foundation on Linux.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation

// SDK: phracker/MacOSX-SDKs MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFont.h "@interface NSFont : NSObject <NSCopying, NSSecureCoding>"
@available(macCatalyst, unavailable)
open class NSFont: NSObject {
  // SDK: phracker/MacOSX-SDKs MacOSX12.1.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFont.h "+ (nullable NSFont *)fontWithDescriptor:(NSFontDescriptor *)fontDescriptor size:(CGFloat)fontSize;"
  public convenience init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
    self.init()
  }
}

// SDK: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h "@interface NSFontDescriptor: NSObject <NSCopying, NSSecureCoding>"
@available(macCatalyst, unavailable)
open class NSFontDescriptor: NSObject {
  // SDK: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h "typedef NSString * NSFontDescriptorAttributeName NS_TYPED_EXTENSIBLE_ENUM;"
  @available(macCatalyst, unavailable)
  public struct AttributeName: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(rawValue: String) { self.rawValue = rawValue }
    // SDK: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h "APPKIT_EXTERN NSFontDescriptorAttributeName NSFontNameAttribute;"
    @available(macCatalyst, unavailable)
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
  }
  // SDK: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSFontDescriptor.h "- (instancetype)initWithFontAttributes:(nullable NSDictionary<NSFontDescriptorAttributeName, id> *)attributes;"
  public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
}

// SDK: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSParagraphStyle.h "API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0)) @interface NSParagraphStyle : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>"
@available(macOS 10.0, iOS 6.0, watchOS 2.0, tvOS 9.0, *)
open class NSParagraphStyle: NSObject {}

// SDK: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSParagraphStyle.h "API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0)) @interface NSMutableParagraphStyle : NSParagraphStyle"
@available(macOS 10.0, iOS 6.0, watchOS 2.0, tvOS 9.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
  // SDK: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSParagraphStyle.h "@property CGFloat minimumLineHeight;"
  open var minimumLineHeight: CGFloat = 0
  // SDK: phracker/MacOSX-SDKs MacOSX11.3.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSParagraphStyle.h "@property CGFloat maximumLineHeight;"
  open var maximumLineHeight: CGFloat = 0
}

extension NSAttributedString.Key {
  // SDK: phracker/MacOSX-SDKs MacOSX11.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAttributedString.h "APPKIT_EXTERN NSAttributedStringKey  NSFontAttributeName API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0));"
  @available(macOS 10.0, iOS 6.0, watchOS 2.0, tvOS 9.0, *)
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  // SDK: phracker/MacOSX-SDKs MacOSX11.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAttributedString.h "APPKIT_EXTERN NSAttributedStringKey  NSParagraphStyleAttributeName API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0));"
  @available(macOS 10.0, iOS 6.0, watchOS 2.0, tvOS 9.0, *)
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
  // SDK: phracker/MacOSX-SDKs MacOSX11.0.sdk/System/Library/Frameworks/AppKit.framework/Versions/C/Headers/NSAttributedString.h "APPKIT_EXTERN NSAttributedStringKey  NSKernAttributeName API_AVAILABLE(macos(10.0), ios(6.0), watchos(2.0), tvos(9.0));"
  @available(macOS 10.0, iOS 6.0, watchOS 2.0, tvOS 9.0, *)
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}
