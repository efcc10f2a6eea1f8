/// A CFF `DICT`: operators with their numeric operands.
///
/// CFF spec section 4 ("DICT Data"); CFF2 adds the `blend` operator (23) in Private DICTs and
/// drops a few operators. Operators `12 x` are stored as `1200 + x`. Only the operators the
/// outline decoder needs are ever looked up; `blend` operands are left on the stack, so a blended
/// value reads as its default followed by deltas, which no operator used here takes.
struct CompactFontDict: Sendable {
  static let charset = 15
  static let charStrings = 17
  static let privateDict = 18
  static let subroutines = 19
  static let variationStoreOffset = 24
  static let vsIndex = 22
  static let charstringType = 1206
  static let registryOrderingSupplement = 1230
  static let fontDictArray = 1236
  static let fontDictSelect = 1237

  private var entries: [Int: [Double]] = [:]

  /// Parses every entry of the dict's bytes.
  init(_ reader: ByteReader, isCFF2: Bool, tag: Tag) throws(OpenTypeError) {
    var reader = reader
    var operands: [Double] = []
    let maximumOperands = isCFF2 ? 513 : 48
    while reader.remaining > 0 {
      let b0 = Int(try reader.readUInt8())
      switch b0 {
      case 0...21:
        let op = b0 == 12 ? 1200 + Int(try reader.readUInt8()) : b0
        entries[op] = operands
        operands.removeAll(keepingCapacity: true)
      case 22...27:
        // CFF2 vsindex (22) and blend (23); other codes are reserved.
        if b0 == 23, isCFF2 {
          _ = operands.popLast()
        } else {
          entries[b0] = operands
          operands.removeAll(keepingCapacity: true)
        }
      case 30:
        operands.append(try Self.readReal(&reader, tag: tag))
      case 28, 29, 32...254:
        operands.append(Double(try Self.readInteger(b0, &reader)))
      default:
        throw .malformedTable(tag, reason: "DICT byte \(b0)")
      }
      guard operands.count <= maximumOperands else {
        throw .limitExceeded(tag, reason: "DICT has more than \(maximumOperands) operands")
      }
    }
  }

  /// Reads an integer operand that starts with `b0` (shared with DICTs only; charstrings differ
  /// for 28 and 255).
  static func readInteger(_ b0: Int, _ reader: inout ByteReader) throws(OpenTypeError) -> Int {
    switch b0 {
    case 28: return Int(try reader.readInt16())
    case 29: return Int(try reader.readInt32())
    case 32...246: return b0 - 139
    case 247...250: return (b0 - 247) * 256 + Int(try reader.readUInt8()) + 108
    default: return -(b0 - 251) * 256 - Int(try reader.readUInt8()) - 108
    }
  }

  /// A real number: nibbles for digits, `.`, `E`, `E-` and `-`, ended by 0xf.
  private static func readReal(_ reader: inout ByteReader, tag: Tag) throws(OpenTypeError) -> Double
  {
    var text = ""
    while true {
      let byte = try reader.readUInt8()
      for nibble in [byte >> 4, byte & 0x0F] {
        switch nibble {
        case 0...9: text.unicodeScalars.append(Unicode.Scalar(48 + nibble))
        case 0xA: text += "."
        case 0xB: text += "E"
        case 0xC: text += "E-"
        case 0xE: text += "-"
        case 0xF: return Double(text) ?? 0
        default: throw .malformedTable(tag, reason: "reserved nibble in a real number")
        }
      }
      guard text.utf8.count < 64 else {
        throw .malformedTable(tag, reason: "real number too long")
      }
    }
  }

  /// The operands of an operator, if present.
  func operands(_ op: Int) -> [Double]? {
    entries[op]
  }

  /// The operator's operand number `index` as a non-negative offset or count.
  ///
  /// - Throws: ``OpenTypeError/malformedTable(_:reason:)`` for a missing, negative, fractional
  ///   or huge value.
  func integer(_ op: Int, at index: Int = 0, tag: Tag) throws(OpenTypeError) -> Int? {
    guard let values = entries[op] else { return nil }
    guard index < values.count else {
      throw .malformedTable(tag, reason: "DICT operator \(op) lacks operands")
    }
    let value = values[index]
    guard value >= 0, value <= Double(Int32.max), value == Double(Int(value)) else {
      throw .malformedTable(tag, reason: "DICT operator \(op) has value \(value)")
    }
    return Int(value)
  }
}
