extension OS2 {
  /// Bits of `fsSelection`.
  public struct Selection: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt16

    /// Bits from their raw value.
    public init(rawValue: UInt16) {
      self.rawValue = rawValue
    }

    /// Bit 0, ITALIC.
    public static let italic = Selection(rawValue: 1 << 0)
    /// Bit 5, BOLD.
    public static let bold = Selection(rawValue: 1 << 5)
    /// Bit 6, REGULAR.
    public static let regular = Selection(rawValue: 1 << 6)
    /// Bit 7, USE_TYPO_METRICS: line layout should use the typographic metrics (version 4+).
    public static let useTypographicMetrics = Selection(rawValue: 1 << 7)
    /// Bit 8, WWS: the names follow the weight/width/slope model (version 4+).
    public static let weightWidthSlope = Selection(rawValue: 1 << 8)
    /// Bit 9, OBLIQUE (version 4+).
    public static let oblique = Selection(rawValue: 1 << 9)
  }
}
