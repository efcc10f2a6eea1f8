import OpenType

/// Writes LZ77 symbols as DEFLATE blocks, choosing per block the smallest of a dynamic Huffman
/// code, the fixed code and a stored (uncompressed) block.
enum BlockWriter {
  /// Symbols per block: long enough to amortise a dynamic header, short enough to adapt.
  static let symbolsPerBlock = 16_384

  private static let endOfBlock = 256

  /// Writes `symbols` (the LZ77 parse of `data`) as blocks; the last block is marked final only
  /// when `endsStream` is true, so that a stream can be written a piece at a time.
  static func write(
    symbols: [LZ77Symbol], data: [UInt8], to writer: inout BitWriter, endsStream: Bool = true
  ) {
    if symbols.isEmpty {
      guard endsStream else { return }
      // An empty stream is one final fixed block holding only the end-of-block code.
      writer.write(1, bits: 1)
      writer.write(1, bits: 2)
      writer.write(0, bits: 7)
      return
    }
    let fixedLiterals = HuffmanCode(lengths: DeflateFormat.fixedLiteralLengths)
    let fixedDistances = HuffmanCode(lengths: DeflateFormat.fixedDistanceLengths)
    var start = 0
    var dataOffset = 0
    while start < symbols.count {
      let end = min(start + symbolsPerBlock, symbols.count)
      let block = symbols[start..<end]
      var byteCount = 0
      for symbol in block { byteCount += symbol.isMatch ? symbol.length : 1 }
      let isFinal = endsStream && end == symbols.count

      var literalFrequencies = [Int](repeating: 0, count: 286)
      var distanceFrequencies = [Int](repeating: 0, count: 30)
      for symbol in block {
        if symbol.isMatch {
          literalFrequencies[257 + Int(DeflateTables.lengthCode[symbol.length])] += 1
          distanceFrequencies[DeflateTables.distanceCode(symbol.distance)] += 1
        } else {
          literalFrequencies[symbol.literal] += 1
        }
      }
      literalFrequencies[endOfBlock] = 1
      // Two distance codes at least, so that the distance code is complete (RFC 1951 allows
      // one, but some decoders reject an incomplete code).
      let usedDistances = distanceFrequencies.filter { $0 > 0 }.count
      if usedDistances < 2 {
        if distanceFrequencies[0] == 0 { distanceFrequencies[0] = 1 }
        if distanceFrequencies[1] == 0 { distanceFrequencies[1] = 1 }
      }
      let literals = HuffmanCode(frequencies: literalFrequencies, limit: 15)
      let distances = HuffmanCode(frequencies: distanceFrequencies, limit: 15)
      let header = DynamicHeader(literals: literals.lengths, distances: distances.lengths)

      let dynamicCost =
        3 + header.bitCount
        + dataCost(literalFrequencies, distanceFrequencies, literals.lengths, distances.lengths)
      let fixedCost =
        3
        + dataCost(
          literalFrequencies, distanceFrequencies, DeflateFormat.fixedLiteralLengths,
          DeflateFormat.fixedDistanceLengths)
      // A stored block: header bits, padding to a byte, LEN and NLEN, then the bytes; blocks
      // hold at most 65,535 bytes each.
      let storedCost = (byteCount + 65_534) / 65_535 * (3 + 7 + 32) + byteCount * 8

      if storedCost < min(dynamicCost, fixedCost) {
        writeStored(data[dataOffset..<dataOffset + byteCount], isFinal: isFinal, to: &writer)
      } else if fixedCost <= dynamicCost {
        writer.write(isFinal ? 1 : 0, bits: 1)
        writer.write(1, bits: 2)
        writeSymbols(block, literals: fixedLiterals, distances: fixedDistances, to: &writer)
      } else {
        writer.write(isFinal ? 1 : 0, bits: 1)
        writer.write(2, bits: 2)
        header.write(to: &writer)
        writeSymbols(block, literals: literals, distances: distances, to: &writer)
      }
      start = end
      dataOffset += byteCount
    }
  }

  private static func dataCost(
    _ literalFrequencies: [Int], _ distanceFrequencies: [Int], _ literalLengths: [UInt8],
    _ distanceLengths: [UInt8]
  ) -> Int {
    var bits = 0
    for symbol in 0..<286 where literalFrequencies[symbol] > 0 {
      var cost = Int(literalLengths[symbol])
      if symbol > 256 { cost += DeflateFormat.lengthExtraBits[symbol - 257] }
      bits += literalFrequencies[symbol] * cost
    }
    for code in 0..<30 where distanceFrequencies[code] > 0 {
      bits +=
        distanceFrequencies[code]
        * (Int(distanceLengths[code]) + DeflateFormat.distanceExtraBits[code])
    }
    return bits
  }

