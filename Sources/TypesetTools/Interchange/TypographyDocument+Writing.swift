import DynamicType
import Typeset

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
  /// `minimumSize`, `maximumSize`, `normalize`) are written from ``Typography/defaults``; resolution reads
  /// no others.
  ///
  /// - Parameter typography: The typography to write.
  /// - Returns: The JSON text, ending with a line break.
  public static func serialize(_ typography: Typography) -> String {
    TypographyJSON.value(for: typography).serialized() + "\n"
  }
}

/// The typography file's JSON form, shared by the typography writer, the design-token writer
/// (which embeds it) and the Swift generator.
enum TypographyJSON {
  static func value(for typography: Typography) -> InterchangeJSON {
    var members: [InterchangeJSON.Member] = []
    members.append(
      .init("families", .object(typography.families.map { .init($0.name, family($0)) })))
    let defaults = style(typography.defaults, defaultsOnly: true)
    if case .object(let fields) = defaults, !fields.isEmpty {
      members.append(.init("defaults", defaults))
    }
    let names = typography.styles.keys.sorted()
    if !names.isEmpty {
      members.append(
        .init(
          "styles",
          .object(
            names.compactMap { name in
              typography.styles[name].map { .init(name.description, style($0)) }
            })))
    }
    return .object(members)
  }

  static func family(_ family: FontFamily) -> InterchangeJSON {
    .object([.init("faces", .array(family.faces.map(face)))])
  }

  static func face(_ face: FontFace) -> InterchangeJSON {
    var members: [InterchangeJSON.Member] = [
      .init("file", .string(face.file)),
      .init("postScriptName", .string(face.postScriptName)),
      .init("weight", .number(Double(face.weight.rawValue))),
    ]
    if face.isItalic { members.append(.init("italic", .bool(true))) }
    if !face.axes.isEmpty {
      members.append(
        .init(
          "axes",
          .object(
            face.axes.map { axis in
              .init(
                axis.tag,
                .object([
                  .init("min", .number(axis.minimum)),
                  .init("default", .number(axis.defaultValue)),
                  .init("max", .number(axis.maximum)),
                ]))
            })))
    }
    return .object(members)
  }

  static func style(_ definition: StyleDefinition, defaultsOnly: Bool = false) -> InterchangeJSON {
    var members: [InterchangeJSON.Member] = []
    func add(_ key: String, _ value: InterchangeJSON?) {
      if let value { members.append(.init(key, value)) }
    }
    if !defaultsOnly {
      add("relativeTo", definition.relativeTo.map { .string($0.uiKitName) })
    }
    add("family", definition.family.map(InterchangeJSON.string))
    if !defaultsOnly {
      add("weight", definition.weight.map { .number(Double($0.rawValue)) })
      add("italic", definition.italic.map(InterchangeJSON.bool))
      add("size", definition.size.map(InterchangeJSON.number))
      add("leading", definition.leading.map(InterchangeJSON.number))
    }
    add("tracking", definition.tracking.map(tracking))
    add("scaling", definition.scaling.map(scaling))
    add("minimumSize", definition.minimumSize.map(InterchangeJSON.number))
    add("maximumSize", definition.maximumSize.map(InterchangeJSON.number))
    add("normalize", definition.normalize.map { .string($0.rawValue) })
    if !defaultsOnly, !definition.categoryOverrides.isEmpty {
      let categories = definition.categoryOverrides.keys.sorted()
      members.append(
        .init(
          "categories",
          .object(
            categories.map { category in
              .init(category.swiftUIName, override(definition.categoryOverrides[category]!))
            })))
    }
    return .object(members)
  }

  static func override(_ override: CategoryOverride) -> InterchangeJSON {
    var members: [InterchangeJSON.Member] = []
    if let size = override.size { members.append(.init("size", .number(size))) }
    if let leading = override.leading { members.append(.init("leading", .number(leading))) }
    if let weight = override.weight {
      members.append(.init("weight", .number(Double(weight.rawValue))))
    }
    if let value = override.tracking { members.append(.init("tracking", tracking(value))) }
    return .object(members)
  }

  static func tracking(_ setting: TrackingSetting) -> InterchangeJSON {
    switch setting {
    case .none: .string("none")
    case .system: .string("system")
    case .thousandthsOfEm(let value): .number(value)
    }
  }

  static func scaling(_ scaling: Scaling) -> InterchangeJSON {
    switch scaling {
    case .iOS7Table:
      return .object([.init("strategy", .string("table")), .init("preset", .string("ios7"))])
    case .strategy(let strategy):
      switch strategy {
      case .fontMetrics, .systemSizes, .fixed:
        return .string(strategy.name)
      case .stepped(let step):
        return .object([.init("strategy", .string("stepped")), .init("step", .number(step))])
      case .table(let table):
        return .object([
          .init("strategy", .string("table")),
          .init("sizes", .array(table.sizes.map(InterchangeJSON.number))),
        ])
      }
    }
  }
}
