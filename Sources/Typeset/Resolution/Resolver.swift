import DynamicType

/// One resolution: the rules of ARCHITECTURE.md, "Semantics that must be exact", in order.
///
/// Explanations cost more than the numbers, so they are written only when `recordsSteps` is
/// set (``ResolvedFont/steps`` runs the rules again with it); every explanation argument is an
/// autoclosure that is not evaluated otherwise.
///
/// A resolver that records no steps can resolve its style again in other environments on the
/// same platform (``resolve(in:)``): what the style owes neither to the category nor to Bold
/// Text (``StylePlan``) is worked out by the first resolution, and the sizes of a category by
/// the first resolution at it. Checking a typography resolves each style so at 24 iOS cells.
package struct Resolver {
  let content: TypographyContent
  let style: StyleName
  private(set) var environment: TypeEnvironment
  /// The environment's effective category, decided once per environment.
  private(set) var category: ContentSizeCategory
  /// Where explanations go; `nil` when they are not recorded.
  private let log: StepLog?
  var recordsSteps: Bool { log != nil }

  /// Faces chosen by earlier resolutions of the same table, reused when no steps are
  /// recorded; `nil` to choose every face anew.
  private let faceChoices: FaceChoices?
  /// What the first resolution found that does not depend on the category or Bold Text,
  /// kept for ``resolve(in:)`` when no steps are recorded.
  private var plan: StylePlan?
  /// The numbers of the last category resolved that do not depend on Bold Text, kept for the
  /// other Bold Text setting when no steps are recorded.
  private var lastCategory: CategoryNumbers?

  package init(
    content: TypographyContent, style: StyleName, environment: TypeEnvironment, recordsSteps: Bool,
    faceChoices: FaceChoices? = nil
  ) {
    self.content = content
    self.style = style
    self.faceChoices = recordsSteps ? nil : faceChoices
    self.environment = environment
    category = environment.effectiveCategory
    log = recordsSteps ? StepLog() : nil
  }

  /// The style's key path in the typography file, for explanations and hints.
  private var path: String { "styles.\(style)" }

  /// Where a style's weight came from; written out only for explanations.
  enum WeightSource {
    case categoryOverride, definition, apple(TextStyle), none
  }

  private func weightReason(_ source: WeightSource) -> String {
    switch source {
    case .categoryOverride: "\(path).categories.\(category).weight"
    case .definition: "\(path).weight"
    case .apple(let relative): "Apple's weight for \(relative)"
    case .none: "no weight given and none in Apple's table: regular"
    }
  }

  /// The steps of one resolution, by reference so that recording one does not need exclusive
  /// access to the resolver whose methods build its text.
  private final class StepLog {
    var steps: [ResolutionStep] = []
  }

  /// Records a step whose number is a size in points (shown as `17 pt`).
  private func step(
    _ kind: ResolutionStep.Kind, points: Double, _ reason: @autoclosure () -> String,
    rule: @autoclosure () -> ResolutionStep.Rule = .given
  ) {
    guard let log else { return }
    log.steps.append(
      ResolutionStep(
        kind: kind, number: points, value: NumberText.points(points), reason: reason(),
        rule: rule()))
  }

  /// Records a step whose value is not a size: a name, with a number where there is one.
  private func step(
    _ kind: ResolutionStep.Kind, _ value: @autoclosure () -> String, number: Double? = nil,
    _ reason: @autoclosure () -> String, rule: @autoclosure () -> ResolutionStep.Rule = .given
  ) {
    guard let log else { return }
    log.steps.append(
      ResolutionStep(kind: kind, number: number, value: value(), reason: reason(), rule: rule()))
  }

  /// Resolves the style in the resolver's environment.
  package mutating func resolve() throws(ResolutionError) -> ResolvedFont {
    step(.category, category.swiftUIName, environment.categoryChoice.reason)
    let plan: StylePlan
    if let known = self.plan {
      plan = known
    } else {
      plan = try makePlan()
      if !recordsSteps { self.plan = plan }
    }
    let known = lastCategory?.category == category ? lastCategory : nil
    let (font, numbers) = try resolve(with: plan, known: known)
    if !recordsSteps { lastCategory = numbers }
    return font
  }

  /// Resolves the same style again in another environment on the same platform (a table
  /// that resolves a style at every category, with and without Bold Text): what depends only
  /// on the style and the platform is worked out once, by the first resolution.
  package mutating func resolve(in environment: TypeEnvironment) throws(ResolutionError)
    -> ResolvedFont
  {
    precondition(environment.platform == self.environment.platform, "one platform per resolver")
    self.environment = environment
    category = environment.effectiveCategory
    return try resolve()
  }

  /// What a style's resolution on a platform owes neither to the category nor to Bold Text:
  /// the style it follows, its base size, the scaling and the limits. A class, so that the
  /// resolutions that share it copy one reference.
  final class StylePlan {
    let definition: StyleDefinition
    let relative: TextStyle
    let sizes: PlatformSizes
    /// The size at large on the platform.
    let baseSize: Double
    /// The iOS size the file's other iOS values go with (``PlatformSizes/referenceSize``).
    let referenceSize: Double
    /// `baseSize / referenceSize`: what carries the file's iOS values to the platform.
    let factor: Double
    /// The scaling a `platforms` entry gives, if any.
    let platformScaling: Scaling?
    let strategy: ScalingStrategy
    let limits: SizeLimits
    /// The weight asked for where no category override gives one, and where it came from.
    let weight: FontWeight
    let weightSource: WeightSource
    let italic: Bool
    /// The family's name, or `nil` when neither the style nor the defaults give one.
    let familyName: String?
    let normalization: Normalization
    /// The tracking where no category override gives one.
    let tracking: TrackingSetting

    /// The plan of a style whose base size, scaling and face requests the resolver found;
    /// the rest follows from them.
    init(
      definition: StyleDefinition, defaults: StyleDefinition, defaultFamily: String?,
      relative: TextStyle, platform: Platform, sizes: PlatformSizes, baseSize: Double,
      platformScaling: Scaling?, strategy: ScalingStrategy
    ) {
      self.definition = definition
      self.relative = relative
      self.sizes = sizes
      self.baseSize = baseSize
      self.platformScaling = platformScaling
      self.strategy = strategy
      // The iOS size the file's other iOS values (category sizes, table sizes, leading,
      // limits) go with, and the factor that carries them to this platform (1 on iOS).
      referenceSize = sizes.referenceSize(definition: definition, baseSize: baseSize)
      factor = baseSize / referenceSize
      limits = sizes.limits(definition: definition, defaults: defaults, factor: factor)
      let appleWeight =
        platform.metrics(for: relative, at: .large)?.weight
        ?? platform.basePlatform.metrics(for: relative, at: .large)?.weight
      if let value = definition.weight {
        (weight, weightSource) = (value, .definition)
      } else if let appleWeight {
        (weight, weightSource) = (appleWeight, .apple(relative))
      } else {
        (weight, weightSource) = (.regular, .none)
      }
      italic = definition.italic ?? false
      familyName = definition.family ?? defaultFamily
      normalization = definition.normalize ?? defaults.normalize ?? .none
      tracking = definition.tracking ?? defaults.tracking ?? .none
    }
  }

  /// What a resolution at a category owes neither to Bold Text nor to the face: the sizes
  /// before and after the limits, and the line height.
  private struct CategoryNumbers {
    let category: ContentSizeCategory
    let unclamped: Double
    let pointSize: Double
    let lineHeight: Double
  }

  /// Works out the style's ``StylePlan`` on the environment's platform, recording the steps
  /// for the style followed, the base size and the scaling.
  private func makePlan() throws(ResolutionError) -> StylePlan {
    guard let definition = content.definition(of: style) else {
      throw .unknownStyle(style.description)
    }
    let defaults = content.defaults
    let platform = environment.platform
    let relative: TextStyle
    switch style {
    case .textStyle(let textStyle): relative = definition.relativeTo ?? textStyle
    case .custom:
      guard let relativeTo = definition.relativeTo else { throw .noRelativeStyle(style) }
      relative = relativeTo
    }
    if relative != style.textStyle {
      step(.relativeTo, relative.uiKitName, "\(path).relativeTo: follows \(relative)'s curve")
    }

    // Base size at large: the style's iOS size, carried to another platform by Apple's ratio
    // for the style it follows, unless the platform's entry gives its own.
    let sizes = PlatformSizes(
      definition: definition, defaults: defaults, relative: relative, platform: platform)
    let baseSize: Double
    if let size = sizes.entry?.size {
      baseSize = size
      step(.baseSize, points: size, "\(path).platforms.\(sizes.key).size at large")
    } else if let size = definition.size {
      if !sizes.isOtherPlatform {
        baseSize = size
        step(.baseSize, points: size, "\(path).size at large")
      } else if let ratio = sizes.appleRatio {
        baseSize = size * ratio.platformSize / ratio.iOSSize
        step(
          .baseSize, points: baseSize,
          "\(path).size \(NumberText.points(size)) on iOS × \(sizes.ratioText)",
          rule: .platformRatio(iOSValue: size, ratio: ratio.platformSize / ratio.iOSSize))
      } else {
        baseSize = size
        step(
          .baseSize, points: size,
          "\(path).size at large, as given: \(platform.displayName) has no size for \(relative) "
            + "to scale it by (give \(path).platforms.\(sizes.key).size to choose)")
      }
    } else if let apple = platform.metrics(for: relative, at: .large) {
      baseSize = apple.pointSize
      step(
        .baseSize, points: baseSize,
        "Apple's \(relative) at large on \(platform.displayName)")
    } else {
      throw .missingReference(
        style, .missingReference("size", style: relative, category: .large, platform: platform),
        hint: sizes.isOtherPlatform
          ? "give \(path).size or \(path).platforms.\(sizes.key).size" : "give \(path).size")
    }
    let platformScaling = sizes.entry?.scaling ?? sizes.defaultEntry?.scaling
    let scaling =
      platformScaling ?? definition.scaling ?? defaults.scaling ?? .strategy(.fontMetrics)
    if platformScaling != nil {
      let owner = sizes.entry?.scaling != nil ? path : "defaults"
      step(.scaling, scaling.displayName, "\(owner).platforms.\(sizes.key).scaling")
    }
    guard let strategy = scaling.strategy(relativeTo: relative) else {
      throw .missingReference(
        style, .missingReference("size", style: relative, category: .large, platform: .iOS7),
        hint: "the iOS 7–10 table has no \(relative) (it came later); choose another scaling")
    }
    return StylePlan(
      definition: definition, defaults: defaults, defaultFamily: content.defaultFamilyName,
      relative: relative, platform: platform, sizes: sizes, baseSize: baseSize,
      platformScaling: platformScaling, strategy: strategy)
  }

  /// An iOS value carried to the platform, in words: `15 pt on iOS × 13 / 17 (the base size's
  /// ratio on macOS)`.
  private func scaledNote(_ value: Double, _ plan: StylePlan) -> String {
    "\(NumberText.points(value)) on iOS × \(NumberText.points(plan.baseSize, unit: false)) / "
      + "\(NumberText.points(plan.referenceSize, unit: false)) (the base size's ratio on \(environment.platform.displayName))"
  }

  /// The rest of a resolution, at the environment's category and Bold Text; `known` holds
  /// the numbers an earlier resolution at the same category found.
  private func resolve(with plan: StylePlan, known: CategoryNumbers?) throws(ResolutionError)
    -> (ResolvedFont, CategoryNumbers)
  {
    let definition = plan.definition
    let override =
      definition.categoryOverrides.isEmpty
      ? nil : definition.categoryOverrides[category]
    let unclamped: Double
    let pointSize: Double
    if let known {
      (unclamped, pointSize) = (known.unclamped, known.pointSize)
    } else {
      (unclamped, pointSize) = try pointSizes(with: plan, override: override)
    }

    let face = try resolveFace(plan, override: override)
    let normalization = try normalize(plan.normalization, face: face, pointSize: pointSize)
    let finalSize = pointSize * (normalization?.factor ?? 1)
    let lineHeight: Double
    if let known {
      lineHeight = known.lineHeight
    } else {
      lineHeight = try resolveLineHeight(
        definition, override: override, relative: plan.relative,
        referenceSize: plan.referenceSize, factor: plan.factor, pointSize: pointSize)
    }
    let tracking = resolveTracking(override?.tracking ?? plan.tracking, pointSize: finalSize)

    let values = ResolvedFont.Values(
      style: style, relativeTo: plan.relative, category: category,
      platform: environment.platform, isBoldTextEnabled: environment.isBoldTextEnabled,
      face: face, baseSize: plan.baseSize, pointSize: finalSize, unclampedPointSize: unclamped,
      clampedPointSize: pointSize, normalization: normalization, lineHeight: lineHeight,
      tracking: tracking, scaling: plan.strategy)
    let font = ResolvedFont(
      values,
      explanation: recordsSteps
        ? nil : ResolvedFont.Explanation(content: content, environment: environment),
      steps: log?.steps ?? [])
    let numbers = CategoryNumbers(
      category: category, unclamped: unclamped, pointSize: pointSize, lineHeight: lineHeight)
    return (font, numbers)
  }

  /// The point size at the category before and after the limits.
  private func pointSizes(with plan: StylePlan, override: CategoryOverride?)
    throws(ResolutionError) -> (unclamped: Double, clamped: Double)
  {
    let definition = plan.definition
    let defaults = content.defaults
    let platform = environment.platform
    let relative = plan.relative
    let sizes = plan.sizes
    let baseSize = plan.baseSize
    let factor = plan.factor
    let strategy = plan.strategy
    let platformScaling = plan.platformScaling
    var unclamped: Double
    // A platform's own size replaces the category sizes too: they are iOS values.
    if let size = sizes.entry?.size == nil ? override?.size : nil {
      unclamped = size * factor
      step(
        .pointSize, points: unclamped,
        "\(path).categories.\(category).size" + (factor == 1 ? "" : " \(scaledNote(size, plan))"),
        rule: factor == 1 ? .given : .platformRatio(iOSValue: size, ratio: factor))
    } else {
      do {
        unclamped = try strategy.pointSize(
          forBaseSize: baseSize, relativeTo: relative, at: category, on: platform)
      } catch {
        throw .missingReference(style, error, hint: hint(for: strategy))
      }
      if case .table = strategy, platformScaling == nil, factor != 1 {
        let scaled = unclamped * factor
        step(
          .pointSize, points: scaled,
          describeScaling(strategy, baseSize, relative, category).reason
            + ", \(scaledNote(unclamped, plan))",
          rule: .platformRatio(iOSValue: unclamped, ratio: factor))
        unclamped = scaled
      } else if recordsSteps {
        let scalingRule = describeScaling(strategy, baseSize, relative, category)
        step(.pointSize, points: unclamped, scalingRule.reason, rule: scalingRule.rule)
      }
    }
    let pointSize = plan.limits.clamp(unclamped)
    // The clamp's source is only words: worked out when they are recorded.
    if pointSize != unclamped, recordsSteps {
      let isMinimum = pointSize > unclamped
      let bound = isMinimum ? "minimumSize" : "maximumSize"
      let owner = sizes.limitOwner(isMinimum ? \.minimumSize : \.maximumSize)
      let source: String
      if let owner {
        source = "\(owner == .style ? path : "defaults").platforms.\(sizes.key).\(bound)"
      } else if factor != 1,
        let iOSLimit = isMinimum
          ? definition.minimumSize ?? defaults.minimumSize
          : definition.maximumSize ?? defaults.maximumSize
      {
        source = "\(bound) \(scaledNote(iOSLimit, plan)) ="
      } else {
        source = bound
      }
      step(
        .clamped, points: pointSize,
        "\(source) \(NumberText.points(pointSize)) (the curve gave \(NumberText.points(unclamped)))",
        rule: .clamp(isMinimum ? .minimum : .maximum, limit: pointSize, unclamped: unclamped))
    }

    return (unclamped, pointSize)
  }

  /// The scaling's rule at the category, with its numbers, and the sentence built from it.
  private func describeScaling(
    _ strategy: ScalingStrategy, _ base: Double, _ relative: TextStyle,
    _ category: ContentSizeCategory
  ) -> (reason: String, rule: ResolutionStep.Rule) {
    let platform = environment.platform
    switch strategy {
    case .fontMetrics:
      let leading = platform.metrics(for: relative, at: category)?.leading ?? .nan
      let large = platform.metrics(for: relative, at: .large)?.leading ?? .nan
      let rule = ResolutionStep.Rule.leadingRatio(
        baseSize: base, leading: leading, largeLeading: large, unrounded: base * leading / large)
      return (
        "fontMetrics (UIFontMetrics): \(rule.formula ?? ""), the ratio of \(relative)'s leading "
          + "at \(category) to large", rule
      )
    case .systemSizes:
      let size = platform.metrics(for: relative, at: category)?.pointSize ?? .nan
      let large = platform.metrics(for: relative, at: .large)?.pointSize ?? .nan
      let rule = ResolutionStep.Rule.sizeRatio(baseSize: base, size: size, largeSize: large)
      return (
        "systemSizes: \(rule.formula ?? ""), the ratio of \(relative)'s size at \(category) to "
          + "large", rule
      )
    case .table:
      return ("table: the size given for \(category)", .given)
    case .stepped(let pointsPerStep):
      let steps =
        (platform.categories.firstIndex(of: category) ?? 0)
        - (platform.categories.firstIndex(of: .large) ?? 0)
      let rule = ResolutionStep.Rule.stepped(
        baseSize: base, steps: steps, pointsPerStep: pointsPerStep)
      return ("stepped: \(rule.formula ?? "")", rule)
    case .fixed:
      return ("fixed: the base size at every category", .given)
    }
  }

  private func hint(for strategy: ScalingStrategy) -> String {
    switch strategy {
    case .fontMetrics, .systemSizes:
      "give \(path).categories.<category>.size, or a scaling that needs no table (table, stepped, fixed)"
    default: "give the value in \(path)"
    }
  }

  private func resolveFace(_ plan: StylePlan, override: CategoryOverride?)
    throws(ResolutionError) -> ResolvedFace
  {
    let weight: FontWeight
    let weightSource: WeightSource
    if let value = override?.weight {
      (weight, weightSource) = (value, .categoryOverride)
    } else {
      (weight, weightSource) = (plan.weight, plan.weightSource)
    }
    let italic = plan.italic
    let boldText = environment.isBoldTextEnabled
    guard let familyName = plan.familyName else { throw .noFamily(style) }
    if let known = faceChoices?.face(
      family: familyName, weight: weight, italic: italic, boldText: boldText)
    {
      return known
    }
    // A checked typography always has a family with faces for every style; a compiled one was
    // checked on the build machine.
    guard let family = content.family(named: familyName) else {
      throw .unknownFamily(style, family: familyName)
    }
    guard
      let (match, base) = FaceMatcher.match(
        family.faces, weight: weight, italic: italic, boldText: boldText)
    else {
      throw .familyWithoutFaces(style, family: familyName)
    }
    let face = ResolvedFace(family: family, match: match, weight: weight, boldText: boldText)
    faceChoices?.add(face, family: familyName, weight: weight, italic: italic, boldText: boldText)
    step(
      .face, match.face.postScriptName, number: face.weight,
      faceReason(
        weight: weight, weightReason: weightReason(weightSource),
        requested: face.requestedWeight, italic: italic, family: family, match: match,
        base: base),
      rule: .face(
        weight: weight, boldTextWeight: boldText ? face.requestedWeight : nil,
        drawnAt: face.weight))
    return face
  }

  private func faceReason(
    weight: FontWeight, weightReason: String, requested: FontWeight, italic: Bool,
    family: FontFamily, match: FaceMatcher.Match, base: FaceMatcher.Match
  ) -> String {
    var reason = "\(weightReason): \(weight)"
    if environment.isBoldTextEnabled {
      reason += "; Bold Text → \(requested)"
      if match == base, requested > weight {
        reason += " (no heavier face; keeps the base face)"
      }
    }
    reason +=
      "; \(family.name) has \(match.face.postScriptName) (\(NumberText.points(match.weight, unit: false)))"
    if !match.slantMatches {
      reason += italic ? ", no italic face" : ", only italic faces"
    }
    if match.face.weightAxis != nil {
      reason += ", wght axis set to \(NumberText.points(match.weight, unit: false))"
    }
    return reason
  }

  private func normalize(_ method: Normalization, face: ResolvedFace, pointSize: Double)
    throws(ResolutionError) -> NormalizationFactor?
  {
    guard method != .none else { return nil }
    let result: NormalizationFactor
    do {
      let metrics = try content.metrics(for: face)
      result = try method.factor(
        for: metrics, pointSize: pointSize, platform: environment.platform)
    } catch let error as FaceMetricsError {
      switch error {
      case .unreadable(let error): throw .normalizationFailed(style, reason: error.description)
      case .notCompiled(let key):
        throw .metricsNotCompiled(style, postScriptName: key.postScriptName, axes: key.axisValues)
      }
    } catch let error as NormalizationError {
      throw .normalizationFailed(style, reason: "\(face.postScriptName): \(error)")
    } catch {
      throw .normalizationFailed(style, reason: "\(error)")
    }
    let size = pointSize * result.factor
    step(
      .normalized, points: size,
      "\(result) at \(NumberText.points(pointSize)); the line height stays as designed for \(NumberText.points(pointSize))",
      rule: .normalization(factor: result.factor, designSize: pointSize))
    return result
  }

  private func resolveLineHeight(
    _ definition: StyleDefinition, override: CategoryOverride?, relative: TextStyle,
    referenceSize baseSize: Double, factor: Double, pointSize: Double
  ) throws(ResolutionError) -> Double {
    let platform = environment.platform
    if let leading = override?.leading {
      // An iOS value: carried to another platform by the base size's ratio.
      let lineHeight = leading * factor
      step(
        .lineHeight, points: lineHeight,
        "\(path).categories.\(category).leading"
          + (factor == 1
            ? ""
            : " \(NumberText.points(leading)) on iOS × \(NumberText.points(factor, unit: false)) (the base size's ratio)"),
        rule: factor == 1 ? .given : .platformRatio(iOSValue: leading, ratio: factor))
      return lineHeight
    }
    if let leading = definition.leading {
      // The proportion to the iOS size, which is also the proportion on another platform.
      let lineHeight = pointSize * leading / baseSize
      let rule = ResolutionStep.Rule.proportion(
        size: pointSize, value: leading, reference: baseSize)
      step(
        .lineHeight, points: lineHeight,
        "\(path).leading \(NumberText.points(leading)) at \(NumberText.points(baseSize)), kept in proportion: "
          + (rule.formula ?? ""), rule: rule)
      return lineHeight
    }
    // Apple's leading on the platform, else on the platform it derives from.
    func appleLineHeight(on table: Platform) -> Double? {
      guard
        let lineHeight = ScalingStrategy.lineHeight(
          forPointSize: pointSize, relativeTo: relative, at: category, on: table),
        let apple = table.metrics(for: relative, at: category)
      else { return nil }
      let rule = ResolutionStep.Rule.proportion(
        size: pointSize, value: apple.leading ?? 0, reference: apple.pointSize)
      step(
        .lineHeight, points: lineHeight,
        "Apple's leading for \(relative) at \(category) on \(table.displayName) in proportion: "
          + (rule.formula ?? ""), rule: rule)
      return lineHeight
    }
    if let lineHeight = appleLineHeight(on: platform) { return lineHeight }
    if platform.basePlatform != platform,
      let lineHeight = appleLineHeight(on: platform.basePlatform)
    {
      return lineHeight
    }
    throw .missingReference(
      style, .missingReference("leading", style: relative, category: category, platform: platform),
      hint: "give \(path).leading")
  }

  /// The tracking of `setting` (the category override's, else the style's or the defaults')
  /// at the final size.
  private func resolveTracking(_ setting: TrackingSetting, pointSize: Double) -> Double {
    switch setting {
    case .none:
      step(.tracking, points: 0, "none (custom fonts are spaced by their designers)")
      return 0
    case .thousandthsOfEm(let value):
      let tracking = value / 1000 * pointSize
      let rule = ResolutionStep.Rule.em(thousandthsOfEm: value, size: pointSize)
      step(.tracking, points: tracking, rule.formula ?? "", rule: rule)
      return tracking
    case .system:
      let table = TrackingTable.systemFont(on: environment.platform)
      let em = table.thousandthsOfEm(atPointSize: pointSize)
      let tracking = table.tracking(atPointSize: pointSize)
      step(
        .tracking, points: tracking,
        "the system font's tracking (\(table.name)): \(NumberText.points(em, unit: false))/1000 em at \(NumberText.points(pointSize))",
        rule: .em(thousandthsOfEm: em, size: pointSize))
      return tracking
    }
  }
}

