import Foundation

/// The reference JSON (a copy of `shared/reference/dynamic-type.json` in the test resources),
/// read with Foundation so the tests check the Swift tables against the published data.
enum ReferenceData {
  static let dynamicType: [String: Any] = load("dynamic-type")
  static let systemFonts: [String: Any] = load("system-fonts")

  static var tables: [String: Any] { dynamicType["tables"] as! [String: Any] }

  static func table(_ name: String) -> [String: Any] {
    tables[name] as! [String: Any]
  }

  private static func load(_ name: String) -> [String: Any] {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Resources"),
      let data = try? Data(contentsOf: url),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      fatalError("missing test resource \(name).json")
    }
    return object
  }

  /// A JSON number as a Double, or nil for JSON null.
  static func number(_ value: Any?) -> Double? {
    if let number = value as? NSNumber { return number.doubleValue }
    return nil
  }

  /// The reference's short category keys (`AX1`) mapped to categories.
  static let categoryKeys: [String: Any] = dynamicType["categoryKeys"] as! [String: Any]
}
