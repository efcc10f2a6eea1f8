/// Apple's size-dependent tracking for one system font, such as SF Pro on iOS.
///
/// Apple publishes each row in two columns, thousandths of an em and points, and the two
/// disagree slightly (17 pt: −26/1000 em × 17 = −0.442 pt, listed as −0.43 pt). Typeset uses the
/// **1/1000 em column**: it is identical between the iOS and macOS tables, it scales with the
/// size by definition, and the points column is a rounded derivative of it. The points column is
/// kept as data for comparison.
///
/// Between listed sizes the em value is interpolated linearly; below the smallest and above the
/// largest listed size the nearest row applies.
///
/// ```swift
/// TrackingTable.sfPro.tracking(atPointSize: 17)  // -0.442 (points)
/// ```
public struct TrackingTable: Hashable, Sendable {
  /// The table's name in the reference data, such as `SFPro_iOS_iPadOS_visionOS`.
  public let name: String
  /// The rows, by increasing point size.
  public let entries: [TrackingEntry]

  /// Creates a table; `entries` must be sorted by point size.
  public init(name: String, entries: [TrackingEntry]) {
    self.name = name
    self.entries = entries
  }

  /// Creates a table from rows of point size, thousandths of an em and points, as the
  /// generated tables (`ReferenceTables/TrackingTable+Apple.swift`) list them.
  init(name: String, rows: [(Double, Double, Double)]) {
    self.init(
      name: name,
      entries: rows.map { TrackingEntry(pointSize: $0.0, thousandthsOfEm: $0.1, points: $0.2) })
  }

  /// Creates a table with the rows of another but for those at the point sizes of `rows`
  /// (point size, thousandths of an em, points), as the generated tables list a table that
  /// differs from an earlier one in a few rows; every size in `rows` must be one of `entries`.
  init(name: String, entries: [TrackingEntry], replacing rows: [(Double, Double, Double)]) {
    let replacements = TrackingTable(name: name, rows: rows).entries
    self.init(
      name: name,
      entries: entries.map { entry in
        replacements.first { $0.pointSize == entry.pointSize } ?? entry
      })
  }

  /// The system font's tracking table on a platform: SF Pro on iOS, iPadOS, visionOS, macOS and
  /// tvOS (each its own table), SF Compact on watchOS.
  public static func systemFont(on platform: Platform) -> TrackingTable {
    switch platform {
    case .iOS, .iOS7, .visionOS: .sfPro
    case .macOS: .sfProMacOS
    case .tvOS: .sfProTVOS
    case .watchOS: .sfCompact
    }
  }

  /// The tracking in thousandths of an em at `pointSize`, interpolated between listed sizes.
  public func thousandthsOfEm(atPointSize pointSize: Double) -> Double {
    guard let first = entries.first, let last = entries.last else { return 0 }
    if pointSize <= first.pointSize { return first.thousandthsOfEm }
    if pointSize >= last.pointSize { return last.thousandthsOfEm }
    // Find the first row at or above the size; the row before it is below.
    var upperIndex = 1
    while entries[upperIndex].pointSize < pointSize { upperIndex += 1 }
    let lower = entries[upperIndex - 1]
    let upper = entries[upperIndex]
    let fraction = (pointSize - lower.pointSize) / (upper.pointSize - lower.pointSize)
    return lower.thousandthsOfEm + (upper.thousandthsOfEm - lower.thousandthsOfEm) * fraction
  }

  /// The tracking in points at `pointSize`: the em column times the size.
  public func tracking(atPointSize pointSize: Double) -> Double {
    thousandthsOfEm(atPointSize: pointSize) / 1000 * pointSize
  }
}
