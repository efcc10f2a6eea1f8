/// An object of the typography file with a fixed set of keys: the file itself, a face, a
/// style, a scaling …
///
/// ```swift
/// TypographyFormat.override.keyNames  // ["size", "leading", "weight", "tracking"]
/// ```
package struct FormatObject: Sendable {
  /// A short name for the object, used to name its definition in the JSON Schema (`style`).
  package let name: String
  /// One sentence saying what the object is.
  package let documentation: String
  /// Its keys, in the order the file and the documentation list them.
  package let keys: [FormatKey]
  /// Keys it must have when another key has some values (a `stepped` scaling needs `step`).
  package let requirements: [FormatRequirement]

  /// An object called `name` with `keys`.
  package init(
    _ name: String, _ documentation: String, keys: [FormatKey],
    requirements: [FormatRequirement] = []
  ) {
    self.name = name
    self.documentation = documentation
    self.keys = keys
    self.requirements = requirements
    keyNames = keys.map(\.name)
    requiredKeys = keys.filter(\.isRequired)
  }

  /// The names of the keys, in order: the keys the decoder accepts, and suggests from when it
  /// meets an unknown one. Made once, since the decoder asks for every object it reads.
  package let keyNames: [String]
  /// The keys the object must have, in order.
  package let requiredKeys: [FormatKey]

  /// The key named `name`, or `nil`.
  package subscript(name: String) -> FormatKey? {
    keys.first { $0.name == name }
  }
}
