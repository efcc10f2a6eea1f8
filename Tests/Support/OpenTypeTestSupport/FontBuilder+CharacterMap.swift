import OpenType

extension FontBuilder {
  func characterMapTable() -> [UInt8] {
    var entries: [(platform: Int, encoding: Int, data: [UInt8])] = characterMapSubtables.map {
      ($0.platformID.rawValue, $0.encodingID, subtable($0))
    }
    if !variationSequences.isEmpty {
      entries.append((0, 5, variationSubtable()))
    }
    entries.sort { ($0.platform, $0.encoding) < ($1.platform, $1.encoding) }
    var writer = ByteWriter()
    writer.uint16(0)
    writer.uint16(entries.count)
    var offset = 4 + entries.count * 8
    for entry in entries {
      writer.uint16(entry.platform)
      writer.uint16(entry.encoding)
      writer.uint32(offset)
      offset += entry.data.count
    }
    for entry in entries { writer.append(entry.data) }
    return writer.bytes
  }

  /// The (code, glyph) pairs a subtable maps, sorted by code.
  private func mappings(for subtable: CharacterMapSubtable) -> [(code: Int, glyph: Int)] {
    var result: [(code: Int, glyph: Int)] = []
    for (scalar, glyph) in characters {
      if subtable.platformID == .macintosh {
        if let byte = MacRoman.byte(for: scalar) { result.append((Int(byte), glyph.index)) }
      } else {
        result.append((Int(scalar.value), glyph.index))
      }
    }
    return result.sorted { $0.code < $1.code }
  }

  private func subtable(_ subtable: CharacterMapSubtable) -> [UInt8] {
    let pairs = mappings(for: subtable)
    switch subtable.format {
    case .format0: return Self.format0(pairs)
    case .format4: return Self.format4(pairs.filter { $0.code <= 0xFFFF }, glyphArray: false)
    case .format4GlyphArray:
      return Self.format4(pairs.filter { $0.code <= 0xFFFF }, glyphArray: true)
    case .format6: return Self.format6(pairs.filter { $0.code <= 0xFFFF })
    case .format12: return Self.format12(pairs, manyToOne: false)
    case .format13: return Self.format12(pairs, manyToOne: true)
    }
  }

  private static func format0(_ pairs: [(code: Int, glyph: Int)]) -> [UInt8] {
    var glyphs = [UInt8](repeating: 0, count: 256)
    for pair in pairs where pair.code < 256 {
      glyphs[pair.code] = UInt8(truncatingIfNeeded: pair.glyph)
    }
    var writer = ByteWriter()
    writer.uint16(0)
    writer.uint16(262)
    writer.uint16(0)  // language
    writer.append(glyphs)
    return writer.bytes
  }

  private static func format4(_ pairs: [(code: Int, glyph: Int)], glyphArray: Bool) -> [UInt8] {
    // Segments of consecutive codes; with deltas, also of consecutive glyphs.
    var segments: [(start: Int, end: Int, glyphs: [Int])] = []
    for pair in pairs where pair.code < 0xFFFF {
      if var last = segments.last, last.end + 1 == pair.code,
        glyphArray || last.glyphs[last.glyphs.count - 1] + 1 == pair.glyph
      {
        last.end = pair.code
        last.glyphs.append(pair.glyph)
        segments[segments.count - 1] = last
      } else {
        segments.append((pair.code, pair.code, [pair.glyph]))
      }
    }
    let count = segments.count + 1  // plus the 0xFFFF sentinel
    var power = 1
    var log = 0
    while power * 2 <= count {
      power *= 2
      log += 1
    }
    var ends = ByteWriter()
    var starts = ByteWriter()
    var deltas = ByteWriter()
    var rangeOffsets = ByteWriter()
    var glyphIDs = ByteWriter()
    for (index, segment) in segments.enumerated() {
      ends.uint16(segment.end)
      starts.uint16(segment.start)
      if glyphArray {
        deltas.int16(0)
        // From this idRangeOffset entry to the segment's first glyphIdArray entry.
        rangeOffsets.uint16((count - index) * 2 + glyphIDs.count)
        for glyph in segment.glyphs { glyphIDs.uint16(glyph) }
      } else {
        deltas.int16((segment.glyphs[0] - segment.start) & 0xFFFF)
        rangeOffsets.uint16(0)
      }
    }
    ends.uint16(0xFFFF)
    starts.uint16(0xFFFF)
    deltas.int16(1)  // maps 0xFFFF to glyph 0
    rangeOffsets.uint16(0)
    var writer = ByteWriter()
    writer.uint16(4)
    writer.uint16(16 + count * 8 + glyphIDs.count)
    writer.uint16(0)  // language
    writer.uint16(count * 2)
    writer.uint16(power * 2)
    writer.uint16(log)
    writer.uint16(count * 2 - power * 2)
    writer.append(ends.bytes)
    writer.uint16(0)  // reservedPad
    writer.append(starts.bytes)
    writer.append(deltas.bytes)
    writer.append(rangeOffsets.bytes)
    writer.append(glyphIDs.bytes)
    return writer.bytes
  }

