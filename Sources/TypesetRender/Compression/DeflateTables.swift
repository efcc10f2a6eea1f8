import OpenType

/// The encoder's tables of RFC 1951, 3.2.5: the code of each match length and distance,
/// derived from the format's fixed tables, which the decoder in OpenType (`DeflateFormat`)
/// shares.
enum DeflateTables {
  /// The length code index (0…28, add 257 for the symbol) of each match length 0…258.
  static let lengthCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 259)
    for code in 0..<29 {
      let end =
        code == 28
        ? 259 : DeflateFormat.lengthBase[code] + (1 << DeflateFormat.lengthExtraBits[code])
      for length in DeflateFormat.lengthBase[code]..<min(end, 259) { table[length] = UInt8(code) }
    }
    table[258] = 28
    return table
  }()

  /// The distance code of a distance 1…32768.
  @inline(__always)
  static func distanceCode(_ distance: Int) -> Int {
    if distance <= 256 { return Int(smallDistanceCode[distance]) }
    return Int(largeDistanceCode[(distance - 1) >> 7])
  }

  private static let smallDistanceCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 257)
    for code in 0..<30 where DeflateFormat.distanceBase[code] <= 256 {
      let end = min(
        256, DeflateFormat.distanceBase[code] + (1 << DeflateFormat.distanceExtraBits[code]) - 1)
      for distance in DeflateFormat.distanceBase[code]...end { table[distance] = UInt8(code) }
    }
    return table
  }()

  // Distances above 256 share a code in runs of at least 128, so (distance - 1) >> 7 indexes.
  private static let largeDistanceCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for code in 16..<30 {
      let first = DeflateFormat.distanceBase[code]
      let last = first + (1 << DeflateFormat.distanceExtraBits[code]) - 1
      for index in ((first - 1) >> 7)...((last - 1) >> 7) { table[index] = UInt8(code) }
    }
    return table
  }()
}
