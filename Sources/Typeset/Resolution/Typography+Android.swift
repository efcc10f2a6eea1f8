import DynamicType

extension Typography {
  /// Resolves a style for Android at a font scale: the face (after the Bold text weight
  /// adjustment), the text size and line height in `sp`, and what Android draws them at in
  /// `dp`, with how each number was reached.
  ///
  /// A style's Android values default to its iOS values at the default category, large, one
  /// point for one `sp` (both are 1/160-inch-class units): the size (after the style's minimum
  /// and maximum at large, before normalisation, which matches Apple's system font), the line
  /// height, and the tracking in em. `platforms.android` replaces the size, the line height
  /// (`leading`) and the tracking; a size given without a line height keeps the iOS
  /// proportion. Then Android's own rules apply, emulated in `Float` as Android computes them:
  ///
  /// - the text size goes through Android 14's font scale curve
  ///   (`AndroidFontScaleConverter`);
  /// - the line height keeps its proportion to the text size where the curve is nonlinear, as
  ///   `TextView` and Compose do (`AndroidFontScaleConverter.lineHeightDp(forSp:textSize:fontScale:)`);
  /// - the weight moves by the settings' weight adjustment (Bold text: +300, clamped to
  ///   1…1000), then the family's nearest face is chosen as on Apple platforms, never lighter
  ///   than the face without Bold text;
  /// - there are no minimum or maximum sizes past large (Android has no such limits) and no
  ///   normalisation.
  ///
  /// The steps are always recorded: Android resolution serves previews and generated files,
  /// not an app's drawing.
  ///
  /// ```swift
  /// let settings = AndroidTextSettings(fontScale: 1.5, isBoldTextEnabled: true)!
  /// let title = try typography.resolve(.textStyle(.title1), android: settings)
  /// title.textSize   // 28 (sp)
  /// title.pointSize  // 29.33 (dp), where a linear scale would give 42
  /// ```
  ///
  /// - Throws: ``ResolutionError`` when the style cannot be resolved on iOS at large, where its
  ///   Android defaults come from.
  public func resolve(_ style: StyleName, android settings: AndroidTextSettings)
    throws(ResolutionError) -> AndroidResolvedFont
  {
    let iOS = try resolve(style, in: TypeEnvironment())
    guard let definition = definition(of: style) else { throw .unknownStyle(style.description) }
    var resolver = AndroidResolver(
      typography: self, style: style, definition: definition, iOS: iOS, settings: settings)
    return try resolver.resolve()
  }

  /// How each number of a style on Android at a font scale is reached; the steps of
  /// ``resolve(_:android:)``.
  ///
  /// - Throws: ``ResolutionError``, as ``resolve(_:android:)`` does.
  public func explain(_ style: StyleName, android settings: AndroidTextSettings)
    throws(ResolutionError) -> [ResolutionStep]
  {
    try resolve(style, android: settings).steps
  }
}

/// One resolution on Android, from the style's iOS resolution at large.
private struct AndroidResolver {
  let typography: Typography
  let style: StyleName
  let definition: StyleDefinition
  /// The style on iOS at large, Bold Text off: where the Android defaults come from.
  let iOS: ResolvedFont
  let settings: AndroidTextSettings
  var steps: [ResolutionStep] = []

  init(
    typography: Typography, style: StyleName, definition: StyleDefinition, iOS: ResolvedFont,
    settings: AndroidTextSettings
  ) {
    self.typography = typography
    self.style = style
    self.definition = definition
    self.iOS = iOS
    self.settings = settings
  }

  private var path: String { "styles.\(style)" }
  private var androidPath: String { "\(path).platforms.\(AndroidValues.key)" }

  private mutating func step(
    _ kind: ResolutionStep.Kind, _ number: Float, unit: String, _ reason: String,
    rule: ResolutionStep.Rule = .given
  ) {
    steps.append(
      ResolutionStep(
        kind: kind, number: Double(number), value: Self.text(number, unit), reason: reason,
        rule: rule))
  }

  /// A `Float` as explanations show it: at most two decimals, with its unit.
  static func text(_ value: Float, _ unit: String) -> String {
    NumberText.points(Double(value), unit: false) + (unit.isEmpty ? "" : " \(unit)")
  }

