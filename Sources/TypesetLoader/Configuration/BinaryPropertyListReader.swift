import Typeset

/// Reads a binary property list (`bplist00`, what `plutil -convert binary1` writes) into the
/// tree the JSON parser makes, without Foundation.
///
/// The format, as Apple's open-source CoreFoundation (`CFBinaryPList.c`) documents it: the
/// header `bplist00`; the objects, each a marker byte (type in the high nibble, a count or size
/// in the low one) and its bytes; a table of the objects' offsets; and a 32-byte trailer with
/// the sizes of offsets and object references, the object count, the top object and the
/// offset table's position. Every offset, count and reference is checked, and an object that
/// contains itself is reported, so a malformed file gives an error that names the byte offset.
///
/// Dates and data have no place in a typography file; they read as the strings `<Date>` and
/// `<Data>`, which validation reports as wrong types.
enum BinaryPropertyListReader {
  /// The header every binary property list starts with (`bplist` and the version `00`).
  static let magic: [UInt8] = Array("bplist00".utf8)

  /// Whether `bytes` start like a binary property list.
  static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.count >= magic.count && bytes[0..<magic.count].elementsEqual(magic)
  }

  /// Why a binary property list could not be read.
  struct ReadError: Error, Hashable, Sendable {
    /// What is wrong, naming the byte offset where it can.
    let message: String
  }

  /// Reads the whole list.
  static func parse(_ bytes: [UInt8]) throws(ReadError) -> ConfigNode {
    var reader = try Reader(bytes)
    return try reader.node(reader.topObject, depth: 0)
  }

  private struct Reader {
    let bytes: [UInt8]
    let offsetSize: Int
    let referenceSize: Int
    let objectCount: Int
    let topObject: Int
    let offsetTable: Int
    /// The objects being read, outermost first: an object inside itself is a cycle.
    var open: Set<Int> = []

    init(_ bytes: [UInt8]) throws(ReadError) {
      self.bytes = bytes
      guard BinaryPropertyListReader.isBinary(bytes) else {
        throw ReadError(message: "not a binary property list (no bplist00 header)")
      }
      guard bytes.count >= 8 + 32 else {
        throw ReadError(message: "binary property list is truncated: \(bytes.count) bytes")
      }
      let trailer = bytes.count - 32
      offsetSize = Int(bytes[trailer + 6])
      referenceSize = Int(bytes[trailer + 7])
      guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
        throw ReadError(
          message: "binary property list trailer at byte \(trailer) gives offsets of "
            + "\(offsetSize) and references of \(referenceSize) bytes (1 to 8 allowed)")
      }
      let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
      let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
      let table = Self.unsigned(bytes, at: trailer + 24, size: 8)
      // The offset table lies between the header and the trailer.
      guard count > 0, table >= 8, table < UInt64(trailer),
        count <= UInt64(trailer - Int(table)) / UInt64(offsetSize)
      else {
        throw ReadError(
          message: "binary property list trailer at byte \(trailer) gives \(count) objects "
            + "with their offset table at byte \(table), outside the file")
      }
      guard top < count else {
        throw ReadError(
          message: "binary property list's top object \(top) is not one of its \(count) objects")
      }
      objectCount = Int(count)
      topObject = Int(top)
      offsetTable = Int(table)
    }

    /// A big-endian unsigned integer of `size` bytes (1 to 8) at `offset`, which the caller
    /// has checked.
    static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
      var value: UInt64 = 0
      for index in 0..<size { value = value << 8 | UInt64(bytes[offset + index]) }
      return value
    }

    /// The offset of object `index`, checked to lie before the offset table.
    func offset(of index: Int) throws(ReadError) -> Int {
      let offset = Self.unsigned(bytes, at: offsetTable + index * offsetSize, size: offsetSize)
      guard offset >= 8, offset < UInt64(offsetTable) else {
        throw ReadError(
          message: "binary property list object \(index) is at byte \(offset), outside the "
            + "object area (bytes 8 to \(offsetTable))")
      }
      return Int(offset)
    }

    /// `count` bytes at `offset`, checked to lie before the offset table.
    func require(_ count: Int, at offset: Int, for what: String) throws(ReadError) {
      guard count >= 0, offset <= offsetTable, count <= offsetTable - offset else {
        throw ReadError(
          message: "binary property list \(what) at byte \(offset) needs \(count) bytes, "
            + "past the end of the object area")
      }
    }

    /// The count in a marker's low nibble, or in the integer object that follows it when the
    /// nibble is 0xF; returns the count and the offset of the object's contents.
    func count(marker: UInt8, at offset: Int) throws(ReadError) -> (count: Int, start: Int) {
      let nibble = Int(marker & 0x0F)
      guard nibble == 0x0F else { return (nibble, offset + 1) }
      try require(1, at: offset + 1, for: "length")
      let lengthMarker = bytes[offset + 1]
      let size = 1 << Int(lengthMarker & 0x0F)
      guard lengthMarker & 0xF0 == 0x10, size <= 8 else {
        throw ReadError(
          message: "binary property list length at byte \(offset + 1) is not an integer "
            + "(marker 0x\(String(lengthMarker, radix: 16)))")
      }
      try require(size, at: offset + 2, for: "length")
      let count = Self.unsigned(bytes, at: offset + 2, size: size)
      guard count <= UInt64(offsetTable) else {
        throw ReadError(
          message: "binary property list length \(count) at byte \(offset + 1) is larger than "
            + "the file")
      }
      return (Int(count), offset + 2 + size)
    }

    /// The object a reference at `offset` names.
    func reference(at offset: Int) throws(ReadError) -> Int {
      let index = Self.unsigned(bytes, at: offset, size: referenceSize)
      guard index < UInt64(objectCount) else {
        throw ReadError(
          message: "binary property list reference at byte \(offset) names object \(index), "
            + "but there are \(objectCount)")
      }
      return Int(index)
    }

    mutating func node(_ index: Int, depth: Int) throws(ReadError) -> ConfigNode {
      guard depth < JSONParser.maximumDepth else {
        throw ReadError(
          message: "binary property list nests deeper than \(JSONParser.maximumDepth) levels")
      }
      let offset = try offset(of: index)
      let marker = bytes[offset]
      func value(_ kind: ConfigNode.Kind) -> ConfigNode { ConfigNode(kind: kind, location: nil) }
      switch marker >> 4 {
      case 0x0:
        switch marker {
        case 0x00: return value(.null)
        case 0x08: return value(.bool(false))
        case 0x09: return value(.bool(true))
        default: break
        }
      case 0x1:
        let size = 1 << Int(marker & 0x0F)
        guard size <= 16 else { break }
        try require(size, at: offset + 1, for: "integer")
        // 1, 2 and 4-byte integers are unsigned, 8-byte ones signed; a 16-byte integer's
        // high half is its sign (CFBinaryPList writes them for unsigned 64-bit values).
        let low = Self.unsigned(bytes, at: offset + 1 + max(0, size - 8), size: min(size, 8))
        let number = size == 8 ? Double(Int64(bitPattern: low)) : Double(low)
        return value(.number(number))
      case 0x2:
        let size = 1 << Int(marker & 0x0F)
        guard size == 4 || size == 8 else { break }
        try require(size, at: offset + 1, for: "real")
        let raw = Self.unsigned(bytes, at: offset + 1, size: size)
        let number =
          size == 4
          ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: raw))) : Double(bitPattern: raw)
        return value(.number(number))
      case 0x3:
        guard marker == 0x33 else { break }
        try require(8, at: offset + 1, for: "date")
        return value(.string("<Date>"))
      case 0x4:
        let (count, start) = try count(marker: marker, at: offset)
        try require(count, at: start, for: "data")
        return value(.string("<Data>"))
      case 0x5:
        let (count, start) = try count(marker: marker, at: offset)
        try require(count, at: start, for: "ASCII string")
        return value(.string(String(decoding: bytes[start..<start + count], as: UTF8.self)))
      case 0x6:
        let (count, start) = try count(marker: marker, at: offset)
        guard count <= Int.max / 2 else { break }
        try require(count * 2, at: start, for: "UTF-16 string")
        let units = (0..<count).map {
          UInt16(bytes[start + 2 * $0]) << 8 | UInt16(bytes[start + 2 * $0 + 1])
        }
        return value(.string(String(decoding: units, as: UTF16.self)))
      case 0x8:
        return value(.string("<UID>"))
      case 0xB, 0xC:
        throw ReadError(
          message: "binary property list object \(index) at byte \(offset) is a "
            + (marker >> 4 == 0xC ? "set" : "ordered set")
            + ", which a typography file cannot hold")
      case 0xA, 0xD:
        let (count, start) = try count(marker: marker, at: offset)
        let isDictionary = marker >> 4 == 0xD
        let references = isDictionary ? count * 2 : count
        guard count <= offsetTable / referenceSize else { break }
        try require(
          references * referenceSize, at: start, for: isDictionary ? "dictionary" : "array")
        guard open.insert(index).inserted else {
          throw ReadError(
            message: "binary property list object \(index) at byte \(offset) contains itself")
        }
        defer { open.remove(index) }
        if !isDictionary {
          var elements: [ConfigNode] = []
          elements.reserveCapacity(count)
          for element in 0..<count {
            let child = try reference(at: start + element * referenceSize)
            elements.append(try node(child, depth: depth + 1))
          }
          return value(.array(elements))
        }
        var members: [String: ConfigNode] = [:]
        for member in 0..<count {
          let keyIndex = try reference(at: start + member * referenceSize)
          let valueIndex = try reference(at: start + (count + member) * referenceSize)
          guard case .string(let key) = try node(keyIndex, depth: depth + 1).kind else {
            throw ReadError(
              message: "binary property list dictionary at byte \(offset) has a key that is "
                + "not a string (object \(keyIndex))")
          }
          members[key] = try node(valueIndex, depth: depth + 1)
        }
        // Dictionaries are unordered; sorted keys keep diagnostics stable.
        return value(
          .object(
            members.keys.sorted().map {
              ConfigNode.Member(key: $0, keyLocation: nil, value: members[$0]!)
            }))
      default:
        break
      }
      throw ReadError(
        message: "binary property list object \(index) at byte \(offset) has an unknown type "
          + "(marker 0x\(String(marker, radix: 16)))")
    }
  }
}
