import DynamicType
import Typeset

/// Turns the parsed tree of a typography file into the model, reporting every structural
/// problem (wrong types, unknown keys, bad values) with its path.
///
/// Cross-references (a family that does not exist, a weight no face has) are checked
/// afterwards by ``TypographyChecker`` on the decoded model.
struct TypographyDecoder {
  struct Decoded {
    var families: [FontFamily] = []
    var defaults = StyleDefinition()
    var styles: [StyleName: StyleDefinition] = [:]
  }

  /// The format the decoder reads: its objects' keys (unknown keys and their suggestions) and
  /// the ranges of their numbers are declared once, in ``TypographyFormat``.
  typealias Format = TypographyFormat

  let baseDirectory: String?
  /// Where font files are read from, to fill in and check what a face says about itself.
  let fonts: FontLibrary?
  var collector = DiagnosticCollector()
  /// Where each path's value is, for diagnostics found later on the model.
  var locations: [String: SourceLocation] = [:]
  /// The `relativeTo` text of every style that has one, by the style's key: a `relativeTo`
  /// that names a custom style is explained with where that style leads.
  var relativeTexts: [String: String] = [:]
  /// The key of every style in the file.
  var styleKeys: Set<String> = []

  init(baseDirectory: String?, fonts: FontLibrary?) {
    self.baseDirectory = baseDirectory
    self.fonts = fonts
  }

  mutating func decode(_ root: ConfigNode) -> Decoded {
    var decoded = Decoded()
    guard let members = object(root, .root, Format.file) else { return decoded }
    if let families = members[Format.TopLevel.families.name] {
      decoded.families = decodeFamilies(families)
    }
    if let defaults = members["defaults"] {
      decoded.defaults = decodeStyle(defaults, path: .key("defaults"), Format.defaults)
    }
    if let styles = members["styles"], let entries = orderedObject(styles, .key("styles")) {
      for member in entries {
        styleKeys.insert(member.key)
        if case .object(let fields) = member.value.kind,
          let relative = fields.first(where: { $0.key == "relativeTo" }),
          case .string(let text) = relative.value.kind
        {
          relativeTexts[member.key] = text
        }
      }
      for member in entries {
        let path = FieldPath.key("styles")[member.key]
        // A NUL byte or a newline in a name would reach generated code, CSS and every message
        // raw; the message shows it escaped (Diagnostic).
        let nameProblem =
          member.key.allSatisfy(\.isWhitespace)
          ? "must not be empty"
          : member.key.unicodeScalars.contains(where: ShownText.isControl)
            ? "must not contain control characters" : nil
        if let nameProblem {
          collector.error(
            .invalidName, .key("styles"),
            "a style's name \(nameProblem) (found \"\(member.key)\"): it names the style in "
              + "code, CSS classes and tokens",
            at: member.keyLocation)
          continue
        }
        let definition = decodeStyle(
          member.value, path: path, Format.style, name: member.key)
        let name = StyleName(parsing: member.key)
        if decoded.styles[name] != nil {
          collector.error(.duplicateKey, path, "\(name) is defined twice", at: member.keyLocation)
          continue
        }
        locations[path.description] = member.keyLocation
        decoded.styles[name] = definition
      }
    }
    return decoded
  }

  // MARK: Families and faces

  /// What is wrong with a family's name, or `nil`: it must name something, and spaces around
  /// it or a pair of quotes wrapping it are a slip that CSS font stacks and design tokens drop
  /// (`" Brand"` and `"'Brand'"` are Brand there), so a family named so could not be told from
  /// Brand. Quotes inside a name, or at one end only, are part of it (`Var "Quoted"`). A name
  /// that begins with `{` and ends with `}` is what design tokens write for a reference
  /// (`{font.family.sans}`), so exported tokens could not say it; braces inside a name
  /// (`Fu{z Sans`) are characters.
  static func familyNameProblem(_ name: String) -> String? {
    let normalized = FontFamily.normalizedName(name)
    if normalized.isEmpty {
      return "a family's name must not be empty (found \"\(name)\"): styles name the family by it"
    }
    if name.unicodeScalars.contains(where: ShownText.isControl) {
      return "a family's name must not contain control characters (found \"\(name)\")"
    }
    if normalized != name {
      return "a family's name must not begin or end with spaces or be wrapped in quotes "
        + "(found \"\(name)\"), which CSS font stacks and design tokens drop: name it \"\(normalized)\""
    }
    if name.hasPrefix("{"), name.hasSuffix("}") {
      return "a family's name must not begin with { and end with } (found \"\(name)\"), "
        + "which design tokens read as a reference to another token"
    }
    return nil
  }

