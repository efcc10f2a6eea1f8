/// The length and distance code tables of RFC 1951, 3.2.5.
enum DeflateTables {
  /// The first length of each length code 257…285.
  static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  /// The extra bits of each length code 257…285.
  static let lengthExtraBits: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// The first distance of each distance code 0…29.
  static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  /// The extra bits of each distance code 0…29.
  static let distanceExtraBits: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  /// The length code index (0…28, add 257 for the symbol) of each match length 0…258.
  static let lengthCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 259)
    for code in 0..<29 {
      let end = code == 28 ? 259 : lengthBase[code] + (1 << lengthExtraBits[code])
      for length in lengthBase[code]..<min(end, 259) { table[length] = UInt8(code) }
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
    for code in 0..<30 where distanceBase[code] <= 256 {
      let end = min(256, distanceBase[code] + (1 << distanceExtraBits[code]) - 1)
      for distance in distanceBase[code]...end { table[distance] = UInt8(code) }
    }
    return table
  }()

  // Distances above 256 share a code in runs of at least 128, so (distance - 1) >> 7 indexes.
  private static let largeDistanceCode: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for code in 16..<30 {
      let first = distanceBase[code]
      let last = first + (1 << distanceExtraBits[code]) - 1
      for index in ((first - 1) >> 7)...((last - 1) >> 7) { table[index] = UInt8(code) }
    }
    return table
  }()

  /// The fixed literal/length code lengths (RFC 1951, 3.2.6).
  static let fixedLiteralLengths: [UInt8] =
    [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
    + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
  /// The fixed distance code lengths.
  static let fixedDistanceLengths = [UInt8](repeating: 5, count: 30)

  /// The order code length code lengths are sent in (RFC 1951, 3.2.7).
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
