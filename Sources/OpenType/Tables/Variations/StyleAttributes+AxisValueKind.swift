extension StyleAttributes {
  /// What an axis value describes, by format.
  public enum AxisValueKind: Hashable, Sendable {
    /// Format 1: a single value on one axis.
    case single(axisIndex: Int, value: Double)
    /// Format 2: a range of values on one axis, with its nominal value.
    case range(axisIndex: Int, nominal: Double, minimum: Double, maximum: Double)
    /// Format 3: a value with the style it links to (such as Regular to Bold).
    case linked(axisIndex: Int, value: Double, linkedValue: Double)
    /// Format 4: a combination of values on several axes.
    case combination([(axisIndex: Int, value: Double)])

    /// Compares kinds and their values.
    public static func == (lhs: AxisValueKind, rhs: AxisValueKind) -> Bool {
      switch (lhs, rhs) {
      case (.single(let a, let b), .single(let c, let d)): return a == c && b == d
      case (.range(let a, let b, let c, let d), .range(let e, let f, let g, let h)):
        return a == e && b == f && c == g && d == h
      case (.linked(let a, let b, let c), .linked(let d, let e, let f)):
        return a == d && b == e && c == f
      case (.combination(let a), .combination(let b)):
        return a.count == b.count
          && zip(a, b).allSatisfy { $0.axisIndex == $1.axisIndex && $0.value == $1.value }
      default: return false
      }
    }

    /// Hashes the kind's values.
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .single(let axis, let value):
        hasher.combine(1); hasher.combine(axis); hasher.combine(value)
      case .range(let axis, let nominal, let minimum, let maximum):
        hasher.combine(2); hasher.combine(axis); hasher.combine(nominal)
        hasher.combine(minimum); hasher.combine(maximum)
      case .linked(let axis, let value, let linked):
        hasher.combine(3); hasher.combine(axis); hasher.combine(value); hasher.combine(linked)
      case .combination(let values):
        hasher.combine(4)
        for entry in values { hasher.combine(entry.axisIndex); hasher.combine(entry.value) }
      }
    }
  }
}
