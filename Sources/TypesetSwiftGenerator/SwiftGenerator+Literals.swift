import DynamicType
import Typeset

/// Swift expressions that build the engine's model values, for the compiled typography of the
/// generated file: every value is a literal or a call that cannot fail (no `try`, no force
/// unwrap), so that code which compiled constructs its typography without a failing path.
extension SwiftGenerator {
  /// The statement that constructs a checked typography as a compiled one, with what
  /// normalisation measures of its faces, indented by `indent`.
  ///
  /// - Throws: ``ResolutionError`` when a face that a style normalises with cannot be read.
  static func compiledTypography(_ typography: Typography, indent: String) throws(ResolutionError)
    -> String
  {
    let inner = indent + "  "
    var s = "Typography(\n"
    s += "\(inner)compiledFamilies: [\n"
    for family in typography.families {
      s += "\(inner)  FontFamily(\n"
      s += "\(inner)    name: \(swiftString(family.name)),\n"
      s += "\(inner)    faces: [\n"
      for face in family.faces {
        s += "\(inner)      \(literal(face, indent: inner + "      ", trailing: ","))\n"
      }
      s += "\(inner)    ]),\n"
    }
    s += "\(inner)],\n"
    s +=
      "\(inner)defaults: \(literal(typography.defaults, indent: inner, lead: 10, trailing: ","))\n"
    let styles = typography.definedStyleNames
    if styles.isEmpty {
      s += "\(inner)styles: [:],\n"
    } else {
      s += "\(inner)styles: [\n"
      for name in styles {
        guard let definition = typography.styles[name] else { continue }
        let key = "\(literal(name)): "
        s += "\(inner)  \(key)"
        s += literal(definition, indent: inner + "  ", lead: key.count, trailing: ",") + "\n"
      }
      s += "\(inner)],\n"
    }
    let metrics = try typography.reachableFaceMetrics().sorted { lhs, rhs in
      (lhs.key.postScriptName, lhs.key.file, axisText(lhs.key.axisValues))
        < (rhs.key.postScriptName, rhs.key.file, axisText(rhs.key.axisValues))
    }
    if metrics.isEmpty {
      s += "\(inner)faceMetrics: [:])"
    } else {
      s += "\(inner)faceMetrics: [\n"
      for (key, value) in metrics {
        s += "\(inner)  \(literal(key, indent: inner + "  ", trailing: ":"))\n"
        s += "\(inner)    \(literal(value, indent: inner + "    ", trailing: ","))\n"
      }
      s += "\(inner)])"
    }
    return s
  }

  /// A call `head(arguments)` that starts `lead` columns after `indent`, followed by
  /// `trailing`: on one line when it fits in 100 columns, else one argument per line indented
  /// two more (`arguments` builds each for that indent), the closing parenthesis after the
  /// last: a layout swift-format keeps. A `nil` argument is one the call leaves out.
  static func call(
    _ head: String, indent: String, lead: Int = 0, trailing: String = "",
    _ arguments: (_ indent: String) -> [String?]
  ) -> String {
    let flat = arguments(indent + "  ").compactMap { $0 }
    let line = "\(head)(\(flat.joined(separator: ", ")))\(trailing)"
    if flat.isEmpty
      || (indent.count + lead + line.count <= 100 && !flat.contains { $0.contains("\n") })
    {
      return line
    }
    let inner = indent + "  "
    return "\(head)(\n" + flat.map { inner + $0 }.joined(separator: ",\n") + ")\(trailing)"
  }

