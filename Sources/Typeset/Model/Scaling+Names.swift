import DynamicType

extension Scaling {
  /// The name of a scaling strategy, as written in a typography file's `scaling` and given to
  /// `typeset-cli scale --strategy`.
  ///
  /// One parser serves both, so a name means the same strategy everywhere and an unknown name
  /// gets the same suggestion. Names are matched ignoring letter case, and `UIFontMetrics`
  /// (the UIKit class) is accepted for ``fontMetrics``:
  ///
  /// ```swift
  /// Scaling.Name(parsing: "fontMetrics")    // .fontMetrics
  /// Scaling.Name(parsing: "SystemSizes")    // .systemSizes
  /// Scaling.Name(parsing: "fontmetric")     // nil
  /// Scaling.Name.unknownNameMessage("fontmetric")
  /// // unknown scaling strategy "fontmetric" — did you mean "fontMetrics"? (one of fontMetrics, …)
  /// ```
  public enum Name: String, CaseIterable, Hashable, Sendable {
    /// `ScalingStrategy.fontMetrics`: what `UIFontMetrics` does.
    case fontMetrics
    /// `ScalingStrategy.systemSizes`: the ratios of the system font's sizes.
    case systemSizes
    /// `ScalingStrategy.table`: twelve explicit sizes, or the iOS 7–10 preset.
    case table
    /// `ScalingStrategy.stepped`: a number of points per category step.
    case stepped
    /// `ScalingStrategy.fixed`: the same size at every category.
    case fixed

    /// Other spellings accepted for a name, lowercased.
    private static let aliases: [String: Name] = ["uifontmetrics": .fontMetrics]

    /// The name written in `text`, ignoring letter case, or `nil` when it names no strategy.
    public init?(parsing text: String) {
      let lowercased = text.lowercased()
      guard
        let name = Name.allCases.first(where: { $0.rawValue.lowercased() == lowercased })
          ?? Name.aliases[lowercased]
      else { return nil }
      self = name
    }

    /// Whether the strategy takes a `step` (points per category step).
    public var takesStep: Bool { self == .stepped }

    /// Whether the strategy takes `sizes` or a `preset`.
    public var takesSizes: Bool { self == .table }

    /// The strategy of a name that needs no parameter (``fontMetrics``, ``systemSizes``,
    /// ``fixed``), or `nil` for ``table`` and ``stepped``, which need their sizes or step.
    public var strategyWithoutParameters: ScalingStrategy? {
      switch self {
      case .fontMetrics: .fontMetrics
      case .systemSizes: .systemSizes
      case .fixed: .fixed
      case .table, .stepped: nil
      }
    }

    /// The names in the order help texts list them, joined by commas.
    public static var list: String {
      allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// The one-line explanation for a name that is not a strategy, with the closest name
    /// when one is close enough and the list of names.
    public static func unknownNameMessage(_ text: String) -> String {
      "unknown scaling strategy \"\(text)\""
        + SpellingSuggestion.didYouMean(text, among: allCases.map(\.rawValue))
        + " (one of \(list))"
    }
  }
}
