import OpenType

/// The ligatures of a face's default ligature features (`liga`, `clig`, `rlig` in `GSUB`),
/// read just far enough to tell whether a glyph sequence contains one.
///
/// Every script and language system's features count (the shaper picks one, which can only
/// have fewer). Lookup type 4 (ligature substitution) and type 7 extensions of it are read;
/// contextual lookups are not, so a ligature reached only through one is missed.
struct LigatureTable {
  /// Each ligature set: its first glyph and the rest of each ligature's components.
  private var ligatures: [UInt16: [[UInt16]]] = [:]

  /// The face's ligatures, or `nil` when it has none (or no readable `GSUB`).
  init?(face: Face) {
    guard let table = face.tableReader(for: Tag("GSUB")) else { return nil }
    let bytes = table.bytes
    let base = table.offset
    let limit = table.limit
    func u16(_ position: Int) -> Int? {
      guard position >= base, position + 2 <= limit else { return nil }
      return Int(bytes[position]) << 8 | Int(bytes[position + 1])
    }
    func u32(_ position: Int) -> Int? {
      guard let high = u16(position), let low = u16(position + 2) else { return nil }
      return high << 16 | low
    }
    guard let featureList = u16(base + 6).map({ base + $0 }),
      let lookupList = u16(base + 8).map({ base + $0 }),
      let featureCount = u16(featureList), let lookupCount = u16(lookupList)
    else { return nil }
    var lookupIndices: Set<Int> = []
    let wanted: Set<Int> = ["liga", "clig", "rlig"].map { Int(Tag($0).rawValue) }.reduce(
      into: []
    ) { $0.insert($1) }
    for record in 0..<featureCount {
      let position = featureList + 2 + record * 6
      guard let tag = u32(position), wanted.contains(tag), let offset = u16(position + 4),
        let count = u16(featureList + offset + 2)
      else { continue }
      for index in 0..<count {
        if let lookup = u16(featureList + offset + 4 + index * 2) { lookupIndices.insert(lookup) }
      }
    }
    for lookupIndex in lookupIndices where lookupIndex < lookupCount {
      guard let offset = u16(lookupList + 2 + lookupIndex * 2) else { continue }
      let lookup = lookupList + offset
      guard let type = u16(lookup), let subtableCount = u16(lookup + 4) else { continue }
      for subtable in 0..<subtableCount {
        guard var start = u16(lookup + 6 + subtable * 2).map({ lookup + $0 }) else { continue }
        if type == 7 {
          guard u16(start + 2) == 4, let extensionOffset = u32(start + 4) else { continue }
          start += extensionOffset
        } else if type != 4 {
          continue
        }
        guard u16(start) == 1, let coverage = u16(start + 2).map({ start + $0 }),
          let setCount = u16(start + 4)
        else { continue }
        let firstGlyphs = Self.coveredGlyphs(coverage, u16)
        for (coverageIndex, first) in firstGlyphs.enumerated() where coverageIndex < setCount {
          guard let setOffset = u16(start + 6 + coverageIndex * 2),
            let count = u16(start + setOffset)
          else { continue }
          let set = start + setOffset
          for ligature in 0..<count {
            guard let ligatureOffset = u16(set + 2 + ligature * 2),
              let components = u16(set + ligatureOffset + 2), components >= 1
            else { continue }
            var rest: [UInt16] = []
            for component in 0..<(components - 1) {
              guard let glyph = u16(set + ligatureOffset + 4 + component * 2) else { break }
              rest.append(UInt16(glyph))
            }
            if rest.count == components - 1 { ligatures[UInt16(first), default: []].append(rest) }
          }
        }
      }
    }
    if ligatures.isEmpty { return nil }
  }

  /// The glyphs a coverage table lists, in coverage-index order.
  private static func coveredGlyphs(_ coverage: Int, _ u16: (Int) -> Int?) -> [Int] {
    guard let format = u16(coverage), let count = u16(coverage + 2) else { return [] }
    var glyphs: [Int] = []
    if format == 1 {
      for index in 0..<count {
        guard let glyph = u16(coverage + 4 + index * 2) else { break }
        glyphs.append(glyph)
      }
    } else if format == 2 {
      for index in 0..<count {
        let record = coverage + 4 + index * 6
        guard let start = u16(record), let end = u16(record + 2), start <= end,
          end - start < 65_536
        else { break }
        glyphs.append(contentsOf: start...end)
      }
    }
    return glyphs
  }

  /// Whether one of the ligatures' component sequences occurs in `glyphs`.
  func applies(to glyphs: [GlyphID]) -> Bool {
    let values = glyphs.map(\.rawValue)
    for (index, glyph) in values.enumerated() {
      guard let candidates = ligatures[glyph] else { continue }
      for rest in candidates where index + rest.count < values.count || rest.isEmpty {
        if rest.isEmpty || Array(values[(index + 1)...(index + rest.count)]) == rest { return true }
      }
    }
    return false
  }
}
