import Foundation

/// Reads a property list (XML or binary) into the same tree the JSON parser makes, so that a
/// typography file can be written in either form with one structure.
///
/// Property lists carry no positions, so diagnostics for them name paths only. Dates and data
/// have no place in a typography file and are reported as such by validation (they read as
/// strings describing their type).
enum PropertyListReader {
  /// Why a property list could not be read.
  struct ReadError: Error, Hashable, Sendable {
    let message: String
  }

  static func parse(_ bytes: [UInt8]) throws(ReadError) -> ConfigNode {
    // swift-corelibs-foundation crashes bridging a binary property list's set (found by
    // fuzzing); typography files have no sets, so such a file is refused before Foundation
    // reads it.
    if binaryListHasSet(bytes) {
      throw ReadError(
        message:
          "not a valid property list (a binary property list with a set, which typography files cannot hold)"
      )
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      throw ReadError(message: "not a valid property list (\(error.localizedDescription))")
    }
    return node(object, depth: 0)
  }

  /// Whether `bytes` are a binary property list (`bplist00`) one of whose objects is a set
  /// (marker `0xC_`). Every object is found through the offset table the trailer points to, so
  /// no byte inside a string or number is mistaken for a marker; a trailer that makes no sense
  /// is left to Foundation to report.
  static func binaryListHasSet(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist".utf8)) else { return false }
    let trailer = bytes.count - 32
    func integer(at start: Int, size: Int) -> Int? {
      guard size >= 1, size <= 8, start >= 0, start + size <= bytes.count else { return nil }
      var value: UInt64 = 0
      for byte in bytes[start..<start + size] { value = value << 8 | UInt64(byte) }
      return value <= UInt64(Int.max) ? Int(value) : nil
    }
    let offsetSize = Int(bytes[trailer + 6])
    guard (1...8).contains(offsetSize), let count = integer(at: trailer + 8, size: 8),
      let table = integer(at: trailer + 24, size: 8), table >= 8, table < trailer
    else { return false }
    for index in 0..<min(count, (trailer - table) / offsetSize) {
      guard let offset = integer(at: table + index * offsetSize, size: offsetSize),
        offset >= 8, offset < trailer
      else { continue }
      if bytes[offset] >> 4 == 0xC { return true }
    }
    return false
  }

  private static func node(_ object: Any, depth: Int) -> ConfigNode {
    guard depth < JSONParser.maximumDepth else { return ConfigNode(kind: .null, location: nil) }
    switch object {
    case let string as String:
      return ConfigNode(kind: .string(string), location: nil)
    case let number as NSNumber:
      // Booleans bridge to NSNumber with the Objective-C type "c" on every platform.
      if String(cString: number.objCType) == "c" {
        return ConfigNode(kind: .bool(number.boolValue), location: nil)
      }
      return ConfigNode(kind: .number(number.doubleValue), location: nil)
    case let array as [Any]:
      return ConfigNode(kind: .array(array.map { node($0, depth: depth + 1) }), location: nil)
    case let dictionary as [String: Any]:
      // Property list dictionaries are unordered; sort keys so diagnostics come out stable.
      let members = dictionary.keys.sorted().map { key in
        ConfigNode.Member(
          key: key, keyLocation: nil, value: node(dictionary[key]!, depth: depth + 1))
      }
      return ConfigNode(kind: .object(members), location: nil)
    default:
      return ConfigNode(kind: .string("<\(type(of: object))>"), location: nil)
    }
  }
}
