extension SizeTable {
  /// Why a list of sizes is not a table.
  public enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// The table needs twelve sizes, one per category.
    case wrongCount(Int)
    /// A size is zero, negative or not finite.
    case invalidSize(Double, category: ContentSizeCategory)

    /// A one-line explanation.
    public var description: String {
      switch self {
      case .wrongCount(let count):
        "a size table needs 12 sizes, one per category from xSmall to accessibility5 (found \(count))"
      case .invalidSize(let size, let category):
        "size at \(category.swiftUIName) must be greater than 0 (found \(size))"
      }
    }
  }
}
