extension FontFile {
  /// Whether the file holds one font or a collection.
  public enum Kind: Sendable, Hashable {
    /// A single font (`0x00010000`, `'true'` or `'OTTO'`).
    case font
    /// A collection (`'ttcf'`) with the given major version.
    case collection(majorVersion: Int)
  }
}
