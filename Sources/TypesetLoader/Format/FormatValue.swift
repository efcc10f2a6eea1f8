import Typeset

/// The kind of value a key of the typography file takes.
///
/// The decoder reads values by it, the checker and the command line's flags check numbers
/// against its ``ValueRange``, and the JSON Schema and the README's key table describe it:
///
/// ```swift
/// TypographyFormat.Style.size.value  // .number(.pointSize)
/// TypographyFormat.Style.size.range  // greater than 0 and at most 1000 pt
/// ```
package indirect enum FormatValue: Sendable {
  /// A string that is not empty.
  case text
  /// `true` or `false`.
  case boolean
  /// A number within a range (a whole number when the range asks for one).
  case number(ValueRange)
  /// A variation axis value: within the range of the axis whose tag is the key of the map
  /// the object is in (`ValueRange.axis(_:)`: `wght` 1–1000 …), OpenType's `Fixed` range for
  /// an axis without a range of its own.
  case axisValue
  /// One of a set of names.
  case name(FormatNames)
  /// A value of any of several kinds, such as a weight: a number or a name.
  case either([FormatValue])
  /// An object with the keys of a ``FormatObject``.
  case object(FormatObject)
  /// An object whose keys the file chooses (families, styles, axis tags) or takes from a set
  /// (categories, platforms), all with values of one kind but for the `entries` named apart,
  /// each with its own kind of value (a style's `platforms.android`), matched in any letter
  /// case.
  case map(
    keys: FormatMapKeys, values: FormatValue, minimumCount: Int = 0, entries: [FormatKey] = [])
  /// An array of values; `count` when its length is fixed.
  case array(FormatValue, count: Int? = nil, minimumCount: Int = 0)
  /// No value: a key the engine refuses where it stands, with the reason in a few words
  /// (the defaults' `platforms.android`: Android's values are per style).
  case refused(String)

  /// The range of a number, or of the number a value of several kinds may be; `nil` for
  /// values that are not numbers.
  package var range: ValueRange? {
    switch self {
    case .number(let range): range
    case .axisValue: .axisValue
    case .either(let kinds): kinds.lazy.compactMap(\.range).first
    default: nil
    }
  }

  /// The names a value may be, or the names of a value of several kinds; `nil` when it
  /// takes no names.
  package var names: FormatNames? {
    switch self {
    case .name(let names): names
    case .either(let kinds): kinds.lazy.compactMap(\.names).first
    default: nil
    }
  }

  /// The object a value is, or may be (a scaling: a name or an object); `nil` otherwise.
  package var object: FormatObject? {
    switch self {
    case .object(let object): object
    case .either(let kinds): kinds.lazy.compactMap(\.object).first
    case .map(_, let values, _, _): values.object
    default: nil
    }
  }
}