  private mutating func decodeFamilies(_ node: ConfigNode) -> [FontFamily] {
    guard let entries = orderedObject(node, .key("families")) else { return [] }
    var families: [FontFamily] = []
    for member in entries {
      let path = FieldPath.key("families")[member.key]
      locations[path.description] = member.keyLocation
      if let problem = Self.familyNameProblem(member.key) {
        collector.error(.invalidName, .key("families"), problem, at: member.keyLocation)
        continue
      }
      guard let fields = object(member.value, path, Format.family) else { continue }
      guard let facesNode = fields[Format.Family.faces.name] else { continue }
      guard case .array(let elements) = facesNode.kind else {
        typeError(path["faces"], expected: "an array of faces", facesNode)
        continue
      }
      var faces: [FontFace] = []
      for (index, element) in elements.enumerated() {
        if let face = decodeFace(element, path: path["faces"][index]) { faces.append(face) }
      }
      if elements.isEmpty {
        collector.error(
          .emptyValue, path["faces"], "must list at least one face", at: facesNode.location)
      }
      families.append(FontFamily(name: member.key, faces: faces))
    }
    if entries.isEmpty {
      collector.error(
        .emptyValue, .key("families"), "must name at least one family", at: node.location)
    }
    return families
  }

  private mutating func decodeFace(_ node: ConfigNode, path: FieldPath) -> FontFace? {
    guard let fields = object(node, path, Format.face, recordingLocations: true) else { return nil }
    locations[path.description] = node.location
    let file = text(Format.Face.file, fields, path)
    let givenName = text(Format.Face.postScriptName, fields, path)
    let givenWeight = fontWeight(Format.Face.weight, fields, path)
    let givenItalic = bool(Format.Face.italic, fields, path)
    var axes: [VariationAxisRange]?
    if let axesNode = fields["axes"] {
      axes = decodeAxes(axesNode, path: path["axes"])
    }
    guard let file else { return nil }
    let resolvedPath = resolve(file)

    // What the font file says, when it can be read.
    var description: FaceDescription?
    if let fonts {
      do {
        description = try fonts.faceDescription(at: resolvedPath, postScriptName: givenName)
      } catch {
        switch error {
        case .unreadable(_, let reason):
          if givenName != nil,
            givenWeight != nil || axes?.contains(where: { $0.tag == "wght" }) == true
          {
            collector.warning(
              .fontUnreadable, path["file"],
              "\(reason): \(resolvedPath); the values given here are used unchecked",
              at: fields["file"]?.location)
          } else {
            collector.error(
              .fontUnreadable, path["file"],
              "\(reason): \(resolvedPath) (needed to read the face's PostScript name and weight; "
                + "give them to describe a face whose file is not at hand)",
              at: fields["file"]?.location)
            return nil
          }
        case .corrupt, .noSuchFace:
          let field = error.isNoSuchFace ? path["postScriptName"] : path["file"]
          collector.error(
            error.isNoSuchFace ? .noSuchFace : .fontCorrupt, field, error.description,
            at: fields[error.isNoSuchFace ? "postScriptName" : "file"]?.location)
          return nil
        }
      }
    }
    if let description {
      // A damaged table is said where the face is used, as inspect says it: otherwise the
      // face would look like one without characters, outlines or advances.
      for problem in description.tableProblems {
        collector.warning(
          .damagedTable, path["file"], "\(resolvedPath): \(problem)",
          at: fields["file"]?.location)
      }
      if let givenWeight, givenWeight != description.weight {
        collector.error(
          .fontMismatch, path["weight"],
          "\(givenWeight.rawValue), but the font says \(description.weight.rawValue) (\(description.postScriptName))",
          at: fields["weight"]?.location)
      }
      if let givenItalic, givenItalic != description.isItalic {
        collector.error(
          .fontMismatch, path["italic"],
          "\(givenItalic), but the font says \(description.isItalic) (\(description.postScriptName))",
          at: fields["italic"]?.location)
      }
    }
    let finalAxes = axes ?? description?.axes ?? []
    var weight = givenWeight ?? description?.weight
    if weight == nil, let axis = finalAxes.first(where: { $0.tag == "wght" }) {
      weight = FontWeight(rawValue: Int(axis.defaultValue.rounded()))
    }
    guard let postScriptName = givenName ?? description?.postScriptName, let weight else {
      if givenName == nil, description == nil {
        collector.error(
          .missingKey, path, "missing \"postScriptName\": the face's PostScript name",
          at: node.location)
      }
      if weight == nil, description == nil {
        collector.error(
          .missingKey, path, "missing \"weight\": 100–900 or a name such as regular or bold",
          at: node.location)
      }
      return nil
    }
    return FontFace(
      file: file, resolvedPath: resolvedPath, postScriptName: postScriptName, weight: weight,
      isItalic: givenItalic ?? description?.isItalic ?? false, axes: finalAxes)
  }

