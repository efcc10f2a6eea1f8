import DynamicType
import Typeset
import TypesetLoader

/// One import of a tokens file: collects the tokens, reads the typography tokens, groups them
/// into styles and builds the typography.
struct TokenImporter {
  struct Token {
    let path: [String]
    let type: String?
    let value: ConfigNode
    let location: SourceLocation?

    var name: String { path.joined(separator: ".") }
  }

  /// The values of one typography token, in points and 1/1000 em.
  struct Values: Equatable {
    var family: String?
    var size: Double
    var weight: FontWeight?
    var italic: Bool
    var lineHeight: Double?
    var tracking: Double?
  }

  /// A style read from the tokens: its name, where it is, and its values per category.
  struct TokenStyle {
    let name: StyleName
    let path: String
    var values: [ContentSizeCategory: Values]
  }

  let root: ConfigNode
  let givenFamilies: [FontFamily]?
  var collector = DiagnosticCollector()
  var tokens: [Token] = []
  var tokensByPath: [String: Token] = [:]
  var setNames: [String] = []
  /// Whether the file carries Typeset's extension (`$extensions["org.typeset"]`): a file
  /// Typeset exported, whose `lineHeight` numbers are ratios, as DTCG says, however large.
  var isTypesetExport = false
  /// The style names Typeset's export kept in a group's extension, by the group's path.
  var exportedStyleNames: [String: String] = [:]

  init(root: ConfigNode, families: [FontFamily]?) {
    self.root = root
    self.givenFamilies = families
  }

  mutating func run() -> DesignTokens.ImportResult {
    guard case .object(let members) = root.kind else {
      collector.error(
        .wrongType, FieldPath(tokenPath: ""),
        "the tokens file must be a JSON object (found \(root.shortDescription))")
      return result(nil)
    }
    setNames = members.map(\.key).filter { !$0.hasPrefix("$") }
    if let extensions = members.first(where: { $0.key == "$extensions" })?.value,
      case .object(let vendors) = extensions.kind
    {
      isTypesetExport = vendors.contains { $0.key == DesignTokens.extensionKey }
    }
    collect(root, path: [], inheritedType: nil)
    let typographyTokens = tokens.filter { $0.type?.lowercased() == "typography" }
    guard !typographyTokens.isEmpty else {
      collector.error(
        .missingTokens, FieldPath(tokenPath: ""),
        "no typography tokens (tokens with \"$type\": \"typography\", or \"type\" in Tokens Studio files)"
      )
      return result(nil)
    }
    let styles = group(typographyTokens)
    guard !collector.hasErrors else { return result(nil) }
    let embedded = embeddedTypography()
    // Build first: `result` reads the diagnostics that building adds.
    let typography = build(styles, embedded: embedded)
    return result(typography)
  }

  func result(_ typography: Typography?) -> DesignTokens.ImportResult {
    DesignTokens.ImportResult(
      typography: collector.hasErrors ? nil : typography, diagnostics: collector.diagnostics)
  }

  // MARK: Collecting tokens

  /// Walks groups; a token is an object with `$value`, or with `value` and `type` (Tokens
  /// Studio's older format).
  mutating func collect(_ node: ConfigNode, path: [String], inheritedType: String?) {
    guard case .object(let members) = node.kind else { return }
    func member(_ key: String) -> ConfigNode? { members.first { $0.key == key }?.value }
    let ownType = member("$type").flatMap(\.stringValue) ?? member("type").flatMap(\.stringValue)
    if let value = member("$value")
      ?? (member("type") != nil
        || members.allSatisfy({ ["value", "description"].contains($0.key) })
        ? member("value") : nil),
      !path.isEmpty
    {
      let token = Token(
        path: path, type: ownType ?? inheritedType, value: value, location: node.location)
      tokens.append(token)
      tokensByPath[token.name] = token
      return
    }
    let groupType = member("$type").flatMap(\.stringValue) ?? inheritedType
    // A style group Typeset exported under another name than its style's.
    if case .object(let vendors)? = member("$extensions")?.kind,
      case .object(let fields)? = vendors.first(where: { $0.key == DesignTokens.extensionKey })?
        .value.kind,
      let style = fields.first(where: { $0.key == "style" })?.value.stringValue, !style.isEmpty
    {
      exportedStyleNames[path.joined(separator: ".")] = style
    }
    for member in members where !member.key.hasPrefix("$") {
      collect(member.value, path: path + [member.key], inheritedType: groupType)
    }
  }

  // MARK: References

  /// Whether `text` holds a reference among other text, as Tokens Studio's math does
  /// (`{size.base} * 2`): a `{` with a `}` after it. A lone brace is only a character.
  static func holdsPartialReference(_ text: String) -> Bool {
    guard let open = text.firstIndex(of: "{") else { return false }
    return text[text.index(after: open)...].contains("}")
  }

