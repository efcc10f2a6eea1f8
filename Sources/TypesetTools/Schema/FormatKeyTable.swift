import Typeset
import TypesetLoader

/// The typography file's keys as a Markdown table, derived from the format's declarations
/// (`TypographyFormat`): the README's key table, printed by `typeset-cli schema --format
/// markdown`.
///
/// One row per key of each object, in the order the format declares them: where the key is,
/// its name, the values it takes (ranges in the words diagnostics use), its default, the
/// `typeset-cli` flag that takes the same value, and its one sentence.
///
/// ```swift
/// FormatKeyTable.markdown  // | in | key | value | default | flag | sets |\n|---|…
/// ```
package enum FormatKeyTable {
  /// Where each object's keys are written in a file, as the table's first column shows it.
  package static func place(of object: FormatObject) -> String {
    switch object.name {
    case TypographyFormat.file.name: "top level"
    case TypographyFormat.family.name: "`families.NAME`"
    case TypographyFormat.face.name: "`families.NAME.faces[]`"
    case TypographyFormat.axis.name: "a face's `axes.TAG`"
    case TypographyFormat.defaults.name: "`defaults`"
    case TypographyFormat.style.name: "`styles.NAME`"
    case TypographyFormat.platformValues.name: "a style's `platforms.PLATFORM`"
    case TypographyFormat.android.name: "a style's `platforms.android`"
    case TypographyFormat.defaultsPlatformValues.name: "`defaults.platforms.PLATFORM`"
    case TypographyFormat.override.name: "a style's `categories.CATEGORY`"
    case TypographyFormat.scaling.name: "a `scaling` object"
    default: "`\(object.name)`"
    }
  }

  /// The table, ending with a line break.
  package static var markdown: String {
    var lines = ["| in | key | value | default | flag | sets |", "|---|---|---|---|---|---|"]
    for object in TypographyFormat.objects {
      for key in object.keys {
        let cells = [
          place(of: object), "`\(key.name)`\(key.isRequired ? " (required)" : "")",
          words(key.value), key.defaultValue ?? "", key.flag.map { "`\($0)`" } ?? "",
          key.documentation,
        ]
        lines.append("| " + cells.map(escaped).joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A kind of value in a few words.
  package static func words(_ value: FormatValue) -> String {
    switch value {
    case .text: return "text"
    case .refused(let reason): return "not allowed (\(reason))"
    case .boolean: return "`true` or `false`"
    case .number(let range):
      return range.wholeNumbers ? "\(range)" : "a number \(range)"
    case .axisValue:
      let ranges = ValueRange.registeredAxisTags.map { "`\($0)` \(ValueRange.axis($0))" }
      return "a number in the axis's range (\(ranges.joined(separator: ", "))); other axes "
        + "\(ValueRange.axisValue)"
    case .name(let names):
      let listed = names.names.map { "`\($0)`" }.joined(separator: ", ")
      return names.matching == .anySpelling ? "\(listed) (any common spelling)" : listed
    case .either(let kinds):
      return kinds.map(words).joined(separator: "; or ")
    case .object(let object):
      return "an object (\(place(of: object)))"
    case .map(let keys, let values, _, let entries):
      let keyWords: String
      switch keys {
      case .any(let text): keyWords = text
      case .pattern(_, let text): keyWords = text
      case .names(let names): keyWords = names.names.map { "`\($0)`" }.joined(separator: ", ")
      }
      let apart = entries.map { "; `\($0.name)`: \(words($0.value))" }.joined()
      return "an object by \(keyWords), each \(words(values))\(apart)"
    case .array(let element, let count, let minimumCount):
      let size = count.map { "\($0)" } ?? (minimumCount > 0 ? "at least \(minimumCount)" : "any")
      return "an array of \(size): \(words(element))"
    }
  }

  private static func escaped(_ cell: String) -> String {
    cell.replacingEvery("|", with: "\\|")
  }
}
