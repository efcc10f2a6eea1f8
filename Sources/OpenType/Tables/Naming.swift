/// The naming table (`'name'`): family, style, full and PostScript names, in several platforms
/// and languages.
///
/// OpenType spec, `'name'` formats 0 and 1. Strings are decoded on request: UTF-16BE for the
/// Unicode platform and Windows encodings 0, 1 and 10, Mac OS Roman for Macintosh encoding 0;
/// other encodings (Shift-JIS, Big5, …) are not decoded.
///
/// ```swift
/// let family = naming.string(for: .family)  // "Open Sans"
/// ```
public struct Naming: Sendable {
  /// The table's tag.
  public static let tag: Tag = "name"

  /// Every record of the table, in file order.
  public let records: [Record]

  /// Parses the table's records; strings are decoded later.
  ///
  /// - Throws: ``OpenTypeError/unexpectedEnd(offset:needed:)`` when the record array is
  ///   truncated, ``OpenTypeError/unsupportedVersion(_:version:)`` for a format other than 0 or 1.
  public init(_ table: ByteReader) throws(OpenTypeError) {
    var reader = table
    let start = reader.offset
    let format = try reader.readUInt16()
    guard format <= 1 else { throw .unsupportedVersion(Self.tag, version: UInt32(format)) }
    let count = Int(try reader.readUInt16())
    let storageStart = start + Int(try reader.readUInt16())
    try reader.require(count * 12)
    var records: [Record] = []
    records.reserveCapacity(count)
    for _ in 0..<count {
      let platform = PlatformID(rawValue: Int(try reader.readUInt16()))
      let encoding = Int(try reader.readUInt16())
      let language = Int(try reader.readUInt16())
      let nameID = NameID(rawValue: Int(try reader.readUInt16()))
      let length = Int(try reader.readUInt16())
      let offset = Int(try reader.readUInt16())
      let storage = try? table.slice(at: storageStart + offset, length: length)
      records.append(
        Record(
          platformID: platform, encodingID: encoding, languageID: language, nameID: nameID,
          storage: storage))
    }
    self.records = records
  }

  /// The best string for `nameID`, preferring English.
  ///
  /// The order: Windows English (US), other Windows English, Unicode platform, Windows in
  /// another language, Macintosh Roman English, Macintosh Roman in another language — close to
  /// what fontTools' `getDebugName` and Core Text pick. Empty strings are skipped.
  ///
  /// - Returns: The decoded string, or `nil` when no decodable record has the ID.
  public func string(for nameID: NameID) -> String? {
    // Decode only as many records as it takes: the most preferred first, and among equally
    // preferred ones the first in the file.
    var candidates: [(preference: Int, index: Int)] = []
    for (index, record) in records.enumerated() where record.nameID == nameID {
      guard let preference = record.preference else { continue }
      candidates.append((preference, index))
    }
    candidates.sort { ($0.preference, $0.index) < ($1.preference, $1.index) }
    for candidate in candidates {
      if let string = records[candidate.index].string, !string.isEmpty { return string }
    }
    return nil
  }
}
