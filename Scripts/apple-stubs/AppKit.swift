// Stub of AppKit for the Linux type-check of the adapters. Test scaffolding, never shipped:
// every declaration is transcribed from the Apple documentation page on the `// Apple:` line
// above it; bodies are placeholders.
@_exported import CoreGraphics
@_exported import CoreText
@_exported import Foundation

// Apple: https://developer.apple.com/documentation/appkit/nsfont
open class NSFont: NSObject {
  // Apple: https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:)
  public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
}

// Apple: https://developer.apple.com/documentation/appkit/nsfontdescriptor
open class NSFontDescriptor: NSObject {
  // Apple: https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename
  public struct AttributeName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // Apple: https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/name
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
  }
  // Apple: https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(fontattributes:)
  public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
}

// Apple: https://developer.apple.com/documentation/appkit/nsparagraphstyle
open class NSParagraphStyle: NSObject {}

// Apple: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle {
  // Apple: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/minimumlineheight
  open var minimumLineHeight: CGFloat = 0
  // Apple: https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/maximumlineheight
  open var maximumLineHeight: CGFloat = 0
}

extension NSAttributedString.Key {
  // Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  // Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
  // Apple: https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}
