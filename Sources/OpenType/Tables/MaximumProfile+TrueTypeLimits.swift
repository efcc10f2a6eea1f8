extension MaximumProfile {
  /// The limits only version 1.0 records (TrueType outlines).
  public struct TrueTypeLimits: Sendable, Hashable {
    /// The most points in a simple glyph.
    public let maxPoints: Int
    /// The most contours in a simple glyph.
    public let maxContours: Int
    /// The most points in a composite glyph.
    public let maxCompositePoints: Int
    /// The most contours in a composite glyph.
    public let maxCompositeContours: Int
    /// The most components referenced at the top level of a composite glyph.
    public let maxComponentElements: Int
    /// The deepest nesting of composite glyphs (1 when components are simple glyphs).
    public let maxComponentDepth: Int
  }
}