/// What the per-platform rule needs for one style on one platform: the `platforms` entries
/// that apply, and Apple's ratio between the platform's size and iOS's for the style it follows.
struct PlatformSizes {
  /// Whether the platform is not iOS (nor its iOS 7–10 preset): the file's sizes are iOS
  /// points and are carried over.
  let isOtherPlatform: Bool
  /// The style's own `platforms` entry for the platform.
  let entry: PlatformValues?
  /// The defaults' `platforms` entry for the platform.
  let defaultEntry: PlatformValues?
  /// Apple's iOS size at large for the style followed.
  let iOSSize: Double?
  /// Apple's sizes at large for the style followed on the platform and on iOS; `nil` on iOS or
  /// when either table lacks the style.
  let appleRatio: (platformSize: Double, iOSSize: Double)?
  private let relative: TextStyle
  private let platform: Platform

  /// Whose `platforms` entry gave a limit.
  enum Owner { case style, defaults }

  init(
    definition: StyleDefinition, defaults: StyleDefinition, relative: TextStyle,
    platform: Platform
  ) {
    self.relative = relative
    self.platform = platform
    isOtherPlatform = platform.basePlatform != .iOS
    entry = isOtherPlatform ? definition.platforms[platform] : nil
    defaultEntry = isOtherPlatform ? defaults.platforms[platform] : nil
    // Only another platform reads iOS's table here: resolving on iOS costs one comparison.
    let iOSSize =
      isOtherPlatform ? Platform.iOS.metrics(for: relative, at: .large)?.pointSize : nil
    self.iOSSize = iOSSize
    if isOtherPlatform, let iOSSize,
      let size = platform.metrics(for: relative, at: .large)?.pointSize
    {
      appleRatio = (size, iOSSize)
    } else {
      appleRatio = nil
    }
  }

