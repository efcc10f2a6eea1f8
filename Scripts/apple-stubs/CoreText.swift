// Stub of Core Text for the Linux type-check of the adapters. Test scaffolding, never shipped:
// every declaration is transcribed from the Apple documentation page on the `// Apple:` line
// above it; bodies are placeholders.
//
// Core Foundation stand-ins: on Apple platforms CFString, CFURL and CFDictionary are
// toll-free bridged, so `string as CFString` compiles. Linux has no Core Foundation module to
// import, so these are aliases of the Swift types they bridge to, which keeps every `as`
// conversion of the adapters type-checking (and nothing more).
@_exported import CoreGraphics
@_exported import Foundation

// Apple: https://developer.apple.com/documentation/corefoundation/cfstring
public typealias CFString = String
// Apple: https://developer.apple.com/documentation/corefoundation/cfurl
public typealias CFURL = URL
// Apple: https://developer.apple.com/documentation/corefoundation/cfdictionary
public typealias CFDictionary = [AnyHashable: Any]
// Apple: https://developer.apple.com/documentation/corefoundation/cfindex
public typealias CFIndex = Int
// Apple: https://developer.apple.com/documentation/corefoundation/cferror
public final class CFError {}
// Apple: https://developer.apple.com/documentation/corefoundation/cferrorgetcode(_:)
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { 0 }

// Apple: https://developer.apple.com/documentation/coretext/ctfont
public final class CTFont {}
// Apple: https://developer.apple.com/documentation/coretext/ctfontdescriptor
public final class CTFontDescriptor {}

// Apple: https://developer.apple.com/documentation/coretext/kctfontnameattribute
public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
// Apple: https://developer.apple.com/documentation/coretext/kctfontvariationattribute
public let kCTFontVariationAttribute: CFString = "NSCTFontVariationAttribute"

// Apple: https://developer.apple.com/documentation/coretext/ctfontcreatewithname(_:_:_:)
public func CTFontCreateWithName(
  _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { CTFont() }

// Apple: https://developer.apple.com/documentation/coretext/ctfontcopypostscriptname(_:)
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { "" }

// Apple: https://developer.apple.com/documentation/coretext/ctfontdescriptorcreatewithattributes(_:)
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
  CTFontDescriptor()
}

// Apple: https://developer.apple.com/documentation/coretext/ctfontcreatewithfontdescriptor(_:_:_:)
public func CTFontCreateWithFontDescriptor(
  _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont { CTFont() }

// Apple: https://developer.apple.com/documentation/coretext/ctfontgetascent(_:)
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { 0 }
// Apple: https://developer.apple.com/documentation/coretext/ctfontgetdescent(_:)
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { 0 }
// Apple: https://developer.apple.com/documentation/coretext/ctfontgetleading(_:)
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { 0 }

// Apple: https://developer.apple.com/documentation/coretext/ctfontmanagerscope
public enum CTFontManagerScope: UInt32, Sendable {
  // Apple: https://developer.apple.com/documentation/coretext/ctfontmanagerscope/none
  case none = 0
  // Apple: https://developer.apple.com/documentation/coretext/ctfontmanagerscope/process
  case process = 1
  // Apple: https://developer.apple.com/documentation/coretext/ctfontmanagerscope/persistent
  case persistent = 2
}

// Apple: https://developer.apple.com/documentation/coretext/ctfontmanagerregisterfontsforurl(_:_:_:)
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool { false }
