/// The glyph positioning table (`'GPOS'`), read for kerning only: the pair adjustment lookups
/// of the `'kern'` feature.
///
/// OpenType spec, GPOS versions 1.0 and 1.1. Like HarfBuzz, the reader takes the language
/// system of the first script it finds among `scripts` (the default language system), collects
/// the lookup indices every `'kern'` feature of that language system names, and applies the
/// lookups in index order: within a lookup the first subtable that applies wins; the lookups'
/// values add up. Pair adjustment subtables (type 2) are read directly or through Extension
/// lookups (type 9), as in Inter's variable font and SF Pro. A font whose GPOS has no `'kern'`
/// feature for the script (Cantarell) has no GPOS kerning.
public struct GlyphPositioning: Sendable {
  /// The table's tag.
  public static let tag: Tag = "GPOS"
  /// The feature tag whose lookups are read.
  public static let kerningFeature: Tag = "kern"
  /// The scripts tried in order when none is given: `'latn'`, then `'DFLT'` and `'dflt'`.
  ///
  /// This is the order HarfBuzz uses for Latin text (the script's own tag, then the default
  /// script). It matters for fonts such as DejaVu Sans, whose `'DFLT'` kern feature has no
  /// Latin pairs while its `'latn'` one has them all; trying `'DFLT'` first would lose them.
  public static let defaultScripts: [Tag] = ["latn", "DFLT", "dflt"]

  /// Guards against files whose lookup lists describe more subtables than any real font has.
  private static let subtableLimit = 65_536

  /// The script whose language system was used, or `nil` when none of the scripts exists.
  public let script: Tag?
  /// Whether the language system has a `'kern'` feature (possibly with no usable lookups).
  public let hasKerningFeature: Bool
  /// The indices of the lookups the `'kern'` feature names, sorted and without duplicates.
  public let kerningLookupIndices: [Int]
  /// The pair adjustment subtables of each kerning lookup, in lookup order.
  public let kerningLookups: [[PairAdjustment]]

  /// Parses the script, feature and lookup lists and collects the kerning subtables.
  ///
  /// Lookups or subtables that cannot be read are skipped, so one bad subtable does not hide
  /// the others.
  ///
  /// - Parameters:
  ///   - table: A reader over the `'GPOS'` table.
  ///   - scripts: The scripts to try, in order.
  /// - Throws: ``OpenTypeError/unsupportedVersion(_:version:)`` for a major version other than
  ///   1, ``OpenTypeError/unexpectedEnd(offset:needed:)`` or
  ///   ``OpenTypeError/offsetOutOfBounds(_:)`` when a list header is cut.
  public init(_ table: ByteReader, scripts: [Tag] = GlyphPositioning.defaultScripts)
    throws(OpenTypeError)
  {
    let start = table.offset
    let major = try table.uint16(atAbsolute: start)
    guard major == 1 else {
      throw .unsupportedVersion(Self.tag, version: UInt32(major) << 16)
    }
    let scriptList = start + Int(try table.uint16(atAbsolute: start + 4))
    let featureList = start + Int(try table.uint16(atAbsolute: start + 6))
    let lookupList = start + Int(try table.uint16(atAbsolute: start + 8))

    // The default language system of the first script found.
    var languageSystem: Int?
    var chosenScript: Tag?
    let scriptCount = Int(try table.uint16(atAbsolute: scriptList))
    try table.requireBytes(at: scriptList + 2, count: scriptCount * 6)
    search: for wanted in scripts {
      for index in 0..<scriptCount {
        let record = scriptList + 2 + index * 6
        guard Tag(rawValue: try table.uint32(atAbsolute: record)) == wanted else { continue }
        let script = scriptList + Int(try table.uint16(atAbsolute: record + 4))
        let defaultOffset = Int(try table.uint16(atAbsolute: script))
        guard defaultOffset != 0 else { continue }
        languageSystem = script + defaultOffset
        chosenScript = wanted
        break search
      }
    }

    // The lookup indices of every 'kern' feature the language system lists.
    var lookupIndices = Set<Int>()
    var hasFeature = false
    if let languageSystem {
      let featureCount = Int(try table.uint16(atAbsolute: featureList))
      let indexCount = Int(try table.uint16(atAbsolute: languageSystem + 4))
      try table.requireBytes(at: languageSystem + 6, count: indexCount * 2)
      // A hostile file can list one feature 65,535 times, or point 65,535 records at one
      // feature table; reading each feature table once keeps the work linear in the file size.
      var seenFeatureIndices = Set<Int>()
      var seenFeatureTables = Set<Int>()
      for index in 0..<indexCount {
        let featureIndex = Int(try table.uint16(atAbsolute: languageSystem + 6 + index * 2))
        guard featureIndex < featureCount, seenFeatureIndices.insert(featureIndex).inserted
        else { continue }
        let record = featureList + 2 + featureIndex * 6
        guard Tag(rawValue: try table.uint32(atAbsolute: record)) == Self.kerningFeature
        else { continue }
        hasFeature = true
        let feature = featureList + Int(try table.uint16(atAbsolute: record + 4))
        guard seenFeatureTables.insert(feature).inserted else { continue }
        let lookupCount = Int(try table.uint16(atAbsolute: feature + 2))
        try table.requireBytes(at: feature + 4, count: lookupCount * 2)
        for lookup in 0..<lookupCount {
          lookupIndices.insert(Int(try table.uint16(atAbsolute: feature + 4 + lookup * 2)))
        }
      }
    }

    // The pair adjustment subtables of those lookups.
    let sortedIndices = lookupIndices.sorted()
    var lookups: [[PairAdjustment]] = []
    if !sortedIndices.isEmpty {
      let lookupCount = Int(try table.uint16(atAbsolute: lookupList))
      var seenLookups = Set<Int>()
      var subtableTotal = 0
      for index in sortedIndices where index < lookupCount {
        guard let offset = try? table.uint16(atAbsolute: lookupList + 2 + index * 2) else {
          continue
        }
        let lookup = lookupList + Int(offset)
        // Two lookup records may point at one lookup; reading it twice would double-count.
        guard seenLookups.insert(lookup).inserted else { continue }
        let subtables = Self.pairAdjustments(
          in: table, lookup: lookup, budget: Self.subtableLimit - subtableTotal)
        subtableTotal += subtables.count
        lookups.append(subtables)
      }
    }
    script = chosenScript
    hasKerningFeature = hasFeature
    kerningLookupIndices = sortedIndices
    kerningLookups = lookups
  }

