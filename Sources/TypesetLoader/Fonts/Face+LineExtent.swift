import DynamicType
import OpenType
import Typeset

extension Face {
  /// The height of a line of this face at `pointSize` as Apple platforms lay it out: the
  /// `hhea` ascender plus descender (`UIFont.ascender - UIFont.descender`), in points.
  public func lineExtent(atPointSize pointSize: Double) -> Double {
    guard unitsPerEm > 0 else { return 0 }
    return Double(ascender - descender) / Double(unitsPerEm) * pointSize
  }
}
