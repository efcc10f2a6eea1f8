import DynamicType
import OpenType
import Typeset

/// What to audit a typography against.
public struct AuditOptions: Sendable {
  /// The app's strings.
  public var strings: [AuditString]
  /// The width strings must fit, in points (an iPhone's width less the standard margins).
  public var width: Double
  /// The number of lines strings may take.
  public var lines: Int
  /// The platform whose tables apply.
  public var platform: Platform
  /// The Android font scales to audit at, or `nil` to audit at the ``platform``'s categories.
  ///
  /// When set, each style is resolved for Android at each scale (`Typography.resolve(_:android:)`,
  /// with Bold text off and on) and ``width`` is in `dp`; truncation, glyph coverage and
  /// clipped lines are checked there, smallest scale first, and findings name the font scale
  /// where an Apple audit names the category. The minimum-size, shrinking-size and 200 % checks
  /// are Apple's rules over its categories and do not run.
  public var androidFontScales: [Float]?
  /// Which styles the strings of each key pattern are set in; with no rules, every string is
  /// measured in every style.
  public var styleMapping: StyleMapping

  /// Creates options; by default no strings, 343 pt (a 375 pt screen less 16 pt margins), one
  /// line, iOS.
  public init(
    strings: [AuditString] = [], width: Double = 343, lines: Int = 1, platform: Platform = .iOS,
    androidFontScales: [Float]? = nil, styleMapping: StyleMapping = StyleMapping()
  ) {
    self.strings = strings
    self.width = width
    self.lines = lines
    self.platform = platform
    self.androidFontScales = androidFontScales
    self.styleMapping = styleMapping
  }
}
