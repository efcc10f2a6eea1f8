import OpenType

/// One face of a font file written as a standalone font that keeps only the outlines a text
/// needs: what an HTML specimen embeds, so that a page does not carry whole fonts (Noto Sans
/// CJK alone is 20 MB) to draw one sample line.
///
/// The subset keeps every glyph ID in place ("retain glyph IDs", as `pyftsubset --retain-gids`
/// does): only the outlines of glyphs the text cannot reach are emptied, in `glyf` and in its
/// variations (`gvar`). Every other table is copied as it is, so `cmap`, the metrics, `GSUB`,
/// `GPOS` and `kern` still describe the same glyphs, and a browser shapes and measures the text
/// exactly as it does with the whole font.
///
/// The glyphs kept are `.notdef`, the glyphs `cmap` maps the text's characters to (and the few
/// characters a browser's auto-hinter measures, listed in `autoHinterReference`), everything
/// `GSUB` can substitute for those (every single, multiple, alternate, ligature and reverse
/// substitution in the font, whatever feature or context uses it, repeated until nothing new is
/// reached: more than any one shaping needs, never less), and the components of composite
/// glyphs.
///
/// A face whose outlines are not TrueType `glyf` (CFF, CFF2), that draws colour glyphs from
/// other glyphs (`COLR`), or whose tables cannot be read as expected is written whole: the
/// ``Result/reason`` says why. A face inside a collection (`.ttc`) is always written on its own.
///
/// ```swift
/// let subset = FontSubset.make(face, keeping: "Handgloves")
/// let css = "src: url(data:\(subset.mediaType);base64,\(Base64.encode(subset.bytes)))"
/// ```
public enum FontSubset {
  /// The face as a standalone font whose outlines draw `text` and nothing else.
  ///
  /// - Parameters:
  ///   - face: The face to write, on its own even when it comes from a collection.
  ///   - text: The text that the font must still draw.
  /// - Returns: The subset, or the whole face with ``Result/reason`` set when it cannot be
  ///   subset.
  public static func make(_ face: Face, keeping text: String) -> Result {
    var tables: [(tag: Tag, bytes: [UInt8])] = []
    for record in face.tableDirectory.records where record.isInsideFile && record.tag != "DSIG" {
      // A digital signature no longer matches once anything is rewritten, so it is dropped.
      tables.append((record.tag, Array(face.data[record.offset..<(record.offset + record.length)])))
    }
    let isTrueType = face.tableDirectory.flavor != .cff
    func whole(_ reason: String) -> Result {
      Result(
        bytes: SFNTWriter.write(tables, flavor: face.tableDirectory.flavor.rawValue),
        keptGlyphs: nil, reason: reason, isTrueType: isTrueType)
    }
    if face.hasTable("CFF ") || face.hasTable("CFF2") { return whole("CFF outlines") }
    if face.hasTable("COLR") { return whole("colour glyphs (COLR)") }
    guard let glyf = table("glyf", in: tables), let loca = table("loca", in: tables),
      let head = table("head", in: tables), head.count >= 54
    else { return whole("no TrueType outlines") }

    let glyphCount = face.numberOfGlyphs
    let isLongLoca = RawBytes(head).int16(at: 50) == 1
    guard
      let locations = glyphLocations(loca, long: isLongLoca, count: glyphCount, limit: glyf.count)
    else { return whole("unreadable 'loca' table") }

    var kept: Set<UInt16> = [0]
    if let map = face.characterMap {
      let scalars = Array(text.unicodeScalars) + autoHinterReference.unicodeScalars
      for (index, scalar) in scalars.enumerated() {
        if let glyph = map.glyph(for: scalar) { kept.insert(glyph.rawValue) }
        // A variation sequence (a character and a variation selector) may have a glyph of its
        // own ('cmap' format 14).
        if index + 1 < scalars.count,
          let glyph = map.glyph(for: scalar, variationSelector: scalars[index + 1])
        {
          kept.insert(glyph.rawValue)
        }
      }
    }
    if let gsub = table("GSUB", in: tables) {
      guard let closed = SubstitutionClosure(gsub)?.close(kept, glyphCount: glyphCount) else {
        return whole("unreadable 'GSUB' table")
      }
      kept = closed
    }
    guard let withComponents = addComponents(to: kept, glyf: glyf, locations: locations) else {
      return whole("unreadable composite glyph")
    }
    kept = withComponents

    // The new 'glyf' and a long 'loca'.
    var newGlyf: [UInt8] = []
    var newLoca: [UInt8] = []
    for glyph in 0..<glyphCount {
      newLoca.appendUInt32(UInt32(newGlyf.count))
      guard kept.contains(UInt16(glyph)) else { continue }
      newGlyf += glyf[locations[glyph]..<locations[glyph + 1]]
      while newGlyf.count % 4 != 0 { newGlyf.append(0) }
    }
    newLoca.appendUInt32(UInt32(newGlyf.count))
    var newHead = head
    newHead.replaceSubrange(50..<52, with: [0, 1])
    replace("glyf", with: newGlyf, in: &tables)
    replace("loca", with: newLoca, in: &tables)
    replace("head", with: newHead, in: &tables)
    if let gvar = table("gvar", in: tables) {
      guard let newGvar = subsetGlyphVariations(gvar, keeping: kept, glyphCount: glyphCount) else {
        return whole("unreadable 'gvar' table")
      }
      replace("gvar", with: newGvar, in: &tables)
    }
    return Result(
      bytes: SFNTWriter.write(tables, flavor: face.tableDirectory.flavor.rawValue),
      keptGlyphs: kept, reason: nil, isTrueType: isTrueType)
  }

