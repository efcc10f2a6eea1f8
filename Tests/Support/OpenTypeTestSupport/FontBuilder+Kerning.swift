import OpenType

extension FontBuilder {
  /// A `'kern'` version 0 table with one horizontal format 0 subtable.
  ///
  /// The subtable `length` is truncated to 16 bits, as font compilers do when there are more
  /// than 10,920 pairs (Open Sans).
  func kerningTable() -> [UInt8] {
    let pairs = kerningTablePairs.sorted { ($0.left, $0.right) < ($1.left, $1.right) }
    var power = 1
    var log = 0
    while power * 2 <= pairs.count {
      power *= 2
      log += 1
    }
    var writer = ByteWriter()
    writer.uint16(0)  // version
    writer.uint16(1)  // nTables
    writer.uint16(0)  // subtable version
    writer.uint16(14 + pairs.count * 6)  // length, truncated to 16 bits
    writer.uint16(0x0001)  // format 0, horizontal
    writer.uint16(pairs.count)
    writer.uint16(power * 6)
    writer.uint16(log)
    writer.uint16((pairs.count - power) * 6)
    for pair in pairs {
      writer.uint16(pair.left.index)
      writer.uint16(pair.right.index)
      writer.int16(pair.value)
    }
    return writer.bytes
  }

  /// A `'GPOS'` version 1.0 table: the scripts' default language systems list one feature,
  /// which names every lookup.
  func positioningTable() -> [UInt8] {
    // Script list: each script's table (4 bytes: default LangSys offset, 0 records) followed
    // by its default LangSys (8 bytes: lookupOrder, requiredFeatureIndex, one feature index).
    var scripts = ByteWriter()
    scripts.uint16(positioningScripts.count)
    let scriptTablesStart = 2 + positioningScripts.count * 6
    for (index, tag) in positioningScripts.sorted().enumerated() {
      scripts.tag(tag)
      scripts.uint16(scriptTablesStart + index * 12)
    }
    for _ in positioningScripts {
      scripts.uint16(4)  // defaultLangSysOffset
      scripts.uint16(0)  // langSysCount
      scripts.uint16(0)  // lookupOrderOffset
      scripts.uint16(0xFFFF)  // requiredFeatureIndex: none
      scripts.uint16(1)
      scripts.uint16(0)  // feature index 0
    }

    var features = ByteWriter()
    features.uint16(1)
    features.tag(positioningFeature)
    features.uint16(8)
    features.uint16(0)  // featureParamsOffset
    features.uint16(positioningLookups.count)
    for index in positioningLookups.indices { features.uint16(index) }

    var lookups = ByteWriter()
    let lookupTables = positioningLookups.map(lookupTable)
    lookups.uint16(lookupTables.count)
    var offset = 2 + lookupTables.count * 2
    for table in lookupTables {
      lookups.uint16(offset)
      offset += table.count
    }
    for table in lookupTables { lookups.append(table) }

    var writer = ByteWriter()
    writer.uint16(1)
    writer.uint16(0)
    writer.uint16(10)
    writer.uint16(10 + scripts.count)
    writer.uint16(10 + scripts.count + features.count)
    writer.append(scripts.bytes)
    writer.append(features.bytes)
    writer.append(lookups.bytes)
    return writer.bytes
  }

  private func lookupTable(_ lookup: PositioningLookup) -> [UInt8] {
    let subtables = lookup.subtables.map(pairSubtable)
    var writer = ByteWriter()
    writer.uint16(lookup.usesExtension ? 9 : 2)
    writer.uint16(0)  // lookupFlag
    writer.uint16(subtables.count)
    let headerSize = 6 + subtables.count * 2
    if lookup.usesExtension {
      // Extension subtables (8 bytes each) first, then the pair subtables they point to.
      for index in subtables.indices { writer.uint16(headerSize + index * 8) }
      var target = subtables.count * 8
      for (index, subtable) in subtables.enumerated() {
        writer.uint16(1)
        writer.uint16(2)
        writer.uint32(target - index * 8)
        target += subtable.count
      }
    } else {
      var offset = headerSize
      for subtable in subtables {
        writer.uint16(offset)
        offset += subtable.count
      }
    }
    for subtable in subtables { writer.append(subtable) }
    return writer.bytes
  }

