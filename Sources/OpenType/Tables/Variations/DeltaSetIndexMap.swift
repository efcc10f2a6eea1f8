/// A delta-set index map: from an item (a glyph, for HVAR) to an outer/inner delta set index.
///
/// OpenType spec, "OpenType Font Variations Common Table Formats", DeltaSetIndexMap formats 0
/// (16-bit count) and 1 (32-bit count). Items past the end of the map use its last entry.
public struct DeltaSetIndexMap: Sendable {
  private let entries: ByteReader
  private let entrySize: Int
  private let innerBitCount: Int
  /// The number of entries.
  public let count: Int

  /// Reads a map whose first byte is the reader's position.
  ///
  /// - Throws: An ``OpenTypeError`` for an unknown format or a map longer than its data.
  public init(_ reader: ByteReader, tag: Tag) throws(OpenTypeError) {
    var reader = reader
    let format = try reader.readUInt8()
    let entryFormat = try reader.readUInt8()
    switch format {
    case 0: count = Int(try reader.readUInt16())
    case 1: count = try ByteReader.int(try reader.readUInt32())
    default: throw .unsupportedVersion(tag, version: UInt32(format))
    }
    entrySize = Int((entryFormat & 0x30) >> 4) + 1
    innerBitCount = Int(entryFormat & 0x0F) + 1
    let (length, overflow) = count.multipliedReportingOverflow(by: entrySize)
    guard !overflow else { throw .malformedTable(tag, reason: "delta-set index map size") }
    entries = try reader.subReader(length: length)
  }

  /// The delta set of an item, or `nil` when the map is empty.
  public func deltaSet(for item: Int) throws(OpenTypeError) -> (outer: Int, inner: Int)? {
    guard count > 0, item >= 0 else { return nil }
    var reader = try entries.skipping(min(item, count - 1) * entrySize)
    var entry = 0
    for _ in 0..<entrySize {
      entry = entry << 8 | Int(try reader.readUInt8())
    }
    return (entry >> innerBitCount, entry & ((1 << innerBitCount) - 1))
  }
}
