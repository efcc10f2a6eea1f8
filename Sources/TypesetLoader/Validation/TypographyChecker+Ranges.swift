import DynamicType
import Typeset

extension TypographyChecker {
  /// The numbers of a typography's model against ``ValueRange``, the table the decoder and the
  /// command line's flags use: a typography built in code (or from flags) is refused for the
  /// same values, with the same words, as a file. A decoded file never holds a value out of
  /// range (the decoder refuses it where it is written), so nothing is reported twice.
  struct RangeCheck {
    /// An `out-of-range` error for every value out of range, in order, without a location.
    var problems: [Diagnostic] { collector.diagnostics }
    private var collector = DiagnosticCollector()

    private mutating func check(_ value: Double?, _ range: ValueRange, _ path: FieldPath) {
      guard let value else { return }
      _ = collector.refuse(value, outside: range, at: path)
    }

    /// The number of `key` at `path` (the object's path), against the key's range.
    private mutating func check(_ value: Double?, _ key: FormatKey, in path: FieldPath) {
      // The key's path is made only for a value that is there.
      guard value != nil, let range = key.range else { return }
      check(value, range, path[key.name])
    }

    private mutating func check(_ tracking: TrackingSetting?, _ key: FormatKey, in path: FieldPath)
    {
      guard case .thousandthsOfEm(let value) = tracking else { return }
      check(value, key, in: path)
    }

    private mutating func check(_ weight: FontWeight?, _ key: FormatKey, in path: FieldPath) {
      check(weight.map { Double($0.rawValue) }, key, in: path)
    }

    private mutating func check(_ scaling: Scaling?, _ path: FieldPath) {
      typealias Key = TypographyFormat.ScalingObject
      if case .strategy(.stepped(let step)) = scaling {
        check(step, Key.step, in: path)
      }
      if case .strategy(.table(let table)) = scaling, let range = Key.sizes.range {
        for category in ContentSizeCategory.allCases {
          check(table[category], range, path[Key.sizes.name][category.swiftUIName])
        }
      }
    }

    /// The faces' weights and axes.
    mutating func check(_ family: FontFamily) {
      for (index, face) in family.faces.enumerated() {
        let path = FieldPath.key("families")[family.name]["faces"][index]
        check(face.weight, TypographyFormat.Face.weight, in: path)
        for axis in face.axes {
          // Each registered axis has its own range within the keys' (OpenType's Fixed range).
          let range = ValueRange.axis(axis.tag)
          typealias Key = TypographyFormat.Axis
          let axisPath = path["axes"][axis.tag]
          check(axis.minimum, range, axisPath[Key.min.name])
          check(axis.defaultValue, range, axisPath[Key.default.name])
          check(axis.maximum, range, axisPath[Key.max.name])
        }
      }
    }

    /// A style's (or the defaults') sizes, tracking, weight, step and per-category values.
    mutating func check(_ definition: StyleDefinition, path: FieldPath) {
      typealias Key = TypographyFormat.Style
      check(definition.size, Key.size, in: path)
      check(definition.leading, Key.leading, in: path)
      check(definition.minimumSize, Key.minimumSize, in: path)
      check(definition.maximumSize, Key.maximumSize, in: path)
      check(definition.tracking, Key.tracking, in: path)
      check(definition.weight, Key.weight, in: path)
      if definition.scaling != nil { check(definition.scaling, path[Key.scaling.name]) }
      for platform in PlatformValues.platforms where !definition.platforms.isEmpty {
        guard let values = definition.platforms[platform] else { continue }
        typealias Entry = TypographyFormat.Platforms
        let platformPath = path[Key.platforms.name][PlatformValues.key(for: platform)]
        check(values.size, Entry.size, in: platformPath)
        check(values.minimumSize, Entry.minimumSize, in: platformPath)
        check(values.maximumSize, Entry.maximumSize, in: platformPath)
        check(values.scaling, platformPath[Entry.scaling.name])
      }
      if let android = definition.android {
        typealias Entry = TypographyFormat.Android
        let androidPath = path[Key.platforms.name][AndroidValues.key]
        check(android.size, Entry.size, in: androidPath)
        check(android.leading, Entry.leading, in: androidPath)
        check(android.tracking, Entry.tracking, in: androidPath)
      }
      for category in ContentSizeCategory.allCases where !definition.categoryOverrides.isEmpty {
        guard let override = definition.categoryOverrides[category] else { continue }
        typealias Entry = TypographyFormat.Override
        let overridePath = path[Key.categories.name]["\(category)"]
        check(override.size, Entry.size, in: overridePath)
        check(override.leading, Entry.leading, in: overridePath)
        check(override.tracking, Entry.tracking, in: overridePath)
        check(override.weight, Entry.weight, in: overridePath)
      }
    }
  }
}
