/// A small DEFLATE decoder (RFC 1951), written for the tests only: it checks that the encoder's
/// output decodes to the input, independently of the encoder's own tables.
struct Inflate {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private(set) var output: [UInt8] = []
  /// Block types seen, in order: 0 stored, 1 fixed, 2 dynamic.
  private(set) var blockTypes: [Int] = []

  /// Decodes a zlib stream and checks its header and Adler-32.
  static func zlib(_ data: [UInt8]) throws -> (bytes: [UInt8], blockTypes: [Int]) {
    guard data.count >= 6, data[0] & 0x0F == 8, (Int(data[0]) << 8 | Int(data[1])) % 31 == 0 else {
      throw Failure(description: "bad zlib header")
    }
    var inflater = Inflate(input: Array(data[2..<(data.count - 4)]))
    try inflater.run()
    let stored = data.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in inflater.output {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    guard stored == (b << 16 | a) else { throw Failure(description: "Adler-32 mismatch") }
    return (inflater.output, inflater.blockTypes)
  }

  init(input: [UInt8]) {
    self.input = input
  }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else { throw Failure(description: "unexpected end") }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  /// A canonical code as (length, code) → symbol.
  private struct Code {
    var table: [Int: Int] = [:]  // key: length << 16 | code
    init(lengths: [Int]) throws {
      var counts = [Int](repeating: 0, count: 16)
      for length in lengths where length > 0 { counts[length] += 1 }
      var next = [Int](repeating: 0, count: 16)
      var code = 0
      for bits in 1..<16 {
        code = (code + counts[bits - 1]) << 1
        next[bits] = code
      }
      var left = 1
      for bits in 1..<16 {
        left = left * 2 - counts[bits]
        if left < 0 { throw Failure(description: "over-subscribed code") }
      }
      for (symbol, length) in lengths.enumerated() where length > 0 {
        table[length << 16 | next[length]] = symbol
        next[length] += 1
      }
    }
  }

  private mutating func decode(_ code: Code) throws -> Int {
    var value = 0
    for length in 1..<16 {
      value = value << 1 | (try bits(1))
      if let symbol = code.table[length << 16 | value] { return symbol }
    }
    throw Failure(description: "invalid code")
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  private mutating func run() throws {
    var final = 0
    repeat {
      final = try bits(1)
      let type = try bits(2)
      blockTypes.append(type)
      switch type {
      case 0:
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(description: "short stored") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw Failure(description: "bad NLEN") }
        position += 4
        guard position + length <= input.count else { throw Failure(description: "short data") }
        output += input[position..<(position + length)]
        position += length
      case 1:
        let literals = try Code(
          lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
        try block(literals, try Code(lengths: [Int](repeating: 5, count: 30)))
      case 2:
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengths[order[index]] = try bits(3) }
        let codeLengthCode = try Code(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try decode(codeLengthCode)
          switch symbol {
          case 0...15: lengths.append(symbol)
          case 16:
            guard let last = lengths.last else { throw Failure(description: "repeat first") }
            lengths += [Int](repeating: last, count: 3 + (try bits(2)))
          case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
          default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
          }
        }
        guard lengths.count == literalCount + distanceCount else {
          throw Failure(description: "lengths overflow")
        }
        try block(
          try Code(lengths: Array(lengths[0..<literalCount])),
          try Code(lengths: Array(lengths[literalCount...])))
      default:
        throw Failure(description: "reserved block type")
      }
    } while final == 0
  }

  private mutating func block(_ literals: Code, _ distances: Code) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < 29 else { throw Failure(description: "bad length code") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceCode = try decode(distances)
        guard distanceCode < 30 else { throw Failure(description: "bad distance code") }
        let distance =
          Self.distanceBase[distanceCode] + (try bits(Self.distanceExtra[distanceCode]))
        guard distance <= output.count else { throw Failure(description: "distance too far") }
        for _ in 0..<length { output.append(output[output.count - distance]) }
      }
    }
  }
}
