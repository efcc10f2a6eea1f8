import DynamicType

extension ResolutionStep {
  /// How a step's number was reached, with the numbers that went in, so that code reads them
  /// without parsing ``ResolutionStep/reason``.
  ///
  /// ```swift
  /// if case .leadingRatio(let base, let leading, let largeLeading, let unrounded) = step.rule {
  ///   print(base * leading / largeLeading == unrounded)  // true; the step's number is rounded
  /// }
  /// ```
  public enum Rule: Hashable, Sendable {
    /// Taken as given: from the file, Apple's table or the environment, with no arithmetic.
    case given
    /// `fontMetrics`: `round(baseSize × leading / largeLeading)`, the ratio of Apple's leading
    /// at the category to its leading at large; `unrounded` is the product before rounding.
    case leadingRatio(baseSize: Double, leading: Double, largeLeading: Double, unrounded: Double)
    /// `systemSizes`: `baseSize × size / largeSize`, the ratio of Apple's sizes.
    case sizeRatio(baseSize: Double, size: Double, largeSize: Double)
    /// `stepped`: `baseSize + steps × pointsPerStep`, `steps` categories from large.
    case stepped(baseSize: Double, steps: Int, pointsPerStep: Double)
    /// An iOS value carried to another platform: `iOSValue × ratio` (the base size's ratio, or
    /// Apple's ratio of the style's sizes at large).
    case platformRatio(iOSValue: Double, ratio: Double)
    /// `minimumSize` or `maximumSize` replaced the size the curve gave.
    case clamp(Bound, limit: Double, unclamped: Double)
    /// Normalisation to the system font: `designSize × factor`; the line height stays as
    /// designed for `designSize`.
    case normalization(factor: Double, designSize: Double)
    /// Kept in proportion: `size × value / reference` (a line height to its size).
    case proportion(size: Double, value: Double, reference: Double)
    /// Tracking in thousandths of an em: `thousandthsOfEm / 1000 × size`.
    case em(thousandthsOfEm: Double, size: Double)
    /// The face: the weight asked for, the weight Bold Text asks for instead (`nil` when Bold
    /// Text is off), and the weight of the face drawn with.
    case face(weight: FontWeight, boldTextWeight: FontWeight?, drawnAt: Double)
    /// Android's font scale curve at `fontScale` applied to `textSize` (in `sp`).
    case fontScaleCurve(fontScale: Double, textSize: Double)
    /// Android's font scale, the `settingsStep`th (1-based) of Settings' steps, or `nil` for a
    /// scale Settings does not offer.
    case fontScale(settingsStep: Int?)

    /// Whether a clamp was to the minimum or to the maximum.
    public enum Bound: String, Hashable, Sendable {
      /// `minimumSize` raised the size.
      case minimum
      /// `maximumSize` lowered the size.
      case maximum
    }

    /// The rule's name, as `explain --format json` prints it: `leadingRatio`, `clamp` …
    public var name: String {
      switch self {
      case .given: "given"
      case .leadingRatio: "leadingRatio"
      case .sizeRatio: "sizeRatio"
      case .stepped: "stepped"
      case .platformRatio: "platformRatio"
      case .clamp(let bound, _, _): bound == .minimum ? "clampToMinimum" : "clampToMaximum"
      case .normalization: "normalization"
      case .proportion: "proportion"
      case .em: "em"
      case .face: "face"
      case .fontScaleCurve: "fontScaleCurve"
      case .fontScale: "fontScale"
      }
    }

    /// The numbers that went in, by name, in the order the formula reads them.
    public var numbers: [(name: String, value: Double)] {
      switch self {
      case .given: []
      case .leadingRatio(let base, let leading, let large, let unrounded):
        [
          ("baseSize", base), ("leading", leading), ("largeLeading", large),
          ("ratio", leading / large), ("unrounded", unrounded),
        ]
      case .sizeRatio(let base, let size, let large):
        [("baseSize", base), ("size", size), ("largeSize", large), ("ratio", size / large)]
      case .stepped(let base, let steps, let pointsPerStep):
        [("baseSize", base), ("steps", Double(steps)), ("pointsPerStep", pointsPerStep)]
      case .platformRatio(let value, let ratio): [("iOSValue", value), ("ratio", ratio)]
      case .clamp(_, let limit, let unclamped): [("limit", limit), ("unclamped", unclamped)]
      case .normalization(let factor, let size): [("factor", factor), ("designSize", size)]
      case .proportion(let size, let value, let reference):
        [("size", size), ("value", value), ("reference", reference)]
      case .em(let thousandths, let size): [("thousandthsOfEm", thousandths), ("size", size)]
      case .face(let weight, let boldTextWeight, let drawnAt):
        [("weight", Double(weight.rawValue))]
          + (boldTextWeight.map { [("boldTextWeight", Double($0.rawValue))] } ?? [])
          + [("drawnAt", drawnAt)]
      case .fontScaleCurve(let fontScale, let textSize):
        [("fontScale", fontScale), ("textSize", textSize)]
      case .fontScale(let step): step.map { [("settingsStep", Double($0))] } ?? []
      }
    }

    /// The rule's arithmetic as explanations write it, `round(17 × 62 / 22)`, or `nil` where
    /// the rule has none to show.
    public var formula: String? {
      let n = { (value: Double) in NumberText.points(value, unit: false) }
      switch self {
      case .leadingRatio(let base, let leading, let large, _):
        return "round(\(n(base)) × \(n(leading)) / \(n(large)))"
      case .sizeRatio(let base, let size, let large):
        return "\(n(base)) × \(n(size)) / \(n(large))"
      case .stepped(let base, let steps, let pointsPerStep):
        return "\(n(base)) + \(steps) steps × \(NumberText.points(pointsPerStep))"
      case .proportion(let size, let value, let reference):
        return "\(n(size)) × \(n(value)) / \(n(reference))"
      case .em(let thousandths, let size):
        return "\(n(thousandths))/1000 em × \(NumberText.points(size))"
      default:
        return nil
      }
    }
  }
}
