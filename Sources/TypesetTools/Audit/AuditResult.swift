import DynamicType
import OpenType
import Typeset
import TypesetShaping

/// What an audit found: the findings and what the measurement could not do.
public struct AuditResult: Hashable, Sendable {
  /// Every finding, errors first in the order of the rules.
  public let findings: [AuditFinding]
  /// Whether string widths were shaped with HarfBuzz (the `HarfBuzz` trait).
  public let isShaped: Bool
  /// Without the trait: why some strings' widths may be wrong, across all strings.
  public let needsShaping: [ShapingNeed]
  /// Without the trait: how many strings need shaping that the build cannot do.
  public let stringsNeedingShaping: Int
  /// Mapping rules whose pattern matched no string's key (likely typos).
  public let unusedRules: [StyleMapping.Rule]
}
