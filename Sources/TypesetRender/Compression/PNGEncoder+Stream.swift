extension PNGEncoder {
  /// A PNG written a band of rows at a time, so that an image taller than memory allows never
  /// exists whole: each band is filtered (against the last row of the band before), compressed
  /// into the one zlib stream and written as an IDAT chunk of its own.
  ///
  /// ```swift
  /// var stream = PNGEncoder.Stream(width: 800, height: 20_000, scale: 2)
  /// var png = stream.header()
  /// for band in bands { png += stream.append(band) }   // 800 pixels wide, rows top to bottom
  /// png += stream.finish()
  /// ```
  public struct Stream: Sendable {
    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// Pixels per point, recorded in `pHYs`.
    public let scale: Int
    /// The rows appended so far.
    public private(set) var rowsWritten = 0
    private var compressor: Deflate.ZlibStream
    private var lastRow: [UInt8] = []

    /// A stream for an image of `width` × `height` pixels at `scale` pixels per point.
    public init(width: Int, height: Int, scale: Int = 1, effort: Deflate.Effort = .balanced) {
      precondition(width > 0 && height > 0, "an image needs at least one pixel")
      self.width = width
      self.height = height
      self.scale = scale
      compressor = Deflate.ZlibStream(effort: effort)
    }

    /// The signature, IHDR and pHYs: the file's first bytes.
    public func header() -> [UInt8] {
      var output = signature
      var header: [UInt8] = []
      header += bigEndian(UInt32(width))
      header += bigEndian(UInt32(height))
      // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
      header += [8, 2, 0, 0, 0]
      appendChunk("IHDR", header, to: &output)
      // pHYs: pixels per metre; 72 dpi is 2834.6 pixels per metre.
      let perMetre = UInt32((Double(72 * max(1, scale)) / 0.0254).rounded())
      appendChunk("pHYs", bigEndian(perMetre) + bigEndian(perMetre) + [1], to: &output)
      return output
    }

    /// The next rows: `band` must be as wide as the image and fit in the rows left. Returns an
    /// IDAT chunk, or nothing when the compressor holds back every byte so far.
    public mutating func append(_ band: RGBImage) -> [UInt8] {
      precondition(band.width == width, "a band must be as wide as the image")
      precondition(rowsWritten + band.height <= height, "more rows than the image has")
      let rows = PNGEncoder.filtered(band, above: lastRow.isEmpty ? nil : lastRow)
      let rowBytes = width * 3
      lastRow = Array(band.pixels[(band.pixels.count - rowBytes)...])
      rowsWritten += band.height
      let compressed = compressor.append(rows)
      var output: [UInt8] = []
      if !compressed.isEmpty { appendChunk("IDAT", compressed, to: &output) }
      return output
    }

    /// The end of the file: the rest of the compressed data and IEND. Every row must have been
    /// appended.
    public mutating func finish() -> [UInt8] {
      precondition(rowsWritten == height, "the image's rows were not all appended")
      var output: [UInt8] = []
      if !lastRow.isEmpty { appendChunk("IDAT", compressor.finish(), to: &output) }
      appendChunk("IEND", [], to: &output)
      return output
    }
  }
}
