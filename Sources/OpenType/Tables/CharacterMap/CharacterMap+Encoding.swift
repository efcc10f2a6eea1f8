extension CharacterMap {
  /// How the chosen subtable's codes relate to Unicode.
  public enum Encoding: Sendable, Hashable {
    /// Codes are Unicode scalar values.
    case unicode
    /// Windows symbol encoding: codes are often in U+F020–U+F0FF; a Latin-1 scalar with no
    /// mapping is retried at U+F000 plus its value, as HarfBuzz does.
    case symbol
    /// Mac OS Roman bytes.
    case macRoman
  }
}
