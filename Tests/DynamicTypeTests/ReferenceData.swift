import Foundation

/// A JSON value, Sendable so the reference data can be shared between tests.
enum JSON: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  init(_ any: Any) {
    switch any {
    // JSONSerialization returns booleans as NSNumber whose Objective-C type is "c".
    case let number as NSNumber where String(cString: number.objCType) == "c":
      self = .bool(number.boolValue)
    case let number as NSNumber: self = .number(number.doubleValue)
    case let string as String: self = .string(string)
    case let array as [Any]: self = .array(array.map(JSON.init))
    case let object as [String: Any]: self = .object(object.mapValues(JSON.init))
    default: self = .null
    }
  }

  subscript(key: String) -> JSON {
    if case .object(let object) = self { return object[key] ?? .null }
    return .null
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var object: [String: JSON] {
    if case .object(let value) = self { return value }
    return [:]
  }

  var array: [JSON] {
    if case .array(let value) = self { return value }
    return []
  }
}

/// The reference JSON files in `Reference/` at the package root (the one copy in the repository,
/// which `Scripts/generate-reference-tables.py` generates the Swift tables from), read with
/// Foundation so the tests check the Swift tables against the published data.
enum ReferenceData {
  /// The package root, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let dynamicType = load("dynamic-type")
  static let systemFonts = load("system-fonts")

  static func table(_ name: String) -> JSON {
    dynamicType["tables"][name]
  }

  private static func load(_ name: String) -> JSON {
    let url = packageRoot.appendingPathComponent("Reference/\(name).json")
    guard
      let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data)
    else {
      fatalError("missing or unreadable reference file \(url.path)")
    }
    return JSON(object)
  }
}