  /// The characters FreeType's auto-hinter measures to find a script's blue zones and standard
  /// stem widths (its `afblue.dat` and `afscript.h`), for the scripts most apps ship. A browser
  /// that hints with it (Chromium on Linux, with "slight" hinting) looks at these outlines
  /// before it draws any glyph of the face, so a subset without them would draw the sample
  /// slightly differently from the whole font. Kept where the face maps them.
  static let autoHinterReference =
    "THEZOCQSHEZLOCUSfijkdbhxzroescpqgjyo0123456789"
    + "БВЕПЗОСЭШхпншезосруфО" + "ΓΒΕΖΘΟΩΔΞβθδζλξαειοπστωγημρφχψ" + "בדהחךכםסטצקןףץ"
    + "اإلكطظتثـح" + "कमअआथधभशईऐओऔिीोौुृट" + "บเแอกาปษฯยฮฝฟโใไฎฏฤฦญฐ๐๑๓ๅ"

  private static func table(_ tag: Tag, in tables: [(tag: Tag, bytes: [UInt8])]) -> [UInt8]? {
    tables.first { $0.tag == tag }?.bytes
  }

  private static func replace(
    _ tag: Tag, with bytes: [UInt8], in tables: inout [(tag: Tag, bytes: [UInt8])]
  ) {
    if let index = tables.firstIndex(where: { $0.tag == tag }) { tables[index].bytes = bytes }
  }

  /// The `count + 1` offsets of `loca`, checked to increase and to stay inside `glyf`.
  private static func glyphLocations(_ loca: [UInt8], long: Bool, count: Int, limit: Int)
    -> [Int]?
  {
    let bytes = RawBytes(loca)
    var result: [Int] = []
    result.reserveCapacity(count + 1)
    for index in 0...count {
      guard let offset = bytes.locationOffset(index, at: 0, long: long) else { return nil }
      guard offset <= limit, offset >= (result.last ?? 0) else { return nil }
      result.append(offset)
    }
    return result
  }

