import DynamicType
import Foundation
import OpenType
import OpenTypeTestSupport
import Testing
import Typeset
import TypesetLoader
import TypesetTestSupport

@testable import TypesetTools

/// The audit on fonts built in code: each rule planted once and checked by hand.
struct AuditTests {
  let folder: String

  init() throws {
    folder = try FontFixtures.folder()
    try FontFixtures.write(FontFixtures.latin(), to: folder, name: "Test-Regular.ttf")
    try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Test-Bold", weight: 700), to: folder,
      name: "Test-Bold.ttf")
    try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Test-Black", weight: 900), to: folder,
      name: "Test-Black.ttf")
  }

  func audit(
    _ styles: String, strings: [String] = [], width: Double = 343, lines: Int = 1,
    extraFace: String = "", keys: [String]? = nil, mapping: StyleMapping = StyleMapping()
  )
    throws -> [AuditFinding]
  {
    let json = """
      {"families": {"Test": {"faces": [{"file": "Test-Regular.ttf"}, {"file": "Test-Bold.ttf"},
        {"file": "Test-Black.ttf"}\(extraFace)]}}, "styles": \(styles)}
      """
    let result = try FontFixtures.typography(json, in: folder)
    let typography = try #require(result.typography, "\(result.errors)")
    let audited = strings.enumerated().map { index, text in
      AuditString(text: text, file: "strings.txt", line: index + 1, key: keys?[index])
    }
    return Auditor.audit(
      typography,
      options: AuditOptions(strings: audited, width: width, lines: lines, styleMapping: mapping))
  }

  func errors(_ findings: [AuditFinding], _ rule: AuditRule) -> [AuditFinding] {
    findings.filter { $0.rule == rule && $0.severity == .error }
  }

  @Test func aCleanTypographyHasNoFindings() throws {
    // headline asks for 700, which exists; with Bold Text 900, which exists too.
    let findings = try audit(#"{"headline": {"weight": 700}}"#, strings: ["ab"])
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test func missingFaceFile() throws {
    let findings = try audit(
      "{}", extraFace: #", {"file": "Missing.ttf", "postScriptName": "Test-Light", "weight": 300}"#)
    let files = errors(findings, .faceFile)
    #expect(files.count == 1)
    #expect(files.first?.path == "families.Test.faces[3].file")
    #expect(files.first?.message.hasSuffix("Missing.ttf: no such file") == true)
  }

  @Test func missingGlyphsAreReportedOncePerString() throws {
    let findings = errors(try audit("{}", strings: ["abЖ"]), .missingGlyphs)
    // One finding for the string; body uses Test-Regular and, with Bold Text, Test-Bold: both
    // lack Ж, each an occurrence labelled with its Bold Text setting.
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(finding.message.contains("Ж (U+0416)"))
    #expect(finding.message.hasPrefix("\"abЖ\": Test-Regular has no glyph"))
    let body = finding.occurrences.filter { $0.style == .textStyle(.body) }
    #expect(body.map(\.face) == ["Test-Regular", "Test-Bold"])
    #expect(body.map(\.boldText) == [.off, .on])
    #expect(finding.boldText == .both)
    #expect(finding.styles.count == 11)
  }

  @Test func aStringThatCannotBeDrawnIsNotAlsoTruncated() throws {
    // Ж is drawn as .notdef (500 units wide here): 12 of them would not fit 90 pt, but the
    // string is reported for its glyphs only.
    let findings = try audit("{}", strings: [String(repeating: "Ж", count: 12)], width: 90)
    #expect(errors(findings, .missingGlyphs).count == 1)
    #expect(errors(findings, .truncation).isEmpty, "\(findings.map(\.message))")
  }

  @Test func coverageCountsGlyphsAfterShaping() throws {
    // A face with é (U+00E9) but no combining acute (U+0301): "e" + U+0301 has a character the
    // cmap lacks, but HarfBuzz composes it into é, so shaped the face covers the string.
    var accented = FontFixtures.latin(postScriptName: "Accent-Regular", family: "Accent")
    _ = accented.addGlyph(advance: 500, for: "é")
    try FontFixtures.write(accented, to: folder, name: "Accent.ttf")
    let json = #"{"families": {"Accent": {"faces": [{"file": "Accent.ttf"}]}}}"#
    let typography = try #require(try FontFixtures.typography(json, in: folder).typography)
    let strings = [AuditString(text: "cafe\u{301}", file: "strings.txt", line: 1)]
    let result = Auditor.run(typography, options: AuditOptions(strings: strings))
    let missing = errors(result.findings, .missingGlyphs)
    #if HarfBuzz
      #expect(result.isShaped)
      #expect(missing.isEmpty, "\(missing.map(\.message))")
    #else
      #expect(!result.isShaped)
      #expect(missing.count == 1)
      #expect(missing.first?.message.contains("U+0301") == true)
      // A combining mark is positioned by shaping: the audit says the build cannot.
      #expect(result.needsShaping.contains(.combiningMarks))
      #expect(result.stringsNeedingShaping == 1)
    #endif
  }

  @Test func truncationAtTheFirstCategoryThatDoesNotFit() throws {
    // "aaaa aaaa" is 8 × 500 + 250 = 4250 units, 4.25 em. body's sizes (fontMetrics):
    // xxLarge round(17 × 26 / 22) = 20 (85 pt wide), xxxLarge round(17 × 29 / 22) = 22 (93.5 pt).
    let findings = errors(try audit("{}", strings: ["aaaa aaaa"], width: 90), .truncation)
    #expect(findings.count == 1, "one finding for the string, not one per style")
    let body = findings.first?.occurrences.first { $0.style == .textStyle(.body) }
    #expect(body?.category == .xxxLarge)
    #expect(body?.pointSize == 22)
    #expect(body?.lines == 2)
    // The test faces have the same advances at every weight: Bold Text changes nothing.
    #expect(body?.boldText == .both)
    let bodyOnly = errors(
      try audit(
        "{}", strings: ["aaaa aaaa"], width: 90, keys: ["k"],
        mapping: StyleMapping(rules: [try StyleMapping.Rule(parsing: "*=body")])),
      .truncation)
    #expect(
      bodyOnly.first?.message
        == "\"aaaa aaaa\" needs 2 lines of 90 pt (1 allowed) in body from xxxLarge (22 pt)")
    #expect(
      findings.first?.message.hasPrefix("\"aaaa aaaa\" needs 2 lines of 90 pt (1 allowed)") == true)
    // With two lines each word ("aaaa", 2 em) fits until 45 pt: AX4 is round(17 × 56 / 22) =
    // 43, AX5 round(17 × 62 / 22) = 48, where each word breaks in two: 4 lines.
    let twoLines = errors(try audit("{}", strings: ["aaaa aaaa"], width: 90, lines: 2), .truncation)
    let wrapped = twoLines.first?.occurrences.first { $0.style == .textStyle(.body) }
    #expect(wrapped?.category == .accessibility5)
    #expect(twoLines.first?.message.contains("needs 4 lines") == true)
  }

  @Test func aMappingLimitsAStringToItsStyles() throws {
    let mapping = StyleMapping(rules: [
      StyleMapping.Rule(pattern: "onboarding.*", styleNames: ["body", "caption1"], source: "test")
    ])
    let findings = errors(
      try audit(
        "{}", strings: ["aaaa aaaa", "aaaa aaaa"], width: 90,
        keys: ["onboarding.title", "settings.title"], mapping: mapping),
      .truncation)
    #expect(findings.count == 2)
    let onboarding = try #require(findings.first { $0.string?.key == "onboarding.title" })
    // caption1 (12 pt at large) reaches 22 pt only at accessibility1 or later; body at xxxLarge.
    #expect(Set(onboarding.styles) == [.textStyle(.body), .textStyle(.caption1)])
    // A key no rule matches is measured in every style that truncates it.
    let settings = try #require(findings.first { $0.string?.key == "settings.title" })
    #expect(settings.styles.count > 2)
  }

  @Test func smallShrinkingAndNotGrowingStyles() throws {
    let findings = try audit(
      #"""
      {"caption2": {"size": 10},
       "footnote": {"scaling": {"strategy": "table", "sizes": [13, 13, 13, 13, 12, 14, 15, 16, 17, 18, 19, 20]}},
       "body": {"maximumSize": 30}}
      """#)
    #expect(errors(findings, .minimumSize).map(\.path) == ["styles.caption2"])
    let shrinking = errors(findings, .shrinkingSize)
    #expect(shrinking.map(\.path) == ["styles.footnote"])
    #expect(shrinking.first?.message == "shrinks from 13 pt at large to 12 pt at xLarge")
    let resize = errors(findings, .textResize)
    #expect(
      resize.first?.message
        == "reaches 30 pt at accessibility5, 176 % of 17 pt; WCAG 1.4.4 asks for 200 %")
  }

  @Test func messagesQuoteTheSizesAfterNormalisation() throws {
    let json = """
      {"families": {"Test": {"faces": [{"file": "Test-Regular.ttf"}, {"file": "Test-Bold.ttf"},
        {"file": "Test-Black.ttf"}]}}, "styles": {"footnote": {"normalize": "xHeight",
        "scaling": {"strategy": "table", "sizes": [13, 13, 13, 13, 12, 14, 15, 16, 17, 18, 19, 20]}}}}
      """
    let typography = try #require(try FontFixtures.typography(json, in: folder).typography)
    let large = try typography.resolve(.footnote, in: TypeEnvironment(category: .large))
    let xLarge = try typography.resolve(.footnote, in: TypeEnvironment(category: .xLarge))
    // The fixture's x-height differs from the system font's: normalisation changes the size.
    #expect(NumberText.points(large.pointSize) != "13 pt")
    let shrinking = errors(Auditor.audit(typography), .shrinkingSize)
    #expect(
      shrinking.first?.message
        == "shrinks from \(NumberText.points(large.pointSize)) (13 pt before normalisation) at large to \(NumberText.points(xLarge.pointSize)) (12 pt before normalisation) at xLarge"
    )
  }

  @Test func clippedLines() throws {
    try FontFixtures.write(
      FontFixtures.latin(
        postScriptName: "Tall-Regular", family: "Tall", ascender: 1300, descender: -400),
      to: folder, name: "Tall.ttf")
    let json = #"{"families": {"Tall": {"faces": [{"file": "Tall.ttf"}]}}}"#
    let typography = try #require(try FontFixtures.typography(json, in: folder).typography)
    let clipped = Auditor.audit(typography).filter { $0.rule == .clippedLines }
    // 1.7 em of ascender + descender: body at xSmall is 15 pt on 19 (fontMetrics rounds 14.7).
    #expect(clipped.contains { $0.path == "styles.body" && $0.severity == .warning })
  }
}

struct StringsFileTests {
  @Test func appleStringsFiles() throws {
    let text = """
      /* A comment with "quotes" = ; */
      "greeting" = "Hello, \\"%@\\"!";
      // Line comment
      "count" = "%1$lld items\\n100%%";
      unquoted_key = "Ünïcödé \\U00e9";
      """
    let strings = try StringsFile.parse(Array(text.utf8), file: "Localizable.strings")
    #expect(strings.map(\.text) == ["Hello, \"000\"!", "000 items\n100%", "Ünïcödé é"])
    #expect(strings.map(\.key) == ["greeting", "count", "unquoted_key"])
    #expect(strings.map(\.line) == [2, 4, 5])
  }

  @Test func utf16StringsFiles() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "\"a\" = \"Ж\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try StringsFile.parse(bytes, file: "x.strings").map(\.text) == ["Ж"])
  }

  @Test func brokenStringsFilesSayWhere() {
    #expect(
      throws: StringsFile.ReadError(
        file: "x.strings", reason: "line 2: expected ';' after the value of \"b\"")
    ) {
      try StringsFile.parse(Array("\"a\" = \"1\";\n\"b\" = \"2\"".utf8), file: "x.strings")
    }
  }

  /// A file that cannot be read says so in its type, not only in its words: the command line
  /// chooses exit 66 by it.
  @Test func unreadableFilesAreTold() {
    for path in ["/nonexistent.strings", "/", "/dev/zero"] {
      do {
        _ = try StringsFile.read(path)
        Issue.record("\(path) was read")
      } catch {
        #expect(error.isUnreadable, "\(path): \(error)")
      }
      do {
        _ = try StyleMapping.read(path)
        Issue.record("\(path) was read as a mapping")
      } catch {
        #expect(error.isUnreadable, "\(path): \(error)")
      }
    }
    do {
      _ = try StringsFile.parse(Array("\"a\" = ".utf8), file: "x.strings")
      Issue.record("a broken file parsed")
    } catch {
      #expect(!error.isUnreadable)
    }
  }

  @Test func stringCatalogs() throws {
    let json = """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Add to basket": {},
        "items": {"localizations": {
          "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                            "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}},
          "ru": {"stringUnit": {"state": "translated", "value": "Товары"}}}}}}
      """
    let strings = try StringsFile.parse(Array(json.utf8), file: "Localizable.xcstrings")
    #expect(Set(strings.map(\.text)) == ["Add to basket", "000 item", "000 items", "Товары"])
    #expect(strings.contains { $0.key == "items [ru]" })
  }

  @Test func jsonArraysAndPlainText() throws {
    #expect(
      try StringsFile.parse(Array(#"["One", "Two"]"#.utf8), file: "s.json").map(\.text) == [
        "One", "Two",
      ])
    #expect(throws: StringsFile.ReadError.self) {
      try StringsFile.parse(Array("[1]".utf8), file: "s.json")
    }
    let plain = try StringsFile.parse(Array("One\n\n  Two  \r\n".utf8), file: "s.txt")
    #expect(plain.map(\.text) == ["One", "Two"])
    #expect(plain.map(\.line) == [1, 3])
  }

  @Test func columnsAndCatalogKeys() throws {
    let strings = try StringsFile.parse(
      Array("  \"a\" = \"1\";\n\"b\" =\n  \"2\";".utf8), file: "x.strings")
    #expect(strings.map(\.line) == [1, 2])
    #expect(strings.map(\.column) == [3, 1])
    let catalog = try StringsFile.parse(
      Array(
        #"{"strings": {"a.b": {"localizations": {"de": {"stringUnit": {"value": "X"}}}}}}"#.utf8),
      file: "x.xcstrings")
    #expect(catalog.first?.key == "a.b [de]")
    #expect(catalog.first?.patternKey == "a.b")
    #expect(catalog.first?.language == "de")
    #expect(catalog.first?.column != nil)
  }

  @Test func formatSpecifiers() {
    #expect(StringsFile.sample("%@ and %d, %.1f%% %1$@ %lu %q") == "000 and 000, 000% 000 000 %q")
  }
}

struct StyleMappingTests {
  @Test func patterns() {
    #expect(StyleMapping.matches("onboarding.*", "onboarding.welcome"))
    #expect(StyleMapping.matches("*", ""))
    #expect(StyleMapping.matches("*.title", "a.b.title"))
    #expect(StyleMapping.matches("a?c", "abc"))
    #expect(!StyleMapping.matches("a?c", "ac"))
    #expect(!StyleMapping.matches("onboarding.*", "settings.onboarding.x"))
    #expect(StyleMapping.matches("*a*b*", "xxaxxbxx"))
    #expect(!StyleMapping.matches("*a*b", "xxaxxbxx"))
  }

  @Test func theFirstMatchingRuleDecides() throws {
    let mapping = StyleMapping(rules: [
      try StyleMapping.Rule(parsing: "checkout.button=headline"),
      try StyleMapping.Rule(parsing: "checkout.*= body , callout"),
    ])
    #expect(mapping.styles(forKey: "checkout.button") == [.textStyle(.headline)])
    #expect(mapping.styles(forKey: "checkout.total") == [.textStyle(.body), .textStyle(.callout)])
    #expect(mapping.styles(forKey: "other") == nil)
    #expect(mapping.styles(forKey: nil) == nil)
  }

  @Test func badRules() {
    #expect(throws: StyleMapping.Problem.self) { try StyleMapping.Rule(parsing: "onboarding") }
    #expect(throws: StyleMapping.Problem.self) { try StyleMapping.Rule(parsing: "=body") }
    #expect(throws: StyleMapping.Problem.self) { try StyleMapping.Rule(parsing: "a=body,") }
    #expect(throws: StringsFile.ReadError.self) {
      try StyleMapping.parse(Array(#"{"a": 3}"#.utf8), file: "s.json")
    }
    #expect(throws: StringsFile.ReadError.self) {
      try StyleMapping.parse(Array(#"["a"]"#.utf8), file: "s.json")
    }
  }

  @Test func filesAndUnknownStyles() throws {
    let rules = try StyleMapping.parse(
      Array("{\n  \"a.*\": [\"body\", \"titel1\"],\n  \"b\": \"headline\"\n}".utf8), file: "s.json")
    #expect(rules.map(\.pattern) == ["a.*", "b"])
    #expect(rules.map(\.source) == ["s.json:2:3", "s.json:3:3"])
    let typography = try #require(
      TypographyDocument.parse(
        Array(
          #"{"families": {"X": {"faces": [{"file": "none.ttf", "postScriptName": "X", "weight": 400}]}}}"#
            .utf8), path: "/tmp/t.json"
      ).typography)
    let problems = StyleMapping(rules: rules).problems(in: typography)
    #expect(
      problems.map(\.message) == [#"s.json:2:3: unknown style "titel1" — did you mean "title1"?"#])
  }
}

struct AuditTextTests {
  @Test func quotingEscapesAndCuts() {
    #expect(AuditText.quoted("Say \"hi\"\nnow\\") == #""Say \"hi\"\nnow\\""#)
    #expect(AuditText.quoted("\u{2028}\t") == #""\u{2028}\t""#)
    #expect(
      AuditText.quoted(String(repeating: "a", count: 40)) == "\""
        + String(repeating: "a", count: 40) + "\"")
    #expect(
      AuditText.quoted(String(repeating: "a", count: 41)) == "\""
        + String(repeating: "a", count: 40) + "…\"")
    #expect(AuditText.key("checkout.button") == "checkout.button")
    #expect(AuditText.key("Add to basket [en]") == #""Add to basket [en]""#)
  }
}

struct StarterTypographyTests {
  @Test func initGroupsFamiliesAndValidates() throws {
    let folder = try FontFixtures.folder()
    let regular = try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Brand-Regular", family: "Brand"), to: folder,
      name: "Brand-Regular.ttf")
    let bold = try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Brand-Bold", family: "Brand", weight: 700), to: folder,
      name: "Brand-Bold.ttf")
    let italic = try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Brand-Italic", family: "Brand", italic: true), to: folder,
      name: "Brand-Italic.ttf")
    let display = try FontFixtures.write(
      FontFixtures.latin(postScriptName: "BrandDisplay-Regular", family: "Brand Display"),
      to: folder, name: "BrandDisplay.ttf")
    let library = FontLibrary()
    let faces = try StarterTypography.faces(in: [regular, bold, italic, display], library: library)
    let json = StarterTypography.document(for: faces, relativeTo: folder)
    #expect(json.contains(#"{ "file": "Brand-Regular.ttf" }"#))
    #expect(json.contains(#""defaults": { "family": "Brand", "normalize": "width" }"#))
    #expect(json.contains(#""largeTitle": { "family": "Brand Display" }"#))
    // headline is semibold; Brand has 400 and 700: CSS picks 700, written out.
    #expect(json.contains(#""headline": { "weight": 700 }"#))
    let result = TypographyDocument.parse(
      Array(json.utf8), path: folder + "/typography.json", fonts: library)
    let typography = try #require(result.typography, "\(result.errors)")
    // Every weight asked for is written out or exists (Bold Text warnings remain: these test
    // fonts have no weight above 700).
    #expect(
      !result.warnings.contains { $0.message.hasPrefix("asks for weight") }, "\(result.warnings)")
    #expect(
      try typography.resolve(.title1, in: TypeEnvironment()).face.postScriptName
        == "BrandDisplay-Regular")
  }

  @Test func relativePaths() {
    #expect(StarterTypography.relativePath("/a/b/Fonts/x.ttf", from: "/a/b") == "Fonts/x.ttf")
    #expect(StarterTypography.relativePath("/a/Fonts/x.ttf", from: "/a/b") == "../Fonts/x.ttf")
    #expect(StarterTypography.relativePath("/usr/share/x.ttf", from: "/tmp") == "/usr/share/x.ttf")
  }
}
