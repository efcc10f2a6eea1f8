import Typeset

extension Diagnostic {
  /// The diagnostic as `--format json` writes it: `code`, `severity`, `path` (dotted) and
  /// `field` (its components: keys as strings, indices as numbers), `message`, and `found`,
  /// `allowed`, `hint`, `line` and `column`, each `null` when unknown.
  package var jsonValue: JSONValue {
    .object([
      ("code", .string(code.rawValue)),
      ("severity", .string(severity.rawValue)),
      ("path", .string(path)),
      ("field", field.jsonValue),
      ("message", .string(message)),
      ("found", found.map(JSONValue.string) ?? .null),
      ("allowed", allowed.map(JSONValue.string) ?? .null),
      ("hint", hint.map(JSONValue.string) ?? .null),
      ("line", .optional(location.map { Double($0.line) })),
      ("column", .optional(location.map { Double($0.column) })),
    ])
  }
}

extension FieldPath {
  /// The components as a JSON array: keys as strings, indices as numbers
  /// (`["families", "Brand", "faces", 0, "file"]`).
  package var jsonValue: JSONValue {
    .array(
      components.map {
        switch $0 {
        case .key(let name): .string(name)
        case .index(let index): .number(Double(index))
        }
      })
  }
}