  /// `glyphs` with the components of every composite glyph among them, to any depth.
  private static func addComponents(to glyphs: Set<UInt16>, glyf: [UInt8], locations: [Int])
    -> Set<UInt16>?
  {
    var result = glyphs
    var pending = Array(glyphs)
    let bytes = RawBytes(glyf)
    while let glyph = pending.popLast() {
      let start = locations[Int(glyph)]
      guard locations[Int(glyph) + 1] - start >= 10, let contours = bytes.int16(at: start),
        contours < 0
      else { continue }
      var offset = start + 10
      var more = true
      while more {
        guard let flags = bytes.uint16(at: offset), let component = bytes.uint16(at: offset + 2)
        else { return nil }
        guard Int(component) < locations.count - 1 else { return nil }
        if result.insert(component).inserted { pending.append(component) }
        offset += 4 + (flags & 0x0001 != 0 ? 4 : 2)
        if flags & 0x0008 != 0 {
          offset += 2
        } else if flags & 0x0040 != 0 {
          offset += 4
        } else if flags & 0x0080 != 0 {
          offset += 8
        }
        more = flags & 0x0020 != 0
      }
    }
    return result
  }

  /// `gvar` with the variation data of the glyphs not kept removed, and long offsets.
  private static func subsetGlyphVariations(
    _ gvar: [UInt8], keeping kept: Set<UInt16>, glyphCount: Int
  ) -> [UInt8]? {
    let bytes = RawBytes(gvar)
    guard let axisCount = bytes.uint16(at: 4), let sharedCount = bytes.uint16(at: 6),
      let sharedOffset = bytes.uint32(at: 8).map(Int.init), let count = bytes.uint16(at: 12),
      let flags = bytes.uint16(at: 14), let dataOffset = bytes.uint32(at: 16).map(Int.init),
      Int(count) == glyphCount
    else { return nil }
    let sharedLength = Int(axisCount) * Int(sharedCount) * 2
    guard sharedOffset + sharedLength <= gvar.count else { return nil }
    var offsets: [Int] = []
    for index in 0...glyphCount {
      guard let offset = bytes.locationOffset(index, at: 20, long: flags & 1 != 0) else {
        return nil
      }
      guard dataOffset + offset <= gvar.count, offset >= (offsets.last ?? 0) else { return nil }
      offsets.append(offset)
    }
    var data: [UInt8] = []
    var newOffsets: [UInt8] = []
    for glyph in 0..<glyphCount {
      newOffsets.appendUInt32(UInt32(data.count))
      if kept.contains(UInt16(glyph)) {
        data += gvar[(dataOffset + offsets[glyph])..<(dataOffset + offsets[glyph + 1])]
      }
    }
    newOffsets.appendUInt32(UInt32(data.count))
    let newSharedOffset = 20 + newOffsets.count
    var newDataOffset = newSharedOffset + sharedLength
    while newDataOffset % 4 != 0 { newDataOffset += 1 }
    var result = Array(gvar[0..<20])
    result.replaceSubrange(8..<12, with: UInt32(newSharedOffset).bigEndianBytes)
    result.replaceSubrange(14..<16, with: (flags | 1).bigEndianBytes)
    result.replaceSubrange(16..<20, with: UInt32(newDataOffset).bigEndianBytes)
    result += newOffsets
    result += gvar[sharedOffset..<(sharedOffset + sharedLength)]
    while result.count < newDataOffset { result.append(0) }
    result += data
    return result
  }
}

/// Every glyph that `GSUB`'s substitutions can reach from a set of glyphs.
///
/// Each lookup of the lookup list is applied as if every context matched and every feature
/// were on: a single, multiple or alternate substitution adds its outputs for a covered glyph
/// in the set, a ligature adds its glyph when all of its components are in the set, and a
/// reverse chaining substitution adds its substitute. Contextual lookups (types 5 and 6) only
/// call other lookups of the list, which are applied anyway. Extension lookups (type 7) are
/// followed.
struct SubstitutionClosure {
  private let bytes: RawBytes
  /// The lookup subtables: their type and absolute offset in the table.
  private var subtables: [(type: UInt16, offset: Int)] = []

