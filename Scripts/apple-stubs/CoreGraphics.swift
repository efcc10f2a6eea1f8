// Stub of the Core Graphics bits the adapters' Apple APIs mention that Linux Foundation lacks
// (CGFloat, CGRect and CGSize come from Foundation on Linux). Test scaffolding, never shipped.
//
// Where the declarations come from: checked against the text of Apple's iOS SDK as stored in
// xybp888/iOS-SDKs; the `// SDK:` line names the repository, the file, and the declaration's
// text in that file (`grep -n -F` finds its line).
@_exported import Foundation

// SDK: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/CoreGraphics.framework/Headers/CGAffineTransform.h "struct CGAffineTransform {"
public struct CGAffineTransform: Sendable {}
