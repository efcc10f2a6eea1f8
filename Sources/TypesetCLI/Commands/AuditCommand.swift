import Typeset
import TypesetTools

/// `typeset audit FILE`: files, glyph coverage, truncation, minimum sizes, 200 % growth.
enum AuditCommand {
  /// The audit's output forms; `text` is accepted for `table`.
  enum Format: String, CaseIterable {
    case table, json, sarif
  }

  static let strings = RepeatableOption<String>("--strings", "file", help: "Strings to check.")
  static let width = Option<Double>(
    "--width", "points", help: "The width strings must fit.", default: AuditOptions().width,
    shownAs: "343", parse: NumberValue.number(in: .width))
  static let lines = Option<Int>(
    "--lines", "count", help: "The lines strings may take.", default: AuditOptions().lines,
    shownAs: "1", parse: NumberValue.wholeNumber(in: .lineCount))
  static let platform = CommonOptions.platform
  static let format = Option<Format>(
    "--format", "format", help: "table, json or sarif (SARIF 2.1.0).", default: .table,
    shownAs: "table"
  ) { (text) throws(InvalidValue) in
    guard let format = text == "text" ? .table : Format(rawValue: text) else {
      throw InvalidValue(
        expected: "table, json or sarif", candidates: Format.allCases.map(\.rawValue))
    }
    return format
  }

  static let spec = CommandSpec(
    name: "audit",
    abstract: "Check a typography against its fonts and the app's strings at every size.",
    usage: """
      <file> [--strings <file> ...] [--width <points>] [--lines <count>] \
      [--platform <platform>] [--format <format>]
      """,
    discussion: """
      Checks that every face file exists and is the face the typography says; that every \
      character of the strings is in every face that may render it (with and without Bold \
      Text); the first category at which each string no longer fits --lines lines of \
      --width points; styles below the platform's minimum size at the default category; \
      sizes that shrink as the category grows; body text that does not reach 200 % of its \
      default size (WCAG 1.4.4); line heights that clip the face's ascender and descender; \
      and the typography's own warnings.
      Strings come from .strings files, String Catalogs (.xcstrings), JSON arrays and plain \
      text (one string per line); format specifiers such as %@ and %d are measured as 000.
      Exit status: 0 when there are no errors (warnings allowed), 1 when there are, 64 for a \
      usage error, 66 when a file cannot be read.
      """,
    options: [strings, width, lines, platform, format],
    maximumPositionals: 1,
    examples: [
      "typeset audit Examples/DejaVu/typography.json --strings Examples/DejaVu/strings.txt",
      "typeset audit typography.json --strings en.lproj/Localizable.strings --format sarif",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    guard let path = arguments.positionals.first else {
      throw .usage("missing the typography file to audit")
    }
    let format = try arguments.value(Self.format)
    var options = AuditOptions()
    options.width = try arguments.value(Self.width)
    options.lines = try arguments.value(Self.lines)
    options.platform = try arguments.value(Self.platform)
    for file in try arguments.values(Self.strings) {
      do {
        options.strings += try StringsFile.read(file)
      } catch {
        if error.reason == "no such file" || error.reason.hasPrefix("cannot be read")
          || error.reason.hasPrefix("is a directory")
        {
          throw .noInput(error.description)
        }
        throw .invalidInput(error.description)
      }
    }

    // A typography with errors is reported like any other finding, so SARIF consumers see it.
    let bytes = try TypographyLoading.read(path)
    let document = TypographyDocument.parse(bytes, path: path)
    var findings: [AuditFinding] = []
    var locations = document.typography?.sourceLocations ?? [:]
    if let typography = document.typography {
      findings = Auditor.audit(typography, options: options)
    } else {
      for diagnostic in document.diagnostics {
        findings.append(
          AuditFinding(
            severity: diagnostic.severity, rule: .validation, path: diagnostic.path,
            message: diagnostic.message, string: nil, style: nil, category: nil))
        if let location = diagnostic.location { locations[diagnostic.path] = location }
      }
    }
    let report = AuditReport(
      file: path, findings: findings, locations: locations, options: options,
      styleCount: document.typography?.styleNames.count ?? 0)
    switch format {
    case .json: output.write(report.json().serialized() + "\n")
    case .sarif: output.write(report.sarif().serialized() + "\n")
    case .table: output.write(report.text())
    }
    if findings.contains(where: { $0.severity == .error }) {
      throw CommandLineError(exitCode: .failure, message: "", suggestsHelp: false)
    }
  }
}

/// The findings of an audit, rendered as text, JSON or SARIF 2.1.0.
struct AuditReport {
  let file: String
  let findings: [AuditFinding]
  let locations: [String: SourceLocation]
  let options: AuditOptions
  let styleCount: Int

