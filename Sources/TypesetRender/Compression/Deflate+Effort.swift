extension Deflate {
  /// How hard the matcher searches; higher is smaller and slower.
  public struct Effort: Hashable, Sendable {
    /// The most hash-chain links followed for one match.
    public var maximumChainLength: Int
    /// A match this long ends the search at once.
    public var niceLength: Int

    /// Fast: short chains.
    public static let fast = Effort(maximumChainLength: 8, niceLength: 32)
    /// The default balance.
    public static let balanced = Effort(maximumChainLength: 64, niceLength: 128)
    /// Thorough: long chains.
    public static let thorough = Effort(maximumChainLength: 1024, niceLength: 258)
  }
}
