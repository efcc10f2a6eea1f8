/// Folds results into one number that the caller keeps, so that the optimiser cannot remove
/// calls whose results are otherwise unused (FNV-1a, stable across runs).
public struct FuzzChecksum: Sendable {
  /// The folded value.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// An empty checksum.
  public init() {}

  /// Adds a number.
  public mutating func add(_ number: UInt64) {
    var rest = number
    for _ in 0..<8 {
      value = (value ^ (rest & 0xFF)) &* 0x100_0000_01b3
      rest >>= 8
    }
  }

  /// Adds an integer.
  public mutating func add(_ number: Int) { add(UInt64(bitPattern: Int64(number))) }
  /// Adds a floating-point number by its bits.
  public mutating func add(_ number: Double) { add(number.bitPattern) }
  /// Adds a flag.
  public mutating func add(_ flag: Bool) { add(flag ? 1 : 2) }
  /// Adds a text by its UTF-8 bytes and length.
  public mutating func add(_ text: String) {
    for byte in text.utf8 { add(UInt64(byte)) }
    add(text.utf8.count)
  }
}
