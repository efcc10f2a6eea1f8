import DynamicType
import Typeset
import TypesetShaping
import TypesetTools

/// The findings of an audit, rendered as text, JSON or SARIF 2.1.0.
///
/// Every finding about a string names the string's file, line and column, its key, and each
/// style it fails in with the first category and whether Bold Text is on
/// (``AuditFinding/occurrences``); a finding about the typography names its path, line and
/// column there. An audit at Android font scales has `fontScale` (a number) where an Apple
/// audit's JSON and SARIF have `category`, as `scale --platform android` does.
package struct AuditReport {
  package let file: String
  package let findings: [AuditFinding]
  package let locations: [String: SourceLocation]
  package let options: AuditOptions
  package let styleCount: Int
  /// Whether the strings were shaped with HarfBuzz.
  package var isShaped: Bool = false
  /// Without shaping: why some strings' widths may be wrong.
  package var needsShaping: [ShapingNeed] = []
  /// Without shaping: how many strings need it.
  package var stringsNeedingShaping: Int = 0

  /// A report of `findings` about the typography file `file`, whose paths are at `locations`.
  package init(
    file: String, findings: [AuditFinding], locations: [String: SourceLocation],
    options: AuditOptions, styleCount: Int, isShaped: Bool = false,
    needsShaping: [ShapingNeed] = [], stringsNeedingShaping: Int = 0
  ) {
    self.file = file
    self.findings = findings
    self.locations = locations
    self.options = options
    self.styleCount = styleCount
    self.isShaped = isShaped
    self.needsShaping = needsShaping
    self.stringsNeedingShaping = stringsNeedingShaping
  }

  /// The location of a finding in the typography file: the reader's own, or that of its path
  /// or of the nearest parent that has one.
  package func location(of finding: AuditFinding) -> SourceLocation? {
    finding.location ?? SourceLocation.nearest(to: finding.path, in: locations)
  }

  /// Where a finding points: the string's file, line and column, or the typography file's.
  package func place(_ finding: AuditFinding) -> String {
    if let string = finding.string { return string.place }
    return file + (location(of: finding).map { ":\($0.line):\($0.column)" } ?? "")
  }

  /// A finding's `subject: message`, where the subject is the string's key (or, for a string
  /// without one, nothing: the message quotes it) and the typography path otherwise; labelled
  /// when it holds only with or without Bold Text, and when its widths needed shaping.
  package func body(_ finding: AuditFinding) -> String {
    let subject: String
    if let string = finding.string {
      subject = string.key.map { "\(AuditText.key($0)): " } ?? ""
    } else {
      subject = finding.path.isEmpty ? "" : "\(finding.path): "
    }
    var message = finding.message
    switch finding.boldText {
    case .on where finding.string != nil: message += " (only with Bold Text)"
    case .off where finding.string != nil: message += " (only without Bold Text)"
    default: break
    }
    if !finding.needsShaping.isEmpty {
      message +=
        " (unshaped: \(finding.needsShaping.map(\.summary).joined(separator: ", ")))"
    }
    return subject + message
  }

  /// The line of text for a finding: `place: severity: subject: message [rule]`.
  package func line(_ finding: AuditFinding) -> String {
    "\(place(finding)): \(finding.severity.rawValue): \(body(finding)) [\(finding.rule.rawValue)]"
  }

  /// Whether the audit ran at Android font scales.
  package var isAndroid: Bool { options.androidFontScales != nil }

  /// `12 styles × 12 categories`, or `12 styles × 7 font scales`.
  package var sizes: String {
    if let scales = options.androidFontScales {
      return "\(styleCount) styles × \(Set(scales).count) font scales"
    }
    return "\(styleCount) styles × \(options.platform.categories.count) categories"
  }

  /// The `category` member, or at Android font scales the `fontScale` member.
  package func sizeMember(category: ContentSizeCategory?, fontScale: Float?) -> (String, JSONValue)
  {
    if isAndroid {
      return ("fontScale", fontScale.map { .number(NumberFormatting.number($0)) } ?? .null)
    }
    return ("category", category.map { .string($0.swiftUIName) } ?? .null)
  }

  package func text() -> String {
    var text = ""
    for finding in findings { text += line(finding) + "\n" }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.count - errors
    text +=
      "\(file): \(errors == 0 ? "clean" : "problems found") ("
      + "\(NumberFormatting.count(errors, "error")), \(NumberFormatting.count(warnings, "warning")); "
      + sizes + ", "
      + "\(NumberFormatting.count(options.strings.count, "string"))"
      + (options.strings.isEmpty
        ? ""
        : " at \(NumberFormatting.compact(options.width)) \(isAndroid ? "dp" : "pt") × \(options.lines) line\(options.lines == 1 ? "" : "s"), "
          + (isShaped ? "shaped" : "not shaped"))
      + ")\n"
    return text
  }

  /// `{"reasons": […], "trait": "HarfBuzz", "strings": n}`, or null when nothing needs
  /// shaping the build cannot do.
  package static func needsShapingValue(_ needs: [ShapingNeed], strings: Int?) -> JSONValue {
    guard !needs.isEmpty else { return .null }
    var members: [(String, JSONValue)] = [
      ("reasons", .array(needs.map { .string($0.rawValue) })), ("trait", .string("HarfBuzz")),
    ]
    if let strings { members.append(("strings", .number(Double(strings)))) }
    return .object(members)
  }

  /// The string's members of a finding: key, language, text, file, line, column.
  package static func stringValue(_ string: AuditString?) -> JSONValue {
    guard let string else { return .null }
    return .object([
      ("key", string.patternKey.map { .string($0) } ?? .null),
      ("language", string.language.map { .string($0) } ?? .null),
      ("text", .string(string.text)),
      ("file", .string(string.file)),
      ("line", string.line.map { .number(Double($0)) } ?? .null),
      ("column", string.column.map { .number(Double($0)) } ?? .null),
    ])
  }

  package func occurrenceValue(_ occurrence: AuditFinding.Occurrence) -> JSONValue {
    .object([
      ("style", .string(occurrence.style.description)),
      sizeMember(category: occurrence.category, fontScale: occurrence.fontScale),
      ("boldText", .string(occurrence.boldText.rawValue)),
      ("pointSize", occurrence.pointSize.map { .number($0) } ?? .null),
      ("lines", occurrence.lines.map { .number(Double($0)) } ?? .null),
      ("face", occurrence.face.map { .string($0) } ?? .null),
    ])
  }

  /// The members that say what a finding is about, shared by JSON and SARIF's properties.
  package func subjectMembers(_ finding: AuditFinding) -> [(String, JSONValue)] {
    [
      ("key", finding.string?.patternKey.map { .string($0) } ?? .null),
      ("style", finding.style.map { .string($0.description) } ?? .null),
      ("styles", .array(finding.styles.map { .string($0.description) })),
      sizeMember(category: finding.category, fontScale: finding.fontScale),
      ("boldText", finding.boldText.map { .string($0.rawValue) } ?? .null),
      ("occurrences", .array(finding.occurrences.map(occurrenceValue))),
      ("needsShaping", Self.needsShapingValue(finding.needsShaping, strings: nil)),
    ]
  }

  package func json() -> JSONValue {
    .object([
      ("file", .string(file)),
      ("errors", .number(Double(findings.filter { $0.severity == .error }.count))),
      ("warnings", .number(Double(findings.filter { $0.severity == .warning }.count))),
      ("shaped", .bool(isShaped)),
      ("needsShaping", Self.needsShapingValue(needsShaping, strings: stringsNeedingShaping)),
      (
        "findings",
        .array(
          findings.map { finding in
            let location = finding.string == nil ? location(of: finding) : nil
            return .object(
              [
                ("severity", .string(finding.severity.rawValue)),
                ("rule", .string(finding.rule.rawValue)),
                ("code", finding.code.map { .string($0.rawValue) } ?? .null),
                ("path", .string(finding.path)),
                ("message", .string(finding.message)),
              ] + subjectMembers(finding) + [
                ("string", Self.stringValue(finding.string)),
                ("location", .string(place(finding))),
                (
                  "line",
                  (finding.string?.line ?? location?.line).map { .number(Double($0)) } ?? .null
                ),
                (
                  "column",
                  (finding.string != nil ? finding.string?.column : location?.column).map {
                    .number(Double($0))
                  } ?? .null
                ),
              ])
          })
      ),
    ])
  }

  /// The SARIF rules: the audit's own, then each diagnostic code, which is a validation
  /// finding's `ruleId`.
  package static let sarifRules: [(id: String, summary: String)] =
    AuditRule.allCases.map { ($0.rawValue, $0.summary) }
    + DiagnosticCode.allCases.map { ($0.rawValue, $0.summary) }

  /// SARIF 2.1.0 (OASIS), the format code-scanning tools read. A validation finding's
  /// `ruleId` is its diagnostic's code; the others' their audit rule.
  package func sarif() -> JSONValue {
    let rules = Self.sarifRules.map { rule in
      JSONValue.object([
        ("id", .string(rule.id)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
      ])
    }
    let results = findings.map { finding -> JSONValue in
      var region: [(String, JSONValue)] = []
      let uri: String
      if let string = finding.string {
        uri = string.file
        if let line = string.line {
          region.append(("startLine", .number(Double(line))))
          if let column = string.column { region.append(("startColumn", .number(Double(column)))) }
        }
      } else {
        uri = file
        if let location = location(of: finding) {
          region.append(("startLine", .number(Double(location.line))))
          region.append(("startColumn", .number(Double(location.column))))
        }
      }
      var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri))]))]
      if !region.isEmpty { physical.append(("region", .object(region))) }
      var location: [(String, JSONValue)] = [("physicalLocation", .object(physical))]
      if let key = finding.string?.patternKey {
        location.append(
          (
            "logicalLocations",
            .array([.object([("name", .string(key)), ("kind", .string("resource"))])])
          ))
      }
      let message = body(finding)
      let ruleID = finding.code?.rawValue ?? finding.rule.rawValue
      return .object([
        ("ruleId", .string(ruleID)),
        ("ruleIndex", .number(Double(Self.sarifRules.firstIndex { $0.id == ruleID } ?? 0))),
        ("level", .string(finding.severity == .error ? "error" : "warning")),
        ("message", .object([("text", .string(message))])),
        ("locations", .array([.object(location)])),
        ("properties", .object([("path", .string(finding.path))] + subjectMembers(finding))),
      ])
    }
    var run: [(String, JSONValue)] = [
      (
        "tool",
        .object([
          (
            "driver",
            .object([
              ("name", .string("typeset")),
              ("version", .string(TypesetPackage.version)),
              ("rules", .array(rules)),
            ])
          )
        ])
      ),
      ("results", .array(results)),
    ]
    run.append(
      (
        "properties",
        .object([
          ("shaped", .bool(isShaped)),
          ("needsShaping", Self.needsShapingValue(needsShaping, strings: stringsNeedingShaping)),
        ])
      ))
    return .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
  }
}
