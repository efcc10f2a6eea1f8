/// The legacy kerning table (`'kern'`): format 0 pair subtables.
///
/// Both headers are read: the OpenType (Microsoft) version 0, with 16-bit subtable lengths, and
/// Apple's version 1.0, with 32-bit lengths. Only horizontal, non-cross-stream format 0
/// subtables are used; other formats (Apple's state tables, format 2 class arrays) are skipped.
///
/// Known trap: Open Sans' single format 0 subtable holds more pairs than a 16-bit length can
/// describe, so its `length` field has wrapped. A format 0 subtable's extent is therefore
/// computed from `nPairs`, never taken from `length`.
public struct Kerning: Sendable {
  /// The table's tag.
  public static let tag: Tag = "kern"

  /// The horizontal format 0 subtables, in file order.
  public let pairTables: [PairTable]

  /// Parses the table's subtable headers.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when a header is cut,
  ///   ``OpenTypeError/unsupportedVersion(_:version:)`` for an unknown version.
  public init(_ table: ByteReader) throws(OpenTypeError) {
    var reader = table
    let version = try reader.readUInt16()
    var tables: [PairTable] = []
    if version == 0 {
      let count = Int(try reader.readUInt16())
      for _ in 0..<count {
        let start = reader.offset
        try reader.skip(2)  // subtable version
        let length = Int(try reader.readUInt16())
        let coverage = try reader.readUInt16()
        let format = coverage >> 8
        // OpenType spec, 'kern' coverage: bit 0 horizontal, 1 minimum, 2 cross-stream,
        // 3 override.
        let usable = format == 0 && coverage & 0x1 != 0 && coverage & 0x6 == 0
        if format == 0 {
          let pairs = try Self.pairTable(&reader, overrides: coverage & 0x8 != 0)
          if usable { tables.append(pairs) }
        } else {
          guard length >= 6 else { break }
          try reader.seek(to: start + length)
        }
      }
    } else if version == 1, try reader.readUInt16() == 0 {
      // Apple 'kern' version 1.0: a 32-bit version, a 32-bit count, 8-byte subtable headers.
      let count = try ByteReader.int(try reader.readUInt32())
      for _ in 0..<count {
        let start = reader.offset
        let length = try ByteReader.int(try reader.readUInt32())
        let coverage = try reader.readUInt16()
        try reader.skip(2)  // tupleIndex
        let format = coverage & 0xFF
        // Apple 'kern' coverage: 0x8000 vertical, 0x4000 cross-stream, 0x2000 variation.
        let usable = format == 0 && coverage & 0xE000 == 0
        if format == 0 {
          let pairs = try Self.pairTable(&reader, overrides: false)
          if usable { tables.append(pairs) }
        } else {
          guard length >= 8 else { break }
          try reader.seek(to: start &+ length)
        }
      }
    } else {
      throw .unsupportedVersion(Self.tag, version: UInt32(version))
    }
    pairTables = tables
  }

  /// The kerning between two glyphs in font units: the sum over subtables (a subtable with the
  /// override bit replaces the sum so far), 0 when no subtable lists the pair.
  public func value(left: GlyphID, right: GlyphID) -> Int {
    var total = 0
    for table in pairTables {
      guard let value = table.value(left: left, right: right) else { continue }
      total = table.overridesAccumulated ? value : total + value
    }
    return total
  }

  /// Reads a format 0 body (nPairs, three search fields, pairs) and leaves `reader` after it.
  private static func pairTable(
    _ reader: inout ByteReader, overrides: Bool
  ) throws(OpenTypeError) -> PairTable {
    let count = Int(try reader.readUInt16())
    try reader.skip(6)  // searchRange, entrySelector, rangeShift
    let pairs = try reader.subReader(length: count * 6)
    return PairTable(pairs: pairs, pairCount: count, overridesAccumulated: overrides)
  }
}
