extension LineBreakOpportunities {
  /// Whether the break at an offset is allowed or required.
  public enum Kind: Sendable {
    /// The line may break here.
    case allowed
    /// The line must break here (after a line feed or paragraph separator).
    case mandatory
  }
}
