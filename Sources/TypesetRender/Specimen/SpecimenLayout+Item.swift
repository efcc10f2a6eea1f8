extension SpecimenLayout {
  /// Something to draw, in points from the top left corner.
  public enum Item: Sendable {
    /// A filled rectangle.
    case rectangle(x: Double, y: Double, width: Double, height: Double, color: Color)
    /// A line of text with its origin at (`x`, `baseline`).
    case text(TextLine, x: Double, baseline: Double, color: Color)
  }
}
