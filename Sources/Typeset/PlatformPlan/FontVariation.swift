import DynamicType

/// One variation axis value, with the numeric identifier Core Text's variation dictionary uses.
public struct FontVariation: Hashable, Sendable {
  /// The axis tag, such as `wght`.
  public let tag: String
  /// The axis value.
  public let value: Double

  /// Creates a value for an axis.
  public init(tag: String, value: Double) {
    self.tag = tag
    self.value = value
  }

  /// The tag's four bytes as a big-endian integer, the key of `kCTFontVariationAttribute`'s
  /// dictionary (`wght` → 0x77676874). Shorter tags are padded with spaces, as OpenType does.
  public var identifier: Int {
    var bytes = Array(tag.utf8.prefix(4))
    while bytes.count < 4 { bytes.append(0x20) }
    return bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  /// The value of a font descriptor's `kCTFontVariationAttribute`: each axis's ``identifier``
  /// and value. Two tags with the same identifier (tags longer than four characters share
  /// their first four) keep the later value instead of trapping.
  public static func coreTextVariations(_ variations: [FontVariation]) -> [Int: Double] {
    Dictionary(
      variations.map { ($0.identifier, $0.value) }, uniquingKeysWith: { _, later in later })
  }

  /// ``coreTextVariations(_:)`` for axis values keyed by tag, such as a face's `axisValues`;
  /// tags are taken in sorted order, so the result does not depend on the dictionary's order.
  public static func coreTextVariations(axisValues: [String: Double]) -> [Int: Double] {
    coreTextVariations(
      axisValues.sorted { $0.key < $1.key }.map { FontVariation(tag: $0.key, value: $0.value) })
  }
}