  mutating func resolve() throws(ResolutionError) -> AndroidResolvedFont {
    let android = definition.android
    let fontScale = settings.fontScale
    let stepIndex = AndroidTextSettings.settingsFontScales.firstIndex(of: fontScale)
    step(
      .fontScale, fontScale, unit: "",
      stepIndex.map {
        "step \($0 + 1) of \(AndroidTextSettings.settingsFontScales.count) of Settings › "
          + "Display › Font size"
      } ?? "a scale Settings › Display › Font size does not offer (its steps are "
        + AndroidTextSettings.settingsFontScales.map { Self.text($0, "") }.joined(separator: ", ")
        + ")", rule: .fontScale(settingsStep: stepIndex.map { $0 + 1 }))
    if iOS.relativeTo != style.textStyle {
      steps.append(
        ResolutionStep(
          kind: .relativeTo, number: nil, value: iOS.relativeTo.uiKitName,
          reason: "\(path).relativeTo: its iOS values follow \(iOS.relativeTo)"))
    }

    // The text size in sp: Android's own, else the iOS size at large (1 pt = 1 sp).
    let iOSSize = iOS.clampedPointSize
    let textSizeValue: Double
    if let size = android?.size {
      textSizeValue = size
    } else {
      textSizeValue = iOSSize
    }
    // Kotlin's `Double.sp` and a size read from a file become a Float the same way.
    let textSize = Float(textSizeValue)
    step(
      .baseSize, textSize, unit: "sp",
      android?.size != nil
        ? "\(androidPath).size"
        : "the style's size on iOS at large, \(NumberText.points(iOSSize)) = "
          + "\(NumberText.points(iOSSize, unit: false)) sp"
          + (iOS.isClamped ? " (after its limits)" : ""))

    // The size at the font scale, through Android's curve.
    let curve = AndroidFontScaleConverter.curve(atFontScale: fontScale)
    let pointSize = AndroidFontScaleConverter.dp(forSp: textSize, fontScale: fontScale)
    step(
      .pointSize, pointSize, unit: "dp", describe(curve, textSize: textSize),
      rule: .fontScaleCurve(fontScale: Double(fontScale), textSize: Double(textSize)))

    let face = try resolveFace()

    if (definition.normalize ?? typography.defaults.normalize ?? .none) != .none {
      step(
        .normalized, pointSize, unit: "dp",
        "not on Android: normalisation matches Apple's system font, which Android does not "
          + "draw with")
    }

    // The line height in sp, then at the font scale.
    let lineHeightValue: Double
    let lineHeightSource: String
    if let leading = android?.leading {
      lineHeightValue = leading
      lineHeightSource = "\(androidPath).leading"
    } else if android?.size != nil {
      lineHeightValue = iOS.lineHeight * textSizeValue / iOSSize
      lineHeightSource =
        "the iOS line height at large kept in proportion: "
        + "\(NumberText.points(textSizeValue, unit: false)) × "
        + "\(NumberText.points(iOS.lineHeight, unit: false)) / "
        + "\(NumberText.points(iOSSize, unit: false))"
    } else {
      lineHeightValue = iOS.lineHeight
      lineHeightSource = "the style's line height on iOS at large"
    }
    let lineHeightInSp = Float(lineHeightValue)
    let lineHeight = AndroidFontScaleConverter.lineHeightDp(
      forSp: lineHeightInSp, textSize: textSize, fontScale: fontScale)
    let lineHeightRule: String
    if curve == .linear {
      lineHeightRule = "\(Self.text(lineHeightInSp, "sp")) × \(Self.text(fontScale, ""))"
    } else {
      lineHeightRule =
        "\(Self.text(lineHeightInSp, "sp")), kept in proportion to the text size as TextView "
        + "and Compose keep it under nonlinear scaling: \(Self.text(pointSize, "dp")) × "
        + "\(Self.text(lineHeightInSp, "")) / \(Self.text(textSize, ""))"
    }
    step(
      .lineHeight, lineHeight, unit: "dp", "\(lineHeightSource): \(lineHeightRule)",
      rule: curve == .linear
        ? .fontScaleCurve(fontScale: Double(fontScale), textSize: Double(lineHeightInSp))
        : .proportion(
          size: Double(pointSize), value: Double(lineHeightInSp), reference: Double(textSize)))

    // Letter spacing in em, which follows the size.
    let (letterSpacing, trackingReason) = resolveLetterSpacing(textSize: textSizeValue)
    let tracking = Double(letterSpacing) * Double(pointSize)
    steps.append(
      ResolutionStep(
        kind: .tracking, number: tracking,
        value: NumberText.points(tracking, unit: false) + " dp", reason: trackingReason,
        rule: .em(thousandthsOfEm: Double(letterSpacing) * 1000, size: Double(pointSize))))

    return AndroidResolvedFont(
      style: style, relativeTo: iOS.relativeTo, settings: settings, face: face,
      textSize: textSize, lineHeightInSp: lineHeightInSp, pointSize: pointSize,
      lineHeight: lineHeight, letterSpacing: letterSpacing, curve: curve, steps: steps)
  }

  /// The curve's step in words, with the numbers that went in.
  private func describe(_ curve: AndroidFontScaleConverter.Curve, textSize: Float) -> String {
    let scale = Self.text(settings.fontScale, "")
    let size = Self.text(textSize, "sp")
    switch curve {
    case .linear:
      return "linear below \(Self.text(AndroidFontScaleConverter.minimumNonlinearScale, "")): "
        + "\(size) × \(scale)"
    case .linearOutsideTables:
      return "no two of Android's tables surround \(scale), so linear: \(size) × \(scale)"
    case .table(let tableScale):
      return "Android's table for \(Self.text(tableScale, "")): "
        + segment(AndroidFontScaleConverter.forScale(settings.fontScale), textSize: textSize)
    case .interpolated(let lower, let upper, let amount):
      return "a table interpolated between Android's tables for \(Self.text(lower, "")) and "
        + "\(Self.text(upper, "")), \(NumberText.decimal(Double(amount), decimals: 3)) of the way: "
        + segment(AndroidFontScaleConverter.forScale(settings.fontScale), textSize: textSize)
    }
  }

