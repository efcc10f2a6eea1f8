import Testing

@testable import TypesetRender

struct PNGEncoderTests {
  func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
    var result: [(String, [UInt8])] = []
    var offset = 8
    while offset + 12 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = Array(png[(offset + 8)..<(offset + 8 + length)])
      let crc = png[(offset + 8 + length)..<(offset + 12 + length)].reduce(UInt32(0)) {
        $0 << 8 | UInt32($1)
      }
      #expect(crc == CRC32.update(CRC32.update(0, with: Array(type.utf8)), with: data))
      result.append((type, data))
      offset += 12 + length
    }
    return result
  }

  @Test(arguments: [1, 2, 3])
  func encodesPixelsThatDecodeBack(scale: Int) throws {
    var image = RGBImage(width: 37, height: 23, background: Color(hex: 0xF0E0D0))
    var rasterizer = Rasterizer(width: 20, height: 20)
    rasterizer.addRectangle(x: 2.5, y: 3.25, width: 11, height: 9)
    image.paint(rasterizer.mask(), atX: 5, y: 2, color: Color(hex: 0x1D1D1F))
    let png = PNGEncoder.encode(image, scale: scale)
    #expect(Array(png.prefix(8)) == PNGEncoder.signature)
    let parts = chunks(png)
    #expect(parts.map(\.type) == ["IHDR", "pHYs", "IDAT", "IEND"])
    #expect(parts[0].data == [0, 0, 0, 37, 0, 0, 0, 23, 8, 2, 0, 0, 0])
    let rows = try Inflate.zlib(parts[2].data).bytes
    #expect(rows.count == 23 * (37 * 3 + 1))
    // Undo the filters and compare with the pixels.
    let pixels = PNGUnfilter.pixels(of: rows, width: 37, height: 23)
    #expect(pixels == image.pixels)
    #expect(image[4, 2] == (0xF0, 0xE0, 0xD0))
    #expect(image[10, 8] == (0x1D, 0x1D, 0x1F))
  }
}