  /// The platform's key in a `platforms` section, such as `macOS`.
  var key: String { PlatformValues.key(for: platform) }

  /// The ratio in words, `macOS body 13 / iOS body 17`; for explanations only.
  var ratioText: String {
    guard let (size, iOSSize) = appleRatio else { return "" }
    return "\(platform.displayName) \(relative) \(NumberText.points(size, unit: false)) / "
      + "iOS \(relative) \(NumberText.points(iOSSize, unit: false))"
  }

  /// The iOS size the file's other iOS values (category sizes, table sizes, leading, limits)
  /// go with: the style's `size`, else Apple's iOS size; on iOS, the base size itself.
  func referenceSize(definition: StyleDefinition, baseSize: Double) -> Double {
    isOtherPlatform ? (definition.size ?? iOSSize ?? baseSize) : baseSize
  }

  /// The minimum and maximum on the platform: the entries' values as given, else the style's
  /// or the defaults' iOS values scaled by `factor`.
  func limits(definition: StyleDefinition, defaults: StyleDefinition, factor: Double)
    -> SizeLimits
  {
    SizeLimits(
      minimum: limit(
        \.minimumSize, iOS: definition.minimumSize ?? defaults.minimumSize, factor: factor),
      maximum: limit(
        \.maximumSize, iOS: definition.maximumSize ?? defaults.maximumSize, factor: factor))
  }

