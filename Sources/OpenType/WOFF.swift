/// WOFF 1.0 (W3C, "WOFF File Format 1.0"): an sfnt whose tables are each zlib-compressed (or
/// stored as they are), behind a 44-byte header and a directory of 20-byte entries.
///
/// ``FontFile`` reads a WOFF file by rebuilding the sfnt it wraps (the offset table, a record
/// per table with the original checksum, the tables decompressed and 4-byte aligned) and
/// reading that; WOFF 2.0 (Brotli with transformed tables) is named with a way to convert it.
///
/// ```swift
/// let sfnt = try WOFF.sfnt(from: bytes)  // the TrueType or CFF font inside
/// ```
public enum WOFF {
  /// `'wOFF'`, the WOFF 1.0 signature.
  public static let signature: UInt32 = 0x774F_4646
  /// `'wOF2'`, the WOFF 2.0 signature.
  public static let signature2: UInt32 = 0x774F_4632
  /// How to turn a WOFF 2.0 file into one Typeset reads.
  public static let woff2Hint =
    "decompress it to a TTF or OTF first, for example with fontTools: "
    + "`fonttools ttLib.woff2 decompress FONT.woff2` (pip install fonttools brotli)"

  /// The largest sfnt a WOFF file may unpack to (the sum of its tables' original lengths).
  public static let maximumSfntLength = 256 << 20

  /// The sfnt inside a WOFF 1.0 file.
  ///
  /// - Throws: ``OpenTypeError/malformedWOFF(reason:)`` for a header, directory entry or
  ///   table that is inconsistent, or a table whose zlib data does not decompress to its
  ///   original length.
  public static func sfnt(from bytes: [UInt8]) throws(OpenTypeError) -> [UInt8] {
    func uint32(_ at: Int) -> UInt32 {
      UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
        | UInt32(bytes[at + 3])
    }
    func uint16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func fail(_ reason: String) -> OpenTypeError { .malformedWOFF(reason: reason) }

    guard bytes.count >= 44, uint32(0) == signature else {
      throw fail("the file is shorter than the 44-byte WOFF header")
    }
    let flavor = uint32(4)
    let declaredLength = Int(uint32(8))
    let tableCount = uint16(12)
    guard declaredLength == bytes.count else {
      throw fail("the header says \(declaredLength) bytes, the file has \(bytes.count)")
    }
    guard uint16(14) == 0 else { throw fail("the header's reserved field is not 0") }
    guard tableCount > 0 else { throw fail("the font has no tables") }
    let directoryEnd = 44 + tableCount * 20
    guard directoryEnd <= bytes.count else {
      throw fail("the directory of \(tableCount) tables runs past the end of the file")
    }

    // The tables' original lengths bound what decompression may produce: zlib expands up to
    // about 1000 times, so a small file could otherwise ask for gigabytes.
    var totalOriginal = 0
    for index in 0..<tableCount {
      totalOriginal += Int(uint32(44 + index * 20 + 12))
    }
    guard totalOriginal <= maximumSfntLength else {
      throw fail(
        "the tables add up to \(totalOriginal) bytes, more than the \(maximumSfntLength >> 20) MB Typeset reads"
      )
    }

    struct Entry {
      let tag: UInt32
      let checksum: UInt32
      let data: [UInt8]
    }
    var entries: [Entry] = []
    entries.reserveCapacity(tableCount)
    for index in 0..<tableCount {
      let record = 44 + index * 20
      let tag = uint32(record)
      let offset = Int(uint32(record + 4))
      let compressedLength = Int(uint32(record + 8))
      let originalLength = Int(uint32(record + 12))
      let name = Tag(rawValue: tag).description
      guard offset >= directoryEnd, offset <= bytes.count,
        compressedLength <= bytes.count - offset
      else {
        throw fail("table '\(name)' lies outside the file")
      }
      guard compressedLength <= originalLength else {
        throw fail("table '\(name)' is longer compressed than original")
      }
      let slice = bytes[offset..<(offset + compressedLength)]
      let data: [UInt8]
      if compressedLength == originalLength {
        data = Array(slice)
      } else {
        do {
          data = try Inflate.zlib(slice, expectedLength: originalLength)
        } catch {
          throw fail("table '\(name)': \(error.reason)")
        }
      }
      entries.append(Entry(tag: tag, checksum: uint32(record + 16), data: data))
    }

    // The sfnt: offset table, records sorted by tag (WOFF requires the directory sorted; one
    // that is not is sorted here rather than refused), then each table padded to 4 bytes.
    entries.sort { $0.tag < $1.tag }
    var sfnt: [UInt8] = []
    let headerLength = 12 + 16 * tableCount
    sfnt.reserveCapacity(headerLength + entries.reduce(0) { $0 + ($1.data.count + 3) & ~3 })
    sfnt += TableDirectory.offsetTable(flavor: flavor, tableCount: tableCount)
    func append32(_ value: UInt32) {
      sfnt += [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    var offset = headerLength
    for entry in entries {
      append32(entry.tag)
      append32(entry.checksum)
      append32(UInt32(offset))
      append32(UInt32(entry.data.count))
      offset += (entry.data.count + 3) & ~3
    }
    for entry in entries {
      sfnt += entry.data
      sfnt += [UInt8](repeating: 0, count: ((entry.data.count + 3) & ~3) - entry.data.count)
    }
    return sfnt
  }
}