  private mutating func decodeAxes(_ node: ConfigNode, path: FieldPath) -> [VariationAxisRange]? {
    guard let entries = orderedObject(node, path) else { return nil }
    var axes: [VariationAxisRange] = []
    for member in entries {
      let axisPath = path[member.key]
      guard member.key.utf8.count == 4, member.key.allSatisfy({ $0.isASCII }) else {
        collector.error(
          .invalidName, axisPath, "an axis tag has four ASCII characters, such as wght",
          found: member.key, at: member.keyLocation)
        continue
      }
      guard let axisFields = object(member.value, axisPath, Format.axis) else { continue }
      // Each registered axis has its own range within the keys' (OpenType's Fixed range).
      let range = ValueRange.axis(member.key)
      let minimum = number(Format.Axis.min, axisFields, axisPath, in: range)
      let maximum = number(Format.Axis.max, axisFields, axisPath, in: range)
      guard let minimum, let maximum else { continue }
      let defaultValue = number(Format.Axis.default, axisFields, axisPath, in: range) ?? minimum
      guard minimum <= defaultValue, defaultValue <= maximum else {
        collector.error(
          .inconsistentValues, axisPath,
          "needs min ≤ default ≤ max (found \(NumberText.points(minimum, unit: false)), "
            + "\(NumberText.points(defaultValue, unit: false)), \(NumberText.points(maximum, unit: false)))",
          at: member.value.location)
        continue
      }
      axes.append(
        VariationAxisRange(
          tag: member.key, minimum: minimum, defaultValue: defaultValue, maximum: maximum))
    }
    return axes
  }

  private func resolve(_ file: String) -> String {
    guard !file.hasPrefix("/"), let baseDirectory, baseDirectory != "." else { return file }
    return baseDirectory + "/" + file
  }

  // MARK: Styles