  private static func writeSymbols(
    _ block: ArraySlice<LZ77Symbol>, literals: HuffmanCode, distances: HuffmanCode,
    to writer: inout BitWriter
  ) {
    literals.codes.withUnsafeBufferPointer { literalCodes in
      literals.lengths.withUnsafeBufferPointer { literalLengths in
        for symbol in block {
          if symbol.isMatch {
            let lengthCode = Int(DeflateTables.lengthCode[symbol.length])
            writer.write(
              literalCodes[257 + lengthCode], bits: Int(literalLengths[257 + lengthCode]))
            let lengthExtra = DeflateFormat.lengthExtraBits[lengthCode]
            if lengthExtra > 0 {
              writer.write(
                UInt32(symbol.length - DeflateFormat.lengthBase[lengthCode]), bits: lengthExtra)
            }
            let distanceCode = DeflateTables.distanceCode(symbol.distance)
            writer.write(distances.codes[distanceCode], bits: Int(distances.lengths[distanceCode]))
            let distanceExtra = DeflateFormat.distanceExtraBits[distanceCode]
            if distanceExtra > 0 {
              writer.write(
                UInt32(symbol.distance - DeflateFormat.distanceBase[distanceCode]),
                bits: distanceExtra)
            }
          } else {
            writer.write(literalCodes[symbol.literal], bits: Int(literalLengths[symbol.literal]))
          }
        }
        writer.write(literalCodes[endOfBlock], bits: Int(literalLengths[endOfBlock]))
      }
    }
  }

  private static func writeStored(
    _ bytes: ArraySlice<UInt8>, isFinal: Bool, to writer: inout BitWriter
  ) {
    var offset = bytes.startIndex
    repeat {
      let length = min(65_535, bytes.endIndex - offset)
      let last = offset + length == bytes.endIndex
      writer.write(isFinal && last ? 1 : 0, bits: 1)
      writer.write(0, bits: 2)
      writer.alignToByte()
      writer.write(UInt32(length), bits: 16)
      writer.write(UInt32(~UInt16(length)), bits: 16)
      writer.append(contentsOf: bytes[offset..<offset + length])
      offset += length
    } while offset < bytes.endIndex
  }
}

/// The header of a dynamic Huffman block (RFC 1951, 3.2.7): the two codes' lengths, run-length
/// encoded and themselves Huffman coded.
struct DynamicHeader {
  /// Run-length symbols 0…18, each with its extra-bits value.
  private var runs: [(symbol: Int, extra: Int)] = []
  private let literalCount: Int
  private let distanceCount: Int
  private let codeLengthCode: HuffmanCode
  private let codeLengthCount: Int

  init(literals: [UInt8], distances: [UInt8]) {
    var literalCount = 286
    while literalCount > 257, literals[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1, distances[distanceCount - 1] == 0 { distanceCount -= 1 }
    self.literalCount = literalCount
    self.distanceCount = distanceCount
    // Both lengths arrays are run-length coded as one sequence.
    let sequence = Array(literals[0..<literalCount]) + Array(distances[0..<distanceCount])
    var index = 0
    while index < sequence.count {
      let length = sequence[index]
      var run = 1
      while index + run < sequence.count, sequence[index + run] == length { run += 1 }
      if length == 0, run >= 3 {
        let taken = min(run, 138)
        runs.append(taken <= 10 ? (17, taken - 3) : (18, taken - 11))
        index += taken
      } else if length != 0, run >= 4 {
        runs.append((Int(length), 0))
        let taken = min(run - 1, 6)
        runs.append((16, taken - 3))
        index += 1 + taken
      } else {
        runs.append((Int(length), 0))
        index += 1
      }
    }
    var frequencies = [Int](repeating: 0, count: 19)
    for run in runs { frequencies[run.symbol] += 1 }
    // zlib's inflate rejects an incomplete code-length code, so use two symbols at least.
    if frequencies.filter({ $0 > 0 }).count < 2 {
      frequencies[frequencies[0] == 0 ? 0 : 18] += 1
    }
    codeLengthCode = HuffmanCode(frequencies: frequencies, limit: 7)
    var count = 19
    while count > 4, codeLengthCode.lengths[DeflateFormat.codeLengthOrder[count - 1]] == 0 {
      count -= 1
    }
    codeLengthCount = count
  }

  /// The header's size in bits.
  var bitCount: Int {
    var bits = 5 + 5 + 4 + 3 * codeLengthCount
    for run in runs {
      bits += Int(codeLengthCode.lengths[run.symbol])
      bits += run.symbol == 16 ? 2 : run.symbol == 17 ? 3 : run.symbol == 18 ? 7 : 0
    }
    return bits
  }

  func write(to writer: inout BitWriter) {
    writer.write(UInt32(literalCount - 257), bits: 5)
    writer.write(UInt32(distanceCount - 1), bits: 5)
    writer.write(UInt32(codeLengthCount - 4), bits: 4)
    for index in 0..<codeLengthCount {
      writer.write(UInt32(codeLengthCode.lengths[DeflateFormat.codeLengthOrder[index]]), bits: 3)
    }
    for run in runs {
      writer.write(
        codeLengthCode.codes[run.symbol], bits: Int(codeLengthCode.lengths[run.symbol]))
      switch run.symbol {
      case 16: writer.write(UInt32(run.extra), bits: 2)
      case 17: writer.write(UInt32(run.extra), bits: 3)
      case 18: writer.write(UInt32(run.extra), bits: 7)
      default: break
      }
    }
  }
}