  /// Reads the lookup list of a `GSUB` table, or `nil` when it is malformed.
  init?(_ gsub: [UInt8]) {
    bytes = RawBytes(gsub)
    guard let listOffset = bytes.uint16(at: 8).map(Int.init) else { return nil }
    // A table without a lookup list substitutes nothing.
    guard listOffset > 0 else { return }
    guard let lookupCount = bytes.uint16(at: listOffset) else { return nil }
    for index in 0..<Int(lookupCount) {
      guard let lookupOffset = bytes.uint16(at: listOffset + 2 + index * 2).map(Int.init),
        let type = bytes.uint16(at: listOffset + lookupOffset),
        let count = bytes.uint16(at: listOffset + lookupOffset + 4)
      else { return nil }
      let lookup = listOffset + lookupOffset
      for subtable in 0..<Int(count) {
        guard let offset = bytes.uint16(at: lookup + 6 + subtable * 2).map(Int.init) else {
          return nil
        }
        var start = lookup + offset
        var kind = type
        if type == 7 {
          guard let extensionType = bytes.uint16(at: start + 2),
            let extensionOffset = bytes.uint32(at: start + 4).map(Int.init)
          else { return nil }
          kind = extensionType
          start += extensionOffset
        }
        subtables.append((kind, start))
      }
    }
  }

  /// `glyphs` and every glyph the substitutions reach from them, or `nil` when a subtable is
  /// malformed.
  func close(_ glyphs: Set<UInt16>, glyphCount: Int) -> Set<UInt16>? {
    var result = glyphs
    var changed = true
    // Each pass adds at least one glyph, so the passes are bounded by the glyph count.
    while changed {
      changed = false
      for subtable in subtables {
        guard let added = apply(subtable, to: result) else { return nil }
        for glyph in added where Int(glyph) < glyphCount && result.insert(glyph).inserted {
          changed = true
        }
      }
    }
    return result
  }

  /// The glyphs one subtable adds to `glyphs`.
  private func apply(_ subtable: (type: UInt16, offset: Int), to glyphs: Set<UInt16>)
    -> [UInt16]?
  {
    // Contextual lookups (5, 6) only call other lookups; their layouts differ by format.
    guard [1, 2, 3, 4, 8].contains(subtable.type) else { return [] }
    let start = subtable.offset
    guard let format = bytes.uint16(at: start), let coverageOffset = bytes.uint16(at: start + 2)
    else { return nil }
    // Every substitution kept here has its coverage at the same place.
    guard let covered = coverage(at: start + Int(coverageOffset)) else { return nil }
    var added: [UInt16] = []
    switch subtable.type {
    case 1:
      if format == 1 {
        guard let delta = bytes.int16(at: start + 4) else { return nil }
        for (glyph, _) in covered where glyphs.contains(glyph) {
          added.append(UInt16(truncatingIfNeeded: Int(glyph) + Int(delta)))
        }
      } else {
        for (glyph, index) in covered where glyphs.contains(glyph) {
          guard let substitute = bytes.uint16(at: start + 6 + index * 2) else { return nil }
          added.append(substitute)
        }
      }
    case 2, 3:
      // Multiple (sequences) and alternate (alternate sets) substitutions share one layout.
      for (glyph, index) in covered where glyphs.contains(glyph) {
        guard let offset = bytes.uint16(at: start + 6 + index * 2),
          let count = bytes.uint16(at: start + Int(offset))
        else { return nil }
        for item in 0..<Int(count) {
          guard let output = bytes.uint16(at: start + Int(offset) + 2 + item * 2) else {
            return nil
          }
          added.append(output)
        }
      }
    case 4:
      for (glyph, index) in covered where glyphs.contains(glyph) {
        guard let setOffset = bytes.uint16(at: start + 6 + index * 2).map(Int.init),
          let count = bytes.uint16(at: start + setOffset)
        else { return nil }
        for item in 0..<Int(count) {
          guard let ligatureOffset = bytes.uint16(at: start + setOffset + 2 + item * 2),
            case let ligature = start + setOffset + Int(ligatureOffset),
            let ligatureGlyph = bytes.uint16(at: ligature),
            let componentCount = bytes.uint16(at: ligature + 2)
          else { return nil }
          var all = true
          for component in 1..<max(1, Int(componentCount)) {
            guard let componentGlyph = bytes.uint16(at: ligature + 2 + component * 2) else {
              return nil
            }
            if !glyphs.contains(componentGlyph) { all = false }
          }
          if all { added.append(ligatureGlyph) }
        }
      }
    case 8:
      guard let backtrack = bytes.uint16(at: start + 4) else { return nil }
      let lookaheadAt = start + 6 + Int(backtrack) * 2
      guard let lookahead = bytes.uint16(at: lookaheadAt) else { return nil }
      let substitutesAt = lookaheadAt + 2 + Int(lookahead) * 2 + 2
      for (glyph, index) in covered where glyphs.contains(glyph) {
        guard let substitute = bytes.uint16(at: substitutesAt + index * 2) else { return nil }
        added.append(substitute)
      }
    default:
      break
    }
    return added
  }