  private mutating func decodeStyle(
    _ node: ConfigNode, path: FieldPath, _ format: FormatObject, name styleName: String? = nil
  ) -> StyleDefinition {
    typealias Key = Format.Style
    var definition = StyleDefinition()
    guard let fields = object(node, path, format, recordingLocations: true) else {
      return definition
    }
    definition.family = text(Key.family, fields, path)
    definition.weight = fontWeight(Key.weight, fields, path)
    definition.italic = bool(Key.italic, fields, path)
    definition.size = number(Key.size, fields, path)
    definition.leading = number(Key.leading, fields, path)
    definition.minimumSize = number(Key.minimumSize, fields, path)
    definition.maximumSize = number(Key.maximumSize, fields, path)
    definition.tracking = tracking(Key.tracking, fields, path)
    definition.scaling = fields[Key.scaling.name].flatMap { scaling($0, path[Key.scaling.name]) }
    definition.documentation = text(Key.description, fields, path)
    if let node = fields[Key.normalize.name],
      let name = nonEmptyString(node, path[Key.normalize.name])
    {
      if let method = Normalization(rawValue: name) {
        definition.normalize = method
      } else {
        let names = Normalization.allCases.map(\.rawValue)
        collector.error(
          .unknownName, path[Key.normalize.name],
          "unknown normalisation \"\(name)\""
            + SpellingSuggestion.didYouMean(name, among: names)
            + " (one of \(names.joined(separator: ", ")))", found: name,
          allowed: names.joined(separator: ", "), at: node.location)
      }
    }
    if let relative = fields[Key.relativeTo.name],
      let name = nonEmptyString(relative, path[Key.relativeTo.name])
    {
      if let style = TextStyle(parsing: name) {
        definition.relativeTo = style
      } else if let styleName, let problem = customRelative(name, of: styleName) {
        collector.error(
          .relativeToCustomStyle, path[Key.relativeTo.name], problem, found: name,
          at: relative.location)
      } else {
        collector.error(
          .unknownName, path[Key.relativeTo.name],
          "unknown text style \"\(name)\""
            + SpellingSuggestion.didYouMean(name, among: TextStyle.allCases.map(\.uiKitName)),
          found: name,
          allowed: "a text style: " + TextStyle.allCases.map(\.uiKitName).joined(separator: ", "),
          at: relative.location)
      }
    }
    if let categories = fields[Key.categories.name],
      let entries = orderedObject(categories, path[Key.categories.name])
    {
      for member in entries {
        let overridePath = path[Key.categories.name][member.key]
        guard let category = category(named: member, at: overridePath) else { continue }
        guard definition.categoryOverrides[category] == nil else {
          collector.error(
            .duplicateKey, overridePath, "\(category) is given twice", at: member.keyLocation)
          continue
        }
        locations[path[Key.categories.name]["\(category)"].description] = member.keyLocation
        definition.categoryOverrides[category] = decodeOverride(member.value, path: overridePath)
      }
    }
    if let platforms = fields[Key.platforms.name],
      let entries = orderedObject(platforms, path[Key.platforms.name])
    {
      let entryFormat =
        format.name == Format.defaults.name ? Format.defaultsPlatformValues : Format.platformValues
      for member in entries {
        let entryPath = path[Key.platforms.name][member.key]
        if member.key.lowercased() == AndroidValues.key {
          decodeAndroidEntry(
            member, path: path, into: &definition, isDefaults: format.name == Format.defaults.name)
          continue
        }
        guard let platform = platformKey(member.key, path: entryPath, at: member.keyLocation)
        else { continue }
        guard definition.platforms[platform] == nil else {
          collector.error(
            .duplicateKey, entryPath, "\(PlatformValues.key(for: platform)) is given twice",
            at: member.keyLocation)
          continue
        }
        let key = PlatformValues.key(for: platform)
        let platformPath = path[Key.platforms.name][key]
        locations[platformPath.description] = member.keyLocation
        definition.platforms[platform] = decodePlatformValues(
          member.value, path: platformPath, entryFormat)
      }
    }
    return definition
  }

  /// The platform a `platforms` key names (`macOS`, `tvOS`, `watchOS`, `visionOS`, in any
  /// letter case), or `nil` (reported): iOS's values are the style's own.
  private mutating func platformKey(_ key: String, path: FieldPath, at location: SourceLocation?)
    -> Platform?
  {
    let names = PlatformValues.platforms.map(PlatformValues.key(for:)) + [AndroidValues.key]
    if let platform = Platform(parsing: key), PlatformValues.platforms.contains(platform) {
      return platform
    }
    if let platform = Platform(parsing: key) {
      collector.error(
        .misplacedKey, path,
        "\(platform.displayName) needs no entry: the style's own values are its iOS values "
          + "(platforms are \(names.joined(separator: ", ")))", at: location)
    } else {
      collector.error(
        .unknownName, path,
        "unknown platform \"\(key)\"" + SpellingSuggestion.didYouMean(key, among: names)
          + " (one of \(names.joined(separator: ", ")))", found: key,
        allowed: names.joined(separator: ", "), at: location)
    }
    return nil
  }

