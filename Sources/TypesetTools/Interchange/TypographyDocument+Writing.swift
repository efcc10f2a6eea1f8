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
///
/// Keys are the format's declarations (`TypographyFormat`), and an object gets only the keys
/// its declaration has (the defaults have no `size`, their `platforms` entries neither); the
/// order is the writer's own (a style's `relativeTo` first), which golden files keep.
enum TypographyJSON {
  typealias Format = TypographyFormat

  static func value(for typography: Typography) -> JSONValue {
    var members: [JSONValue.Member] = []
    members.append(
      (
        Format.TopLevel.families.name,
        .object(typography.families.map { ($0.name, family($0)) })
      ))
    let defaults = style(typography.defaults, defaultsOnly: true)
    if case .object(let fields) = defaults, !fields.isEmpty {
      members.append((Format.TopLevel.defaults.name, defaults))
    }
    let names = typography.definedStyleNames
    if !names.isEmpty {
      members.append(
        (
          Format.TopLevel.styles.name,
          .object(
            names.compactMap { name in
              typography.styles[name].map { (name.description, style($0)) }
            })
        ))
    }
    return .object(members)
  }

  static func family(_ family: FontFamily) -> JSONValue {
    .object([(Format.Family.faces.name, .array(family.faces.map(face)))])
  }

  static func face(_ face: FontFace) -> JSONValue {
    typealias Key = Format.Face
    var members: [JSONValue.Member] = [
      (Key.file.name, .string(face.file)),
      (Key.postScriptName.name, .string(face.postScriptName)),
      (Key.weight.name, .number(Double(face.weight.rawValue))),
    ]
    if face.isItalic { members.append((Key.italic.name, .bool(true))) }
    if !face.axes.isEmpty {
      members.append(
        (
          Key.axes.name,
          .object(
            face.axes.map { axis in
              (
                axis.tag,
                .object([
                  (Format.Axis.min.name, .number(axis.minimum)),
                  (Format.Axis.default.name, .number(axis.defaultValue)),
                  (Format.Axis.max.name, .number(axis.maximum)),
                ])
              )
            })
        ))
    }
    return .object(members)
  }

  static func style(_ definition: StyleDefinition, defaultsOnly: Bool = false) -> JSONValue {
    typealias Key = Format.Style
    let object = defaultsOnly ? Format.defaults : Format.style
    var members: [JSONValue.Member] = []
    // Only the keys the object's declaration has: resolution reads no others.
    func add(_ key: FormatKey, _ value: JSONValue?) {
      if let value, object[key.name] != nil { members.append((key.name, value)) }
    }
    add(Key.relativeTo, definition.relativeTo.map { .string($0.uiKitName) })
    add(Key.family, definition.family.map(JSONValue.string))
    add(Key.weight, definition.weight.map { .number(Double($0.rawValue)) })
    add(Key.italic, definition.italic.map(JSONValue.bool))
    add(Key.size, definition.size.map(JSONValue.number))
    add(Key.leading, definition.leading.map(JSONValue.number))
    add(Key.tracking, definition.tracking.map(tracking))
    add(Key.scaling, definition.scaling.map(scaling))
    add(Key.minimumSize, definition.minimumSize.map(JSONValue.number))
    add(Key.maximumSize, definition.maximumSize.map(JSONValue.number))
    add(Key.normalize, definition.normalize.map { .string($0.rawValue) })
    add(Key.description, definition.documentation.map(JSONValue.string))
    if !definition.categoryOverrides.isEmpty {
      let categories = definition.categoryOverrides.keys.sorted()
      add(
        Key.categories,
        .object(
          categories.map { category in
            (category.swiftUIName, override(definition.categoryOverrides[category]!))
          }))
    }
    let entry = defaultsOnly ? Format.defaultsPlatformValues : Format.platformValues
    var platforms = PlatformValues.platforms.compactMap { platform in
      definition.platforms[platform].map {
        (PlatformValues.key(for: platform), platformValues($0, entry))
      }
    }
    if !defaultsOnly, let android = definition.android {
      platforms.append((AndroidValues.key, androidValues(android)))
    }
    if !platforms.isEmpty { add(Key.platforms, .object(platforms)) }
    return .object(members)
  }

  /// A `platforms` entry with the keys of `object` (the defaults' entries have no `size`:
  /// resolution reads none).
  static func platformValues(_ values: PlatformValues, _ object: FormatObject) -> JSONValue {
    typealias Key = Format.Platforms
    var members: [JSONValue.Member] = []
    func add(_ key: FormatKey, _ value: JSONValue?) {
      if let value, object[key.name] != nil { members.append((key.name, value)) }
    }
    add(Key.size, values.size.map(JSONValue.number))
    add(Key.minimumSize, values.minimumSize.map(JSONValue.number))
    add(Key.maximumSize, values.maximumSize.map(JSONValue.number))
    add(Key.scaling, values.scaling.map(scaling))
    return .object(members)
  }

  /// A style's `platforms.android` entry.
  static func androidValues(_ values: AndroidValues) -> JSONValue {
    typealias Key = Format.Android
    var members: [JSONValue.Member] = []
    if let size = values.size { members.append((Key.size.name, .number(size))) }
    if let leading = values.leading { members.append((Key.leading.name, .number(leading))) }
    if let value = values.tracking { members.append((Key.tracking.name, tracking(value))) }
    return .object(members)
  }

  static func override(_ override: CategoryOverride) -> JSONValue {
    typealias Key = Format.Override
    var members: [JSONValue.Member] = []
    if let size = override.size { members.append((Key.size.name, .number(size))) }
    if let leading = override.leading { members.append((Key.leading.name, .number(leading))) }
    if let weight = override.weight {
      members.append((Key.weight.name, .number(Double(weight.rawValue))))
    }
    if let value = override.tracking { members.append((Key.tracking.name, tracking(value))) }
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
    typealias Key = Format.ScalingObject
    switch scaling {
    case .iOS7Table:
      return .object([
        (Key.strategy.name, .string(Scaling.Name.table.rawValue)),
        (Key.preset.name, .string("ios7")),
      ])
    case .strategy(let strategy):
      switch strategy {
      case .fontMetrics, .systemSizes, .fixed:
        return .string(strategy.name)
      case .stepped(let step):
        return .object([
          (Key.strategy.name, .string(Scaling.Name.stepped.rawValue)),
          (Key.step.name, .number(step)),
        ])
      case .table(let table):
        return .object([
          (Key.strategy.name, .string(Scaling.Name.table.rawValue)),
          (Key.sizes.name, .array(table.sizes.map(JSONValue.number))),
        ])
      }
    }
  }
}