  /// Whether `text` is a reference and nothing else, as DTCG writes one: `{font.family.serif}`.
  static func isWholeReference(_ text: String) -> Bool {
    text.hasPrefix("{") && text.hasSuffix("}")
  }

  /// The value a reference such as `{font.family.serif}` points to, followed to its end.
  mutating func dereference(_ node: ConfigNode, path: String, depth: Int = 0) -> ConfigNode? {
    guard case .string(let text) = node.kind, Self.isWholeReference(text) else {
      // Typeset's own export writes whole references only, so its other strings are values
      // (a family may be named "Fu{z Sans"); elsewhere `{…}` inside a string is a reference.
      if case .string(let text) = node.kind, !isTypesetExport, Self.holdsPartialReference(text) {
        collector.error(
          .unsupportedReference, FieldPath(tokenPath: path),
          "\"\(text)\": math and partial references cannot be mapped; give a plain value",
          at: node.location)
        return nil
      }
      return node
    }
    let target = String(text.dropFirst().dropLast())
    guard depth < 16 else {
      collector.error(
        .circularReference, FieldPath(tokenPath: path), "the reference \(text) is circular",
        at: node.location)
      return nil
    }
    let candidates = [target] + setNames.map { "\($0).\(target)" }
    let known = tokensByPath
    guard let token = candidates.compactMap({ known[$0] }).first else {
      collector.error(
        .unknownReference, FieldPath(tokenPath: path),
        "unknown reference \(text)"
          + SpellingSuggestion.didYouMean(target, among: Array(tokensByPath.keys)),
        at: node.location)
      return nil
    }
    return dereference(token.value, path: path, depth: depth + 1)
  }

  // MARK: Grouping into styles

  /// Groups typography tokens into styles. A style's value at a category comes from a token
  /// named after the category inside the style's group (`body.AX3`), or from a token in a
  /// token set or group named after the category (`AX3.typography.body`, a mode); any other
  /// token is a style at large.
  mutating func group(_ typographyTokens: [Token]) -> [TokenStyle] {
    var children: [String: [Token]] = [:]
    for token in typographyTokens {
      children[token.path.dropLast().joined(separator: "."), default: []].append(token)
    }
    struct Entry {
      let key: String
      let name: String
      let category: ContentSizeCategory
      let token: Token
    }
    var entries: [Entry] = []
    for token in typographyTokens {
      let parentPath = token.path.dropLast()
      let siblings = children[parentPath.joined(separator: ".")] ?? []
      if let parentName = parentPath.last,
        let category = token.path.last.flatMap(ContentSizeCategory.init(parsing:)),
        siblings.allSatisfy({ $0.path.last.flatMap(ContentSizeCategory.init(parsing:)) != nil })
      {
        entries.append(
          Entry(
            key: parentPath.joined(separator: "."), name: parentName, category: category,
            token: token))
      } else if token.path.count > 1, let name = token.path.last,
        let category = ContentSizeCategory(parsing: token.path[0])
      {
        entries.append(
          Entry(
            key: "<mode>." + token.path.dropFirst().joined(separator: "."), name: name,
            category: category, token: token))
      } else if let name = token.path.last {
        entries.append(Entry(key: token.name, name: name, category: .large, token: token))
      }
    }
    var keys: [String] = []
    var grouped: [String: [Entry]] = [:]
    for entry in entries {
      if grouped[entry.key] == nil { keys.append(entry.key) }
      grouped[entry.key, default: []].append(entry)
    }
    var styles: [TokenStyle] = []
    var seen: [StyleName: String] = [:]
    for key in keys {
      guard let group = grouped[key], let first = group.first else { continue }
      // Modes name the style by its path inside the set; diagnostics name the large token.
      let path =
        key.hasPrefix("<")
        ? (group.first { $0.category == .large }?.token.name ?? first.token.name) : key
      var values: [ContentSizeCategory: Values] = [:]
      for entry in group {
        if values[entry.category] != nil {
          collector.error(
            .duplicateKey, FieldPath(tokenPath: entry.token.name),
            "\(entry.category) is given twice for \(first.name)",
            at: entry.token.location)
          continue
        }
        if let value = read(entry.token) { values[entry.category] = value }
      }
      guard !values.isEmpty else { continue }
      guard values[.large] != nil else {
        collector.error(
          .missingTokens, FieldPath(tokenPath: path),
          "has tokens for \(values.keys.sorted().map(\.swiftUIName).joined(separator: ", ")) but not "
            + "for large, the default category that the other sizes scale from")
        continue
      }
      let style = StyleName(parsing: exportedStyleNames[key] ?? first.name)
      if let previous = seen[style] {
        collector.error(
          .duplicateKey, FieldPath(tokenPath: path), "\(style) is already defined by \(previous)")
        continue
      }
      seen[style] = path
      styles.append(TokenStyle(name: style, path: path, values: values))
    }
    return styles
  }
}