  private static func format6(_ pairs: [(code: Int, glyph: Int)]) -> [UInt8] {
    let first = pairs.first?.code ?? 0
    let last = pairs.last?.code ?? -1
    var glyphs = [Int](repeating: 0, count: max(0, last - first + 1))
    for pair in pairs { glyphs[pair.code - first] = pair.glyph }
    var writer = ByteWriter()
    writer.uint16(6)
    writer.uint16(10 + glyphs.count * 2)
    writer.uint16(0)  // language
    writer.uint16(first)
    writer.uint16(glyphs.count)
    for glyph in glyphs { writer.uint16(glyph) }
    return writer.bytes
  }

  private static func format12(_ pairs: [(code: Int, glyph: Int)], manyToOne: Bool) -> [UInt8] {
    var groups: [(start: Int, end: Int, glyph: Int)] = []
    for pair in pairs {
      if var last = groups.last, last.end + 1 == pair.code,
        manyToOne
          ? last.glyph == pair.glyph : last.glyph + (pair.code - last.start) == pair.glyph
      {
        last.end = pair.code
        groups[groups.count - 1] = last
      } else {
        groups.append((pair.code, pair.code, pair.glyph))
      }
    }
    var writer = ByteWriter()
    writer.uint16(manyToOne ? 13 : 12)
    writer.uint16(0)  // reserved
    writer.uint32(16 + groups.count * 12)
    writer.uint32(0)  // language
    writer.uint32(groups.count)
    for group in groups {
      writer.uint32(group.start)
      writer.uint32(group.end)
      writer.uint32(group.glyph)
    }
    return writer.bytes
  }

  private func variationSubtable() -> [UInt8] {
    let selectors = Set(variationSequences.map(\.selector.value)).sorted()
    var header = ByteWriter()
    var body = ByteWriter()
    let headerSize = 10 + selectors.count * 11
    for selector in selectors {
      let sequences = variationSequences.filter { $0.selector.value == selector }
      let defaults = sequences.filter { $0.glyph == nil }.map(\.base.value).sorted()
      let others = sequences.compactMap { sequence in
        sequence.glyph.map { (sequence.base.value, $0) }
      }.sorted { $0.0 < $1.0 }
      header.uint24(Int(selector))
      if defaults.isEmpty {
        header.uint32(0)
      } else {
        header.uint32(headerSize + body.count)
        // One range per character (additionalCount 0) keeps the writer simple.
        body.uint32(defaults.count)
        for base in defaults {
          body.uint24(Int(base))
          body.uint8(0)
        }
      }
      if others.isEmpty {
        header.uint32(0)
      } else {
        header.uint32(headerSize + body.count)
        body.uint32(others.count)
        for (base, glyph) in others {
          body.uint24(Int(base))
          body.uint16(glyph.index)
        }
      }
    }
    var writer = ByteWriter()
    writer.uint16(14)
    writer.uint32(headerSize + body.count)
    writer.uint32(selectors.count)
    writer.append(header.bytes)
    writer.append(body.bytes)
    return writer.bytes
  }
}
