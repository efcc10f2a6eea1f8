// Stub of the Core Graphics bits the adapters' Apple APIs mention that Linux Foundation lacks
// (CGFloat, CGRect and CGSize come from Foundation on Linux). Test scaffolding, never shipped.
@_exported import Foundation

// Apple: https://developer.apple.com/documentation/coregraphics/cgaffinetransform
public struct CGAffineTransform: Sendable {}
