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
  ///   - progress: Called now and then with the fraction compressed so far (0…1).
  public static func encode(
    _ image: RGBImage, scale: Int = 1, effort: Deflate.Effort = .balanced,
    progress: ((Double) -> Void)? = nil
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
    let rows = filtered(image)
    progress?(0.1)
    let compressed = Deflate.zlibCompress(rows, effort: effort) { progress?(0.1 + 0.9 * $0) }
    appendChunk("IDAT", compressed, to: &output)
    appendChunk("IEND", [], to: &output)
    return output
  }

  /// The image's rows, each prefixed with the filter type that makes it smallest by the
  /// minimum-sum-of-absolute-differences heuristic (PNG specification, 12.8).
  static func filtered(_ image: RGBImage) -> [UInt8] {
    let rowBytes = image.width * 3
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
    image.pixels.withUnsafeBufferPointer { pixels in
      output.withUnsafeMutableBufferPointer { output in
        for row in 0..<image.height {
          let c = row * rowBytes
          let u = (row - 1) * rowBytes  // only read when row > 0
          let destination = row * (rowBytes + 1)
          // A row equal to the one above (the blank page between lines) filters to zeros with
          // Up; no need to try the others.
          if row > 0, memoryEqual(pixels, c, u, rowBytes) {
            output[destination] = 2
            continue
          }
          var scores = (0, 0, 0, 0, 0)
          for index in 0..<rowBytes {
            let x = pixels[c + index]
            let a = index >= 3 ? pixels[c + index - 3] : 0
            let b = row > 0 ? pixels[u + index] : 0
            let upperLeft = row > 0 && index >= 3 ? pixels[u + index - 3] : 0
            scores.0 &+= magnitude(x)
            scores.1 &+= magnitude(x &- a)
            scores.2 &+= magnitude(x &- b)
            scores.3 &+= magnitude(x &- UInt8((Int(a) + Int(b)) / 2))
            scores.4 &+= magnitude(x &- paeth(a, b, upperLeft))
          }
          var best = 0
          var bestScore = scores.0
          if scores.1 < bestScore { (best, bestScore) = (1, scores.1) }
          if scores.2 < bestScore { (best, bestScore) = (2, scores.2) }
          if scores.3 < bestScore { (best, bestScore) = (3, scores.3) }
          if scores.4 < bestScore { (best, bestScore) = (4, scores.4) }
          output[destination] = UInt8(best)
          for index in 0..<rowBytes {
            let x = pixels[c + index]
            let a = index >= 3 ? pixels[c + index - 3] : 0
            let b = row > 0 ? pixels[u + index] : 0
            let upperLeft = row > 0 && index >= 3 ? pixels[u + index - 3] : 0
            let value: UInt8
            switch best {
            case 0: value = x
            case 1: value = x &- a
            case 2: value = x &- b
            case 3: value = x &- UInt8((Int(a) + Int(b)) / 2)
            default: value = x &- paeth(a, b, upperLeft)
            }
            output[destination + 1 + index] = value
          }
        }
      }
    }
    return output
  }

  @inline(__always)
  private static func memoryEqual(
    _ pixels: UnsafeBufferPointer<UInt8>, _ first: Int, _ second: Int, _ count: Int
  ) -> Bool {
    for index in 0..<count where pixels[first + index] != pixels[second + index] { return false }
    return true
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
