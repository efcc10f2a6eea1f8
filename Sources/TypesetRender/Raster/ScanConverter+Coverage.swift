/// Summing the cells into coverage: one pass per row, four pixels at a time.
extension ScanConverter {
  /// The coverage mask the cells add up to.
  static func mask(cells: UnsafePointer<Int32>, width: Int, height: Int) -> CoverageMask {
    let values = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
      writeCoverage(cells: cells, width: width, height: height, into: buffer.baseAddress!)
      count = width * height
    }
    return CoverageMask(width: width, height: height, values: values)
  }

  /// Sums each row's cells into coverage values, `width` × `height` bytes.
  ///
  /// Four pixels at a time: the running sum within a group by two shifted additions, plus the
  /// sum carried from the group before, then the conversion of all four at once.
  static func writeCoverage(
    cells: UnsafePointer<Int32>, width: Int, height: Int, into values: UnsafeMutablePointer<UInt8>
  ) {
    let stride = width &+ 2
    let full = SIMD4<Float>(repeating: Float(fullCoverage))
    let scale = SIMD4<Float>(repeating: 255 / Float(fullCoverage))
    // Adding 1.5 × 2²³ leaves a float in 0...255 rounded to an integer in the mantissa's low
    // bits, with no conversion instruction (and none that could trap).
    let rounding = SIMD4<Float>(repeating: 0x1.8p23)
    for row in 0..<height {
      let rowCells = cells + row &* stride
      let out = values + row &* width
      var carry = SIMD4<Int32>()
      var column = 0
      while column &+ 4 <= width {
        var sums = UnsafeRawPointer(rowCells + column).loadUnaligned(as: SIMD4<Int32>.self)
        sums &+= SIMD4(0, sums[0], sums[1], sums[2])
        sums &+= SIMD4(0, 0, sums[0], sums[1])
        sums &+= carry
        carry = SIMD4(repeating: sums[3])
        // Nonzero rule: min(1, |sum| / fullCoverage), rounded to 0...255.
        let signed = SIMD4<Float>(sums)
        let magnitude = unsafeBitCast(
          unsafeBitCast(signed, to: SIMD4<UInt32>.self) & 0x7fff_ffff, to: SIMD4<Float>.self)
        let level = pointwiseMin(magnitude, full) * scale + rounding
        let coverage = SIMD4<UInt8>(
          truncatingIfNeeded: unsafeBitCast(level, to: SIMD4<UInt32>.self))
        UnsafeMutableRawPointer(out + column).storeBytes(of: coverage, as: SIMD4<UInt8>.self)
        column &+= 4
      }
      var sum = carry[3]
      while column < width {
        sum &+= rowCells[column]
        out[column] = coverage(sum)
        column &+= 1
      }
    }
  }

  /// A pixel's coverage from its row's running sum, by the nonzero rule:
  /// min(1, |sum| / fullCoverage) rounded to 0...255, with the same float arithmetic as the
  /// four-pixel groups of ``writeCoverage(cells:width:height:into:)``, so that a pixel's value
  /// does not depend on its column.
  @inline(__always)
  static func coverage(_ sum: Int32) -> UInt8 {
    let magnitude = Float(min(sum.magnitude, UInt32(fullCoverage)))
    let level = magnitude * (255 / Float(fullCoverage)) + 0x1.8p23
    return UInt8(truncatingIfNeeded: level.bitPattern)
  }
}
