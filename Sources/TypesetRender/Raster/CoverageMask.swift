import OpenType

/// How much of each pixel a shape covers, 0 (none) to 255 (all), rows top to bottom.
public struct CoverageMask: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The coverage of each pixel, row after row.
  public var values: [UInt8]

  /// A mask from its values.
  public init(width: Int, height: Int, values: [UInt8]) {
    precondition(values.count == width * height, "a mask needs width × height values")
    self.width = width
    self.height = height
    self.values = values
  }

  /// The coverage at a column and row.
  public subscript(x: Int, y: Int) -> UInt8 {
    values[y * width + x]
  }
}
