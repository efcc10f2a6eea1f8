/// An opaque RGB image, 8 bits per channel, rows top to bottom.
public struct RGBImage: Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Red, green and blue of each pixel, row after row.
  public var pixels: [UInt8]

  /// An image filled with one colour.
  public init(width: Int, height: Int, background: Color = .white) {
    precondition(width > 0 && height > 0, "an image needs at least one pixel")
    self.width = width
    self.height = height
    var row: [UInt8] = []
    row.reserveCapacity(width * 3)
    for _ in 0..<width { row += [background.red, background.green, background.blue] }
    pixels = [UInt8]()
    pixels.reserveCapacity(width * height * 3)
    for _ in 0..<height { pixels += row }
  }

  /// The colour of the pixel at a column and row.
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let index = (y * width + x) * 3
    return (pixels[index], pixels[index + 1], pixels[index + 2])
  }

  /// Paints `color` through a coverage mask placed with its top left corner at (`x`, `y`).
  ///
  /// Each pixel moves towards the colour by coverage × alpha; parts of the mask outside the
  /// image are skipped.
  public mutating func paint(_ mask: CoverageMask, atX x: Int, y: Int, color: Color) {
    let alpha = Int((max(0, min(1, color.alpha)) * 256).rounded())
    guard alpha > 0 else { return }
    let source = [Int(color.red), Int(color.green), Int(color.blue)]
    let xStart = max(0, x)
    let xEnd = min(width, x + mask.width)
    let yStart = max(0, y)
    let yEnd = min(height, y + mask.height)
    guard xStart < xEnd, yStart < yEnd else { return }
    let imageWidth = width
    mask.values.withUnsafeBufferPointer { coverage in
      pixels.withUnsafeMutableBufferPointer { pixels in
        for row in yStart..<yEnd {
          let maskRow = (row - y) * mask.width - x
          for column in xStart..<xEnd {
            let value = Int(coverage[maskRow + column])
            if value == 0 { continue }
            // weight in 0…65536: coverage (0…255 scaled to 0…256) times alpha (0…256).
            let weight = (value + (value >> 7)) * alpha
            let index = (row * imageWidth + column) * 3
            for channel in 0..<3 {
              let destination = Int(pixels[index + channel])
              pixels[index + channel] = UInt8(
                destination + ((source[channel] - destination) * weight + 32768) >> 16)
            }
          }
        }
      }
    }
  }
}