  /// Whether any kerning lookup has a usable pair adjustment subtable.
  public var hasPairKerning: Bool { kerningLookups.contains { !$0.isEmpty } }

  /// The kerning between `first` and `second` in font units: the sum over the kerning lookups
  /// of the first applicable subtable's `XAdvance`; 0 when no subtable applies.
  public func kerning(first: GlyphID, second: GlyphID) -> Int {
    var total = 0
    for lookup in kerningLookups {
      for subtable in lookup {
        if let value = subtable.advanceAdjustment(first: first, second: second) {
          total += value
          break
        }
      }
    }
    return total
  }

  /// The readable pair adjustment subtables of the lookup at `lookup`, following Extension
  /// subtables; at most `budget` of them.
  private static func pairAdjustments(
    in table: ByteReader, lookup: Int, budget: Int
  ) -> [PairAdjustment] {
    guard let type = try? table.uint16(atAbsolute: lookup),
      type == 2 || type == 9,
      let count = try? table.uint16(atAbsolute: lookup + 4)
    else { return [] }
    var subtables: [PairAdjustment] = []
    for index in 0..<Int(count) where subtables.count < budget {
      guard let offset = try? table.uint16(atAbsolute: lookup + 6 + index * 2) else { break }
      var subtable = lookup + Int(offset)
      if type == 9 {
        // OpenType spec, GPOS lookup type 9: posFormat 1, extensionLookupType,
        // extensionOffset (Offset32, from the extension subtable).
        guard let format = try? table.uint16(atAbsolute: subtable), format == 1,
          let extensionType = try? table.uint16(atAbsolute: subtable + 2), extensionType == 2,
          let extensionOffset = try? ByteReader.int(try table.uint32(atAbsolute: subtable + 4))
        else { continue }
        subtable &+= extensionOffset
      }
      guard let reader = try? table.jumped(to: subtable),
        let adjustment = try? PairAdjustment(reader)
      else { continue }
      subtables.append(adjustment)
    }
    return subtables
  }
}