  /// An array literal laid out as ``call(_:indent:lead:trailing:_:)`` lays out a call.
  static func array(
    _ elements: [String], indent: String, lead: Int = 0, trailing: String = ""
  ) -> String {
    let line = "[\(elements.joined(separator: ", "))]\(trailing)"
    if indent.count + lead + line.count <= 100 && !elements.contains(where: { $0.contains("\n") }) {
      return line
    }
    let inner = indent + "  "
    var text = "[\n"
    if elements.count == 1 {
      // swift-format writes a single element without a trailing comma.
      text += inner + elements[0] + "\n"
    } else if elements.contains(where: { $0.contains("\n") }) {
      text += elements.map { inner + $0 + ",\n" }.joined()
    } else {
      // Short elements (numbers) share lines, as many as fit.
      var line = ""
      for element in elements {
        if !line.isEmpty, inner.count + line.count + element.count + 2 > 100 {
          text += inner + line + "\n"
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + element + ","
      }
      text += inner + line + "\n"
    }
    return text + indent + "]\(trailing)"
  }

  private static func axisText(_ values: [String: Double]) -> String {
    values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
  }

  /// A `Double` literal that reads back as the same number (Swift's shortest round-trip
  /// spelling). Only finite numbers reach here: checking refuses the others.
  static func literal(_ value: Double) -> String {
    guard value.isFinite else {
      return value.isNaN ? "Double.nan" : (value < 0 ? "-Double.infinity" : "Double.infinity")
    }
    return "\(value)"
  }

  static func literal(_ value: Double?) -> String {
    value.map(literal) ?? "nil"
  }

  static func literal(_ weight: FontWeight) -> String {
    if let name = FontWeight.named.first(where: { $0 == weight }).flatMap(namedWeight) {
      return ".\(name)"
    }
    return "FontWeight(clamping: \(weight.rawValue))"
  }

  private static func namedWeight(_ weight: FontWeight) -> String? {
    switch weight {
    case .ultraLight: "ultraLight"
    case .thin: "thin"
    case .light: "light"
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    case .heavy: "heavy"
    case .black: "black"
    default: nil
    }
  }

  static func literal(_ name: StyleName) -> String {
    switch name {
    case .textStyle(let style): ".textStyle(.\(style.rawValue))"
    case .custom(let custom): ".custom(\(swiftString(custom)))"
    }
  }

  static func literal(_ face: FontFace, indent: String, trailing: String) -> String {
    call("FontFace", indent: indent, trailing: trailing) { inner in
      var arguments = [
        "file: \(swiftString(face.file))", "postScriptName: \(swiftString(face.postScriptName))",
        "weight: \(literal(face.weight))",
      ]
      if face.isItalic { arguments.append("isItalic: true") }
      if !face.axes.isEmpty {
        let axes = face.axes.map { axis in
          call("VariationAxisRange", indent: inner + "  ") { _ in
            [
              "tag: \(swiftString(axis.tag))", "minimum: \(literal(axis.minimum))",
              "defaultValue: \(literal(axis.defaultValue))", "maximum: \(literal(axis.maximum))",
            ]
          }
        }
        arguments.append("axes: " + array(axes, indent: inner, lead: 6))
      }
      return arguments
    }
  }

  static func literal(_ tracking: TrackingSetting) -> String {
    switch tracking {
    // Spelled with its type: `.none` where an optional is expected would mean `nil`.
    case .none: "TrackingSetting.none"
    case .system: ".system"
    case .thousandthsOfEm(let value): ".thousandthsOfEm(\(literal(value)))"
    }
  }

  static func literal(_ scaling: Scaling, indent: String, lead: Int) -> String {
    switch scaling {
    case .iOS7Table: return ".iOS7Table"
    case .strategy(let strategy):
      switch strategy {
      case .fontMetrics: return ".strategy(.fontMetrics)"
      case .systemSizes: return ".strategy(.systemSizes)"
      case .fixed: return ".strategy(.fixed)"
      case .stepped(let points): return ".strategy(.stepped(pointsPerStep: \(literal(points))))"
      case .table(let table):
        let sizes = table.sizes.map(literal)
        let line = ".strategy(.table(SizeTable(compiled: [\(sizes.joined(separator: ", "))])))"
        if indent.count + lead + line.count <= 100 { return line }
        return ".strategy(\n\(indent)  .table(\n\(indent)    SizeTable(\n\(indent)      compiled: "
          + array(sizes, indent: indent + "      ", lead: 10, trailing: ")))")
      }
    }
  }

  static func literal(_ override: CategoryOverride, indent: String, lead: Int) -> String {
    call("CategoryOverride", indent: indent, lead: lead) { _ in
      [
        override.size.map { "size: \(literal($0))" },
        override.leading.map { "leading: \(literal($0))" },
        override.weight.map { "weight: \(literal($0))" },
        override.tracking.map { "tracking: \(literal($0))" },
      ]
    }
  }

  static func literal(_ values: PlatformValues, indent: String, lead: Int) -> String {
    call("PlatformValues", indent: indent, lead: lead) { inner in
      [
        values.size.map { "size: \(literal($0))" },
        values.minimumSize.map { "minimumSize: \(literal($0))" },
        values.maximumSize.map { "maximumSize: \(literal($0))" },
        values.scaling.map { "scaling: \(literal($0, indent: inner, lead: 9))" },
      ]
    }
  }

  static func literal(_ definition: StyleDefinition, indent: String, lead: Int, trailing: String)
    -> String
  {
    call("StyleDefinition", indent: indent, lead: lead, trailing: trailing) { inner in
      var arguments = [
        definition.family.map { "family: \(swiftString($0))" },
        definition.weight.map { "weight: \(literal($0))" },
        definition.italic.map { "italic: \($0)" },
        definition.size.map { "size: \(literal($0))" },
        definition.leading.map { "leading: \(literal($0))" },
        definition.tracking.map { "tracking: \(literal($0))" },
        definition.scaling.map { "scaling: \(literal($0, indent: inner, lead: 9))" },
        definition.minimumSize.map { "minimumSize: \(literal($0))" },
        definition.maximumSize.map { "maximumSize: \(literal($0))" },
        definition.relativeTo.map { "relativeTo: .\($0.rawValue)" },
        // With its type: `.none` where an optional is expected would mean `nil`.
        definition.normalize.map { "normalize: Normalization.\($0.rawValue)" },
      ]
      if !definition.categoryOverrides.isEmpty {
        let entries = definition.categoryOverrides.sorted { $0.key < $1.key }.map {
          ".\($0.key): " + literal($0.value, indent: inner + "  ", lead: "\($0.key)".count + 3)
        }
        arguments.append("categoryOverrides: " + array(entries, indent: inner, lead: 19))
      }
      if !definition.platforms.isEmpty {
        let entries = definition.platforms.sorted { $0.key.rawValue < $1.key.rawValue }.map {
          ".\(platformCase($0.key)): "
            + literal($0.value, indent: inner + "  ", lead: platformCase($0.key).count + 3)
        }
        arguments.append("platforms: " + array(entries, indent: inner, lead: 11))
      }
      if let documentation = definition.documentation {
        arguments.append("documentation: \(swiftString(documentation))")
      }
      return arguments
    }
  }

  /// The Swift name of a platform's case (`macOS`): the name the enum prints, which is the
  /// case's own, so that it follows a renamed case.
  static func platformCase(_ platform: Platform) -> String {
    String(describing: platform)
  }

  static func literal(_ key: FaceMetrics.Key, indent: String, trailing: String) -> String {
    call("FaceMetrics.Key", indent: indent, trailing: trailing) { inner in
      var arguments = [
        "file: \(swiftString(key.file))", "postScriptName: \(swiftString(key.postScriptName))",
      ]
      if !key.axisValues.isEmpty {
        let values = key.axisValues.sorted { $0.key < $1.key }.map {
          "\(swiftString($0.key)): \(literal($0.value))"
        }
        arguments.append("axisValues: " + array(values, indent: inner, lead: 12))
      }
      return arguments
    }
  }

  static func literal(_ metrics: FaceMetrics, indent: String, trailing: String) -> String {
    call("FaceMetrics", indent: indent, trailing: trailing) { inner in
      [
        "unitsPerEm: \(literal(metrics.unitsPerEm))", "xHeight: \(literal(metrics.xHeight))",
        "capHeight: \(literal(metrics.capHeight))",
        "advances: " + array(metrics.advances.map(literal), indent: inner, lead: 10),
      ]
    }
  }
}
