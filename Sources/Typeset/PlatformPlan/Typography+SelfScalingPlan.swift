import DynamicType

extension Typography {
  /// The plan for a font the platform must keep current by itself: what the app-wide install
  /// answers `UIFont.preferredFont(forTextStyle:)` with, a font that a label with
  /// `adjustsFontForContentSizeCategory` rescales at every text-size change without asking
  /// Typeset again.
  ///
  /// A plan ``platformFontPlan(for:in:)-(StyleName,_)`` already scales by the platform is
  /// returned as it is. A fixed plan (a minimum size, sizes per category, another scaling
  /// strategy) on a platform with `UIFontMetrics` becomes platform-scaled relative to the
  /// style's text style, from the base size that `UIFontMetrics`' ratio at the environment's
  /// category turns into the engine's size, and capped at the largest size the engine gives
  /// the style at any category. At the environment's category the font is the engine's; at
  /// other categories it follows `UIFontMetrics`' arithmetic (a minimum size is not kept)
  /// until the font is asked for again.
  ///
  /// ```swift
  /// let plan = try typography.selfScalingFontPlan(for: .textStyle(.body), in: environment)
  /// // .platformScaled(textStyle: .body, baseSize: 15.2, maximumPointSize: 40)
  /// ```
  ///
  /// - Throws: ``ResolutionError`` when the style cannot be resolved.
  public func selfScalingFontPlan(for style: StyleName, in environment: TypeEnvironment)
    throws(ResolutionError) -> PlatformFontPlan
  {
    let plan = try platformFontPlan(for: style, in: environment)
    guard case .fixed(let pointSize) = plan.sizing,
      Self.platformsWithFontMetrics.contains(environment.platform),
      let ratio = try? FontMetricsScaling.ratio(
        for: plan.font.relativeTo, at: environment.effectiveCategory, on: environment.platform),
      ratio > 0
    else { return plan }
    var probe = environment
    var largest = pointSize
    for category in environment.platform.categories {
      probe.category = category
      guard let font = try? resolve(style, in: probe) else { continue }
      largest = max(largest, font.pointSize)
    }
    let baseSize = pointSize / ratio
    var triggers = plan.updateTriggers
    triggers.remove(.contentSizeCategory)
    return PlatformFontPlan(
      font: plan.font,
      sizing: .platformScaled(
        textStyle: plan.font.relativeTo, baseSize: baseSize, maximumPointSize: largest),
      reason: "\(plan.reason); scaled by the platform from \(NumberText.points(baseSize)) "
        + "relative to \(plan.font.relativeTo), at most \(NumberText.points(largest))",
      updateTriggers: triggers, attributeUpdateTriggers: plan.attributeUpdateTriggers)
  }
}
