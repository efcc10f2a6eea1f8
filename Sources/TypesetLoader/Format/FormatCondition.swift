/// Some values of a key of the same object: the strategies a scaling's `step` (or `sizes`,
/// `preset`) goes with, or that need it.
package struct FormatCondition: Sendable {
  /// The key's name, such as `strategy`.
  package let key: String
  /// Every name the key takes, such as the strategies.
  package let names: FormatNames?
  /// The values, such as `stepped`, read as the key reads them (`Stepped` too).
  package let values: [String]

  /// The values `values` of `key`.
  package init(_ key: FormatKey, is values: [String]) {
    self.key = key.name
    self.names = key.value.names
    self.values = values
  }

  /// Whether `value`, as the key reads it, is one of ``values``.
  package func contains(_ value: String) -> Bool {
    values.contains { $0.lowercased() == value.lowercased() }
  }
}
