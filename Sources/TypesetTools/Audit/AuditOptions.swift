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
  /// Which styles the strings of each key pattern are set in; with no rules, every string is
  /// measured in every style.
  public var styleMapping: StyleMapping

  /// Creates options; by default no strings, 343 pt (a 375 pt screen less 16 pt margins), one
  /// line, iOS.
  public init(
    strings: [AuditString] = [], width: Double = 343, lines: Int = 1, platform: Platform = .iOS,
    styleMapping: StyleMapping = StyleMapping()
  ) {
    self.strings = strings
    self.width = width
    self.lines = lines
    self.platform = platform
    self.styleMapping = styleMapping
  }
}