  /// Where a size lies in a table, in words.
  private func segment(_ converter: AndroidFontScaleConverter?, textSize: Float) -> String {
    guard let converter else { return "" }
    let size = Self.text(textSize, "sp")
    if let index = converter.fromSp.firstIndex(of: abs(textSize)) {
      return "\(size) → \(Self.text(converter.toDp[index], "dp")), a point of the table"
    }
    guard let (lower, upper) = converter.segment(containingSp: textSize) else {
      let last = converter.fromSp.count - 1
      return "\(size) past its last point, at that point's ratio "
        + "\(Self.text(converter.toDp[last], "")) / \(Self.text(converter.fromSp[last], ""))"
    }
    return "\(size) lies between \(Self.text(lower.sp, "sp")) → \(Self.text(lower.dp, "dp")) "
      + "and \(Self.text(upper.sp, "sp")) → \(Self.text(upper.dp, "dp")), linearly"
  }

  /// The face: the iOS weight asked for at large, moved by the weight adjustment, then the
  /// family's nearest face (never lighter than the unadjusted one).
  private mutating func resolveFace() throws(ResolutionError) -> ResolvedFace {
    let weight = iOS.face.requestedWeight
    let italic = definition.italic ?? false
    guard let family = typography.family(named: iOS.face.family) else {
      throw .unknownFamily(style, family: iOS.face.family)
    }
    let adjusted = FontWeight(clamping: settings.adjustedWeight(weight.rawValue))
    let chosen: (match: FaceMatcher.Match, base: FaceMatcher.Match)?
    if adjusted < weight {
      // A negative adjustment (not one Settings writes): the nearest face to the lighter weight.
      chosen = FaceMatcher.match(family.faces, weight: adjusted, italic: italic).map { ($0, $0) }
    } else {
      chosen = FaceMatcher.match(
        family.faces, weight: weight, italic: italic,
        boldWeight: adjusted > weight ? adjusted : nil)
    }
    guard let (match, base) = chosen else {
      throw .familyWithoutFaces(style, family: family.name)
    }
    let face = ResolvedFace(
      family: family.name, source: match.face, requestedWeight: adjusted, weight: match.weight,
      axisValues: match.face.weightAxis == nil ? [:] : ["wght": match.weight])
    var reason = "the style's weight on iOS: \(weight)"
    if settings.isBoldTextEnabled {
      reason +=
        "; font weight adjustment \(settings.fontWeightAdjustment)"
        + (settings.fontWeightAdjustment == AndroidTextSettings.boldTextFontWeightAdjustment
          ? " (Bold text)" : "") + " → \(adjusted)"
      if match == base, adjusted > weight {
        reason += " (no heavier face; keeps the base face)"
      }
    }
    reason +=
      "; \(family.name) has \(match.face.postScriptName) "
      + "(\(NumberText.points(match.weight, unit: false)))"
    if !match.slantMatches { reason += italic ? ", no italic face" : ", only italic faces" }
    if match.face.weightAxis != nil {
      reason += ", wght axis set to \(NumberText.points(match.weight, unit: false))"
    }
    steps.append(
      ResolutionStep(
        kind: .face, number: match.weight, value: match.face.postScriptName, reason: reason,
        rule: .face(
          weight: weight, boldTextWeight: settings.isBoldTextEnabled ? adjusted : nil,
          drawnAt: match.weight)))
    return face
  }

  /// The letter spacing in em: Android's own tracking, else the style's at large; `system` is
  /// Apple's system font's tracking at the text size, as an em value.
  private func resolveLetterSpacing(textSize: Double) -> (Float, String) {
    let setting: TrackingSetting
    let source: String
    if let tracking = definition.android?.tracking {
      (setting, source) = (tracking, "\(androidPath).tracking")
    } else if let tracking = definition.categoryOverrides[.large]?.tracking {
      (setting, source) = (tracking, "\(path).categories.large.tracking")
    } else if let tracking = definition.tracking {
      (setting, source) = (tracking, "\(path).tracking")
    } else if let tracking = typography.defaults.tracking {
      (setting, source) = (tracking, "defaults.tracking")
    } else {
      return (0, "none (custom fonts are spaced by their designers)")
    }
    let thousandths: Double
    let detail: String
    switch setting {
    case .none:
      return (0, "\(source): none")
    case .thousandthsOfEm(let value):
      thousandths = value
      detail = "\(NumberText.points(value, unit: false))/1000 em"
    case .system:
      let table = TrackingTable.systemFont(on: .iOS)
      thousandths = table.thousandthsOfEm(atPointSize: textSize)
      detail =
        "the system font's tracking (\(table.name)) at \(NumberText.points(textSize, unit: false)): "
        + "\(NumberText.points(thousandths, unit: false))/1000 em"
    }
    let em = Float(thousandths / 1000)
    return (
      em,
      "\(source): \(detail), letterSpacing \(NumberText.decimal(Double(em), decimals: 4)) em "
        + "× the size in dp"
    )
  }
}
