import Typeset

/// The values a number in a typography file or on the command line may take, and the one
/// sentence that says so.
///
/// Every numeric field of the typography file and every numeric flag of `typeset-cli` is checked
/// against one of these ranges, so that a file and a flag with the same meaning accept the
/// same values and refuse them with the same words:
///
/// ```swift
/// ValueRange.pointSize.problem(with: -3)
/// // "must be greater than 0 and at most 1000 pt (found -3)"
/// ValueRange.tracking.contains(-16_000)  // false
/// ```
package struct ValueRange: Hashable, Sendable, CustomStringConvertible {
  /// The smallest value, or the bound values must be greater than.
  package let lowerBound: Double
  /// Whether ``lowerBound`` itself is allowed.
  package let includesLowerBound: Bool
  /// The largest value allowed.
  package let upperBound: Double
  /// Whether only whole numbers are allowed.
  package let wholeNumbers: Bool
  /// The unit the range is shown in, such as `pt`; empty for plain numbers.
  package let unit: String

  /// A range from `lowerBound` to `upperBound`; `includesLowerBound: false` asks for values
  /// greater than `lowerBound`.
  package init(
    _ lowerBound: Double, _ upperBound: Double, includesLowerBound: Bool = true,
    wholeNumbers: Bool = false, unit: String = ""
  ) {
    self.lowerBound = lowerBound
    self.upperBound = upperBound
    self.includesLowerBound = includesLowerBound
    self.wholeNumbers = wholeNumbers
    self.unit = unit
  }

  /// Whether `value` is allowed (never for NaN, an infinity or a subnormal number).
  ///
  /// A subnormal number (between 0 and 2.2e-308, such as 1e-320) is greater than 0 but too
  /// small to compute with: scaled, it becomes 0, so it is refused here, as the value given,
  /// rather than as whatever it turns into later.
  package func contains(_ value: Double) -> Bool {
    guard value.isFinite, !value.isSubnormal, value <= upperBound else { return false }
    guard includesLowerBound ? value >= lowerBound : value > lowerBound else { return false }
    return !wholeNumbers || value == value.rounded()
  }

  /// The allowed values in words, such as `greater than 0 and at most 1000 pt` or
  /// `a whole number from 1 to 1000`.
  package var description: String {
    let suffix = unit.isEmpty ? "" : " \(unit)"
    let low = NumberText.decimal(lowerBound, decimals: 5)
    let high = NumberText.decimal(upperBound, decimals: 5)
    let words =
      includesLowerBound
      ? "from \(low) to \(high)\(suffix)" : "greater than \(low) and at most \(high)\(suffix)"
    return wholeNumbers ? "a whole number \(words)" : words
  }

  /// What is wrong with `value`, as the rest of a diagnostic after the path, or `nil` when the
  /// value is allowed: `must be greater than 0 and at most 1000 pt (found -3)`.
  ///
  /// - Parameters:
  ///   - value: The number to check.
  ///   - text: The value as the user wrote it; by default the number.
  package func problem(with value: Double, shownAs text: String? = nil) -> String? {
    guard !contains(value) else { return nil }
    let found = text ?? shown(value)
    if value.isSubnormal {
      return "must be \(description) (found \(found), a number too small to compute with: "
        + "the smallest is \(Double.leastNormalMagnitude))"
    }
    return "must be \(description) (found \(found))"
  }

  /// `value` as a diagnostic shows it when the file's own spelling is not at hand.
  package func shown(_ value: Double) -> String {
    value.isFinite ? NumberText.decimal(value, decimals: 5) : "\(value)"
  }

  // MARK: The ranges of Typeset's values

  /// Point sizes: `size`, `leading`, `minimumSize`, `maximumSize`, a category's `size` and
  /// `leading`, the twelve sizes of a `table` scaling; `--size`, `--minimum`, `--maximum`,
  /// `--sizes`.
  package static let pointSize = ValueRange(0, 1000, includesLowerBound: false, unit: "pt")

  /// Points per category of a `stepped` scaling (`step`, `--step`): sizes never shrink as the
  /// text size grows, and eight steps above large stay within the largest point size.
  package static let step = ValueRange(0, 100, unit: "pt")

  /// Tracking in 1/1000 em (`tracking`): at most one em tighter or looser.
  package static let tracking = ValueRange(-1000, 1000, unit: "(1/1000 em)")

  /// Font weights (`weight`, the `wght` axis): OpenType's `usWeightClass` range.
  package static let weight = ValueRange(1, 1000, wholeNumbers: true)

  /// The `wght` axis of a face's `axes`: weights, not necessarily whole.
  package static let weightAxis = ValueRange(1, 1000)

  /// Any variation axis value: OpenType's `Fixed` (16.16) range.
  package static let axisValue = ValueRange(-32768, 32767.99998)

  /// A width text must fit, in points (`typeset-cli audit --width`, `specimen --width-guide`).
  package static let width = ValueRange(0, 10000, includesLowerBound: false, unit: "pt")

  /// A number of lines (`typeset-cli audit --lines`).
  package static let lineCount = ValueRange(1, 1000, wholeNumbers: true)

  /// Pixels per point of a PNG specimen (`typeset-cli specimen --scale`).
  package static let pixelScale = ValueRange(1, 3, wholeNumbers: true)

  /// An Android font scale (`typeset-cli scale --font-scale`, `explain --font-scale`): greater
  /// than 0 (Android refuses no other positive scale; Settings offers 0.85 to 2) and at most 10,
  /// which keeps the tables' largest common size, 100 sp, within the largest point size.
  package static let fontScale = ValueRange(0, 10, includesLowerBound: false)

  /// The axes with a range of their own in ``axis(_:)``, OpenType's registered axes.
  package static let registeredAxisTags = ["wght", "wdth", "ital", "slnt", "opsz"]

  /// The range of a variation axis value by its tag: OpenType's registered axes have their own
  /// (OpenType spec, "Registered axis tags": `wght` 1–1000, `wdth` greater than 0, `ital`
  /// 0–1, `slnt` −90–90, `opsz` greater than 0); any other axis takes a `Fixed` value.
  package static func axis(_ tag: String) -> ValueRange {
    switch tag {
    case "wght": weightAxis
    case "wdth": ValueRange(0, 1000, includesLowerBound: false)
    case "ital": ValueRange(0, 1)
    case "slnt": ValueRange(-90, 90)
    case "opsz": ValueRange(0, 32767.99998, includesLowerBound: false)
    default: axisValue
    }
  }
}
