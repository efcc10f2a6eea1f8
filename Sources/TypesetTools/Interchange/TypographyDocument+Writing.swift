import DynamicType
import Typeset
import TypesetLoader

extension TypographyDocument {
  /// Writes a typography as a typography file (JSON) that ``parse(_:path:format:fonts:)`` reads back
  /// to the same families, defaults and styles.
  ///
  /// Every value the typography sets is written, nothing else: Apple's defaults stay implicit,
  /// so the file is as short as the one it came from. Faces always carry their weight; styles
  /// come in Apple's order, then custom styles by name; categories from xSmall to AX5.
  ///
  /// ```swift
  /// let text = TypographyDocument.serialize(typography)
  /// let again = TypographyDocument.parse(Array(text.utf8), path: typography.sourcePath)
  /// again.typography?.styles == typography.styles  // true
  /// ```
  ///
  /// Only the fields a typography file has for `defaults` (`family`, `scaling`, `tracking`,
  /// `minimumSize`, `maximumSize`, `normalize`, `platforms` without `size`) are written from
  /// ``Typography/defaults``; resolution reads no others. `platforms` entries come in the order
  /// macOS, tvOS, watchOS, visionOS.
  ///
  /// - Parameter typography: The typography to write.
  /// - Returns: The JSON text, ending with a line break.
  public static func serialize(_ typography: Typography) -> String {
    TypographyJSON.value(for: typography).prettyPrinted() + "\n"
  }
}

/// The typography file's JSON form, shared by the typography writer, the design-token writer
/// (which embeds it) and the Swift generator.
enum TypographyJSON {
  static func value(for typography: Typography) -> JSONValue {
    var members: [JSONValue.Member] = []
    members.append(
      ("families", .object(typography.families.map { ($0.name, family($0)) })))
    let defaults = style(typography.defaults, defaultsOnly: true)
    if case .object(let fields) = defaults, !fields.isEmpty {
      members.append(("defaults", defaults))
    }
    let names = typography.styles.keys.sorted()
    if !names.isEmpty {
      members.append(
        (
          "styles",
          .object(
            names.compactMap { name in
              typography.styles[name].map { (name.description, style($0)) }
            })
        ))
    }
    return .object(members)
  }

  static func family(_ family: FontFamily) -> JSONValue {
    .object([("faces", .array(family.faces.map(face)))])
  }

  static func face(_ face: FontFace) -> JSONValue {
    var members: [JSONValue.Member] = [
      ("file", .string(face.file)),
      ("postScriptName", .string(face.postScriptName)),
      ("weight", .number(Double(face.weight.rawValue))),
    ]
    if face.isItalic { members.append(("italic", .bool(true))) }
    if !face.axes.isEmpty {
      members.append(
        (
          "axes",
          .object(
            face.axes.map { axis in
              (
                axis.tag,
                .object([
                  ("min", .number(axis.minimum)),
                  ("default", .number(axis.defaultValue)),
                  ("max", .number(axis.maximum)),
                ])
              )
            })
        ))
    }
    return .object(members)
  }

  static func style(_ definition: StyleDefinition, defaultsOnly: Bool = false) -> JSONValue {
    var members: [JSONValue.Member] = []
    func add(_ key: String, _ value: JSONValue?) {
      if let value { members.append((key, value)) }
    }
    if !defaultsOnly {
      add("relativeTo", definition.relativeTo.map { .string($0.uiKitName) })
    }
    add("family", definition.family.map(JSONValue.string))
    if !defaultsOnly {
      add("weight", definition.weight.map { .number(Double($0.rawValue)) })
      add("italic", definition.italic.map(JSONValue.bool))
      add("size", definition.size.map(JSONValue.number))
      add("leading", definition.leading.map(JSONValue.number))
    }
    add("tracking", definition.tracking.map(tracking))
    add("scaling", definition.scaling.map(scaling))
    add("minimumSize", definition.minimumSize.map(JSONValue.number))
    add("maximumSize", definition.maximumSize.map(JSONValue.number))
    add("normalize", definition.normalize.map { .string($0.rawValue) })
    if !defaultsOnly, !definition.categoryOverrides.isEmpty {
      let categories = definition.categoryOverrides.keys.sorted()
      members.append(
        (
          "categories",
          .object(
            categories.map { category in
              (category.swiftUIName, override(definition.categoryOverrides[category]!))
            })
        ))
    }
    var platforms = PlatformValues.platforms.compactMap { platform in
      definition.platforms[platform].map {
        (PlatformValues.key(for: platform), platformValues($0, defaultsOnly: defaultsOnly))
      }
    }
    if !defaultsOnly, let android = definition.android {
      platforms.append((AndroidValues.key, androidValues(android)))
    }
    if !platforms.isEmpty { members.append(("platforms", .object(platforms))) }
    return .object(members)
  }

  /// A `platforms` entry; the defaults' entries have no `size` (resolution reads none).
  static func platformValues(_ values: PlatformValues, defaultsOnly: Bool) -> JSONValue {
    var members: [JSONValue.Member] = []
    if !defaultsOnly, let size = values.size { members.append(("size", .number(size))) }
    if let value = values.minimumSize { members.append(("minimumSize", .number(value))) }
    if let value = values.maximumSize { members.append(("maximumSize", .number(value))) }
    if let value = values.scaling { members.append(("scaling", scaling(value))) }
    return .object(members)
  }

  /// A style's `platforms.android` entry.
  static func androidValues(_ values: AndroidValues) -> JSONValue {
    var members: [JSONValue.Member] = []
    if let size = values.size { members.append(("size", .number(size))) }
    if let leading = values.leading { members.append(("leading", .number(leading))) }
    if let value = values.tracking { members.append(("tracking", tracking(value))) }
    return .object(members)
  }

  static func override(_ override: CategoryOverride) -> JSONValue {
    var members: [JSONValue.Member] = []
    if let size = override.size { members.append(("size", .number(size))) }
    if let leading = override.leading { members.append(("leading", .number(leading))) }
    if let weight = override.weight {
      members.append(("weight", .number(Double(weight.rawValue))))
    }
    if let value = override.tracking { members.append(("tracking", tracking(value))) }
    return .object(members)
  }

  static func tracking(_ setting: TrackingSetting) -> JSONValue {
    switch setting {
    case .none: .string("none")
    case .system: .string("system")
    case .thousandthsOfEm(let value): .number(value)
    }
  }

  static func scaling(_ scaling: Scaling) -> JSONValue {
    switch scaling {
    case .iOS7Table:
      return .object([("strategy", .string("table")), ("preset", .string("ios7"))])
    case .strategy(let strategy):
      switch strategy {
      case .fontMetrics, .systemSizes, .fixed:
        return .string(strategy.name)
      case .stepped(let step):
        return .object([("strategy", .string("stepped")), ("step", .number(step))])
      case .table(let table):
        return .object([
          ("strategy", .string("table")),
          ("sizes", .array(table.sizes.map(JSONValue.number))),
        ])
      }
    }
  }
}
