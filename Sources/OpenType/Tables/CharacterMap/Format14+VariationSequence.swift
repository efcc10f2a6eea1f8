extension CharacterMap.Format14 {
  /// One variation sequence as the subtable records it.
  public struct VariationSequence: Hashable, Sendable {
    /// The base character's code point.
    public let code: UInt32
    /// The variation selector's code point.
    public let selector: UInt32
    /// How the font renders the sequence.
    public let mapping: Mapping
  }
}
