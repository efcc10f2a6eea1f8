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
    var output = Stream(width: image.width, height: image.height, scale: scale).header()
    let rows = filtered(image)
    progress?(0.1)
    let compressed = Deflate.zlibCompress(rows, effort: effort) { progress?(0.1 + 0.9 * $0) }
    appendChunk("IDAT", compressed, to: &output)
    appendChunk("IEND", [], to: &output)
    return output
  }

  /// The image's rows, each prefixed with the filter type that makes it smallest by the
  /// minimum-sum-of-absolute-differences heuristic (PNG specification, 12.8); `above` is the
  /// row before the first (a band's predecessor), zeros when `nil`.
  static func filtered(_ image: RGBImage, above: [UInt8]? = nil) -> [UInt8] {
    let rowBytes = image.width * 3
    let stride = rowBytes + 1
    var output = [UInt8](repeating: 0, count: stride * image.height)
    // The row above the first reads as zeros; each row's Sub, Up, Average and Paeth bytes are
    // kept while the row is scored, so the chosen one is copied rather than computed again.
    let first = above ?? [UInt8](repeating: 0, count: rowBytes)
    var candidates = [UInt8](repeating: 0, count: 4 * rowBytes)
    image.pixels.withUnsafeBufferPointer { pixels in
      first.withUnsafeBufferPointer { first in
        candidates.withUnsafeMutableBufferPointer { candidates in
          output.withUnsafeMutableBufferPointer { output in
            filterRows(
              pixels, first, candidates, output, rowBytes: rowBytes, height: image.height,
              firstHasRowAbove: above != nil)
          }
        }
      }
    }
    return output
  }

  private static func filterRows(
    _ pixels: UnsafeBufferPointer<UInt8>, _ first: UnsafeBufferPointer<UInt8>,
    _ candidates: UnsafeMutableBufferPointer<UInt8>, _ output: UnsafeMutableBufferPointer<UInt8>,
    rowBytes: Int, height: Int, firstHasRowAbove: Bool
  ) {
    let stride = rowBytes + 1
    let sub = candidates.baseAddress!
    let up = sub + rowBytes
    let average = up + rowBytes
    let paethRow = average + rowBytes
    for row in 0..<height {
      let c = row * rowBytes
      let destination = row * stride
      // A row equal to the one above (the blank page between lines) filters to zeros with Up;
      // no need to try the others.
      let current = pixels.baseAddress! + c
      let above = row > 0 ? current - rowBytes : first.baseAddress!
      if row > 0 || firstHasRowAbove, memoryEqual(current, above, rowBytes) {
        output[destination] = 2
        continue
      }
      var scores = (0, 0, 0, 0, 0)
      @inline(__always) func score(_ index: Int, _ a: UInt8, _ upperLeft: UInt8) {
        let x = current[index]
        let b = above[index]
        let s = x &- a
        let u = x &- b
        let v = x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1)
        let p = x &- paeth(a, b, upperLeft)
        sub[index] = s
        up[index] = u
        average[index] = v
        paethRow[index] = p
        scores.0 &+= magnitude(x)
        scores.1 &+= magnitude(s)
        scores.2 &+= magnitude(u)
        scores.3 &+= magnitude(v)
        scores.4 &+= magnitude(p)
      }
      for index in 0..<min(3, rowBytes) { score(index, 0, 0) }
      var index = 3
      while index < rowBytes {
        score(index, current[index - 3], above[index - 3])
        index += 1
      }
      var best = 0
      var bestScore = scores.0
      if scores.1 < bestScore { (best, bestScore) = (1, scores.1) }
      if scores.2 < bestScore { (best, bestScore) = (2, scores.2) }
      if scores.3 < bestScore { (best, bestScore) = (3, scores.3) }
      if scores.4 < bestScore { (best, bestScore) = (4, scores.4) }
      output[destination] = UInt8(best)
      let source: UnsafePointer<UInt8> =
        switch best {
        case 0: current
        case 1: UnsafePointer(sub)
        case 2: UnsafePointer(up)
        case 3: UnsafePointer(average)
        default: UnsafePointer(paethRow)
        }
      (output.baseAddress! + destination + 1).update(from: source, count: rowBytes)
    }
  }

  @inline(__always)
  private static func memoryEqual(
    _ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, _ count: Int
  ) -> Bool {
    for index in 0..<count where first[index] != second[index] { return false }
    return true
  }

  /// A filtered byte read as a signed difference, by size.
  @inline(__always)
  private static func magnitude(_ value: UInt8) -> Int {
    // The byte read as a signed difference (-128…127), by size.
    let signed = Int(Int8(bitPattern: value))
    return signed < 0 ? -signed : signed
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

  static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    output += bigEndian(UInt32(data.count))
    output += typeBytes
    output += data
    let crc = CRC32.update(CRC32.update(0, with: typeBytes), with: data)
    output += bigEndian(crc)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }
}
