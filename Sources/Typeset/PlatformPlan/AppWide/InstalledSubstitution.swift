import DynamicType

/// One installed typography: its system-font substitution, built once, and the platform font
/// plans of its text styles, built once per environment.
///
/// UIKit asks for system fonts on its hottest paths (every label's default font is
/// `systemFont(ofSize:)`), so a replacement must not build a ``SystemFontSubstitution`` (which
/// chooses a face for every weight) or a ``PlatformFontPlan`` per call. ``AppWideInstall``
/// creates one of these per install; the replacements read it.
///
/// ```swift
/// let installed = InstalledSubstitution(typography: typography)
/// let plan = installed.plan(for: .body, in: environment)  // built
/// let again = installed.plan(for: .body, in: environment)  // from the cache
/// ```
public final class InstalledSubstitution: @unchecked Sendable {
  /// The typography installed.
  public let typography: Typography
  /// Its substitution policy.
  public let substitution: SystemFontSubstitution

  private struct PlanKey: Hashable {
    let style: TextStyle
    let environment: TypeEnvironment
  }

  private let lock = Lock()
  private var plans: [PlanKey: PlatformFontPlan?] = [:]

  /// Creates the substitution of `typography`.
  public init(typography: Typography) {
    self.typography = typography
    substitution = SystemFontSubstitution(typography: typography)
  }

  /// The plan of a text style in an environment, or `nil` when the style does not resolve
  /// there; built on the first request and kept (a miss is kept too).
  ///
  /// The plan is always one the platform can keep current by itself
  /// (``Typography/selfScalingFontPlan(for:in:)``): UIKit rescales the fonts it hands out, for
  /// a label with `adjustsFontForContentSizeCategory`, without asking again.
  public func plan(for style: TextStyle, in environment: TypeEnvironment) -> PlatformFontPlan? {
    let key = PlanKey(style: style, environment: environment)
    if let cached = lock.withLock({ plans[key] }) { return cached }
    let plan = try? typography.selfScalingFontPlan(for: .textStyle(style), in: environment)
    lock.withLock { plans[key] = plan }
    return plan
  }

  /// How many plans (and misses) are kept: one per style and environment asked for.
  public var cachedPlanCount: Int { lock.withLock { plans.count } }

  private struct FontKey: Hashable {
    let answer: SubstitutionAnswer
    let environment: TypeEnvironment
  }

  /// The most platform fonts kept; past it the cache starts again (an app asking for system
  /// fonts of ever new sizes would otherwise grow it without bound).
  public static let fontCacheLimit = 512

  private var fonts: [FontKey: AnyObject] = [:]

  /// The platform font of an answer in an environment, made by `make` on the first request
  /// and kept for this install: `systemFont(ofSize:)` runs for every label UIKit creates, and
  /// a font made once per request is the same font. A `nil` from `make` is not kept.
  ///
  /// ```swift
  /// let font = installed.font(for: answer, in: environment) { makeUIFont(answer) } as? UIFont
  /// ```
  public func font(
    for answer: SubstitutionAnswer, in environment: TypeEnvironment, make: () -> AnyObject?
  ) -> AnyObject? {
    let key = FontKey(answer: answer, environment: environment)
    if let cached = lock.withLock({ fonts[key] }) { return cached }
    guard let font = make() else { return nil }
    return lock.withLock {
      if let raced = fonts[key] { return raced }
      if fonts.count >= Self.fontCacheLimit { fonts.removeAll() }
      fonts[key] = font
      return font
    }
  }

  /// How many platform fonts are kept.
  public var cachedFontCount: Int { lock.withLock { fonts.count } }
}
