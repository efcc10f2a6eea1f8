import DynamicType
import Typeset
import TypesetLoader

extension TokenImporter {
  // MARK: The embedded typography

  /// The typography Typeset embedded when it wrote the tokens, if any.
  mutating func embeddedTypography() -> Typography? {
    guard case .object(let members) = root.kind,
      let extensions = members.first(where: { $0.key == "$extensions" })?.value,
      case .object(let vendors) = extensions.kind,
      let ours = vendors.first(where: { $0.key == DesignTokens.extensionKey })?.value,
      case .object(let fields) = ours.kind,
      let node = fields.first(where: { $0.key == "typography" })?.value
    else { return nil }
    let text = JSONValue(node).prettyPrinted()
    let parsed = TypographyDocument.parse(Array(text.utf8), format: .json)
    guard let typography = parsed.typography else {
      collector.warning(
        .staleEmbeddedTypography,
        FieldPath(tokenPath: "$extensions.\(DesignTokens.extensionKey).typography"),
        "is not a valid typography (\(parsed.errors.first?.description ?? "")); the tokens are read on their own"
      )
      return nil
    }
    return typography
  }

  // MARK: Building the typography

  mutating func build(_ styles: [TokenStyle], embedded: Typography?) -> Typography? {
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
          .staleEmbeddedTypography, FieldPath(tokenPath: style.path),
          "differs from the typography Typeset embedded in the tokens (edited?); read from the token values"
        )
      }
      if let definition = definition(for: style) { definitions[style.name] = definition }
    }
    if let embedded {
      for name in embedded.definedStyleNames where definitions[name] == nil {
        if case .custom = name, !styles.contains(where: { $0.name == name }) {
          collector.warning(
            .staleEmbeddedTypography, FieldPath.key("styles")[name.description],
            "is in the embedded typography but has no tokens; left out")
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
      for warning in typography.warnings { collector.add(warning.located(at: nil)) }
      // What `typeset-cli import` writes is a typography file: check it as one, so that a value
      // the file's reader refuses (a leading of 1e16 points, found by fuzzing) is an error
      // here too, not a file that fails to validate.
      let written = TypographyDocument.parse(
        Array(TypographyDocument.serialize(typography).utf8), format: .json, fonts: nil)
      for error in written.errors { collector.add(error.located(at: nil)) }
      return written.errors.isEmpty ? typography : nil
    } catch {
      for diagnostic in error.diagnostics { collector.add(diagnostic.located(at: nil)) }
      return nil
    }
  }

  /// Whether the tokens of a style are what the embedded typography resolves to.
  func agrees(_ style: TokenStyle, with typography: Typography) -> Bool {
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
  mutating func definition(for style: TokenStyle) -> StyleDefinition? {
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
        .ignoredValue, FieldPath(tokenPath: style.path),
        "\"\(name)\" is not an Apple text style; it scales relative to \(relative.uiKitName), "
          + "the style nearest its size (\(NumberText.points(base.size))) — change relativeTo if another fits better"
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
          .inconsistentValues, FieldPath(tokenPath: path),
          "fontFamily \(values.family ?? "none") differs from large's \(base.family ?? "none"); "
            + "a style has one family at every category")
      }
      if values.italic != base.italic {
        collector.error(
          .inconsistentValues, FieldPath(tokenPath: path),
          "the italic setting differs from large's; a style is italic or not")
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
  mutating func fontFamilies(
    _ styles: [TokenStyle], definitions: [StyleName: StyleDefinition], embedded: Typography?
  ) -> [FontFamily] {
    var used: [String] = []
    var faces: [String: Set<FaceKey>] = [:]
    for style in styles {
      // In category order, so that families (and their warnings) come in the same order on
      // every run; a dictionary's order is not stable.
      for (_, values) in style.values.sorted(by: { $0.key < $1.key }) {
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
          .unknownFamily, FieldPath(tokenPath: path),
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
        .guessedFaces, FieldPath.key("families")[family],
        "the tokens name no font files; guessed \(guessed.map(\.postScriptName).joined(separator: ", ")) "
          + "in Fonts/ — correct file and postScriptName, or pass the families (typeset-cli import --families)"
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

  func rounded(_ value: Double, to step: Double) -> Double {
    (value / step).rounded() * step
  }
}
