import OpenType

/// The ligatures of a face's default ligature features (`liga`, `clig`, `rlig` in `GSUB`),
/// read just far enough to tell whether a glyph sequence contains one.
///
/// Every script and language system's features count (the shaper picks one, which can only
/// have fewer). Ligature substitutions (lookup type 4, also inside type 7 extensions) are read,
/// and so are those that chaining contextual lookups (type 6) of the features apply; their
/// context is not checked, so a ligature that the context would prevent still counts.
struct LigatureTable {
  /// Glyph sequences that the features change, by their first glyph: the rest of each, one set
  /// of glyphs per position (a ligature's components, or a contextual rule's input).
  private var sequences: [UInt16: [[Set<UInt16>]]] = [:]

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
    // The feature's lookups and, through chaining contextual lookups (type 6), the lookups
    // those apply.
    var pending = Array(lookupIndices)
    while let lookupIndex = pending.popLast() {
      guard lookupIndex < lookupCount, let offset = u16(lookupList + 2 + lookupIndex * 2) else {
        continue
      }
      let lookup = lookupList + offset
      guard let lookupType = u16(lookup), let subtableCount = u16(lookup + 4) else { continue }
      for subtable in 0..<subtableCount {
        guard var start = u16(lookup + 6 + subtable * 2).map({ lookup + $0 }) else { continue }
        var type = lookupType
        if type == 7 {
          guard let extensionType = u16(start + 2), let extensionOffset = u32(start + 4) else {
            continue
          }
          type = extensionType
          start += extensionOffset
        }
        if type == 6 {
          for nested in chainedLookups(start, u16) where lookupIndices.insert(nested).inserted {
            pending.append(nested)
          }
        } else if type == 4 {
          readLigatures(start, u16)
        }
      }
    }
    if sequences.isEmpty { return nil }
  }

  /// Adds the ligatures of a ligature substitution subtable (format 1) at `start`.
  private mutating func readLigatures(_ start: Int, _ u16: (Int) -> Int?) {
    guard u16(start) == 1, let coverage = u16(start + 2).map({ start + $0 }),
      let setCount = u16(start + 4)
    else { return }
    for (coverageIndex, first) in Self.coveredGlyphs(coverage, u16).enumerated()
    where coverageIndex < setCount {
      guard let setOffset = u16(start + 6 + coverageIndex * 2), let count = u16(start + setOffset)
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
        if rest.count == components - 1 {
          sequences[UInt16(first), default: []].append(rest.map { [$0] })
        }
      }
    }
  }

  /// The lookup indices a chaining contextual substitution subtable (formats 1–3) applies;
  /// records the input sequences of its rules that substitute (glyph rules of format 1 and
  /// coverage rules of format 3; format 2's class rules only contribute their lookups).
  private mutating func chainedLookups(_ start: Int, _ u16: (Int) -> Int?) -> [Int] {
    // A rule: backtrack, input (less the first glyph except in format 3), lookahead, then
    // (sequenceIndex, lookupListIndex) records.
    func rule(_ rule: Int, inputIncludesFirst: Bool) -> (input: [Int], lookups: [Int]) {
      var position = rule
      guard let backtrack = u16(position) else { return ([], []) }
      position += 2 + backtrack * 2
      guard let inputCount = u16(position) else { return ([], []) }
      let input = (0..<(inputIncludesFirst ? inputCount : max(inputCount - 1, 0))).compactMap {
        u16(position + 2 + $0 * 2)
      }
      position += 2 + input.count * 2
      guard let lookahead = u16(position) else { return ([], []) }
      position += 2 + lookahead * 2
      guard let count = u16(position) else { return ([], []) }
      return (input, (0..<count).compactMap { u16(position + 2 + $0 * 4 + 2) })
    }
    guard let format = u16(start) else { return [] }
    if format == 3 {
      let (coverages, lookups) = rule(start + 2, inputIncludesFirst: true)
      let input = coverages.map { Set(Self.coveredGlyphs(start + $0, u16).map(UInt16.init)) }
      if !lookups.isEmpty, let first = input.first {
        for glyph in first { sequences[glyph, default: []].append(Array(input.dropFirst())) }
      }
      return lookups
    }
    let setsAt = format == 1 ? start + 4 : start + 10
    guard format == 1 || format == 2, let setCount = u16(setsAt) else { return [] }
    let firstGlyphs =
      format == 1 ? u16(start + 2).map { Self.coveredGlyphs(start + $0, u16) } ?? [] : []
    var result: [Int] = []
    for index in 0..<setCount {
      guard let setOffset = u16(setsAt + 2 + index * 2), setOffset != 0,
        let ruleCount = u16(start + setOffset)
      else { continue }
      for ruleIndex in 0..<ruleCount {
        guard let ruleOffset = u16(start + setOffset + 2 + ruleIndex * 2) else { continue }
        let (input, lookups) = rule(start + setOffset + ruleOffset, inputIncludesFirst: false)
        result += lookups
        if format == 1, !lookups.isEmpty, index < firstGlyphs.count {
          sequences[UInt16(firstGlyphs[index]), default: []].append(input.map { [UInt16($0)] })
        }
      }
    }
    return result
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

  /// Whether one of the sequences occurs in `glyphs`.
  func applies(to glyphs: [GlyphID]) -> Bool {
    let values = glyphs.map(\.rawValue)
    for (index, glyph) in values.enumerated() {
      guard let candidates = sequences[glyph] else { continue }
      for rest in candidates where index + rest.count < values.count {
        if rest.indices.allSatisfy({ rest[$0].contains(values[index + 1 + $0]) }) { return true }
      }
    }
    return false
  }
}
