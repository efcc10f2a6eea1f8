/// Where a value is in a typography or tokens file, as the keys and indices that lead to it:
/// `styles` › `body` › `size`, or `families` › `Brand` › `faces` › 0.
///
/// A path is built one step at a time, so a key that holds a dot or a bracket (a style named
/// `price.large`) stays one component; ``description`` writes the familiar dotted form.
///
/// ```swift
/// let path = FieldPath.key("styles")["body"]["size"]
/// print(path)  // styles.body.size
/// ```
public struct FieldPath: Hashable, Sendable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
    /// A key of an object.
    case key(String)
    /// A position in an array, from 0.
    case index(Int)
  }

  /// The steps from the top of the file, outermost first; empty for the file as a whole.
  public let components: [Component]

  /// Creates a path from its steps.
  package init(_ components: [Component] = []) {
    self.components = components
  }

  /// Creates a path of keys alone, such as a design token's group path.
  package init(keys: [String]) {
    components = keys.map(Component.key)
  }

  /// The file as a whole.
  package static let root = FieldPath()

  /// The path of one key at the top of the file.
  package static func key(_ name: String) -> FieldPath { FieldPath([.key(name)]) }

  /// The path of the key `name` inside this path's object.
  package subscript(name: String) -> FieldPath { FieldPath(components + [.key(name)]) }

  /// The path of the element at `index` inside this path's array.
  package subscript(index: Int) -> FieldPath { FieldPath(components + [.index(index)]) }

  /// The path one step up, or `nil` for the file as a whole.
  package var parent: FieldPath? {
    components.isEmpty ? nil : FieldPath(Array(components.dropLast()))
  }

  /// Whether the path names the file as a whole.
  public var isRoot: Bool { components.isEmpty }

  /// The keys of the path, without its indices.
  public var keys: [String] {
    components.compactMap {
      if case .key(let name) = $0 { name } else { nil }
    }
  }

  /// `styles.body.size`, `families.Brand.faces[0].file`; empty for the file as a whole.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let name):
        if !text.isEmpty { text += "." }
        text += name
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }
}
