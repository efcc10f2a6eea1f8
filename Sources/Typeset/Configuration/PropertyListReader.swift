import Foundation

/// Reads a property list (XML or binary) into the same tree the JSON parser makes, so that a
/// typography file can be written in either form with one structure.
///
/// XML property lists are read by ``XMLPropertyListParser``, which keeps the line and column of
/// every value (Foundation's reader keeps none), so their diagnostics have positions as JSON's
/// do. Binary property lists (`bplist00`) have no lines; Foundation reads them and their
/// diagnostics name paths only. Dates and data have no place in a typography file and are
/// reported as such by validation (they read as strings describing their type).
enum PropertyListReader {
  /// Why a property list could not be read, and where (XML only).
  struct ReadError: Error, Hashable, Sendable {
    let message: String
    var location: SourceLocation?
  }

  static func parse(_ bytes: [UInt8]) throws(ReadError) -> ConfigNode {
    guard bytes.starts(with: Array("bplist".utf8)) else {
      do {
        return try XMLPropertyListParser.parse(bytes)
      } catch {
        throw ReadError(
          message: "not a valid XML property list: \(error.message)", location: error.location)
      }
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      throw ReadError(
        message:
          "not a valid binary property list (Foundation cannot decode it); a binary property "
          + "list has no lines to point at: write the typography as JSON or an XML property "
          + "list (`plutil -convert xml1 FILE` on a Mac) to see where")
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
