import DynamicType
import Typeset

extension TypographyChecker {
  /// The numbers of a typography's model against ``ValueRange``, the table the decoder and the
  /// command line's flags use: a typography built in code (or from flags) is refused for the
  /// same values, with the same words, as a file. A decoded file never holds a value out of
  /// range (the decoder refuses it where it is written), so nothing is reported twice.
  struct RangeCheck {
    /// `(path, problem)` for every value out of range, in order.
    private(set) var problems: [(path: String, message: String)] = []

    private mutating func check(_ value: Double?, _ range: ValueRange, _ path: String) {
      guard let value, let problem = range.problem(with: value) else { return }
      problems.append((path, problem))
    }

    private mutating func check(_ tracking: TrackingSetting?, _ path: String) {
      guard case .thousandthsOfEm(let value) = tracking else { return }
      check(value, .tracking, path)
    }

    private mutating func check(_ scaling: Scaling?, _ path: String) {
      if case .strategy(.stepped(let step)) = scaling {
        check(step, .step, "\(path).step")
      }
      if case .strategy(.table(let table)) = scaling {
        for category in ContentSizeCategory.allCases {
          check(table[category], .pointSize, "\(path).sizes.\(category.swiftUIName)")
        }
      }
    }

    /// The faces' weights and axes.
    mutating func check(_ family: FontFamily) {
      for (index, face) in family.faces.enumerated() {
        let path = "families.\(family.name).faces[\(index)]"
        check(Double(face.weight.rawValue), .weight, "\(path).weight")
        for axis in face.axes {
          let range = ValueRange.axis(axis.tag)
          check(axis.minimum, range, "\(path).axes.\(axis.tag).min")
          check(axis.defaultValue, range, "\(path).axes.\(axis.tag).default")
          check(axis.maximum, range, "\(path).axes.\(axis.tag).max")
        }
      }
    }

    /// A style's (or the defaults') sizes, tracking, weight, step and per-category values.
    mutating func check(_ definition: StyleDefinition, path: String) {
      check(definition.size, .pointSize, "\(path).size")
      check(definition.leading, .pointSize, "\(path).leading")
      check(definition.minimumSize, .pointSize, "\(path).minimumSize")
      check(definition.maximumSize, .pointSize, "\(path).maximumSize")
      check(definition.tracking, "\(path).tracking")
      check(definition.weight.map { Double($0.rawValue) }, .weight, "\(path).weight")
      check(definition.scaling, "\(path).scaling")
      for platform in PlatformValues.platforms {
        guard let values = definition.platforms[platform] else { continue }
        let platformPath = "\(path).platforms.\(PlatformValues.key(for: platform))"
        check(values.size, .pointSize, "\(platformPath).size")
        check(values.minimumSize, .pointSize, "\(platformPath).minimumSize")
        check(values.maximumSize, .pointSize, "\(platformPath).maximumSize")
        check(values.scaling, "\(platformPath).scaling")
      }
      if let android = definition.android {
        let androidPath = "\(path).platforms.\(AndroidValues.key)"
        check(android.size, .pointSize, "\(androidPath).size")
        check(android.leading, .pointSize, "\(androidPath).leading")
        check(android.tracking, "\(androidPath).tracking")
      }
      for category in ContentSizeCategory.allCases {
        guard let override = definition.categoryOverrides[category] else { continue }
        let overridePath = "\(path).categories.\(category)"
        check(override.size, .pointSize, "\(overridePath).size")
        check(override.leading, .pointSize, "\(overridePath).leading")
        check(override.tracking, "\(overridePath).tracking")
        check(override.weight.map { Double($0.rawValue) }, .weight, "\(overridePath).weight")
      }
    }
  }
}
