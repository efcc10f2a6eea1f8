/// Finds repeated strings for DEFLATE: hash chains over three-byte prefixes in a 32 KiB window,
/// with one step of lazy matching (a match is deferred when the next position has a longer one).
enum LZ77 {
  static let windowSize = 32_768
  static let minimumMatch = 3
  static let maximumMatch = 258
  private static let hashBits = 15

  static func tokens(
    of data: [UInt8], effort: Deflate.Effort, progress: ((Double) -> Void)? = nil
  ) -> [LZ77Symbol] {
    var symbols: [LZ77Symbol] = []
    symbols.reserveCapacity(data.count / 3 + 16)
    let count = data.count
    if count < minimumMatch {
      for byte in data { symbols.append(.literal(byte)) }
      return symbols
    }
    let hashSize = 1 << hashBits
    let windowMask = windowSize - 1
    var head = [Int32](repeating: -1, count: hashSize)
    var previous = [Int32](repeating: -1, count: windowSize)

    data.withUnsafeBufferPointer { bytes in
      head.withUnsafeMutableBufferPointer { head in
        previous.withUnsafeMutableBufferPointer { previous in
          @inline(__always) func hash(at position: Int) -> Int {
            let value =
              UInt32(bytes[position]) << 16 | UInt32(bytes[position + 1]) << 8
              | UInt32(bytes[position + 2])
            return Int((value &* 0x9E37_79B1) >> UInt32(32 - hashBits))
          }
          @inline(__always) func insert(_ position: Int) {
            guard position + minimumMatch <= count else { return }
            let key = hash(at: position)
            previous[position & windowMask] = head[key]
            head[key] = Int32(position)
          }
          /// The longest match for `position` among earlier positions with the same hash.
          @inline(__always) func longestMatch(at position: Int, atLeast floor: Int) -> (
            length: Int, distance: Int
          ) {
            guard position + minimumMatch <= count else { return (0, 0) }
            let limit = min(maximumMatch, count - position)
            var bestLength = floor
            var bestDistance = 0
            var candidate = Int(head[hash(at: position)])
            var chain = effort.maximumChainLength
            while candidate >= 0, chain > 0 {
              let distance = position - candidate
              if distance > windowSize || distance <= 0 { break }
              // Check the byte that would make the match longer first.
              if bestLength < limit, bytes[candidate + bestLength] == bytes[position + bestLength],
                bytes[candidate] == bytes[position]
              {
                var length = 0
                while length < limit, bytes[candidate + length] == bytes[position + length] {
                  length += 1
                }
                if length > bestLength {
                  bestLength = length
                  bestDistance = distance
                  if length >= effort.niceLength || length == limit { break }
                }
              }
              candidate = Int(previous[candidate & windowMask])
              chain -= 1
            }
            return bestDistance == 0 ? (0, 0) : (bestLength, bestDistance)
          }

          var position = 0
          var pending: (length: Int, distance: Int)? = nil
          var nextReport = 1 << 20
          while position < count {
            if position >= nextReport, let progress {
              progress(Double(position) / Double(count))
              nextReport = position + (1 << 20)
            }
            let match = longestMatch(
              at: position, atLeast: max(minimumMatch - 1, pending.map(\.length) ?? 0))
            insert(position)
            if let held = pending {
              if match.length > held.length {
                // The match one byte later is longer: send the held byte as a literal.
                symbols.append(.literal(bytes[position - 1]))
                pending = match
                position += 1
              } else {
                symbols.append(.match(length: held.length, distance: held.distance))
                // The held match started at position - 1; insert the rest of it.
                let end = position - 1 + held.length
                position += 1
                while position < end {
                  insert(position)
                  position += 1
                }
                pending = nil
              }
            } else if match.length >= minimumMatch {
              if match.length >= effort.niceLength {
                symbols.append(.match(length: match.length, distance: match.distance))
                let end = position + match.length
                position += 1
                while position < end {
                  insert(position)
                  position += 1
                }
              } else {
                pending = match
                position += 1
              }
            } else {
              symbols.append(.literal(bytes[position]))
              position += 1
            }
          }
          if let held = pending {
            symbols.append(.match(length: held.length, distance: held.distance))
          }
        }
      }
    }
    return symbols
  }
}
