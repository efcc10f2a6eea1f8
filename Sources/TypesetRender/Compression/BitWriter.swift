/// Writes a stream of bits least significant bit first, as DEFLATE packs them (RFC 1951, 3.1.1).
struct BitWriter {
  /// The finished bytes.
  private(set) var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var count = 0

  init(reservingCapacity capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends the low `bits` bits of `value`, least significant first.
  @inline(__always)
  mutating func write(_ value: UInt32, bits: Int) {
    buffer |= UInt64(value) << UInt64(count)
    count += bits
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      count -= 8
    }
  }

  /// The whole bytes written so far, removed from the writer; bits short of a byte stay.
  mutating func takeBytes() -> [UInt8] {
    defer { bytes.removeAll(keepingCapacity: true) }
    return bytes
  }

  /// Pads with zero bits to the next byte boundary.
  mutating func alignToByte() {
    if count > 0 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer = 0
      count = 0
    }
  }

  /// Appends whole bytes; the writer must be byte-aligned.
  mutating func append<Bytes: Collection<UInt8>>(contentsOf data: Bytes) {
    precondition(count == 0, "append(contentsOf:) needs a byte-aligned writer")
    bytes.append(contentsOf: data)
  }
}
