// Stub of Core Text for the Linux type-check of the adapters. Test scaffolding, never shipped;
// bodies are placeholders.
//
// Where the declarations come from: each Core Text one was checked against the text of Apple's
// iOS SDK as stored in xybp888/iOS-SDKs (CTFont.h from iPhoneOS18.3.sdk; CTFontDescriptor.h and
// CTFontManager.h are stored only under iPhoneOS16.1.sdk and iPhoneOS17.0.sdk, the index keeping
// one copy of identical files). The `// SDK:` line above a declaration names the repository, the
// file, and the declaration's text in that file (`grep -n -F` finds its line).
// `CT_AVAILABLE(macos(10.5), ios(3.2), watchos(2.0), tvos(9.0))` becomes `@available(macOS 10.5,
// iOS 3.2, watchOS 2.0, tvOS 9.0, *)`. `// SDK: none — …` marks a declaration found in no stored
// SDK text.
//
// Core Foundation stand-ins: on Apple platforms CFString, CFURL and CFDictionary are
// toll-free bridged, so `string as CFString` compiles. Linux has no Core Foundation module to
// import, so these are aliases of the Swift types they bridge to, which keeps every `as`
// conversion of the adapters type-checking (and nothing more). They are not Apple's
// declarations (those are classes), so they are marked `none`.
@_exported import CoreGraphics
@_exported import Foundation

// SDK: none — Linux stand-in: an alias of the Swift type it bridges to (its CF…Ref typedef is in CFBase.h; the index holds only CFAvailability.h, CFString.h and CFURL.h of iPhoneOS18.3's Core Foundation, and no Core Foundation header of phracker/MacOSX-SDKs)
public typealias CFString = String
// SDK: none — Linux stand-in: an alias of the Swift type it bridges to (its CF…Ref typedef is in CFBase.h; the index holds only CFAvailability.h, CFString.h and CFURL.h of iPhoneOS18.3's Core Foundation, and no Core Foundation header of phracker/MacOSX-SDKs)
public typealias CFURL = URL
// SDK: none — Linux stand-in: an alias of the Swift type it bridges to (its CF…Ref typedef is in CFBase.h; the index holds only CFAvailability.h, CFString.h and CFURL.h of iPhoneOS18.3's Core Foundation, and no Core Foundation header of phracker/MacOSX-SDKs)
public typealias CFDictionary = [AnyHashable: Any]
// SDK: none — Linux stand-in: Swift imports CFBase.h's `typedef signed long CFIndex` as Int (the index holds only CFAvailability.h, CFString.h and CFURL.h of iPhoneOS18.3's Core Foundation, and no Core Foundation header of phracker/MacOSX-SDKs)
public typealias CFIndex = Int
// SDK: none — Linux stand-in (declared in CFError.h; the index holds only CFAvailability.h, CFString.h and CFURL.h of iPhoneOS18.3's Core Foundation, and no Core Foundation header of phracker/MacOSX-SDKs)
public final class CFError {}
// SDK: none — Linux stand-in (declared in CFError.h; the index holds only CFAvailability.h, CFString.h and CFURL.h of iPhoneOS18.3's Core Foundation, and no Core Foundation header of phracker/MacOSX-SDKs)
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { 0 }

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h "typedef const struct CF_BRIDGED_TYPE(UIFont) __CTFont * CTFontRef;"
public final class CTFont {}
// SDK: xybp888/iOS-SDKs iPhoneOS16.1.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontDescriptor.h "typedef const struct CF_BRIDGED_TYPE(UIFontDescriptor) __CTFontDescriptor * CTFontDescriptorRef;"
public final class CTFontDescriptor {}

// SDK: xybp888/iOS-SDKs iPhoneOS16.1.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontDescriptor.h "CT_EXPORT const CFStringRef kCTFontNameAttribute CT_AVAILABLE(macos(10.5), ios(3.2), watchos(2.0), tvos(9.0));"
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
// SDK: xybp888/iOS-SDKs iPhoneOS16.1.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontDescriptor.h "CT_EXPORT const CFStringRef kCTFontVariationAttribute CT_AVAILABLE(macos(10.5), ios(3.2), watchos(2.0), tvos(9.0));"
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public let kCTFontVariationAttribute: CFString = "NSCTFontVariationAttribute"

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h "CTFontRef CTFontCreateWithName("
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { CTFont() }

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h "CFStringRef CTFontCopyPostScriptName("
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { "" }

// SDK: xybp888/iOS-SDKs iPhoneOS16.1.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontDescriptor.h "CTFontDescriptorRef CTFontDescriptorCreateWithAttributes("
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
  CTFontDescriptor()
}

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h "CTFontRef CTFontCreateWithFontDescriptor("
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public func CTFontCreateWithFontDescriptor(
  _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { CTFont() }

// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h "CGFloat CTFontGetAscent("
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { 0 }
// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h "CGFloat CTFontGetDescent("
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { 0 }
// SDK: xybp888/iOS-SDKs iPhoneOS18.3.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFont.h "CGFloat CTFontGetLeading("
@available(macOS 10.5, iOS 3.2, watchOS 2.0, tvOS 9.0, *)
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { 0 }

// SDK: xybp888/iOS-SDKs iPhoneOS17.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h "typedef CF_ENUM(uint32_t, CTFontManagerScope) {"
public enum CTFontManagerScope: UInt32, Sendable {
  // SDK: xybp888/iOS-SDKs iPhoneOS17.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h "kCTFontManagerScopeNone        = 0,"
  case none = 0
  // SDK: xybp888/iOS-SDKs iPhoneOS17.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h "kCTFontManagerScopeProcess     = 1,"
  case process = 1
  // SDK: xybp888/iOS-SDKs iPhoneOS17.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h "kCTFontManagerScopePersistent  CT_ENUM_AVAILABLE(macos(10.6), ios(13.0), watchos(6.0), tvos(13.0))"
  @available(macOS 10.6, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
  case persistent = 2
}

// SDK: xybp888/iOS-SDKs iPhoneOS17.0.sdk/System/Library/Frameworks/CoreText.framework/Headers/CTFontManager.h "bool CTFontManagerRegisterFontsForURL("
@available(macOS 10.6, iOS 4.1, watchOS 2.0, tvOS 9.0, *)
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }
