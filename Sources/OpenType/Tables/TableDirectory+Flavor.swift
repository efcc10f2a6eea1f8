extension TableDirectory {
  /// The kind of outlines an sfnt declares in its first four bytes.
  public struct Flavor: RawRepresentable, Hashable, Sendable {
    /// The `sfntVersion` value.
    public let rawValue: UInt32

    /// A flavor from its `sfntVersion` value.
    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// `0x00010000`: TrueType outlines (or none).
    public static let trueType = Flavor(rawValue: 0x0001_0000)
    /// `'true'`: TrueType outlines, as written by Apple's older tools.
    public static let appleTrueType = Flavor(rawValue: 0x7472_7565)
    /// `'OTTO'`: CFF or CFF2 outlines.
    public static let cff = Flavor(rawValue: 0x4F54_544F)
  }
}
