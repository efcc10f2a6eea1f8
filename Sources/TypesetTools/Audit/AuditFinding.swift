import DynamicType
import OpenType
import Typeset

/// One problem an audit found.
public struct AuditFinding: Hashable, Sendable {
  /// Error (exit 1) or warning.
  public let severity: Diagnostic.Severity
  /// The rule that found it.
  public let rule: AuditRule
  /// The path in the typography file the finding is about (`styles.body`,
  /// `families.Serif.faces[1].file`).
  public let path: String
  /// What is wrong, as a plain sentence.
  public let message: String
  /// The string the finding is about, when there is one.
  public let string: AuditString?
  /// The style the finding is about, when there is one.
  public let style: StyleName?
  /// The category the finding is about, when there is one.
  public let category: ContentSizeCategory?

  /// Creates a finding.
  public init(
    severity: Diagnostic.Severity, rule: AuditRule, path: String, message: String,
    string: AuditString? = nil, style: StyleName? = nil, category: ContentSizeCategory? = nil
  ) {
    self.severity = severity
    self.rule = rule
    self.path = path
    self.message = message
    self.string = string
    self.style = style
    self.category = category
  }
}
