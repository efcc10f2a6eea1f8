import Typeset

extension Specimen {
  /// One style across the columns.
  public struct Row: Sendable {
    /// The style.
    public let style: StyleName
    /// One cell per column, in the order of ``Specimen/columns``.
    public let cells: [Cell]

    /// The most glyphs missing from one of the row's cells; 0 when every face covers the
    /// sample.
    public var missingGlyphs: Int { cells.map(\.missingGlyphs).max() ?? 0 }
  }
}
