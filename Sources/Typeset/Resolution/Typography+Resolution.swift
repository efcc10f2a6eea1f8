import DynamicType

extension Typography {
  /// Resolves a style in an environment: the face to draw with, the point size, line height
  /// and tracking, and how each was reached.
  ///
  /// ```swift
  /// let environment = TypeEnvironment(category: .accessibility5, isBoldTextEnabled: true)
  /// let body = try typography.resolve(.textStyle(.body), in: environment)
  /// body.pointSize         // 48 with the default fontMetrics strategy
  /// body.face.postScriptName
  /// ```
  ///
  /// Results are cached per style, platform, effective category and Bold Text, and a cached
  /// lookup does not allocate. The iOS results that checking the typography made are read
  /// without a lock; others take one. Safe to call from any thread.
  ///
  /// - Throws: ``ResolutionError`` when the style is unknown or Apple's table lacks a value
  ///   the style needs (visionOS has no published table; give the values in the file).
  @inlinable
  public func resolve(_ style: StyleName, in environment: TypeEnvironment) throws(ResolutionError)
    -> ResolvedFont
  {
    // Inlinable, so that an app's lookup of a checked iOS cell is a few instructions in place.
    if compiledTable != nil {
      // A compiled typography's resolutions, kept by earlier lookups (optional chaining reads
      // the table in place, without retaining it).
      if let font = compiledTable?.keptFont(for: style, in: environment) { return font }
    } else if environment.platform == .iOS {
      // iOS has every category, so the effective one is the limited one.
      if let font = resolutionTable.font(
        for: style, category: environment.limitedCategory,
        boldText: environment.isBoldTextEnabled)
      {
        return font
      }
    }
    return try resolveThroughCache(style, in: environment)
  }

  /// The resolution of what the table does not hold: from the locked cache, or resolved and
  /// stored there. Kept out of ``resolve(_:in:)-(StyleName,_)`` so that its fast path stays
  /// small.
  @usableFromInline @inline(never)
  func resolveThroughCache(_ style: StyleName, in environment: TypeEnvironment)
    throws(ResolutionError) -> ResolvedFont
  {
    if let compiledTable, compiledTable.isEnabled {
      // A compiled typography keeps each resolution in a slot read without a lock.
      var resolver = Resolver(
        content: content, style: style, environment: environment, recordsSteps: false)
      return compiledTable.keep(try resolver.resolve(), for: style, in: environment)
    }
    let key = ResolutionCache.Key(
      style: style, platform: environment.platform, category: environment.effectiveCategory,
      boldText: environment.isBoldTextEnabled)
    if let cached = cache.value(for: key) { return cached }
    var resolver = Resolver(
      content: content, style: style, environment: environment, recordsSteps: false)
    let font = try resolver.resolve()
    cache.store(font, for: key)
    return font
  }

  /// How each number of a style in an environment is reached: the rules run again with their
  /// explanations, for exactly this environment (the category step names the user's category,
  /// the app's override and the range as given here). Not cached.
  ///
  /// ```swift
  /// for step in try typography.explain(.textStyle(.body), in: environment) { print(step) }
  /// // point size: 48 pt — fontMetrics (UIFontMetrics): round(17 × 62 / 22), …
  /// ```
  ///
  /// - Throws: ``ResolutionError``, as ``resolve(_:in:)-(StyleName,_)`` does.
  public func explain(_ style: StyleName, in environment: TypeEnvironment) throws(ResolutionError)
    -> [ResolutionStep]
  {
    var resolver = Resolver(
      content: content, style: style, environment: environment, recordsSteps: true)
    return try resolver.resolve().steps
  }

  /// Resolves one of Apple's text styles; see ``resolve(_:in:)-(StyleName,_)``.
  public func resolve(_ style: TextStyle, in environment: TypeEnvironment) throws(ResolutionError)
    -> ResolvedFont
  {
    try resolve(.textStyle(style), in: environment)
  }

  /// A custom metric (a padding, an icon size) scaled like `UIFontMetrics.scaledValue(for:)`
  /// and `@ScaledMetric`: by the style's leading ratio, snapped to the display's pixel grid.
  ///
  /// - Throws: ``ResolutionError`` when the platform's table has no leading for the style.
  public func scaledValue(
    _ value: Double, relativeTo style: TextStyle, in environment: TypeEnvironment
  ) throws(ResolutionError) -> Double {
    do {
      let ratio = try FontMetricsScaling.ratio(
        for: style, at: environment.effectiveCategory, on: environment.platform)
      return FontMetricsScaling.scaledValue(
        value, ratio: ratio, displayScale: environment.displayScale)
    } catch {
      throw .missingReference(.textStyle(style), error, hint: "scaledValue needs Apple's leading")
    }
  }
}
