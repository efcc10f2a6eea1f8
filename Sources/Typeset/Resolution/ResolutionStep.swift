/// One step of a resolution: which quantity, its value, and why.
public struct ResolutionStep: Hashable, Sendable, CustomStringConvertible {
  /// What the step decides: `category`, `base size`, `point size`, `weight` …
  public let quantity: String
  /// The value decided, with its unit.
  public let value: String
  /// How the value was reached, with the numbers that went in.
  public let reason: String

  /// Creates a step.
  public init(quantity: String, value: String, reason: String) {
    self.quantity = quantity
    self.value = value
    self.reason = reason
  }

  /// `quantity: value — reason`.
  public var description: String { "\(quantity): \(value) — \(reason)" }
}
