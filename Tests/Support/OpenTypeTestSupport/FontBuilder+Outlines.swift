import OpenType

extension FontBuilder {
  /// `glyf` and `loca` (32-bit offsets) for simple quadratic glyphs.
  ///
  /// OpenType spec, `'glyf'` simple glyph description: coordinates are written as 16-bit deltas
  /// (no short-vector or repeat compression) and there are no instructions.
  func glyphTables() -> (glyphData: [UInt8], locations: [UInt8]) {
    var data = ByteWriter()
    var locations = ByteWriter()
    for glyph in glyphs {
      locations.uint32(data.count)
      guard let box = glyph.boundingBox else { continue }
      data.int16(glyph.contours.count)
      data.int16(box.xMin)
      data.int16(box.yMin)
      data.int16(box.xMax)
      data.int16(box.yMax)
      var end = -1
      for contour in glyph.contours {
        end += contour.count
        data.uint16(end)
      }
      data.uint16(0)  // instructionLength
      let points = Array(glyph.contours.joined())
      for point in points { data.uint8(point.isOnCurve ? 0x01 : 0x00) }
      var previous = 0
      for point in points {
        data.int16(point.x - previous)
        previous = point.x
      }
      previous = 0
      for point in points {
        data.int16(point.y - previous)
        previous = point.y
      }
      data.pad(to: 4)
    }
    locations.uint32(data.count)
    return (data.bytes, locations.bytes)
  }
}
