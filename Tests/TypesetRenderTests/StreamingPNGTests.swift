import Testing

@testable import TypesetRender

/// The PNG written a band of rows at a time: the same pixels as the whole image, and a zlib
/// stream written in pieces that inflates to the pieces joined.
struct StreamingPNGTests {
  /// The IDAT chunks' data joined, inflated and unfiltered into pixels.
  static func pixels(ofPNG png: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt8]) {
    var offset = 8
    var width = 0
    var height = 0
    var compressed: [UInt8] = []
    while offset + 12 <= png.count {
      let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = Array(png[(offset + 8)..<(offset + 8 + length)])
      if type == "IHDR" {
        width = data[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = data[4..<8].reduce(0) { $0 << 8 | Int($1) }
      }
      if type == "IDAT" { compressed += data }
      offset += 12 + length
    }
    let rows = try Inflate.zlib(compressed).bytes
    let rowBytes = width * 3
    #expect(rows.count == height * (rowBytes + 1))
    let pixels = PNGUnfilter.pixels(of: rows, width: width, height: height)
    return (width, height, pixels)
  }

  @Test func zlibStreamInPiecesInflatesToThePiecesJoined() throws {
    var pieces: [[UInt8]] = []
    for piece in 0..<5 {
      pieces.append((0..<(piece * 3000 + 1)).map { UInt8(truncatingIfNeeded: $0 * piece / 7) })
    }
    pieces.insert([], at: 2)
    var stream = Deflate.ZlibStream(effort: .fast)
    var compressed: [UInt8] = []
    for piece in pieces.dropLast() { compressed += stream.append(piece) }
    compressed += stream.finish(pieces.last!)
    let joined = pieces.flatMap { $0 }
    let inflated = try Inflate.zlib(compressed)
    #expect(inflated.bytes == joined)
    // The checksum is the whole input's (Inflate checks it too).
    let checksum = compressed.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(checksum == Deflate.adler32(joined))
  }

  @Test func emptyStreamIsValid() throws {
    var stream = Deflate.ZlibStream()
    #expect(try Inflate.zlib(stream.finish()).bytes.isEmpty)
  }

  @Test func bandsEncodeTheSamePixelsAsTheWholeImage() throws {
    var image = RGBImage(width: 29, height: 40, background: Color(hex: 0xF0E0D0))
    var rasterizer = Rasterizer(width: 20, height: 30)
    rasterizer.addRectangle(x: 2.5, y: 3.25, width: 11, height: 21)
    image.paint(rasterizer.mask(), atX: 5, y: 6, color: Color(hex: 0x1D1D1F))
    var stream = PNGEncoder.Stream(width: 29, height: 40, scale: 2, effort: .fast)
    var png = stream.header()
    // Bands of 1, 6, 13 and 20 rows: one row alone, edges inside the square, the rest.
    var top = 0
    for rows in [1, 6, 13, 20] {
      var band = RGBImage(width: 29, height: rows)
      band.pixels = Array(image.pixels[(top * 29 * 3)..<((top + rows) * 29 * 3)])
      png += stream.append(band)
      top += rows
    }
    png += stream.finish()
    let decoded = try Self.pixels(ofPNG: png)
    #expect(decoded.width == 29 && decoded.height == 40)
    #expect(decoded.pixels == image.pixels)
    #expect(Array(png.prefix(8)) == PNGEncoder.signature)
  }
}
