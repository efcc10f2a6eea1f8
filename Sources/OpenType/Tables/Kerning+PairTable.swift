extension Kerning {
  /// One format 0 subtable: sorted (left, right, value) pairs.
  public struct PairTable: Sendable {
    private let pairs: ByteReader
    /// The number of pairs.
    public let pairCount: Int
    /// Whether the subtable's values replace, rather than add to, earlier subtables' values.
    public let overridesAccumulated: Bool

    init(pairs: ByteReader, pairCount: Int, overridesAccumulated: Bool) {
      self.pairs = pairs
      self.pairCount = pairCount
      self.overridesAccumulated = overridesAccumulated
    }

    /// The value for the pair, in font units, or `nil` when the subtable does not list it.
    public func value(left: GlyphID, right: GlyphID) -> Int? {
      let key = UInt32(left.rawValue) << 16 | UInt32(right.rawValue)
      var low = 0
      var high = pairCount
      while low < high {
        let middle = (low + high) / 2
        let position = pairs.offset + middle * 6
        guard let candidate = try? pairs.uint32(atAbsolute: position) else { return nil }
        if candidate < key {
          low = middle + 1
        } else if candidate > key {
          high = middle
        } else {
          return (try? pairs.int16(atAbsolute: position + 4)).map { Int($0) }
        }
      }
      return nil
    }
  }
}
