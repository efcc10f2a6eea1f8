import Typeset

/// The Unicode encoding of a text file, detected as RFC 8259 §8.1 and RFC 4627 §3 describe:
/// a byte order mark, or, without one, the pattern of zero bytes in the first four (a JSON
/// text starts with two ASCII characters, so `00 00 00 xx` is UTF-32BE, `00 xx 00 xx`
/// UTF-16BE, `xx 00 00 00` UTF-32LE and `xx 00 xx 00` UTF-16LE).
///
/// Typography files are read as UTF-8; one written in UTF-16 or UTF-32 (as some Windows
/// editors and `iconv` do) is transcoded first, so its positions and messages are the same.
enum TextEncoding: String, Hashable, Sendable {
  case utf8 = "UTF-8"
  case utf16BigEndian = "UTF-16BE"
  case utf16LittleEndian = "UTF-16LE"
  case utf32BigEndian = "UTF-32BE"
  case utf32LittleEndian = "UTF-32LE"

  /// Why bytes are not valid text in the encoding they were detected as.
  struct DecodingError: Error, Hashable, Sendable {
    let message: String
  }

  /// The encoding of `bytes` and the length of its byte order mark (0 without one).
  static func detect(_ bytes: [UInt8]) -> (encoding: TextEncoding, byteOrderMark: Int) {
    let head = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
    switch (head[0], head[1], head[2], head[3]) {
    case (0x00, 0x00, 0xFE, 0xFF): return (.utf32BigEndian, 4)
    case (0xFF, 0xFE, 0x00, 0x00) where bytes.count >= 4: return (.utf32LittleEndian, 4)
    case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
    case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
    case (0xEF, 0xBB, 0xBF, _): return (.utf8, 3)
    case (0x00, 0x00, 0x00, let d) where d != 0 && bytes.count >= 4: return (.utf32BigEndian, 0)
    case (let a, 0x00, 0x00, 0x00) where a != 0 && bytes.count >= 4:
      return (.utf32LittleEndian, 0)
    case (0x00, let b, _, _) where b != 0 && bytes.count >= 2: return (.utf16BigEndian, 0)
    case (let a, 0x00, _, _) where a != 0 && bytes.count >= 2: return (.utf16LittleEndian, 0)
    default: return (.utf8, 0)
    }
  }

  /// `bytes` as UTF-8 without a byte order mark: unchanged when they are UTF-8, transcoded
  /// from UTF-16 or UTF-32 otherwise.
  ///
  /// - Throws: ``DecodingError`` naming the encoding and the byte offset of the first code
  ///   unit that is not valid (an unpaired surrogate, a truncated code unit).
  static func utf8(_ bytes: [UInt8]) throws(DecodingError) -> [UInt8] {
    let (encoding, mark) = detect(bytes)
    let body = bytes[mark...]
    switch encoding {
    case .utf8:
      return mark == 0 ? bytes : Array(body)
    case .utf16BigEndian, .utf16LittleEndian:
      guard body.count % 2 == 0 else {
        throw DecodingError(
          message: "not valid \(encoding.rawValue) text: an odd number of bytes (\(bytes.count))")
      }
      let bigEndian = encoding == .utf16BigEndian
      var units: [UInt16] = []
      units.reserveCapacity(body.count / 2)
      var index = body.startIndex
      while index < body.endIndex {
        let first = UInt16(body[index])
        let second = UInt16(body[index + 1])
        units.append(bigEndian ? first << 8 | second : second << 8 | first)
        index += 2
      }
      return try transcode(units, UTF16.self, encoding, mark: mark, unitSize: 2)
    case .utf32BigEndian, .utf32LittleEndian:
      guard body.count % 4 == 0 else {
        throw DecodingError(
          message:
            "not valid \(encoding.rawValue) text: \(bytes.count) bytes is not a multiple of 4")
      }
      let bigEndian = encoding == .utf32BigEndian
      var units: [UInt32] = []
      units.reserveCapacity(body.count / 4)
      var index = body.startIndex
      while index < body.endIndex {
        var value: UInt32 = 0
        for offset in 0..<4 {
          let byte = UInt32(body[index + (bigEndian ? offset : 3 - offset)])
          value = value << 8 | byte
        }
        units.append(value)
        index += 4
      }
      return try transcode(units, UTF32.self, encoding, mark: mark, unitSize: 4)
    }
  }

  private static func transcode<Codec: UnicodeCodec>(
    _ units: [Codec.CodeUnit], _ codec: Codec.Type, _ encoding: TextEncoding, mark: Int,
    unitSize: Int
  ) throws(DecodingError) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(units.count)
    var decoder = Codec()
    var iterator = units.makeIterator()
    var consumed = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        output.append(contentsOf: String(scalar).utf8)
        consumed += scalar.value > 0xFFFF && unitSize == 2 ? 2 : 1
      case .emptyInput:
        break loop
      case .error:
        throw DecodingError(
          message:
            "not valid \(encoding.rawValue) text: an invalid code unit at byte \(mark + consumed * unitSize)"
        )
      }
    }
    return output
  }
}
