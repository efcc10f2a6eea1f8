import DynamicType

/// A normalisation factor and what went into it.
public struct NormalizationFactor: Hashable, Sendable, CustomStringConvertible {
  /// The method.
  public let method: Normalization
  /// The factor that multiplies the point size.
  public let factor: Double
  /// The brand face's measure, as a fraction of its em.
  public let fontValue: Double
  /// The system font's measure at the size, as a fraction of its em.
  public let systemValue: Double
  /// The reference system font.
  public let systemFont: String

  /// `width: 0.5123 em (system 0.4661 em, iOS system font) → × 0.9098`.
  public var description: String {
    guard method != .none else { return "none: × 1" }
    return
      "\(method.rawValue): \(NumberText.fourDecimals(fontValue)) em (\(systemFont) \(NumberText.fourDecimals(systemValue)) em) → × \(NumberText.fourDecimals(factor))"
  }
}
