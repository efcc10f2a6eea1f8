import ArgumentParsing
import DynamicType
import Typeset
import TypesetLoader
import TypesetReports
import TypesetShaping
import TypesetTools

/// `typeset-cli audit FILE`: files, glyph coverage, truncation, minimum sizes, 200 % growth.
enum AuditCommand: Subcommand {
  static let strings = RepeatableOption<String>(
    "--strings", "file", help: "Strings to check.", completion: .file)
  static let stylesFor = RepeatableOption<String>(
    "--styles-for", "pattern=styles",
    help: "The styles of the strings whose keys match, such as 'onboarding.*=title1,body'.")
  static let stylesFile = RepeatableOption<String>(
    "--styles-file", "file",
    help: "A JSON object from key pattern to styles, such as {\"onboarding.*\": [\"body\"]}.",
    completion: .file)
  static let width = Option<Double>(
    "--width", "points", help: "The width strings must fit.", default: AuditOptions().width,
    shownAs: "343", parse: NumberValue.number(in: .width))
  static let lines = Option<Int>(
    "--lines", "count", help: "The lines strings may take.", default: AuditOptions().lines,
    shownAs: "1", parse: NumberValue.wholeNumber(in: .lineCount))
  static let platform = TargetPlatform.option
  static let fontScale = TargetPlatform.fontScale
  static let format = CommonOptions.format(
    [.table, .json, .sarif], notes: [.table: "or text", .sarif: "SARIF 2.1.0"])
  static let file = CommonOptions.typography.missing("the typography file to audit")

  static let spec = CommandSpec(
    name: "audit",
    abstract: "Check a typography against its fonts and the app's strings at every size.",
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
      Each string is reported once per rule, with the styles, first categories and Bold Text \
      settings it fails in. By default a string is measured in every style; --styles-for \
      PATTERN=STYLE,… (repeatable) and --styles-file (a JSON object from pattern to styles) \
      say which styles the strings whose keys match are set in. * matches any run of \
      characters and ? one; the first matching rule decides, flags before files; strings \
      that no rule matches, or that have no key, are measured in every style. An unknown \
      style is an error with the closest name (64 for a flag, 1 for a file).
      A build with the HarfBuzz package trait (swift build --traits HarfBuzz) shapes the \
      strings for line counts and coverage (a face covers a string when shaping leaves no \
      .notdef). Without it, strings that need shaping (a joining script, marks, Indic \
      scripts, ligatures) are named once on standard error and as "needsShaping" in JSON \
      and SARIF.
      With --platform android the size checks run at Android font scales, every step of \
      Settings › Display › Font size (0.85 to 2) or each --font-scale, with each style resolved \
      as scale --platform android resolves it, Bold text off and on: the first font scale at \
      which each string no longer fits (--width is then in dp), glyph coverage and clipped \
      lines; findings name the font scale (fontScale in JSON and SARIF) where Apple's name the \
      category. The minimum-size, shrinking-size and 200 % checks are Apple's and do not run.
      Exit status: 0 when there are no errors (warnings allowed), 1 when there are, 64 for a \
      usage error, 66 when a file cannot be read.
      """,
    arguments: [file],
    options: [strings, stylesFor, stylesFile, width, lines, platform, fontScale, format],
    examples: [
      "typeset-cli audit Examples/DejaVu/typography.json --strings Examples/DejaVu/strings.txt",
      "typeset-cli audit Examples/Audit/typography.json --strings Examples/Audit/Localizable.strings --format sarif",
      "typeset-cli audit Examples/DejaVu/typography.json --strings Examples/Audit/Localizable.xcstrings --lines 2 --styles-for 'onboarding.*=title1,body'",
      "typeset-cli audit Examples/DejaVu/typography.json --strings Examples/DejaVu/strings.txt --platform android --font-scale 1.3",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let path = try arguments.value(Self.file)
    let format = try arguments.value(Self.format)
    var options = AuditOptions()
    options.width = try arguments.value(Self.width)
    options.lines = try arguments.value(Self.lines)
    if let platform = try arguments.value(Self.platform).applePlatform {
      if arguments.isGiven(Self.fontScale) { throw TargetPlatform.fontScaleNeedsAndroid }
      options.platform = platform
    } else {
      options.androidFontScales = try TargetPlatform.fontScales(in: arguments)
    }
    for file in try arguments.values(Self.strings) {
      do {
        options.strings += try StringsFile.read(file)
      } catch {
        throw .unusable(error.description, unreadable: error.isUnreadable)
      }
    }

    var rules: [StyleMapping.Rule] = []
    for text in try arguments.values(Self.stylesFor) {
      do {
        rules.append(try StyleMapping.Rule(parsing: text))
      } catch {
        throw .usage("\(Self.stylesFor.name): \(error.message)")
      }
    }
    for file in try arguments.values(Self.stylesFile) {
      do {
        rules += try StyleMapping.read(file)
      } catch {
        throw .unusable(error.description, unreadable: error.isUnreadable)
      }
    }
    options.styleMapping = StyleMapping(rules: rules)

    // A typography with errors is reported like any other finding, so SARIF consumers see it.
    let bytes = try TypographyLoading.read(path)
    let document = TypographyDocument.parse(bytes, path: path)
    var findings: [AuditFinding] = []
    var result: AuditResult? = nil
    var locations = document.typography?.sourceLocations ?? [:]
    if let typography = document.typography {
      // A style the rules name that the typography lacks: a flag's is a usage error (64), a
      // file's an error of that file (1).
      if let problem = options.styleMapping.problems(in: typography).first {
        if problem.rule?.isFlag == true { throw .usage(problem.message) }
        throw .invalidInput(problem.message)
      }
      let run = Auditor.run(typography, options: options)
      result = run
      findings = run.findings
      for rule in run.unusedRules {
        output.error(
          "warning: \(rule.source): the pattern \"\(rule.pattern)\" matches no string's key")
      }
      if !run.needsShaping.isEmpty {
        output.error(
          "note: \(NumberFormatting.count(run.stringsNeedingShaping, "string")) need\(run.stringsNeedingShaping == 1 ? "s" : "") shaping "
            + "(\(run.needsShaping.map(\.summary).joined(separator: ", "))) "
            + "that this build cannot do; widths are advances and kerning. "
            + TextShaper.traitNotice)
      }
    } else {
      for diagnostic in document.diagnostics {
        findings.append(
          AuditFinding(
            severity: diagnostic.severity, rule: .validation, code: diagnostic.code,
            path: diagnostic.path,
            message: diagnostic.message, string: nil, style: nil, category: nil))
        if let location = diagnostic.location { locations[diagnostic.path] = location }
      }
    }
    let report = AuditReport(
      file: path, findings: findings, locations: locations, options: options,
      styleCount: document.typography?.styleNames.count ?? 0,
      isShaped: result?.isShaped ?? TextShaper.isShapingAvailable,
      needsShaping: result?.needsShaping ?? [],
      stringsNeedingShaping: result?.stringsNeedingShaping ?? 0)
    switch format {
    case .json: output.write(report.json().serialized() + "\n")
    case .sarif: output.write(report.sarif().serialized() + "\n")
    default: output.write(report.text())
    }
    if findings.contains(where: { $0.severity == .error }) {
      throw .findingsReported
    }
  }
}
