import OpenType
import TypesetTools

extension FaceDump {
  /// The 'STAT' table as `Face.styleAttributes` reads it, or `null` without one:
  ///
  /// ```json
  /// {"designAxes": [{"tag": "wght", "nameID": 256, "ordering": 0}],
  ///  "axisValues": [{"format": 1, "nameID": 257, "elidable": false,
  ///                  "olderSiblingFontAttribute": false, "axisIndex": 0, "value": 400}],
  ///  "elidedFallbackNameID": 2}
  /// ```
  ///
  /// An axis value has `axisIndex` and `value` (formats 1 to 3), `minimum` and `maximum` (format
  /// 2, whose `value` is the nominal one), `linkedValue` (format 3) or `values`, a list of
  /// `{"axisIndex", "value"}` (format 4). `elidedFallbackNameID` is `null` for version 1.0.
  package func styleAttributes() -> JSONValue {
    guard let table = face.styleAttributes else { return .null }
    return .object([
      ("designAxes", .array(table.designAxes.map(Self.designAxisJSON))),
      ("axisValues", .array(table.axisValues.map(Self.axisValueJSON))),
      ("elidedFallbackNameID", .optional(table.elidedFallbackNameID.map { Double($0.rawValue) })),
    ])
  }

  private static func designAxisJSON(_ axis: StyleAttributes.DesignAxis) -> JSONValue {
    .object([
      ("tag", .string(axis.tag.description)),
      ("nameID", .number(Double(axis.nameID.rawValue))),
      ("ordering", .number(Double(axis.ordering))),
    ])
  }

  private static func axisValueJSON(_ value: StyleAttributes.AxisValue) -> JSONValue {
    var members: [(String, JSONValue)]
    switch value.kind {
    case .single(let axis, let position):
      members = [
        ("format", .number(1)), ("axisIndex", .number(Double(axis))),
        ("value", .number(position)),
      ]
    case .range(let axis, let nominal, let minimum, let maximum):
      members = [
        ("format", .number(2)), ("axisIndex", .number(Double(axis))),
        ("value", .number(nominal)), ("minimum", .number(minimum)), ("maximum", .number(maximum)),
      ]
    case .linked(let axis, let position, let linked):
      members = [
        ("format", .number(3)), ("axisIndex", .number(Double(axis))),
        ("value", .number(position)), ("linkedValue", .number(linked)),
      ]
    case .combination(let entries):
      members = [
        ("format", .number(4)),
        (
          "values",
          .array(
            entries.map { entry in
              .object([
                ("axisIndex", .number(Double(entry.axisIndex))), ("value", .number(entry.value)),
              ])
            })
        ),
      ]
    }
    members += [
      ("nameID", .number(Double(value.nameID.rawValue))),
      ("elidable", .bool(value.isElidable)),
      ("olderSiblingFontAttribute", .bool(value.isOlderSiblingAttribute)),
    ]
    return .object(members)
  }
}