  private mutating func decodePlatformValues(
    _ node: ConfigNode, path: FieldPath, _ format: FormatObject
  )
    -> PlatformValues
  {
    typealias Key = Format.Platforms
    var values = PlatformValues()
    guard let fields = object(node, path, format, recordingLocations: true) else { return values }
    values.size = number(Key.size, fields, path)
    values.minimumSize = number(Key.minimumSize, fields, path)
    values.maximumSize = number(Key.maximumSize, fields, path)
    values.scaling = fields[Key.scaling.name].flatMap { scaling($0, path[Key.scaling.name]) }
    if fields.isEmpty {
      collector.warning(
        .setsNothing, path, "sets nothing (give \(format.keyNames.joined(separator: ", ")))",
        at: node.location)
    }
    return values
  }

  /// A style's `platforms.android` entry (`size`, `leading`, `tracking`, with the ranges of the
  /// style's own); the defaults have none: Android's values are per style.
  private mutating func decodeAndroidEntry(
    _ member: ConfigNode.Member, path: FieldPath, into definition: inout StyleDefinition,
    isDefaults: Bool
  ) {
    let entryPath = path[Format.Style.platforms.name][AndroidValues.key]
    guard !isDefaults else {
      collector.error(
        .misplacedKey, entryPath,
        "Android's values are given per style (styles.<style>.platforms.android); "
          + "without them a style takes its iOS values at large",
        at: member.keyLocation)
      return
    }
    guard definition.android == nil else {
      collector.error(.duplicateKey, entryPath, "android is given twice", at: member.keyLocation)
      return
    }
    locations[entryPath.description] = member.keyLocation
    var values = AndroidValues()
    defer { definition.android = values }
    typealias Key = Format.Android
    let keys = Format.android.keyNames
    guard
      let fields = object(member.value, entryPath, Format.android, recordingLocations: true)
    else { return }
    values.size = number(Key.size, fields, entryPath)
    values.leading = number(Key.leading, fields, entryPath)
    values.tracking = tracking(Key.tracking, fields, entryPath)
    if fields.isEmpty {
      collector.warning(
        .setsNothing, entryPath, "sets nothing (give \(keys.joined(separator: ", ")))",
        at: member.value.location)
    }
  }

  /// Why `relativeTo: "target"` of the style `name` is wrong when `target` is the style itself
  /// or another custom style of the file: a style scales with one of Apple's text styles, so
  /// the message follows the chain to the Apple style it ends at (the one to name instead), or
  /// shows the cycle it never leaves.
  private func customRelative(_ target: String, of name: String) -> String? {
    let apple =
      "relativeTo names one of Apple's text styles (body, title1 …) that the style scales with"
    if target == name {
      return "\"\(name)\" is this style itself: a style cannot be relative to itself; \(apple)"
    }
    guard styleKeys.contains(target) else { return nil }
    var chain = [name, target]
    var current = target
    while let next = relativeTexts[current] {
      if let style = TextStyle(parsing: next) {
        return
          "\"\(target)\" is a custom style (\(chain.joined(separator: " → ")) → \(style.uiKitName)), "
          + "not a text style; \(apple): use \"\(style.uiKitName)\""
      }
      if let start = chain.firstIndex(of: next) {
        let cycle = chain[start...] + [next]
        return
          "\"\(target)\" is a custom style, and \(cycle.joined(separator: " → ")) is a cycle; \(apple)"
      }
      chain.append(next)
      current = next
    }
    return "\"\(target)\" is a custom style, not a text style; \(apple)"
  }

  private mutating func decodeOverride(_ node: ConfigNode, path: FieldPath) -> CategoryOverride {
    typealias Key = Format.Override
    var result = CategoryOverride()
    guard let fields = object(node, path, Format.override) else { return result }
    result.size = number(Key.size, fields, path)
    result.leading = number(Key.leading, fields, path)
    result.weight = fontWeight(Key.weight, fields, path)
    result.tracking = tracking(Key.tracking, fields, path)
    if fields.isEmpty {
      let names = Format.override.keyNames
      collector.warning(
        .setsNothing, path,
        "sets nothing (give \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))",
        at: node.location)
    }
    return result
  }

