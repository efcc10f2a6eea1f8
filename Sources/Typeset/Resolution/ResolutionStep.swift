/// One decision of a resolution: what was decided (``kind``), the number decided, the rule that
/// reached it with the numbers that went in (``rule``), and the sentence `explain` prints.
///
/// ```swift
/// for step in try typography.explain(.textStyle(.body), in: environment) {
///   if step.kind == .pointSize, let points = step.number { print(points) }
///   if case .clamp(.maximum, let limit, _) = step.rule { print("capped at", limit) }
///   print(step)  // point size: 48 pt — fontMetrics (UIFontMetrics): round(17 × 62 / 22), …
/// }
/// ```
public struct ResolutionStep: Hashable, Sendable, CustomStringConvertible {
  /// What a step decides, in the order a resolution decides it.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// The category text is laid out at (``ResolutionStep/value`` names it; no number).
    case category
    /// Android's font scale (the number), for a resolution on Android.
    case fontScale
    /// The Apple text style a custom style follows (no number).
    case relativeTo
    /// The size at the default category, in points.
    case baseSize
    /// The scaling a platform's entry chose (no number).
    case scaling
    /// The size at the category, before the limits, in points.
    case pointSize
    /// The size after `minimumSize` or `maximumSize`, in points.
    case clamped
    /// The face drawn with; the number is the weight it is drawn at.
    case face
    /// The size after normalisation to the system font, in points.
    case normalized
    /// The line height, in points.
    case lineHeight
    /// The tracking, in points.
    case tracking

    /// How `typeset-cli explain` labels the step: `category`, `relative to`, `base size` …
    public var label: String {
      switch self {
      case .category: "category"
      case .fontScale: "font scale"
      case .relativeTo: "relative to"
      case .baseSize: "base size"
      case .scaling: "scaling"
      case .pointSize: "point size"
      case .clamped: "clamped"
      case .face: "face"
      case .normalized: "normalized"
      case .lineHeight: "line height"
      case .tracking: "tracking"
      }
    }
  }

  /// What the step decides.
  public let kind: Kind
  /// The number decided, in the kind's unit (points; a face's weight), or `nil` where the
  /// decision is not a number (a category, a style, a scaling).
  public let number: Double?
  /// The value decided as `explain` prints it, with its unit.
  public let value: String
  /// How the value was reached, in words: where it came from and ``rule``'s arithmetic.
  public let reason: String
  /// The rule that reached ``number``, with the numbers that went in.
  public let rule: Rule

  /// Creates a step.
  public init(kind: Kind, number: Double?, value: String, reason: String, rule: Rule = .given) {
    self.kind = kind
    self.number = number
    self.value = value
    self.reason = reason
    self.rule = rule
  }

  /// The kind's label: `category`, `base size`, `point size` …
  public var quantity: String { kind.label }

  /// `quantity: value — reason`.
  public var description: String { "\(quantity): \(value) — \(reason)" }
}
