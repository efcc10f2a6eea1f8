/// The 'avar' table: per-axis piecewise-linear remapping of normalised coordinates.
///
/// OpenType spec, 'avar'. Versions 1 and 2 are read; of version 2 only the segment maps are
/// applied (its variation store for cross-axis mappings is ignored). The spec requires every
/// non-empty segment map to contain `-1 → -1`, `0 → 0` and `1 → 1`, in ascending order; a map
/// that breaks this is treated as invalid and leaves its axis unmapped (a robustness choice:
/// fontTools and HarfBuzz apply such maps as they stand).
public struct AxisVariations: Hashable, Sendable {
  /// The table tag, `avar`.
  public static let tag: Tag = "avar"

  /// Each axis's map, sorted by `from`; an empty map leaves the axis unchanged.
  public let segmentMaps: [[AxisValueMapping]]

  /// Reads the table.
  ///
  /// - Throws: An ``OpenTypeError`` for an unknown version or maps longer than the table.
  public init(_ reader: ByteReader) throws(OpenTypeError) {
    var reader = reader
    let major = try reader.readUInt16()
    _ = try reader.readUInt16()
    guard major == 1 || major == 2 else {
      throw .unsupportedVersion(Self.tag, version: UInt32(major))
    }
    _ = try reader.readUInt16()
    let axisCount = Int(try reader.readUInt16())
    try reader.require(axisCount * 2)
    var maps: [[AxisValueMapping]] = []
    maps.reserveCapacity(axisCount)
    for _ in 0..<axisCount {
      let count = Int(try reader.readUInt16())
      try reader.require(count * 4)
      var map: [AxisValueMapping] = []
      map.reserveCapacity(count)
      for _ in 0..<count {
        map.append(AxisValueMapping(from: try reader.readF2Dot14(), to: try reader.readF2Dot14()))
      }
      maps.append(Self.isValid(map) ? map : [])
    }
    segmentMaps = maps
  }

  private static func isValid(_ map: [AxisValueMapping]) -> Bool {
    guard !map.isEmpty else { return true }
    for (previous, next) in zip(map, map.dropFirst()) where next.from < previous.from {
      return false
    }
    return [-1.0, 0, 1].allSatisfy { anchor in map.contains { $0.from == anchor && $0.to == anchor }
    }
  }

  /// Maps one axis's default-normalised coordinate; axes without a map are unchanged.
  public func map(_ value: Double, axis: Int) -> Double {
    guard axis >= 0, axis < segmentMaps.count else { return value }
    let map = segmentMaps[axis]
    guard let first = map.first, let last = map.last else { return value }
    if value <= first.from { return first.to }
    if value >= last.from { return last.to }
    for (low, high) in zip(map, map.dropFirst()) where value < high.from {
      if value == low.from { return low.to }
      guard high.from > low.from else { return high.to }
      return low.to + (value - low.from) * (high.to - low.to) / (high.from - low.from)
    }
    return value
  }
}