  private func pairSubtable(_ subtable: PairPositioningSubtable) -> [UInt8] {
    var writer = ByteWriter()
    switch subtable {
    case .glyphPairs(let pairs):
      let firsts = Set(pairs.map(\.left)).sorted()
      var sets = ByteWriter()
      var setOffsets: [Int] = []
      let headerSize = 10 + firsts.count * 2
      for first in firsts {
        setOffsets.append(headerSize + sets.count)
        let seconds = pairs.filter { $0.left == first }.sorted { $0.right < $1.right }
        sets.uint16(seconds.count)
        for pair in seconds {
          sets.uint16(pair.right.index)
          sets.int16(pair.value)
        }
      }
      writer.uint16(1)
      writer.uint16(headerSize + sets.count)  // coverage after the pair sets
      writer.uint16(positioningAdjustsSecondGlyph ? 0 : 0x0004)  // valueFormat1: XAdvance
      writer.uint16(positioningAdjustsSecondGlyph ? 0x0004 : 0)  // valueFormat2
      writer.uint16(firsts.count)
      for offset in setOffsets { writer.uint16(offset) }
      writer.append(sets.bytes)
      writer.append(coverage(firsts))
    case .classPairs(let kerning):
      let firstCount = kerning.values.count
      let secondCount = kerning.values.first?.count ?? 0
      let recordsSize = firstCount * secondCount * 2
      let coverageBytes = coverage(kerning.firstClasses.keys.sorted())
      let firstDefinition = classDefinition(kerning.firstClasses)
      writer.uint16(2)
      writer.uint16(16 + recordsSize)
      writer.uint16(positioningAdjustsSecondGlyph ? 0 : 0x0004)
      writer.uint16(positioningAdjustsSecondGlyph ? 0x0004 : 0)
      writer.uint16(16 + recordsSize + coverageBytes.count)
      writer.uint16(16 + recordsSize + coverageBytes.count + firstDefinition.count)
      writer.uint16(firstCount)
      writer.uint16(secondCount)
      for row in kerning.values {
        for column in 0..<secondCount { writer.int16(column < row.count ? row[column] : 0) }
      }
      writer.append(coverageBytes)
      writer.append(firstDefinition)
      writer.append(classDefinition(kerning.secondClasses))
    }
    return writer.bytes
  }

  private func coverage(_ glyphs: [GlyphID]) -> [UInt8] {
    var writer = ByteWriter()
    if positioningCoverageFormat == 2 {
      // A range's value is the coverage index of its first glyph.
      Self.writeRanges(
        glyphs.enumerated().map { ($0.element.index, $0.offset) }, valueAdvances: true,
        to: &writer)
    } else {
      writer.uint16(1)
      writer.uint16(glyphs.count)
      for glyph in glyphs { writer.uint16(glyph.index) }
    }
    return writer.bytes
  }

  private func classDefinition(_ classes: [GlyphID: Int]) -> [UInt8] {
    let sorted = classes.sorted { $0.key < $1.key }
    var writer = ByteWriter()
    if positioningClassDefinitionFormat == 1 {
      let first = sorted.first?.key.index ?? 0
      let last = sorted.last?.key.index ?? -1
      writer.uint16(1)
      writer.uint16(first)
      writer.uint16(last - first + 1)
      for glyph in stride(from: first, through: last, by: 1) {
        writer.uint16(classes[GlyphID(rawValue: UInt16(glyph))] ?? 0)
      }
    } else {
      Self.writeRanges(sorted.map { ($0.key.index, $0.value) }, valueAdvances: false, to: &writer)
    }
    return writer.bytes
  }

  /// Writes format 2 of a Coverage or ClassDef table (OpenType Layout common formats): the
  /// glyphs, sorted, as ranges of consecutive glyphs, each with the value of its first glyph;
  /// a glyph extends a range when its value is the range's value plus its distance from the
  /// range's start (`valueAdvances`, coverage indices) or the range's value (classes).
  private static func writeRanges(
    _ glyphs: [(glyph: Int, value: Int)], valueAdvances: Bool, to writer: inout ByteWriter
  ) {
    var ranges: [(start: Int, end: Int, value: Int)] = []
    for (glyph, value) in glyphs {
      if let last = ranges.last, last.end + 1 == glyph,
        value == last.value + (valueAdvances ? glyph - last.start : 0)
      {
        ranges[ranges.count - 1].end = glyph
      } else {
        ranges.append((glyph, glyph, value))
      }
    }
    writer.uint16(2)
    writer.uint16(ranges.count)
    for range in ranges {
      writer.uint16(range.start)
      writer.uint16(range.end)
      writer.uint16(range.value)
    }
  }
}