  /// The tracking `key` of `fields` (a number in its range, `"system"` or `"none"`), if any.
  private mutating func tracking(
    _ key: FormatKey, _ fields: [String: ConfigNode], _ path: FieldPath
  )
    -> TrackingSetting?
  {
    guard let node = fields[key.name], let range = key.range else { return nil }
    let path = path[key.name]
    switch node.kind {
    case .number(let value):
      if collector.refuse(
        value, outside: range, at: path, shownAs: node.shortDescription, location: node.location)
      {
        return nil
      }
      return .thousandthsOfEm(value)
    case .string("system"): return .system
    case .string("none"): return TrackingSetting.none
    case .string(let text):
      collector.error(
        .unknownName, path,
        "must be a number (1/1000 em), \"system\" or \"none\" (found \"\(text)\")"
          + SpellingSuggestion.didYouMean(text, among: ["system", "none"]), found: text,
        allowed: "a number (1/1000 em), \"system\" or \"none\"", at: node.location)
      return nil
    default:
      typeError(path, expected: "a number (1/1000 em), \"system\" or \"none\"", node)
      return nil
    }
  }

  private mutating func scaling(_ node: ConfigNode, _ path: FieldPath) -> Scaling? {
    var fields: [String: ConfigNode] = [:]
    let name: String
    switch node.kind {
    case .string(let text):
      name = text
    case .object:
      guard let object = object(node, path, Format.scaling) else { return nil }
      fields = object
      guard let strategy = object[Format.ScalingObject.strategy.name] else { return nil }
      guard let text = nonEmptyString(strategy, path[Format.ScalingObject.strategy.name]) else {
        return nil
      }
      name = text
    default:
      typeError(path, expected: "a strategy name or an object with \"strategy\"", node)
      return nil
    }
    let namePath = fields.isEmpty ? path : path[Format.ScalingObject.strategy.name]
    guard let strategyName = Scaling.Name(parsing: name) else {
      collector.error(
        .unknownName, namePath, Scaling.Name.unknownNameMessage(name), found: name,
        allowed: Scaling.Name.list, at: node.location)
      return nil
    }
    // A key that goes with other strategies (step with stepped; sizes and preset with table),
    // as the keys' declarations say, the first in their order.
    for key in Format.scaling.keys {
      guard let condition = key.onlyWith, let value = fields[key.name],
        !condition.contains(strategyName.rawValue)
      else { continue }
      collector.error(
        .misplacedKey, path[key.name], "applies to the \(condition.values[0]) strategy only",
        at: value.location)
      return nil
    }
    if let strategy = strategyName.strategyWithoutParameters {
      return .strategy(strategy)
    }
    if strategyName.takesStep {
      guard let stepNode = fields[Format.ScalingObject.step.name] else {
        collector.error(
          .missingKey, path, "the stepped strategy needs \"step\": points per category step",
          at: node.location)
        return nil
      }
      guard let range = Format.ScalingObject.step.range,
        let step = number(stepNode, path[Format.ScalingObject.step.name], in: range)
      else { return nil }
      return .strategy(.stepped(pointsPerStep: step))
    }
    return table(fields, path: path, at: node.location)
  }

  /// A `table` strategy: twelve sizes, as an array in category order or an object by category,
  /// or `"preset": "ios7"`.
  private mutating func table(
    _ fields: [String: ConfigNode], path: FieldPath, at location: SourceLocation?
  )
    -> Scaling?
  {
    if let preset = fields[Format.ScalingObject.preset.name] {
      if fields[Format.ScalingObject.sizes.name] != nil {
        collector.error(
          .misplacedKey, path, "give \"sizes\" or \"preset\", not both", at: location)
        return nil
      }
      guard case .string(let name) = preset.kind, Platform(parsing: name) == .iOS7 else {
        collector.error(
          .unknownName, path[Format.ScalingObject.preset.name],
          "the only preset is \"ios7\" (the iOS 7–10 table) (found \(preset.shortDescription))",
          found: preset.shortDescription, allowed: "\"ios7\"", at: preset.location)
        return nil
      }
      return .iOS7Table
    }
    guard let sizesNode = fields[Format.ScalingObject.sizes.name] else {
      collector.error(
        .missingKey, path,
        "the table strategy needs \"sizes\" (twelve sizes, xSmall to accessibility5) or \"preset\": \"ios7\"",
        at: location)
      return nil
    }
    var sizes: [Double?] = Array(repeating: nil, count: ContentSizeCategory.allCases.count)
    let sizeRange = Format.ScalingObject.sizes.range ?? .pointSize
    switch sizesNode.kind {
    case .array(let elements):
      guard elements.count == sizes.count else {
        collector.error(
          .incompleteTable, path[Format.ScalingObject.sizes.name],
          "needs 12 sizes, one per category from xSmall to accessibility5 (found \(elements.count))",
          at: sizesNode.location)
        return nil
      }
      for (index, element) in elements.enumerated() {
        sizes[index] = number(element, path[Format.ScalingObject.sizes.name][index], in: sizeRange)
      }
    case .object:
      let sizesPath = path[Format.ScalingObject.sizes.name]
      guard let entries = orderedObject(sizesNode, sizesPath) else { return nil }
      for member in entries {
        guard let category = category(named: member, at: sizesPath[member.key]) else {
          return nil
        }
        sizes[category.rawValue] = number(member.value, sizesPath[member.key], in: sizeRange)
      }
      let missing = ContentSizeCategory.allCases.filter { sizes[$0.rawValue] == nil }
      if !missing.isEmpty, entries.count < sizes.count {
        collector.error(
          .incompleteTable, sizesPath,
          "needs a size for every category; missing \(missing.map(\.swiftUIName).joined(separator: ", "))",
          at: sizesNode.location)
        return nil
      }
    default:
      typeError(
        path[Format.ScalingObject.sizes.name],
        expected: "an array of 12 sizes or an object by category", sizesNode)
      return nil
    }
    let values = sizes.compactMap { $0 }
    guard values.count == sizes.count, let table = try? SizeTable(values) else { return nil }
    return .strategy(.table(table))
  }

