import DynamicType

extension DesignTokens {
  /// What importing design tokens gave: the typography when nothing stood in the way, and
  /// every error and warning with its path in the tokens file.
  public struct ImportResult: Sendable {
    /// The typography, or `nil` when there are errors.
    public let typography: Typography?
    /// Errors and warnings, in the order found. Paths are token paths in the tokens file
    /// (`typography.body.large.$value.fontSize`), or typography-file paths for problems of
    /// the typography that resulted (`families.Inter`).
    public let diagnostics: [Diagnostic]

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    /// The warnings only.
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
  }

  /// Reads typography tokens, in the DTCG format or Tokens Studio's, into a typography.
  ///
  /// Every token whose type is `typography` becomes a style. A token's name that is a text
  /// style in any spelling (`body`, `Title 1`, `caption`) maps to that Apple style; any other
  /// name becomes a custom style relative to the Apple style nearest in size (with a warning
  /// that says which). A group whose typography tokens are all named after content size
  /// categories (`large`, `AX3`, `accessibilityExtraLarge` …) is one style with a value per
  /// category, and so are tokens with the same path in token sets named after categories
  /// (modes: `large.typography.body`, `AX3.typography.body`). With all twelve categories the
  /// sizes become a `table` scaling, otherwise the other categories override the default curve.
  ///
  /// Values accepted: DTCG dimensions (`{"value": 17, "unit": "px"}`), strings with `px`, `pt`,
  /// `rem` (16 px), `em` and `%` of the font size, plain numbers (pixels; a DTCG `lineHeight`
  /// number is a ratio), weights as numbers or names (Tokens Studio's `"Semi Bold Italic"`
  /// included) and references (`{font.family.serif}`), also to tokens in another token set.
  /// Properties a typography file has no place for (`textCase`, `paragraphSpacing` …) are
  /// reported as warnings and ignored.
  ///
  /// Tokens written by ``export(_:source:)`` carry the typography they came from; a style
  /// whose tokens still agree with it is restored exactly (scaling curve, limits, Bold Text
  /// faces), a style whose tokens were edited is read from the tokens.
  ///
  /// - Parameters:
  ///   - bytes: The tokens file.
  ///   - families: The font families to use; without them, the families embedded by Typeset,
  ///     or faces guessed from the tokens (named `Family-Weight`, with a warning).
  /// - Returns: The typography and the diagnostics.
  public static func importTypography(_ bytes: [UInt8], families: [FontFamily]? = nil)
    -> ImportResult
  {
    let root: ConfigNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      return ImportResult(
        typography: nil,
        diagnostics: [
          Diagnostic(
            .error, path: "", message: "not valid JSON: \(error.message)", location: error.location)
        ])
    }
    var importer = TokenImporter(root: root, families: families)
    return importer.run()
  }
}

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

  init(root: ConfigNode, families: [FontFamily]?) {
    self.root = root
    self.givenFamilies = families
  }

  mutating func run() -> DesignTokens.ImportResult {
    guard case .object(let members) = root.kind else {
      collector.error("", "the tokens file must be a JSON object (found \(root.shortDescription))")
      return result(nil)
    }
    setNames = members.map(\.key).filter { !$0.hasPrefix("$") }
    collect(root, path: [], inheritedType: nil)
    let typographyTokens = tokens.filter { $0.type?.lowercased() == "typography" }
    guard !typographyTokens.isEmpty else {
      collector.error(
        "",
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

  private func result(_ typography: Typography?) -> DesignTokens.ImportResult {
    DesignTokens.ImportResult(
      typography: collector.hasErrors ? nil : typography, diagnostics: collector.diagnostics)
  }

  // MARK: Collecting tokens

  /// Walks groups; a token is an object with `$value`, or with `value` and `type` (Tokens
  /// Studio's older format).
  private mutating func collect(_ node: ConfigNode, path: [String], inheritedType: String?) {
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
    for member in members where !member.key.hasPrefix("$") {
      collect(member.value, path: path + [member.key], inheritedType: groupType)
    }
  }

  // MARK: References

  /// The value a reference such as `{font.family.serif}` points to, followed to its end.
  mutating func dereference(_ node: ConfigNode, path: String, depth: Int = 0) -> ConfigNode? {
    guard case .string(let text) = node.kind, text.hasPrefix("{"), text.hasSuffix("}") else {
      if case .string(let text) = node.kind, text.contains("{") {
        collector.error(
          path, "\"\(text)\": math and partial references cannot be mapped; give a plain value",
          at: node.location)
        return nil
      }
      return node
    }
    let target = String(text.dropFirst().dropLast())
    guard depth < 16 else {
      collector.error(path, "the reference \(text) is circular", at: node.location)
      return nil
    }
    let candidates = [target] + setNames.map { "\($0).\(target)" }
    let known = tokensByPath
    guard let token = candidates.compactMap({ known[$0] }).first else {
      collector.error(
        path,
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
  private mutating func group(_ typographyTokens: [Token]) -> [TokenStyle] {
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
            entry.token.name, "\(entry.category) is given twice for \(first.name)",
            at: entry.token.location)
          continue
        }
        if let value = read(entry.token) { values[entry.category] = value }
      }
      guard !values.isEmpty else { continue }
      guard values[.large] != nil else {
        collector.error(
          path,
          "has tokens for \(values.keys.sorted().map(\.swiftUIName).joined(separator: ", ")) but not "
            + "for large, the default category that the other sizes scale from")
        continue
      }
      let style = TextStyle(parsing: first.name).map(StyleName.textStyle) ?? .custom(first.name)
      if let previous = seen[style] {
        collector.error(path, "\(style) is already defined by \(previous)")
        continue
      }
      seen[style] = path
      styles.append(TokenStyle(name: style, path: path, values: values))
    }
    return styles
  }

  // MARK: Reading one typography token

  private mutating func read(_ token: Token) -> Values? {
    let path = token.name + ".$value"
    guard let value = dereference(token.value, path: path) else { return nil }
    guard case .object(let members) = value.kind else {
      collector.error(
        path, "a typography value must be an object (found \(value.shortDescription))",
        at: value.location)
      return nil
    }
    var fields: [String: ConfigNode] = [:]
    for member in members { fields[member.key] = member.value }
    let errorsBefore = collector.diagnostics.count { $0.severity == .error }

    var family: String?
    if let node = fields["fontFamily"], let resolved = dereference(node, path: "\(path).fontFamily")
    {
      family = fontFamily(resolved, path: "\(path).fontFamily")
    }
    guard let sizeNode = fields["fontSize"] else {
      collector.error(path, "missing fontSize: a style needs a size", at: value.location)
      return nil
    }
    guard let resolvedSize = dereference(sizeNode, path: "\(path).fontSize"),
      let size = length(resolvedSize, path: "\(path).fontSize", fontSize: nil)
    else { return nil }
    guard size > 0, size <= 1000 else {
      collector.error(
        "\(path).fontSize", "must be greater than 0 and at most 1000 (found \(pt(size)))",
        at: sizeNode.location)
      return nil
    }
    var italic = false
    var weight: FontWeight?
    if let node = fields["fontWeight"], let resolved = dereference(node, path: "\(path).fontWeight")
    {
      (weight, italic) = fontWeight(resolved, path: "\(path).fontWeight")
    }
    if let node = fields["fontStyle"], let resolved = dereference(node, path: "\(path).fontStyle") {
      switch resolved.stringValue?.lowercased() {
      case "italic", "oblique": italic = true
      case "normal": break
      default:
        collector.error(
          "\(path).fontStyle",
          "must be normal, italic or oblique (found \(resolved.shortDescription))",
          at: resolved.location)
      }
    }
    var lineHeight: Double?
    if let node = fields["lineHeight"], let resolved = dereference(node, path: "\(path).lineHeight")
    {
      lineHeight = self.lineHeight(resolved, path: "\(path).lineHeight", fontSize: size)
    }
    var tracking: Double?
    if let node = fields["letterSpacing"],
      let resolved = dereference(node, path: "\(path).letterSpacing")
    {
      if resolved.stringValue?.lowercased() == "normal" {
        tracking = 0
      } else if let points = length(resolved, path: "\(path).letterSpacing", fontSize: size) {
        tracking = rounded(points / size * 1000, to: 1e-6)
      }
    }
    let known = [
      "fontFamily", "fontSize", "fontWeight", "fontStyle", "lineHeight", "letterSpacing",
    ]
    for member in members where !known.contains(member.key) {
      let neutral = ["none", "0", "0px", "0%", "normal", "original"]
      if let text = member.value.stringValue, neutral.contains(text.lowercased()) { continue }
      if case .number(0) = member.value.kind { continue }
      collector.warning(
        "\(path).\(member.key)",
        "a typography file has no \(member.key) (found \(member.value.shortDescription)); ignored",
        at: member.value.location)
    }
    let errorsAfter = collector.diagnostics.count { $0.severity == .error }
    guard errorsAfter == errorsBefore else { return nil }
    return Values(
      family: family, size: size, weight: weight, italic: italic,
      lineHeight: lineHeight.map { rounded($0, to: 1e-6) }, tracking: tracking)
  }

  private mutating func fontFamily(_ node: ConfigNode, path: String) -> String? {
    switch node.kind {
    case .string(let name) where !name.isEmpty:
      // A CSS font stack: the first family is the brand font.
      let first = name.split(separator: ",").first.map(String.init) ?? name
      return first.trimming(" \"'")
    case .array(let elements):
      guard let first = elements.first, let name = dereference(first, path: path)?.stringValue
      else {
        collector.error(path, "must list at least one family name", at: node.location)
        return nil
      }
      return name
    default:
      collector.error(
        path, "must be a family name or a list of them (found \(node.shortDescription))",
        at: node.location)
      return nil
    }
  }

  /// A weight as a number or a name; Tokens Studio's names may end in "Italic".
  private mutating func fontWeight(_ node: ConfigNode, path: String) -> (FontWeight?, Bool) {
    switch node.kind {
    case .number(let value):
      guard value == value.rounded(), let weight = FontWeight(rawValue: Int(value)) else {
        collector.error(
          path, "must be a whole number from 1 to 1000 (found \(node.shortDescription))",
          at: node.location)
        return (nil, false)
      }
      return (weight, false)
    case .string(let text):
      var words = text.lowercased()
      var italic = false
      for marker in ["italic", "oblique"] where words.contains(marker) {
        italic = true
        words = words.removingAll(marker)
      }
      words = words.trimming(" -_")
      if words.isEmpty { return (.regular, italic) }
      let key = words.filter { !"-_ ".contains($0) }
      if key == "extrablack" || key == "ultrablack" { return (FontWeight(rawValue: 950), italic) }
      guard let weight = FontWeight(parsing: key) else {
        let names = FontWeight.named.compactMap(\.name)
        collector.error(
          path,
          "unknown weight \"\(text)\"" + SpellingSuggestion.didYouMean(words, among: names)
            + " (a number from 1 to 1000 or a name such as Regular, Semi Bold or Bold Italic)",
          at: node.location)
        return (nil, italic)
      }
      return (weight, italic)
    default:
      collector.error(
        path, "must be a number or a weight name (found \(node.shortDescription))",
        at: node.location)
      return (nil, false)
    }
  }

  /// A line height in points: a DTCG number is a ratio to the font size, `%` and `em` too;
  /// `px`, `pt`, `rem` and unitless strings (Tokens Studio) are lengths; `auto` is Apple's.
  private mutating func lineHeight(_ node: ConfigNode, path: String, fontSize: Double) -> Double? {
    if case .number(let ratio) = node.kind {
      guard ratio > 0 else {
        collector.error(
          path, "must be greater than 0 (found \(node.shortDescription))", at: node.location)
        return nil
      }
      // A ratio of 4 or more is no line height anyone sets: a Tokens Studio file that wrote
      // pixels as a number.
      if ratio >= 4 {
        collector.warning(
          path,
          "a DTCG lineHeight number is a ratio to the font size; \(node.shortDescription) is read as pixels",
          at: node.location)
        return ratio
      }
      return ratio * fontSize
    }
    if let text = node.stringValue?.lowercased(), text == "auto" || text == "normal" { return nil }
    guard let points = length(node, path: path, fontSize: fontSize, percentOf: fontSize) else {
      return nil
    }
    guard points > 0 else {
      collector.error(
        path, "must be greater than 0 (found \(node.shortDescription))", at: node.location)
      return nil
    }
    return points
  }

  /// A length in points from a number (pixels), a string with a unit, or a DTCG dimension.
  private mutating func length(
    _ node: ConfigNode, path: String, fontSize: Double?, percentOf base: Double? = nil
  ) -> Double? {
    let number: Double
    let unit: String
    switch node.kind {
    case .number(let value):
      return value
    case .string(let text):
      let trimmed = text.trimming(" ")
      let digits = trimmed.prefix { "+-.0123456789eE".contains($0) }
      guard let value = Double(digits) else {
        collector.error(
          path, "\"\(text)\" is not a length (a number with px, pt, rem, em or %)",
          at: node.location)
        return nil
      }
      number = value
      unit = String(trimmed.dropFirst(digits.count)).trimming(" ").lowercased()
    case .object(let members):
      let value = members.first { $0.key == "value" }?.value
      let unitNode = members.first { $0.key == "unit" }?.value
      guard case .number(let amount)? = value?.kind, let unitText = unitNode?.stringValue else {
        collector.error(
          path, "a dimension needs a number \"value\" and a \"unit\" (px or rem)",
          at: node.location)
        return nil
      }
      number = amount
      unit = unitText.lowercased()
    default:
      collector.error(path, "must be a length (found \(node.shortDescription))", at: node.location)
      return nil
    }
    switch unit {
    case "", "px", "pt": return number
    case "rem": return number * 16
    case "em" where fontSize != nil: return number * fontSize!
    case "%" where fontSize != nil: return number / 100 * (base ?? fontSize!)
    default:
      collector.error(
        path,
        "the unit \"\(unit)\" cannot be mapped to points (use px, pt, rem"
          + (fontSize == nil ? ")" : ", em or %)"), at: node.location)
      return nil
    }
  }

  // MARK: The embedded typography

  /// The typography Typeset embedded when it wrote the tokens, if any.
  private mutating func embeddedTypography() -> Typography? {
    guard case .object(let members) = root.kind,
      let extensions = members.first(where: { $0.key == "$extensions" })?.value,
      case .object(let vendors) = extensions.kind,
      let ours = vendors.first(where: { $0.key == DesignTokens.extensionKey })?.value,
      case .object(let fields) = ours.kind,
      let node = fields.first(where: { $0.key == "typography" })?.value
    else { return nil }
    let text = InterchangeJSON(node).serialized()
    let parsed = TypographyDocument.parse(Array(text.utf8), format: .json)
    guard let typography = parsed.typography else {
      collector.warning(
        "$extensions.\(DesignTokens.extensionKey).typography",
        "is not a valid typography (\(parsed.errors.first?.description ?? "")); the tokens are read on their own"
      )
      return nil
    }
    return typography
  }

  // MARK: Building the typography

  private mutating func build(_ styles: [TokenStyle], embedded: Typography?) -> Typography? {
    var definitions: [StyleName: StyleDefinition] = [:]
    for style in styles {
      if let embedded, let definition = embedded.definition(of: style.name),
        agrees(style, with: embedded)
      {
        if definition != StyleDefinition() { definitions[style.name] = definition }
        continue
      }
      if embedded != nil {
        collector.warning(
          style.path,
          "differs from the typography Typeset embedded in the tokens (edited?); read from the token values"
        )
      }
      if let definition = definition(for: style) { definitions[style.name] = definition }
    }
    if let embedded {
      for name in embedded.styles.keys.sorted() where definitions[name] == nil {
        if case .custom = name, !styles.contains(where: { $0.name == name }) {
          collector.warning(
            "styles.\(name)", "is in the embedded typography but has no tokens; left out")
        }
      }
    }
    var defaults = embedded?.defaults ?? StyleDefinition()
    let families = fontFamilies(styles, definitions: definitions, embedded: embedded)
    if defaults.family == nil, families.count > 1 {
      defaults.family =
        styles.first { $0.name == .textStyle(.body) }?.values[.large]?.family ?? families[0].name
    }
    guard !collector.hasErrors else { return nil }
    do {
      let typography = try Typography(families: families, defaults: defaults, styles: definitions)
      for warning in typography.warnings {
        collector.warning(warning.path, warning.message)
      }
      return typography
    } catch {
      for diagnostic in error.diagnostics {
        if diagnostic.severity == .error {
          collector.error(diagnostic.path, diagnostic.message)
        } else {
          collector.warning(diagnostic.path, diagnostic.message)
        }
      }
      return nil
    }
  }

  /// Whether the tokens of a style are what the embedded typography resolves to.
  private func agrees(_ style: TokenStyle, with typography: Typography) -> Bool {
    for (category, values) in style.values {
      guard let font = try? typography.resolve(style.name, in: TypeEnvironment(category: category))
      else { return false }
      func close(_ a: Double?, _ b: Double) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= 1e-6 * max(1, abs(b))
      }
      let tracking = font.tracking / font.pointSize * 1000
      guard values.family == nil || values.family == font.face.family,
        close(values.size, font.pointSize),
        values.weight.map({ Double($0.rawValue) }) == font.face.weight,
        values.italic == font.face.isItalic,
        close(values.lineHeight, font.lineHeight),
        abs((values.tracking ?? 0) - tracking) <= 1e-4
      else { return false }
    }
    return true
  }

  /// A style definition from token values alone.
  private mutating func definition(for style: TokenStyle) -> StyleDefinition? {
    guard let base = style.values[.large] else { return nil }
    var definition = StyleDefinition()
    definition.family = base.family
    definition.weight = base.weight
    definition.italic = base.italic ? true : nil
    definition.size = base.size
    definition.leading = base.lineHeight
    if let tracking = base.tracking, tracking != 0 {
      definition.tracking = .thousandthsOfEm(tracking)
    }
    if case .custom(let name) = style.name {
      let relative = Self.nearestTextStyle(toSize: base.size)
      definition.relativeTo = relative
      collector.warning(
        style.path,
        "\"\(name)\" is not an Apple text style; it scales relative to \(relative.uiKitName), "
          + "the style nearest its size (\(pt(base.size))) — change relativeTo if another fits better"
      )
    }
    let others = style.values.keys.filter { $0 != .large }.sorted()
    let sizes = ContentSizeCategory.allCases.compactMap { style.values[$0]?.size }
    let isTable = sizes.count == ContentSizeCategory.allCases.count
    if isTable, let table = try? SizeTable(sizes) { definition.scaling = .strategy(.table(table)) }
    for category in others {
      guard let values = style.values[category] else { continue }
      let path = "\(style.path).\(category.swiftUIName)"
      if values.family != base.family {
        collector.error(
          path,
          "fontFamily \(values.family ?? "none") differs from large's \(base.family ?? "none"); "
            + "a style has one family at every category")
      }
      if values.italic != base.italic {
        collector.error(path, "the italic setting differs from large's; a style is italic or not")
      }
      var override = CategoryOverride()
      if !isTable { override.size = values.size }
      override.leading = values.lineHeight
      if values.weight != base.weight { override.weight = values.weight ?? .regular }
      if (values.tracking ?? 0) != (base.tracking ?? 0) {
        override.tracking = .thousandthsOfEm(values.tracking ?? 0)
      }
      if override != CategoryOverride() { definition.categoryOverrides[category] = override }
    }
    return definition
  }

  /// The families: the ones given, else the embedded ones plus guessed ones for new names.
  private mutating func fontFamilies(
    _ styles: [TokenStyle], definitions: [StyleName: StyleDefinition], embedded: Typography?
  ) -> [FontFamily] {
    var used: [String] = []
    var faces: [String: Set<FaceKey>] = [:]
    for style in styles {
      for values in style.values.values {
        guard let family = values.family else { continue }
        if !used.contains(family) { used.append(family) }
        faces[family, default: []].insert(
          FaceKey(weight: values.weight ?? .regular, italic: values.italic))
      }
    }
    if let givenFamilies {
      for family in used where !givenFamilies.contains(where: { $0.name == family }) {
        let path = styles.first { $0.values.values.contains { $0.family == family } }?.path ?? ""
        collector.error(
          path,
          "the family \"\(family)\" is not among the given families"
            + SpellingSuggestion.didYouMean(family, among: givenFamilies.map(\.name))
            + " (\(givenFamilies.map(\.name).joined(separator: ", ")))")
      }
      return givenFamilies
    }
    var families = embedded?.families ?? []
    for family in used where !families.contains(where: { $0.name == family }) {
      var keys = faces[family] ?? []
      keys.insert(FaceKey(weight: .regular, italic: false))
      let base = family.filter { !$0.isWhitespace }
      let guessed = keys.sorted().map { key in
        var style =
          key.weight.name.map { $0.prefix(1).uppercased() + $0.dropFirst() }
          ?? "W\(key.weight.rawValue)"
        if key.italic { style = style == "Regular" ? "Italic" : style + "Italic" }
        let name = "\(base)-\(style)"
        return FontFace(
          file: "Fonts/\(name).ttf", postScriptName: name, weight: key.weight, isItalic: key.italic)
      }
      collector.warning(
        "families.\(family)",
        "the tokens name no font files; guessed \(guessed.map(\.postScriptName).joined(separator: ", ")) "
          + "in Fonts/ — correct file and postScriptName, or pass the families (typeset import --families)"
      )
      families.append(FontFamily(name: family, faces: guessed))
    }
    return families
  }

  struct FaceKey: Hashable, Comparable {
    let weight: FontWeight
    let italic: Bool

    static func < (lhs: FaceKey, rhs: FaceKey) -> Bool {
      (lhs.weight.rawValue, lhs.italic ? 1 : 0) < (rhs.weight.rawValue, rhs.italic ? 1 : 0)
    }
  }

  /// The Apple style whose iOS size at large is nearest; body wins ties, then the larger style.
  static func nearestTextStyle(toSize size: Double) -> TextStyle {
    var best: (style: TextStyle, distance: Double) = (.body, .infinity)
    let order: [TextStyle] = [.body] + TextStyle.standard.filter { $0 != .body && $0 != .headline }
    for style in order {
      guard let apple = Platform.iOS.metrics(for: style, at: .large)?.pointSize else { continue }
      let distance = abs(apple - size)
      if distance < best.distance { best = (style, distance) }
    }
    return best.style
  }

  private func rounded(_ value: Double, to step: Double) -> Double {
    (value / step).rounded() * step
  }
}

extension ConfigNode {
  /// The string, when the node is one.
  var stringValue: String? {
    if case .string(let text) = kind { return text }
    return nil
  }
}

extension String {
  /// The string without the given characters at either end.
  func trimming(_ characters: String) -> String {
    let set = Set(characters)
    guard let start = firstIndex(where: { !set.contains($0) }),
      let end = lastIndex(where: { !set.contains($0) })
    else { return "" }
    return String(self[start...end])
  }

  /// The string with every occurrence of `word` removed.
  func removingAll(_ word: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: word) {
      result += rest[..<range.lowerBound]
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
