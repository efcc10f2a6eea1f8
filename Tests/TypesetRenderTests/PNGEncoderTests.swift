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
    var previous = [UInt8](repeating: 0, count: 37 * 3)
    var pixels: [UInt8] = []
    for row in 0..<23 {
      let type = rows[row * (37 * 3 + 1)]
      var current = Array(rows[(row * (37 * 3 + 1) + 1)..<((row + 1) * (37 * 3 + 1))])
      for index in 0..<current.count {
        let a = index >= 3 ? current[index - 3] : 0
        let b = previous[index]
        let c = index >= 3 ? previous[index - 3] : 0
        switch type {
        case 0: break
        case 1: current[index] &+= a
        case 2: current[index] &+= b
        case 3: current[index] &+= UInt8((Int(a) + Int(b)) / 2)
        default: current[index] &+= PNGEncoder.paeth(a, b, c)
        }
      }
      pixels += current
      previous = current
    }
    #expect(pixels == image.pixels)
    #expect(image[4, 2] == (0xF0, 0xE0, 0xD0))
    #expect(image[10, 8] == (0x1D, 0x1D, 0x1F))
  }
}