  // MARK: Typed reads

  /// The content size category a member's key names, or `nil`, reported as an unknown name
  /// at `path` with the nearest spelling.
  private mutating func category(named member: ConfigNode.Member, at path: FieldPath)
    -> ContentSizeCategory?
  {
    if let category = ContentSizeCategory(parsing: member.key) { return category }
    collector.error(
      .unknownName, path,
      "unknown content size category \"\(member.key)\""
        + SpellingSuggestion.didYouMean(member.key, among: ContentSizeCategory.suggestedSpellings),
      found: member.key,
      allowed: ContentSizeCategory.allCases.map(\.description).joined(separator: ", "),
      at: member.keyLocation)
    return nil
  }

  /// The members of an object, checking unknown and duplicate keys; `nil` (reported) for a
  /// value of another type. With `recordingLocations`, where each member's value is in the
  /// file is kept in `locations` under its path, for the checker's later diagnostics.
  private mutating func object(
    _ node: ConfigNode, _ path: FieldPath, _ format: FormatObject,
    recordingLocations: Bool = false
  ) -> [String: ConfigNode]? {
    let keys = format.keyNames
    guard let members = orderedObject(node, path) else { return nil }
    var fields: [String: ConfigNode] = [:]
    for member in members {
      guard keys.contains(member.key) else {
        collector.error(
          .unknownKey, path[member.key],
          "unknown key \"\(member.key)\""
            + SpellingSuggestion.didYouMean(member.key, among: keys), found: member.key,
          allowed: keys.joined(separator: ", "), at: member.keyLocation)
        continue
      }
      fields[member.key] = member.value
      if recordingLocations { locations[path[member.key].description] = member.value.location }
    }
    // The keys the format declares required: reported here, from the declarations, so no
    // caller spells a requirement again (callers only stop when the value is missing).
    for key in format.requiredKeys where fields[key.name] == nil {
      collector.error(
        .missingKey, path, "missing \"\(key.name)\"" + (key.whenMissing.map { ": " + $0 } ?? ""),
        at: node.location)
    }
    return fields
  }

  /// The members of an object in order, reporting duplicate keys.
  private mutating func orderedObject(_ node: ConfigNode, _ path: FieldPath)
    -> [ConfigNode.Member]?
  {
    guard case .object(let members) = node.kind else {
      typeError(path, expected: "an object", node)
      return nil
    }
    var seen: Set<String> = []
    var unique: [ConfigNode.Member] = []
    for member in members {
      if seen.contains(member.key) {
        collector.error(
          .duplicateKey, path[member.key], "the key \"\(member.key)\" appears twice",
          at: member.keyLocation)
        continue
      }
      seen.insert(member.key)
      unique.append(member)
    }
    return unique
  }

