import Typeset

extension Specimen.Cell {
  /// How a cell's style was resolved: by the engine for an Apple category, or for Android
  /// at a font scale.
  public enum Resolution: Sendable {
    /// At a content size category on an Apple platform.
    case apple(ResolvedFont)
    /// At an Android font scale; sizes are `dp`.
    case android(AndroidResolvedFont)
  }
}
