extension AndroidFontScaleConverter {
  /// Which of Android's rules turns `sp` into `dp` at a font scale: what
  /// ``forScale(_:)`` chooses, named, for explanations.
  ///
  /// ```swift
  /// AndroidFontScaleConverter.curve(atFontScale: 1)    // .linear
  /// AndroidFontScaleConverter.curve(atFontScale: 1.8)  // .table(scale: 1.8)
  /// AndroidFontScaleConverter.curve(atFontScale: 1.6)  // .interpolated(lower: 1.5, upper: 1.8, …)
  /// ```
  public enum Curve: Hashable, Sendable {
    /// Below ``AndroidFontScaleConverter/minimumNonlinearScale``: `dp = sp × fontScale`.
    case linear
    /// One of Android's published tables (``AndroidFontScaleConverter/lookupTables``), by its
    /// scale.
    case table(scale: Float)
    /// A table interpolated at every common size between the tables of `lower` and `upper`,
    /// `amount` (0–1) of the way.
    case interpolated(lower: Float, upper: Float, amount: Float)
    /// Nonlinear scaling is on but no two tables surround the scale (past the last table, or
    /// between the threshold and the first): a one-point table, so `dp = sp × fontScale`.
    case linearOutsideTables
  }

  /// The rule ``forScale(_:)`` applies at `fontScale`, by the same keys (hundredths,
  /// truncated).
  public static func curve(atFontScale fontScale: Float) -> Curve {
    guard isNonlinear(atFontScale: fontScale) else { return .linear }
    let key = key(of: fontScale)
    let keys = lookupTables.map { Self.key(of: $0.scale) }
    if let exact = keys.firstIndex(of: key) { return .table(scale: lookupTables[exact].scale) }
    let higherIndex = keys.firstIndex { $0 > key } ?? keys.count
    let lowerIndex = higherIndex - 1
    guard lowerIndex >= 0, higherIndex < keys.count else { return .linearOutsideTables }
    let amount = constrainedMap(
      0, 1, scale(ofKey: keys[lowerIndex]), scale(ofKey: keys[higherIndex]), fontScale)
    return .interpolated(
      lower: lookupTables[lowerIndex].scale, upper: lookupTables[higherIndex].scale,
      amount: amount)
  }

  /// The two points of the table that `sp` lies between, as ``dp(forSp:)`` uses them:
  /// `(0, 0)` below the first point; `nil` past the last point (the last pair's ratio) or for
  /// a size in the table (its own value).
  public func segment(containingSp sp: Float) -> (
    lower: (sp: Float, dp: Float), upper: (sp: Float, dp: Float)
  )? {
    let magnitude = abs(sp)
    guard !fromSp.contains(magnitude), let upper = fromSp.firstIndex(where: { $0 > magnitude })
    else { return nil }
    let lower = upper == 0 ? (sp: Float(0), dp: Float(0)) : (fromSp[upper - 1], toDp[upper - 1])
    return (lower, (fromSp[upper], toDp[upper]))
  }
}