  /// The glyphs of a coverage table with their coverage indexes.
  private func coverage(at offset: Int) -> [(glyph: UInt16, index: Int)]? {
    guard let format = bytes.uint16(at: offset), let count = bytes.uint16(at: offset + 2) else {
      return nil
    }
    var result: [(UInt16, Int)] = []
    switch format {
    case 1:
      for index in 0..<Int(count) {
        guard let glyph = bytes.uint16(at: offset + 4 + index * 2) else { return nil }
        result.append((glyph, index))
      }
    case 2:
      for range in 0..<Int(count) {
        let record = offset + 4 + range * 6
        guard let first = bytes.uint16(at: record), let last = bytes.uint16(at: record + 2),
          let startIndex = bytes.uint16(at: record + 4), first <= last
        else { return nil }
        for glyph in first...last {
          result.append((glyph, Int(startIndex) + Int(glyph - first)))
        }
      }
    default:
      return nil
    }
    return result
  }
}

/// Big-endian reads from a table's bytes that answer `nil` past the end instead of trapping.
struct RawBytes {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  func uint16(at offset: Int) -> UInt16? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  func int16(at offset: Int) -> Int16? {
    uint16(at: offset).map { Int16(bitPattern: $0) }
  }

  func uint32(at offset: Int) -> UInt32? {
    guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }

  /// Entry `index` of an offset array at `start` in the layout `loca` and `gvar` share: 32-bit
  /// offsets when `long`, otherwise 16-bit halves of the offset.
  func locationOffset(_ index: Int, at start: Int, long: Bool) -> Int? {
    long
      ? uint32(at: start + index * 4).map(Int.init)
      : uint16(at: start + index * 2).map { Int($0) * 2 }
  }
}

/// Writes tables as one sfnt: the offset table, records sorted by tag, each table padded to
/// four bytes, the table checksums, and `head.checkSumAdjustment`.
enum SFNTWriter {
  static func write(_ tables: [(tag: Tag, bytes: [UInt8])], flavor: UInt32) -> [UInt8] {
    let sorted = tables.sorted { $0.tag.rawValue < $1.tag.rawValue }
    let count = sorted.count
    var result = TableDirectory.offsetTable(flavor: flavor, tableCount: count)
    var offset = 12 + count * 16
    var body: [UInt8] = []
    var headOffset: Int?
    for (tag, bytes) in sorted {
      var table = bytes
      if tag == "head", table.count >= 12 {
        // checkSumAdjustment is zero while checksums are computed.
        table.replaceSubrange(8..<12, with: [0, 0, 0, 0])
        headOffset = offset
      }
      result.appendUInt32(tag.rawValue)
      result.appendUInt32(TableDirectory.checksum(of: table))
      result.appendUInt32(UInt32(offset))
      result.appendUInt32(UInt32(table.count))
      body += table
      while body.count % 4 != 0 { body.append(0) }
      offset = 12 + count * 16 + body.count
    }
    result += body
    if let headOffset {
      let adjustment = 0xB1B0_AFBA &- TableDirectory.checksum(of: result)
      result.replaceSubrange((headOffset + 8)..<(headOffset + 12), with: adjustment.bigEndianBytes)
    }
    return result
  }
}

extension [UInt8] {
  fileprivate mutating func appendUInt32(_ value: UInt32) {
    append(contentsOf: value.bigEndianBytes)
  }
}

extension FixedWidthInteger {
  /// The integer's bytes, most significant first.
  fileprivate var bigEndianBytes: [UInt8] {
    (0..<(Self.bitWidth / 8)).reversed().map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
  }
}
