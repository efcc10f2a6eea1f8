import OpenType

/// Lays tables out as an sfnt font or a collection, with table checksums and the `'head'`
/// checksum adjustment.
///
/// OpenType spec, "Organization of an OpenType font" and "Calculating checksums": tables are
/// 4-byte aligned and padded with zeros, records sorted by tag, and `checksumAdjustment` makes
/// the font's checksum `0xB1B0AFBA`.
public enum SfntWriter {
  /// One font's tables, by tag.
  public typealias Tables = [Tag: [UInt8]]

  /// The bytes of a single font.
  ///
  /// - Parameter flavor: `sfntVersion`, `0x00010000` (TrueType) by default.
  public static func font(_ tables: Tables, flavor: UInt32 = 0x0001_0000) -> [UInt8] {
    assemble([tables], flavors: [flavor], collection: false)
  }

  /// The bytes of a TrueType collection (`'ttcf'` version 1.0) of the given fonts; each font
  /// gets its own copy of its tables.
  public static func collection(_ fonts: [Tables]) -> [UInt8] {
    assemble(fonts, flavors: fonts.map { _ in 0x0001_0000 }, collection: true)
  }

  /// The OpenType checksum of `bytes`: the sum of its big-endian `uint32`s, zero-padded.
  public static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    var sum: UInt32 = 0
    var word: UInt32 = 0
    var index = 0
    for byte in bytes {
      word = word << 8 | UInt32(byte)
      index += 1
      if index % 4 == 0 {
        sum &+= word
        word = 0
      }
    }
    if index % 4 != 0 {
      sum &+= word << (8 * UInt32(4 - index % 4))
    }
    return sum
  }

  private static func assemble(
    _ fonts: [Tables], flavors: [UInt32], collection: Bool
  ) -> [UInt8] {
    let headerSize = collection ? 12 + 4 * fonts.count : 0
    let directorySizes = fonts.map { 12 + 16 * $0.count }
    var tableStart = headerSize + directorySizes.reduce(0, +)
    tableStart = (tableStart + 3) & ~3

    var writer = ByteWriter()
    if collection {
      writer.tag("ttcf")
      writer.uint16(1)
      writer.uint16(0)
      writer.uint32(fonts.count)
      var directoryOffset = headerSize
      for size in directorySizes {
        writer.uint32(directoryOffset)
        directoryOffset += size
      }
    }

    // Table offsets: every font's tables follow all the directories.
    var layouts: [[(tag: Tag, offset: Int, data: [UInt8])]] = []
    var next = tableStart
    for tables in fonts {
      var layout: [(tag: Tag, offset: Int, data: [UInt8])] = []
      for tag in tables.keys.sorted() {
        var data = tables[tag] ?? []
        if tag == "head", data.count >= 12 {
          data.replaceSubrange(8..<12, with: [0, 0, 0, 0])
        }
        layout.append((tag, next, data))
        next += (data.count + 3) & ~3
      }
      layouts.append(layout)
    }

    var headAdjustments: [(offset: Int, value: UInt32)] = []
    for (index, layout) in layouts.enumerated() {
      var directory = ByteWriter()
      directory.append(TableDirectory.offsetTable(flavor: flavors[index], tableCount: layout.count))
      var fontSum: UInt32 = 0
      for table in layout {
        let sum = checksum(table.data)
        fontSum &+= sum
        directory.tag(table.tag)
        directory.uint32(Int(sum))
        directory.uint32(table.offset)
        directory.uint32(table.data.count)
      }
      fontSum &+= checksum(directory.bytes)
      writer.append(directory.bytes)
      if let head = layout.first(where: { $0.tag == "head" }), head.data.count >= 12 {
        headAdjustments.append((head.offset + 8, 0xB1B0_AFBA &- fontSum))
      }
    }
    writer.pad(to: 4)
    while writer.count < tableStart { writer.uint8(0) }
    for layout in layouts {
      for table in layout {
        writer.append(table.data)
        writer.pad(to: 4)
      }
    }
    for adjustment in headAdjustments {
      writer.setUInt32(Int(adjustment.value), at: adjustment.offset)
    }
    return writer.bytes
  }
}
