import OpenType

extension Deflate {
  /// A zlib stream compressed a piece at a time, so that a large input never has to be held
  /// whole: each piece is matched on its own (the 32 KiB window starts afresh with it) and
  /// written as non-final blocks; ``finish(_:)`` writes the last piece, the final block and the
  /// Adler-32 checksum of everything.
  ///
  /// ```swift
  /// var stream = Deflate.ZlibStream(effort: .fast)
  /// var output = stream.append(firstPiece)
  /// output += stream.finish(lastPiece)
  /// ```
  public struct ZlibStream: Sendable {
    private let effort: Effort
    private var writer = BitWriter()
    private var checksum: UInt32 = 1
    private var startedHeader = false

    /// A stream whose matcher searches with `effort`.
    public init(effort: Effort = .balanced) {
      self.effort = effort
    }

    /// Compresses `piece`, returning the compressed bytes completed so far (a few bits may
    /// wait for the next piece).
    public mutating func append(_ piece: [UInt8]) -> [UInt8] {
      write(piece, isLast: false)
    }

    /// Compresses the last `piece` (which may be empty) and ends the stream, returning the
    /// rest of its bytes. The stream must not be used afterwards.
    public mutating func finish(_ piece: [UInt8] = []) -> [UInt8] {
      var output = write(piece, isLast: true)
      output += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> UInt32($0)) }
      return output
    }

    private mutating func write(_ piece: [UInt8], isLast: Bool) -> [UInt8] {
      // CMF: deflate with a 32 KiB window; FLG: default level, check bits as in zlibCompress.
      var output: [UInt8] = startedHeader ? [] : [0x78, 0x9C]
      startedHeader = true
      checksum = Adler32.checksum(piece, continuing: checksum)
      let symbols = LZ77.tokens(of: piece, effort: effort)
      BlockWriter.write(symbols: symbols, data: piece, to: &writer, endsStream: isLast)
      if isLast { writer.alignToByte() }
      output += writer.takeBytes()
      return output
    }
  }
}