  private mutating func typeError(_ path: FieldPath, expected: String, _ node: ConfigNode) {
    collector.error(
      .wrongType, path,
      "\(path.isRoot ? "the file " : "")must be \(expected) (found \(node.shortDescription))",
      found: node.shortDescription, allowed: expected, at: node.location)
  }

  private mutating func nonEmptyString(_ node: ConfigNode, _ path: FieldPath) -> String? {
    guard case .string(let value) = node.kind else {
      typeError(path, expected: "a string", node)
      return nil
    }
    guard !value.isEmpty else {
      collector.error(.emptyValue, path, "must not be empty", at: node.location)
      return nil
    }
    return value
  }

  private mutating func bool(_ node: ConfigNode, _ path: FieldPath) -> Bool? {
    guard case .bool(let value) = node.kind else {
      typeError(path, expected: "true or false", node)
      return nil
    }
    return value
  }

  private mutating func number(_ node: ConfigNode, _ path: FieldPath) -> Double? {
    guard case .number(let value) = node.kind else {
      typeError(path, expected: "a number", node)
      return nil
    }
    return value
  }

  /// A number within `range` (``ValueRange``, the table the command line's flags use too).
  private mutating func number(_ node: ConfigNode, _ path: FieldPath, in range: ValueRange)
    -> Double?
  {
    guard let value = number(node, path) else { return nil }
    let refused = collector.refuse(
      value, outside: range, at: path, shownAs: node.shortDescription, location: node.location)
    return refused ? nil : value
  }

  /// The number `key` of `fields` within the key's range, if any.
  private mutating func number(_ key: FormatKey, _ fields: [String: ConfigNode], _ path: FieldPath)
    -> Double?
  {
    guard let range = key.range else { return nil }
    return number(key, fields, path, in: range)
  }

  /// The number `key` of `fields` within `range` (narrower than the key's, as an axis's), if
  /// any.
  private mutating func number(
    _ key: FormatKey, _ fields: [String: ConfigNode], _ path: FieldPath, in range: ValueRange
  ) -> Double? {
    fields[key.name].flatMap { number($0, path[key.name], in: range) }
  }

  /// The non-empty string `key` of `fields`, if any.
  private mutating func text(_ key: FormatKey, _ fields: [String: ConfigNode], _ path: FieldPath)
    -> String?
  {
    fields[key.name].flatMap { nonEmptyString($0, path[key.name]) }
  }

  /// The Boolean `key` of `fields`, if any.
  private mutating func bool(_ key: FormatKey, _ fields: [String: ConfigNode], _ path: FieldPath)
    -> Bool?
  {
    fields[key.name].flatMap { bool($0, path[key.name]) }
  }

  /// The weight `key` of `fields` (a number in its range or a name), if any.
  private mutating func fontWeight(
    _ key: FormatKey, _ fields: [String: ConfigNode], _ path: FieldPath
  ) -> FontWeight? {
    guard let range = key.range else { return nil }
    return fields[key.name].flatMap { fontWeight($0, path[key.name], in: range) }
  }

  private mutating func fontWeight(_ node: ConfigNode, _ path: FieldPath, in range: ValueRange)
    -> FontWeight?
  {
    let low = NumberText.decimal(range.lowerBound, decimals: 5)
    let high = NumberText.decimal(range.upperBound, decimals: 5)
    switch node.kind {
    case .number(let value):
      if collector.refuse(
        value, outside: range, at: path, shownAs: node.shortDescription, location: node.location)
      {
        return nil
      }
      return FontWeight(rawValue: Int(value))
    case .string(let text):
      guard let weight = FontWeight(parsing: text) else {
        let names = FontWeight.named.compactMap(\.name)
        collector.error(
          .unknownName, path,
          "unknown weight \"\(text)\"" + SpellingSuggestion.didYouMean(text, among: names)
            + " (a number from \(low) to \(high) or a name: \(names.joined(separator: ", ")))",
          found: text,
          allowed: "a number from \(low) to \(high) or a name: \(names.joined(separator: ", "))",
          at: node.location)
        return nil
      }
      return weight
    default:
      typeError(
        path, expected: "a weight (a number from \(low) to \(high) or a name such as bold)", node)
      return nil
    }
  }
}
