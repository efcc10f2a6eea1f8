/// A canonical Huffman code (RFC 1951, 3.2.2): code lengths, and the codes they imply, stored
/// bit-reversed so that they can be written least significant bit first.
struct HuffmanCode {
  /// The length in bits of each symbol's code; 0 for a symbol that does not occur.
  let lengths: [UInt8]
  /// Each symbol's code, bit-reversed.
  let codes: [UInt32]

  /// The canonical code for the given lengths.
  init(lengths: [UInt8]) {
    self.lengths = lengths
    let maximum = Int(lengths.max() ?? 0)
    var lengthCounts = [Int](repeating: 0, count: maximum + 1)
    for length in lengths where length > 0 { lengthCounts[Int(length)] += 1 }
    var nextCode = [UInt32](repeating: 0, count: maximum + 2)
    var code: UInt32 = 0
    if maximum > 0 {
      for bits in 1...maximum {
        code = (code + UInt32(lengthCounts[bits - 1])) << 1
        nextCode[bits] = code
      }
    }
    var codes = [UInt32](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length > 0 {
      codes[symbol] = Self.reversed(nextCode[Int(length)], bits: Int(length))
      nextCode[Int(length)] += 1
    }
    self.codes = codes
  }

  /// The code built for symbol frequencies, no code longer than `limit` bits.
  init(frequencies: [Int], limit: Int) {
    self.init(lengths: Self.lengths(for: frequencies, limit: limit))
  }

  static func reversed(_ code: UInt32, bits: Int) -> UInt32 {
    var input = code
    var output: UInt32 = 0
    for _ in 0..<bits {
      output = (output << 1) | (input & 1)
      input >>= 1
    }
    return output
  }

  /// Optimal code lengths limited to `limit` bits, by the package-merge algorithm (Larmore and
  /// Hirschberg, 1990): a symbol's length is the number of times it is chosen across the
  /// levels. A single used symbol gets length 1.
  static func lengths(for frequencies: [Int], limit: Int) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: frequencies.count)
    let used = frequencies.indices.filter { frequencies[$0] > 0 }
      .sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
    if used.isEmpty { return result }
    if used.count == 1 {
      result[used[0]] = 1
      return result
    }
    precondition(used.count <= 1 << limit, "too many symbols for the length limit")

    // Items: leaves (symbol >= 0) and packages of two earlier items.
    var weights: [Int] = []
    var left: [Int32] = []
    var right: [Int32] = []
    var symbols: [Int32] = []
    weights.reserveCapacity(used.count * 2 * limit)
    func add(weight: Int, left l: Int32, right r: Int32, symbol: Int32) -> Int32 {
      weights.append(weight)
      left.append(l)
      right.append(r)
      symbols.append(symbol)
      return Int32(weights.count - 1)
    }
    let leaves = used.map { add(weight: frequencies[$0], left: -1, right: -1, symbol: Int32($0)) }
    var list = leaves
    for _ in 1..<limit {
      var packages: [Int32] = []
      packages.reserveCapacity(list.count / 2)
      var index = 0
      while index + 1 < list.count {
        let first = list[index]
        let second = list[index + 1]
        packages.append(
          add(
            weight: weights[Int(first)] + weights[Int(second)], left: first, right: second,
            symbol: -1))
        index += 2
      }
      // Merge leaves and packages by weight; leaves first on ties.
      var merged: [Int32] = []
      merged.reserveCapacity(leaves.count + packages.count)
      var leafIndex = 0
      var packageIndex = 0
      while leafIndex < leaves.count || packageIndex < packages.count {
        if packageIndex == packages.count
          || (leafIndex < leaves.count
            && weights[Int(leaves[leafIndex])] <= weights[Int(packages[packageIndex])])
        {
          merged.append(leaves[leafIndex])
          leafIndex += 1
        } else {
          merged.append(packages[packageIndex])
          packageIndex += 1
        }
      }
      list = merged
    }
    var stack: [Int32] = Array(list.prefix(2 * used.count - 2))
    while let item = stack.popLast() {
      let symbol = symbols[Int(item)]
      if symbol >= 0 {
        result[Int(symbol)] += 1
      } else {
        stack.append(left[Int(item)])
        stack.append(right[Int(item)])
      }
    }
    return result
  }
}
