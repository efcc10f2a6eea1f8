@testable import TypesetRender

/// Undoes the filters of a PNG's inflated image data, for the tests that decode what
/// ``PNGEncoder`` writes.
enum PNGUnfilter {
  /// The pixels of `height` rows of 8-bit RGB, `width` pixels each, from `rows`: each row a
  /// filter type byte (0 none, 1 sub, 2 up, 3 average, 4 Paeth) and its `width * 3` bytes.
  static func pixels(of rows: [UInt8], width: Int, height: Int) -> [UInt8] {
    let rowBytes = width * 3
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var pixels: [UInt8] = []
    pixels.reserveCapacity(height * rowBytes)
    for row in 0..<height {
      let start = row * (rowBytes + 1)
      let type = rows[start]
      var current = Array(rows[(start + 1)..<(start + 1 + rowBytes)])
      for index in 0..<rowBytes {
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
    return pixels
  }
}
