import OpenType

extension FontBuilder {
  /// The `'hhea'` numberOfHMetrics the font is written with.
  public var writtenHorizontalMetricsCount: Int {
    if let numberOfHorizontalMetrics { return numberOfHorizontalMetrics }
    var count = glyphs.count
    while count > 1, glyphs[count - 1].advance == glyphs[count - 2].advance { count -= 1 }
    return count
  }

  /// The union of all glyph bounding boxes (zeros for a font of blank glyphs).
  private var fontBoundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int) {
    let boxes = glyphs.compactMap(\.boundingBox)
    guard let first = boxes.first else { return (0, 0, 0, 0) }
    return boxes.reduce(first) {
      (min($0.xMin, $1.xMin), min($0.yMin, $1.yMin), max($0.xMax, $1.xMax), max($0.yMax, $1.yMax))
    }
  }

  func headerTable() -> [UInt8] {
    var writer = ByteWriter()
    writer.uint16(1)  // majorVersion
    writer.uint16(0)
    writer.fixed(1)  // fontRevision
    writer.uint32(0)  // checksumAdjustment, set by SfntWriter
    writer.uint32(0x5F0F_3CF5)  // magicNumber
    writer.uint16(0x0003)  // baseline at y=0, left side bearing at x=0
    writer.uint16(unitsPerEm)
    for _ in 0..<4 { writer.uint32(0) }  // created, modified
    let box = fontBoundingBox
    writer.int16(box.xMin)
    writer.int16(box.yMin)
    writer.int16(box.xMax)
    writer.int16(box.yMax)
    writer.uint16((isBold ? 0x1 : 0) | (isItalic ? 0x2 : 0))
    writer.uint16(8)  // lowestRecPPEM
    writer.int16(2)  // fontDirectionHint
    writer.int16(1)  // indexToLocFormat: 32-bit offsets
    writer.int16(0)  // glyphDataFormat
    return writer.bytes
  }

  func horizontalHeaderTable() -> [UInt8] {
    var writer = ByteWriter()
    writer.uint16(1)
    writer.uint16(0)
    writer.int16(ascender)
    writer.int16(descender)
    writer.int16(lineGap)
    writer.uint16(glyphs.map(\.advance).max() ?? 0)
    let bearings = glyphs.filter { $0.boundingBox != nil }.map(\.leftSideBearing)
    writer.int16(bearings.min() ?? 0)
    let rightBearings = glyphs.compactMap { glyph in
      glyph.boundingBox.map { glyph.advance - $0.xMax }
    }
    writer.int16(rightBearings.min() ?? 0)
    writer.int16(glyphs.compactMap { $0.boundingBox?.xMax }.max() ?? 0)
    writer.int16(1)  // caretSlopeRise
    writer.int16(0)  // caretSlopeRun
    writer.int16(0)  // caretOffset
    for _ in 0..<4 { writer.int16(0) }
    writer.int16(0)  // metricDataFormat
    writer.uint16(writtenHorizontalMetricsCount)
    return writer.bytes
  }

  func maximumProfileTable() -> [UInt8] {
    var writer = ByteWriter()
    guard includesOutlines else {
      writer.uint32(0x0000_5000)
      writer.uint16(glyphs.count)
      return writer.bytes
    }
    writer.uint32(0x0001_0000)
    writer.uint16(glyphs.count)
    writer.uint16(glyphs.map { $0.contours.joined().count }.max() ?? 0)  // maxPoints
    writer.uint16(glyphs.map(\.contours.count).max() ?? 0)  // maxContours
    writer.uint16(0)  // maxCompositePoints
    writer.uint16(0)  // maxCompositeContours
    writer.uint16(2)  // maxZones
    for _ in 0..<6 { writer.uint16(0) }  // twilight points … maxSizeOfInstructions
    writer.uint16(0)  // maxComponentElements
    writer.uint16(0)  // maxComponentDepth
    return writer.bytes
  }

  func os2Table() -> [UInt8]? {
    guard let version = os2Version else { return nil }
    var writer = ByteWriter()
    writer.uint16(version)
    writer.int16(averageCharacterWidth)
    writer.uint16(weightClass)
    writer.uint16(widthClass)
    writer.uint16(0)  // fsType: installable
    for _ in 0..<8 { writer.int16(0) }  // subscript and superscript sizes and offsets
    writer.int16(strikeoutThickness)
    writer.int16(strikeoutPosition)
    writer.int16(0)  // sFamilyClass
    writer.append([UInt8](repeating: 0, count: 10))  // panose
    for _ in 0..<4 { writer.uint32(0) }  // ulUnicodeRange1–4
    writer.tag("NONE")  // achVendID
    var selection = 0
    if isItalic { selection |= 1 << 0 }
    if isBold { selection |= 1 << 5 }
    if !isItalic, !isBold { selection |= 1 << 6 }
    if usesTypographicMetrics { selection |= 1 << 7 }
    writer.uint16(selection)
    let codes = characters.keys.map(\.value)
    writer.uint16(Int(min(codes.min() ?? 0, 0xFFFF)))
    writer.uint16(Int(min(codes.max() ?? 0, 0xFFFF)))
    writer.int16(typographicAscender)
    writer.int16(typographicDescender)
    writer.int16(typographicLineGap)
    writer.uint16(windowsAscent)
    writer.uint16(windowsDescent)
    if version >= 1 {
      writer.uint32(1)  // ulCodePageRange1: Latin 1
      writer.uint32(0)
    }
    if version >= 2 {
      writer.int16(xHeight)
      writer.int16(capHeight)
      writer.uint16(0)  // usDefaultChar
      writer.uint16(0x20)  // usBreakChar
      writer.uint16(2)  // usMaxContext: pair kerning
    }
    if version >= 5 {
      writer.uint16(0)  // usLowerOpticalPointSize
      writer.uint16(0xFFFE)  // usUpperOpticalPointSize
    }
    return writer.bytes
  }

  func postScriptTable() -> [UInt8] {
    var writer = ByteWriter()
    writer.uint32(0x0003_0000)  // version 3.0: no glyph names
    writer.fixed(italicAngle)
    writer.int16(underlinePosition)
    writer.int16(underlineThickness)
    writer.uint32(isFixedPitch ? 1 : 0)
    for _ in 0..<4 { writer.uint32(0) }  // memory usage hints
    return writer.bytes
  }

  func horizontalMetricsTable() -> [UInt8] {
    var writer = ByteWriter()
    let pairs = writtenHorizontalMetricsCount
    for index in 0..<pairs {
      let glyph = index < glyphs.count ? glyphs[index] : Glyph(advance: 0)
      writer.uint16(glyph.advance)
      writer.int16(glyph.leftSideBearing)
    }
    for index in min(pairs, glyphs.count)..<glyphs.count {
      writer.int16(glyphs[index].leftSideBearing)
    }
    return writer.bytes
  }

  func namingTable() -> [UInt8] {
    var records: [NameRecord] = []
    let standard: [(NameID, String?)] = [
      (.family, familyName), (.subfamily, subfamilyName),
      (
        .fullName, fullName ?? [familyName, subfamilyName].compactMap { $0 }.joined(separator: " ")
      ),
      (.postScriptName, postScriptName), (.typographicFamily, typographicFamilyName),
      (.typographicSubfamily, typographicSubfamilyName),
    ]
    for encoding in nameEncodings {
      let (platform, encodingID, language): (PlatformID, Int, Int) =
        switch encoding {
        case .windowsUnicode: (.windows, 1, 0x0409)
        case .unicode: (.unicode, 3, 0)
        case .macRoman: (.macintosh, 0, 0)
        }
      for case (let id, let value?) in standard {
        records.append(
          NameRecord(
            platformID: platform, encodingID: encodingID, languageID: language, nameID: id,
            value: value))
      }
    }
    records += extraNames
    records.sort {
      ($0.platformID.rawValue, $0.encodingID, $0.languageID, $0.nameID.rawValue)
        < ($1.platformID.rawValue, $1.encodingID, $1.languageID, $1.nameID.rawValue)
    }
    var strings = ByteWriter()
    var writer = ByteWriter()
    writer.uint16(0)  // format
    writer.uint16(records.count)
    writer.uint16(6 + records.count * 12)
    for record in records {
      let encoded = Self.encode(record.value, macRoman: record.platformID == .macintosh)
      writer.uint16(record.platformID.rawValue)
      writer.uint16(record.encodingID)
      writer.uint16(record.languageID)
      writer.uint16(record.nameID.rawValue)
      writer.uint16(encoded.count)
      writer.uint16(strings.count)
      strings.append(encoded)
    }
    writer.append(strings.bytes)
    return writer.bytes
  }

  /// UTF-16BE, or Mac OS Roman with `?` for characters it lacks.
  static func encode(_ value: String, macRoman: Bool) -> [UInt8] {
    if macRoman {
      return value.unicodeScalars.map { MacRoman.byte(for: $0) ?? 0x3F }
    }
    return value.utf16.flatMap {
      [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)]
    }
  }
}
