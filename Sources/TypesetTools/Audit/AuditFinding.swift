import DynamicType
import OpenType
import Typeset
import TypesetShaping

/// One problem an audit found.
///
/// A finding about a string is given once per string and rule, with an ``Occurrence`` for
/// each style (and Bold Text setting) it holds in; a finding about the typography names its
/// style and category directly. An audit at Android font scales
/// (``AuditOptions/androidFontScales``) names the font scale where an Apple audit names the
/// category.
public struct AuditFinding: Hashable, Sendable {
  /// Whether a finding holds with Bold Text on, off, or either way.
  public enum BoldText: String, Hashable, Sendable, CaseIterable {
    /// Only with Bold Text on (the heavier face is wider, or lacks a glyph).
    case on
    /// Only with Bold Text off.
    case off
    /// With Bold Text on and off.
    case both

    /// The setting of several occurrences together.
    static func combining(_ settings: some Sequence<BoldText>) -> BoldText? {
      var result: BoldText? = nil
      for setting in settings {
        guard let current = result else {
          result = setting
          continue
        }
        if current != setting { result = .both }
      }
      return result
    }
  }

  /// Where in the typography a finding about a string holds.
  public struct Occurrence: Hashable, Sendable {
    /// The style.
    public let style: StyleName
    /// The first category at which it holds, when it depends on the category.
    public let category: ContentSizeCategory?
    /// The first Android font scale at which it holds, in an audit at font scales.
    public let fontScale: Float?
    /// Whether it holds with Bold Text on, off or both.
    public let boldText: BoldText
    /// The size the user sees at ``category`` (after normalisation), in points; at
    /// ``fontScale``, in `dp`.
    public let pointSize: Double?
    /// The lines the string takes there, for truncation.
    public let lines: Int?
    /// The face's PostScript name.
    public let face: String?

    /// Creates an occurrence.
    public init(
      style: StyleName, category: ContentSizeCategory? = nil, fontScale: Float? = nil,
      boldText: BoldText, pointSize: Double? = nil, lines: Int? = nil, face: String? = nil
    ) {
      self.style = style
      self.category = category
      self.fontScale = fontScale
      self.boldText = boldText
      self.pointSize = pointSize
      self.lines = lines
      self.face = face
    }
  }

  /// Error (exit 1) or warning.
  public let severity: Diagnostic.Severity
  /// The rule that found it.
  public let rule: AuditRule
  /// For a finding of the ``AuditRule/validation`` rule, the code of the diagnostic it
  /// reports; `nil` for the audit's own rules.
  public let code: DiagnosticCode?
  /// The path in the typography file the finding is about (`styles.body`,
  /// `families.Serif.faces[1].file`; `styles` for a string in several styles).
  public let path: String
  /// What is wrong, as a plain sentence.
  public let message: String
  /// The string the finding is about, when there is one.
  public let string: AuditString?
  /// The style the finding is about, when it is about exactly one.
  public let style: StyleName?
  /// The category the finding is about, when it is about exactly one.
  public let category: ContentSizeCategory?
  /// The Android font scale the finding is about, when it is about exactly one (an audit at
  /// font scales).
  public let fontScale: Float?
  /// For a finding about a string: each style, category and Bold Text setting it holds in.
  public let occurrences: [Occurrence]
  /// Whether the finding holds with Bold Text on, off or both; `nil` when Bold Text does not
  /// change it (face files, sizes).
  public let boldText: BoldText?
  /// Where in the typography file the finding was made, when the reader knows it exactly.
  public let location: SourceLocation?
  /// Without the `HarfBuzz` trait: why the widths of the finding's string may be wrong
  /// (empty when they are exact, or when the string was shaped).
  public let needsShaping: [ShapingNeed]

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - severity: Error or warning.
  ///   - rule: The rule that found it.
  ///   - code: For a validation finding, its diagnostic's code.
  ///   - path: The path in the typography file.
  ///   - message: What is wrong.
  ///   - string: The string it is about.
  ///   - style: The one style it is about.
  ///   - category: The one category it is about.
  ///   - fontScale: The one Android font scale it is about.
  ///   - occurrences: Each style, category and Bold Text setting it holds in.
  ///   - boldText: Whether it holds with Bold Text on, off or both.
  ///   - location: Where in the typography file it was made.
  ///   - needsShaping: Why the widths of its string may be wrong.
  public init(
    severity: Diagnostic.Severity, rule: AuditRule, code: DiagnosticCode? = nil, path: String,
    message: String, string: AuditString? = nil, style: StyleName? = nil,
    category: ContentSizeCategory? = nil,
    fontScale: Float? = nil, occurrences: [Occurrence] = [], boldText: BoldText? = nil,
    location: SourceLocation? = nil, needsShaping: [ShapingNeed] = []
  ) {
    self.severity = severity
    self.rule = rule
    self.code = code
    self.path = path
    self.message = message
    self.string = string
    self.style = style
    self.category = category
    self.fontScale = fontScale
    self.occurrences = occurrences
    self.boldText = boldText
    self.location = location
    self.needsShaping = needsShaping
  }

  /// The styles of the finding: its ``occurrences``' styles, each once, or ``style``.
  public var styles: [StyleName] {
    var seen: Set<StyleName> = []
    let styles = occurrences.map(\.style).filter { seen.insert($0).inserted }
    if styles.isEmpty, let style { return [style] }
    return styles
  }
}