  /// Whose entry gives a limit, or `nil` when none does.
  func limitOwner(_ value: KeyPath<PlatformValues, Double?>) -> Owner? {
    if entry?[keyPath: value] != nil { return .style }
    if defaultEntry?[keyPath: value] != nil { return .defaults }
    return nil
  }

  /// A limit on the platform: the entries' value as given, else the iOS value scaled by
  /// `factor`.
  func limit(_ value: KeyPath<PlatformValues, Double?>, iOS: Double?, factor: Double) -> Double? {
    entry?[keyPath: value] ?? defaultEntry?[keyPath: value] ?? iOS.map { $0 * factor }
  }
}

extension Typography {
  /// The minimum and maximum a resolved font was clamped to on its platform, by the
  /// per-platform rule (a `platforms` entry's limits, else the iOS limits scaled by the base
  /// size's ratio): what an adapter hands to the platform's own scaling.
  func sizeLimits(of font: ResolvedFont) -> SizeLimits {
    let definition = self.definition(of: font.style) ?? StyleDefinition()
    let sizes = PlatformSizes(
      definition: definition, defaults: defaults, relative: font.relativeTo,
      platform: font.platform)
    let factor =
      font.baseSize / sizes.referenceSize(definition: definition, baseSize: font.baseSize)
    return sizes.limits(definition: definition, defaults: defaults, factor: factor)
  }
}

extension StyleName {
  /// The Apple text style, or `nil` for a custom style.
  var textStyle: TextStyle? {
    if case .textStyle(let style) = self { return style }
    return nil
  }
}
