import Typeset

/// The one rule for the names generators derive from a typography's names (Swift
/// identifiers, CSS classes, design token names): each is non-empty and unique, and when two
/// names give the same text the later one, in the typography's order of styles, gets the first
/// free numbered form, with a warning that names both.
///
/// ```swift
/// let classes = GeneratedNames(
///   [.custom("a b"), .custom("a-b")], kind: "CSS class", base: { "typeset-a-b" },
///   numbered: { "\($0)-\($1)" })
/// classes[.custom("a-b")]  // "typeset-a-b-2"
/// classes.warnings          // [styles.a-b: CSS class typeset-a-b-2: typeset-a-b is already "a b"'s]
/// ```
public struct GeneratedNames<Key: Hashable & Sendable>: Sendable {
  /// The name of each key.
  public let names: [Key: String]
  /// One warning per key whose name had to be numbered, at the key's path.
  public let warnings: [Diagnostic]

  /// Names for `keys`, in their order.
  ///
  /// - Parameters:
  ///   - keys: What to name, in the order that decides who keeps the plain name.
  ///   - kind: What the names are, for the warnings (`CSS class`).
  ///   - reserved: Names no key may take (the generated code's own members).
  ///   - path: The key's path in the typography file, where a warning points.
  ///   - label: How a warning names a key (`"a b"`).
  ///   - base: The name a key would have on its own; never empty.
  ///   - numbered: The name with a number, from 2 up, to make it unique.
  public init(
    _ keys: [Key], kind: String, reserved: Set<String> = [], path: (Key) -> FieldPath,
    label: (Key) -> String, base: (Key) -> String, numbered: (String, Int) -> String
  ) {
    var names: [Key: String] = [:]
    var owners: [String: Key] = [:]
    var warnings: [Diagnostic] = []
    for key in keys where names[key] == nil {
      let plain = base(key)
      var candidate = plain
      var counter = 2
      while reserved.contains(candidate) || owners[candidate] != nil {
        candidate = numbered(plain, counter)
        counter += 1
      }
      if candidate != plain, let owner = owners[plain] {
        warnings.append(
          Diagnostic(
            .warning, .renamedIdentifier, at: path(key),
            problem:
              "\(kind) \(candidate): \(label(key)) and \(label(owner)) both give \(plain), "
              + "which \(label(owner)) keeps"))
      }
      owners[candidate] = key
      names[key] = candidate
    }
    self.names = names
    self.warnings = warnings
  }

  /// The name of `key`, if it was named.
  public subscript(key: Key) -> String? { names[key] }
}

extension GeneratedNames where Key == StyleName {
  /// Names for a typography's styles, in its order of styles (Apple's first, then custom
  /// styles by name), so the same file always gives the same names.
  public init(
    styles typography: Typography, kind: String, reserved: Set<String> = [],
    base: (StyleName) -> String, numbered: (String, Int) -> String
  ) {
    self.init(
      typography.styleNames, kind: kind, reserved: reserved,
      path: { FieldPath.key("styles")[$0.description] },
      label: { "\"\($0)\"" }, base: base, numbered: numbered)
  }
}
