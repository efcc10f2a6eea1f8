import Typeset
import TypesetLoader

/// The JSON Schema (draft 2020-12) of the typography file, derived from the format's
/// declarations (`TypographyFormat`), which `typeset-cli schema` prints.
///
/// Editors complete and check a `typography.json` that names it in `"$schema"`, or that VS
/// Code's `json.schemas` setting maps to it. Each object of the format is one definition in
/// `$defs`, with its keys' types, ranges, names and documentation; unknown keys are refused
/// (`additionalProperties: false`), as the engine refuses them.
///
/// What the schema cannot say is left to the engine: cross-references (a style's family must
/// exist), an axis's `min` ≤ `default` ≤ `max`, `minimumSize` ≤ `maximumSize`, and the many spellings the
/// engine reads for categories, platforms, text styles and weight names (the schema offers the
/// usual names as `examples` and accepts any string there).
///
/// ```swift
/// let text = TypographySchema.text  // {"$schema": "https://json-schema.org/draft/2020-12/schema", …
/// ```
package enum TypographySchema {
  /// The dialect the schema is written in.
  package static let dialect = "https://json-schema.org/draft/2020-12/schema"

  /// The schema as a JSON value.
  package static var value: JSONValue {
    var builder = Builder()
    let root = builder.objectSchema(TypographyFormat.file)
    guard case .object(let members) = root else { return root }
    var head: [JSONValue.Member] = [
      ("$schema", .string(dialect)),
      ("title", .string("Typeset typography file")),
      (
        "$comment",
        .string(
          "Written by typeset-cli schema from the format's declarations (TypographyFormat); do not edit."
        )
      ),
    ]
    head += members
    head.append(("$defs", .object(builder.definitions)))
    return .object(head)
  }

  /// The schema as JSON text, two spaces per level, ending with a line break: what
  /// `typeset-cli schema` prints and `Schema/typography.schema.json` holds.
  package static var text: String {
    value.serialized(indent: 2) + "\n"
  }

  /// Builds the schemas of values, collecting each object's definition once.
  private struct Builder {
    var definitions: [JSONValue.Member] = []
    private var defined: Set<String> = []

    /// The schema of an object with fixed keys, written in place; `axisTag` is the tag of the
    /// axis the object describes, when its numbers are axis values.
    mutating func objectSchema(_ object: FormatObject, axisTag: String? = nil) -> JSONValue {
      var properties: [JSONValue.Member] = []
      for key in object.keys {
        properties.append((key.name, keySchema(key, axisTag: axisTag)))
      }
      var members: [JSONValue.Member] = [
        ("type", .string("object")),
        ("description", .string(object.documentation)),
        ("properties", .object(properties)),
      ]
      let required = object.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
      if !required.isEmpty { members.append(("required", .array(required))) }
      members.append(("additionalProperties", .bool(false)))
      let rules = conditions(object)
      if !rules.isEmpty { members.append(("allOf", .array(rules))) }
      return .object(members)
    }

    /// The keys that go with some values of another key only, and the keys those values need:
    /// `if`/`then` pairs.
    func conditions(_ object: FormatObject) -> [JSONValue] {
      // "strategy is given and is one of values" (or, with `negated`, is a strategy but none
      // of them).
      func when(_ condition: FormatCondition, negated: Bool = false) -> JSONValue {
        let names = FormatNames(condition.values, matching: .ignoringCase)
        var value = Self.names(names)
        if negated, let all = condition.names {
          value = .object([("allOf", .array([Self.names(all), .object([("not", value)])]))])
        }
        return .object([
          ("properties", .object([(condition.key, value)])),
          ("required", .array([.string(condition.key)])),
        ])
      }
      var rules: [JSONValue] = []
      for key in object.keys {
        guard let condition = key.onlyWith else { continue }
        rules.append(
          .object([
            ("if", when(condition, negated: true)),
            (
              "then",
              .object([
                (
                  "properties",
                  .object([
                    (
                      key.name,
                      // Not `false`: jsonschema reports a `false` schema at the object, and
                      // the engine at the key.
                      .object([
                        (
                          "description",
                          .string("applies to the \(condition.values[0]) strategy only")
                        ),
                        ("not", .object([])),
                      ])
                    )
                  ])
                )
              ])
            ),
          ]))
      }
      for requirement in object.requirements {
        let alternatives = requirement.oneOf.map {
          JSONValue.object([("required", .array([.string($0)]))])
        }
        rules.append(
          .object([
            ("if", when(requirement.condition)),
            (
              "then",
              alternatives.count == 1 ? alternatives[0] : .object([("oneOf", .array(alternatives))])
            ),
          ]))
      }
      return rules
    }

    /// A reference to an object's definition, adding the definition the first time.
    mutating func reference(_ object: FormatObject) -> JSONValue {
      if !defined.contains(object.name) {
        defined.insert(object.name)
        let index = definitions.count
        definitions.append((object.name, .null))
        definitions[index].value = objectSchema(object)
      }
      return .object([("$ref", .string("#/$defs/\(object.name)"))])
    }

    /// A key's schema: its value's, with its documentation, default and flag as the
    /// description.
    mutating func keySchema(_ key: FormatKey, axisTag: String? = nil) -> JSONValue {
      var description = key.documentation
      if let defaultValue = key.defaultValue { description += " Default: \(defaultValue)." }
      if let flag = key.flag { description += " Command line: \(flag)." }
      var members: [JSONValue.Member] = [("description", .string(description))]
      if case .object(let value) = schema(key.value, axisTag: axisTag) { members += value }
      return .object(members)
    }

    mutating func schema(_ value: FormatValue, axisTag: String? = nil) -> JSONValue {
      switch value {
      case .text:
        return .object([("type", .string("string")), ("minLength", .number(1))])
      case .boolean:
        return .object([("type", .string("boolean"))])
      case .number(let range):
        return Self.number(range)
      case .axisValue:
        return Self.number(axisTag.map(ValueRange.axis) ?? .axisValue)
      case .refused:
        // Nothing validates: the key is refused wherever it stands here.
        return .object([("not", .object([]))])
      case .name(let names):
        return Self.names(names)
      case .either(let kinds):
        return .object([("anyOf", .array(kinds.map { schema($0) }))])
      case .object(let object):
        return reference(object)
      case .map(let keys, let values, let minimumCount, let entries):
        let valueSchema = schema(values)
        var members: [JSONValue.Member] = [("type", .string("object"))]
        if !entries.isEmpty {
          // Named apart, in any letter case, as the engine reads them.
          members.append(
            (
              "patternProperties",
              .object(entries.map { (Self.anyCasePattern($0.name), schema($0.value)) })
            ))
        }
        switch keys {
        case .any(let words):
          members.append(("propertyNames", .object([("description", .string(words))])))
        case .pattern(let pattern, let words):
          members.append(
            (
              "propertyNames",
              .object([("description", .string(words)), ("pattern", .string(pattern))])
            ))
          // Objects of axis values: each registered axis with its own range.
          if let object = values.object,
            object.keys.contains(where: { if case .axisValue = $0.value { true } else { false } })
          {
            let axes = ValueRange.registeredAxisTags.map { tag in
              (tag, objectSchema(object, axisTag: tag))
            }
            members.append(("properties", .object(axes)))
          }
        case .names(let names):
          // The usual names are listed for completion; other spellings the engine reads are
          // accepted with the same value.
          members.append(("properties", .object(names.names.map { ($0, valueSchema) })))
          if names.matching != .anySpelling {
            members.append(("propertyNames", Self.names(names)))
          }
        }
        members.append(("additionalProperties", valueSchema))
        if minimumCount > 0 { members.append(("minProperties", .number(Double(minimumCount)))) }
        return .object(members)
      case .array(let element, let count, let minimumCount):
        var members: [JSONValue.Member] = [
          ("type", .string("array")), ("items", schema(element)),
        ]
        if let count {
          members.append(("minItems", .number(Double(count))))
          members.append(("maxItems", .number(Double(count))))
        } else if minimumCount > 0 {
          members.append(("minItems", .number(Double(minimumCount))))
        }
        return .object(members)
      }
    }

    static func number(_ range: ValueRange) -> JSONValue {
      var members: [JSONValue.Member] = [
        ("type", .string(range.wholeNumbers ? "integer" : "number"))
      ]
      members.append(
        (range.includesLowerBound ? "minimum" : "exclusiveMinimum", .number(range.lowerBound)))
      members.append(("maximum", .number(range.upperBound)))
      return .object(members)
    }

    /// A pattern matching `name` in any letter case (`^[Aa][Nn]…$`).
    static func anyCasePattern(_ name: String) -> String {
      "^" + anyCase(name) + "$"
    }

    /// `name` as a pattern body that matches it in any letter case.
    static func anyCase(_ name: String) -> String {
      name.map { character in
        let lower = character.lowercased()
        let upper = character.uppercased()
        return lower == upper ? String(character) : "[\(lower)\(upper)]"
      }.joined()
    }

    static func names(_ names: FormatNames) -> JSONValue {
      switch names.matching {
      case .exact:
        return .object([("enum", .array(names.names.map(JSONValue.string)))])
      case .ignoringCase:
        let alternatives = names.names.map(anyCase)
        return .object([
          ("type", .string("string")),
          ("pattern", .string("^(?:" + alternatives.joined(separator: "|") + ")$")),
          ("examples", .array(names.names.map(JSONValue.string))),
        ])
      case .anySpelling:
        return .object([
          ("type", .string("string")), ("minLength", .number(1)),
          ("examples", .array(names.names.map(JSONValue.string))),
        ])
      }
    }
  }
}
