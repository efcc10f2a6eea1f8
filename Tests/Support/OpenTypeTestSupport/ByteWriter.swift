import OpenType

/// Appends big-endian OpenType values to a byte array: the writing half of ``OpenType/ByteReader``.
///
/// Tests use it to hand-craft the odd subtable the ``FontBuilder`` does not write itself
/// (a truncated table, an unusual format).
///
/// ```swift
/// var writer = ByteWriter()
/// writer.uint16(6)  // cmap format 6
/// let bytes = writer.bytes
/// ```
public struct ByteWriter: Sendable {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty writer.
  public init() {}

  /// The number of bytes written so far.
  public var count: Int { bytes.count }

  /// Appends one byte.
  public mutating func uint8(_ value: UInt8) {
    bytes.append(value)
  }

  /// Appends a `uint16`; the value is truncated to 16 bits.
  public mutating func uint16(_ value: Int) {
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    bytes.append(UInt8(truncatingIfNeeded: value))
  }

  /// Appends an `int16` (also `FWORD`); the value is truncated to 16 bits.
  public mutating func int16(_ value: Int) {
    uint16(value)
  }

  /// Appends a `uint24`; the value is truncated to 24 bits.
  public mutating func uint24(_ value: Int) {
    bytes.append(UInt8(truncatingIfNeeded: value >> 16))
    uint16(value)
  }

  /// Appends a `uint32` (also `Offset32`); the value is truncated to 32 bits.
  public mutating func uint32(_ value: Int) {
    uint16(value >> 16)
    uint16(value)
  }

  /// Appends a `Fixed` 16.16 number.
  public mutating func fixed(_ value: Double) {
    // Rounds half away from zero without libm's round(), which a stdlib-only module may not
    // link on Linux.
    let scaled = value * 65536
    uint32(Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5))
  }

  /// Appends a four-byte tag.
  public mutating func tag(_ value: Tag) {
    uint32(Int(value.rawValue))
  }

  /// Appends raw bytes.
  public mutating func append(_ data: [UInt8]) {
    bytes.append(contentsOf: data)
  }

  /// Appends zero bytes until the count is a multiple of `alignment`.
  public mutating func pad(to alignment: Int) {
    while bytes.count % alignment != 0 { bytes.append(0) }
  }

  /// Overwrites the `uint16` at `offset`.
  public mutating func setUInt16(_ value: Int, at offset: Int) {
    bytes[offset] = UInt8(truncatingIfNeeded: value >> 8)
    bytes[offset + 1] = UInt8(truncatingIfNeeded: value)
  }

  /// Overwrites the `uint32` at `offset`.
  public mutating func setUInt32(_ value: Int, at offset: Int) {
    setUInt16(value >> 16, at: offset)
    setUInt16(value, at: offset + 2)
  }
}