  /// The location of a path in the typography file, or of its nearest parent that has one.
  func location(of path: String) -> SourceLocation? {
    SourceLocation.nearest(to: path, in: locations)
  }

  /// Where a finding points: the string's file and line, or the typography file and path.
  func place(_ finding: AuditFinding) -> String {
    if let string = finding.string {
      return string.file + (string.line.map { ":\($0)" } ?? "")
    }
    return file + (location(of: finding.path).map { ":\($0.line):\($0.column)" } ?? "")
  }

  func text() -> String {
    var text = ""
    for finding in findings {
      let subject = finding.path.isEmpty ? "" : "\(finding.path): "
      text +=
        "\(place(finding)): \(finding.severity.rawValue): \(subject)\(finding.message) [\(finding.rule.rawValue)]\n"
    }
    let errors = findings.filter { $0.severity == .error }.count
    let warnings = findings.count - errors
    text +=
      "\(file): \(errors == 0 ? "clean" : "problems found") ("
      + "\(TypographyLoading.count(errors, "error")), \(TypographyLoading.count(warnings, "warning")); "
      + "\(styleCount) styles × \(options.platform.categories.count) categories, "
      + "\(TypographyLoading.count(options.strings.count, "string"))"
      + (options.strings.isEmpty
        ? ""
        : " at \(NumberFormatting.compact(options.width)) pt × \(options.lines) line\(options.lines == 1 ? "" : "s")")
      + ")\n"
    return text
  }

  func json() -> JSONValue {
    .object([
      ("file", .string(file)),
      ("errors", .number(Double(findings.filter { $0.severity == .error }.count))),
      ("warnings", .number(Double(findings.filter { $0.severity == .warning }.count))),
      (
        "findings",
        .array(
          findings.map { finding in
            .object([
              ("severity", .string(finding.severity.rawValue)),
              ("rule", .string(finding.rule.rawValue)),
              ("path", .string(finding.path)),
              ("message", .string(finding.message)),
              ("style", finding.style.map { .string($0.description) } ?? .null),
              ("category", finding.category.map { .string($0.swiftUIName) } ?? .null),
              ("string", finding.string.map { .string($0.text) } ?? .null),
              ("location", .string(place(finding))),
            ])
          })
      ),
    ])
  }

  /// SARIF 2.1.0 (OASIS), the format code-scanning tools read.
  func sarif() -> JSONValue {
    let rules = AuditRule.allCases.map { rule in
      JSONValue.object([
        ("id", .string(rule.rawValue)),
        ("shortDescription", .object([("text", .string(rule.summary))])),
      ])
    }
    let results = findings.map { finding -> JSONValue in
      var region: [(String, JSONValue)] = []
      let uri: String
      if let string = finding.string {
        uri = string.file
        if let line = string.line { region.append(("startLine", .number(Double(line)))) }
      } else {
        uri = file
        if let location = location(of: finding.path) {
          region.append(("startLine", .number(Double(location.line))))
          region.append(("startColumn", .number(Double(location.column))))
        }
      }
      var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri))]))]
      if !region.isEmpty { physical.append(("region", .object(region))) }
      let subject = finding.path.isEmpty ? "" : "\(finding.path): "
      return .object([
        ("ruleId", .string(finding.rule.rawValue)),
        ("ruleIndex", .number(Double(AuditRule.allCases.firstIndex(of: finding.rule) ?? 0))),
        ("level", .string(finding.severity == .error ? "error" : "warning")),
        ("message", .object([("text", .string(subject + finding.message))])),
        ("locations", .array([.object([("physicalLocation", .object(physical))])])),
      ])
    }
    return .object([
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object([
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
          ])
        ])
      ),
    ])
  }
}
