import Foundation

/// Reads a property list (XML, or binary through ``BinaryPropertyListReader``) into the same tree the JSON parser makes, so that a
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
    if BinaryPropertyListReader.isBinary(bytes) {
      do {
        return try BinaryPropertyListReader.parse(bytes)
      } catch {
        throw ReadError(message: error.message)
      }
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      throw ReadError(message: "not a valid property list (\(error.localizedDescription))")
    }
    return node(object, depth: 0)
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
