/// Writes PNG files (PNG specification, third edition): 8-bit RGB, one IDAT chunk compressed
/// with ``Deflate``, an adaptive filter per row.
///
/// ```swift
/// let image = RGBImage(width: 2, height: 1, background: .white)
/// let png = PNGEncoder.encode(image, scale: 2)
/// ```
public enum PNGEncoder {
  /// The eight bytes every PNG file starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The PNG bytes of an image.
  ///
  /// - Parameters:
  ///   - image: The pixels.
  ///   - scale: Pixels per point (1, 2 or 3); recorded as the physical pixel density
  ///     (72 dpi × scale) so that viewers that honour `pHYs` show the image at its size in points.
  ///   - effort: How hard the compressor searches for matches.
  public static func encode(
    _ image: RGBImage, scale: Int = 1, effort: Deflate.Effort = .balanced
  ) -> [UInt8] {
    var output = signature
    var header: [UInt8] = []
    header += bigEndian(UInt32(image.width))
    header += bigEndian(UInt32(image.height))
    // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
    header += [8, 2, 0, 0, 0]
    appendChunk("IHDR", header, to: &output)
    // pHYs: pixels per metre; 72 dpi is 2834.6 pixels per metre.
    let perMetre = UInt32((Double(72 * max(1, scale)) / 0.0254).rounded())
    appendChunk("pHYs", bigEndian(perMetre) + bigEndian(perMetre) + [1], to: &output)
    appendChunk("IDAT", Deflate.zlibCompress(filtered(image), effort: effort), to: &output)
    appendChunk("IEND", [], to: &output)
    return output
  }

  /// The image's rows, each prefixed with the filter type that makes it smallest by the
  /// minimum-sum-of-absolute-differences heuristic (PNG specification, 12.8).
  static func filtered(_ image: RGBImage) -> [UInt8] {
    let rowBytes = image.width * 3
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
    var candidates = [UInt8](repeating: 0, count: rowBytes * 5)
    image.pixels.withUnsafeBufferPointer { pixels in
      candidates.withUnsafeMutableBufferPointer { out in
        for row in 0..<image.height {
          let c = row * rowBytes
          let u = (row - 1) * rowBytes  // only read when row > 0
          var scores = [0, 0, 0, 0, 0]
          for index in 0..<rowBytes {
            let x = pixels[c + index]
            let a = index >= 3 ? pixels[c + index - 3] : 0
            let b = row > 0 ? pixels[u + index] : 0
            let upperLeft = row > 0 && index >= 3 ? pixels[u + index - 3] : 0
            let values: (UInt8, UInt8, UInt8, UInt8, UInt8) = (
              x, x &- a, x &- b, x &- UInt8((Int(a) + Int(b)) / 2), x &- paeth(a, b, upperLeft)
            )
            out[index] = values.0
            out[rowBytes + index] = values.1
            out[2 * rowBytes + index] = values.2
            out[3 * rowBytes + index] = values.3
            out[4 * rowBytes + index] = values.4
            scores[0] += magnitude(values.0)
            scores[1] += magnitude(values.1)
            scores[2] += magnitude(values.2)
            scores[3] += magnitude(values.3)
            scores[4] += magnitude(values.4)
          }
          var best = 0
          for type in 1..<5 where scores[type] < scores[best] { best = type }
          let destination = row * (rowBytes + 1)
          output[destination] = UInt8(best)
          for index in 0..<rowBytes {
            output[destination + 1 + index] = out[best * rowBytes + index]
          }
        }
      }
    }
    return output
  }

  /// A filtered byte read as a signed difference, by size.
  @inline(__always)
  private static func magnitude(_ value: UInt8) -> Int {
    value < 128 ? Int(value) : 256 - Int(value)
  }

  /// The Paeth predictor (PNG specification, 9.4).
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb, pa <= pc { return a }
    return pb <= pc ? b : c
  }

  private static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    output += bigEndian(UInt32(data.count))
    output += typeBytes
    output += data
    let crc = CRC32.update(CRC32.update(0, with: typeBytes), with: data)
    output += bigEndian(crc)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
