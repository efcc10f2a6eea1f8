import OpenType
import Typeset

/// What ``TextShaper/measure(_:)`` found.
public struct ShapedMeasurement: Hashable, Sendable {
  /// The width in points.
  public let width: Double
  /// The glyphs after shaping (or one per character without shaping).
  public let glyphCount: Int
  /// The glyphs that are `.notdef`: characters the face lacks.
  public let missingGlyphs: Int
  /// The runs of one script and bidi level, in logical order.
  public let runs: [TextRun]
  /// The bidi paragraph level: 1 when the text is right to left.
  public let paragraphLevel: UInt8
  /// Whether HarfBuzz shaped the text.
  public let isShaped: Bool
  /// Without shaping: why the width may be wrong (empty when it is exact or when shaped).
  public let needs: Set<ShapingNeed>
}
