extension SpecimenLayout {
  /// Colours of the sheet.
  public enum Palette {
    /// The page.
    public static let background = Color(hex: 0xFFFFFF)
    /// Sample text.
    public static let ink = Color(hex: 0x1D1D1F)
    /// Captions and headers.
    public static let secondary = Color(hex: 0x6E6E73)
    /// Row separators.
    public static let separator = Color(hex: 0xD2D2D7)
    /// The line box behind each sample.
    public static let lineBox = Color(hex: 0xE8F0FE)
    /// The system font's reference box.
    public static let systemReference = Color(hex: 0xFF9F0A, alpha: 0.35)
    /// The width guide.
    public static let guide = Color(hex: 0xFF3B30)
    /// The caption of a cell whose face lacks glyphs for the sample.
    public static let missing = Color(hex: 0xD70015)
    /// Text past the width guide.
    public static let overflow = Color(hex: 0xFF3B30, alpha: 0.18)
  }
}
