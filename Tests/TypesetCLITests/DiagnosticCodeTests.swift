import Foundation
import Testing
import Typeset
import TypesetLoader

/// Diagnostics are typed (issue 32, item 2): each has a stable code, its path as components,
/// the value found and what is allowed, and every consumer (validate's text and JSON, SARIF,
/// the build plugin's errors, the command line's choices) reads those, never a message's words.
struct DiagnosticCodeTests {
  static let codesStart = "<!-- codes: typeset-cli schema --codes --format markdown -->\n"
  static let codesEnd = "<!-- end of codes -->"

  /// A valid typography (faces given in full, so no font file is read) with `styles` replaced.
  static func typography(styles: String) -> String {
    #"{ "families": { "Serif": { "faces": [ { "file": "a.ttf", "postScriptName": "Serif-Regular", "weight": 400 } ] } }, "styles": \#(styles) }"#
  }

  @Test func codesAreUniqueAndSpelledAsPrinted() {
    let codes = DiagnosticCode.allCases.map(\.rawValue)
    #expect(Set(codes).count == codes.count)
    for code in codes {
      #expect(code.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(code)")
    }
    for code in DiagnosticCode.allCases {
      #expect(!code.summary.isEmpty && code.summary.hasSuffix("."), "\(code)")
    }
  }

  @Test func theReadmesTableOfCodesIsTheGeneratedOne() throws {
    let readme = try String(
      contentsOfFile: TypographyCommandTests.root + "/README.md", encoding: .utf8)
    let from = try #require(readme.range(of: Self.codesStart), "the README has no table of codes")
    let to = try #require(
      readme.range(of: Self.codesEnd, range: from.upperBound..<readme.endIndex))
    let result = CommandRunner.run(["schema", "--codes", "--format", "markdown"])
    #expect(result.code == .success)
    #expect(result.output.split(separator: "\n").count == DiagnosticCode.allCases.count + 2)
    #expect(
      String(readme[from.upperBound..<to.lowerBound]) == result.output,
      "the README's table of codes is not DiagnosticCode's: run Scripts/update-golden.sh")
  }

  @Test func schemaPrintsTheCodesAsJSON() throws {
    let result = CommandRunner.run(["schema", "--codes"])
    #expect(result.code == .success)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: String]])
    #expect(entries.map { $0["code"] ?? "" } == DiagnosticCode.allCases.map(\.rawValue))
    #expect(entries.allSatisfy { !($0["summary"] ?? "").isEmpty })
  }

  /// `validate --format json`: the code, the path as components, the value found and the range.
  @Test func validateJSONCarriesTheTypedFields() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-codes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("typography.json").path
    try Data(
      Self.typography(styles: #"{"body": {"size": -3}, "price": {"relativeTo": "bdy"}}"#).utf8
    )
    .write(to: URL(fileURLWithPath: file))
    let result = CommandRunner.run(["validate", file, "--format", "json"])
    #expect(result.code == .failure)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let errors = try #require(report["errors"] as? [[String: Any]])
    let size = try #require(errors.first { $0["path"] as? String == "styles.body.size" })
    #expect(size["code"] as? String == "out-of-range")
    #expect(size["severity"] as? String == "error")
    #expect(size["field"] as? [String] == ["styles", "body", "size"])
    #expect(size["found"] as? String == "-3")
    #expect(size["allowed"] as? String == "greater than 0 and at most 1000 pt")
    #expect(size["line"] as? Int == 1)
    let relative = try #require(
      errors.first { $0["path"] as? String == "styles.price.relativeTo" })
    #expect(relative["code"] as? String == "unknown-name")
    #expect(relative["found"] as? String == "bdy")
    #expect((relative["allowed"] as? String)?.hasPrefix("a text style: ") == true)
    #expect((relative["allowed"] as? String)?.contains(", body, ") == true)
    // Indices are numbers in `field`.
    let faces = folder.appendingPathComponent("faces.json").path
    try Data(#"{"families": {"Serif": {"faces": [{"file": 1}]}}}"#.utf8)
      .write(to: URL(fileURLWithPath: faces))
    let face = CommandRunner.run(["validate", faces, "--format", "json"])
    let faceReport = try #require(
      try JSONSerialization.jsonObject(with: Data(face.output.utf8)) as? [String: Any])
    let faceError = try #require((faceReport["errors"] as? [[String: Any]])?.first)
    #expect(faceError["code"] as? String == "wrong-type")
    let field = try #require(faceError["field"] as? [Any])
    #expect(field.count == 5)
    #expect(field[3] as? Int == 0)
    #expect(field[4] as? String == "file")
  }

  /// A style named with a dot stays one component of the path.
  @Test func aKeyWithADotIsOneComponent() {
    let json = Self.typography(styles: #"{"price.large": {"relativeTo": "body", "size": -1}}"#)
    let result = TypographyDocument.parse(Array(json.utf8))
    let error = result.errors.first { $0.code == .outOfRange }
    #expect(error?.field.components == [.key("styles"), .key("price.large"), .key("size")])
    #expect(error?.path == "styles.price.large.size")
  }

  /// A validation finding's SARIF `ruleId` is its diagnostic's code, which the driver's rules
  /// list; the audit's own findings keep their rule.
  @Test func sarifRuleOfAValidationFindingIsItsCode() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("typography.json").path
    try Data(Self.typography(styles: #"{"body": {"size": -3}}"#).utf8)
      .write(to: URL(fileURLWithPath: file))
    let result = CommandRunner.run(["audit", file, "--format", "sarif"])
    #expect(result.code == .failure)
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    let ruleIDs = (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    let results = try #require(run["results"] as? [[String: Any]])
    let size = try #require(
      results.first {
        ($0["message"] as? [String: Any])?["text"].map { "\($0)" }?.contains("found -3") == true
      },
      "\(results)")
    #expect(size["ruleId"] as? String == "out-of-range")
    #expect(ruleIDs[size["ruleIndex"] as? Int ?? -1] == "out-of-range")
    for code in DiagnosticCode.allCases { #expect(ruleIDs.contains(code.rawValue)) }
  }

  /// No source file decides anything by a message's words: a diagnostic's, an error's or a
  /// reason's text is for people; code reads its code, its path components or its error case.
  /// The pattern catches what the code did before (`reason.hasPrefix(…)`,
  /// `diagnostic.message.range(of: "; ")`, `reason == "the path is too long"`).
  @Test func noSourceComparesMessageText() throws {
    let texts = #"(message|problem|reason|hint|description|localizedDescription|summary)"#
    let comparisons =
      #"(\s*[!=]=\s*"|\.(hasPrefix|hasSuffix|contains|starts|range|split|firstRange|components|firstIndex|lastIndex|lowercased)\()"#
    let pattern = try Regex(#"(^|[^A-Za-z0-9_])"# + texts + comparisons)
    let interpolated = try Regex(
      #"(String\(describing: [a-z]+\)|"\\\([a-z]+\)")\.(hasPrefix|hasSuffix|contains|starts|range)\("#
    )
    for bad in [
      #"guard let separator = diagnostic.message.range(of: "; ") else {"#,
      #".contains { reason.hasPrefix($0) } || reason == "the path is too long""#,
      #"if "\(error)".contains("no such file") {"#,
    ] {
      #expect(bad.contains(pattern) || bad.contains(interpolated), "\(bad)")
    }
    let sources = URL(fileURLWithPath: TypographyCommandTests.root + "/Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    var found: [String] = []
    var read = 0
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      read += 1
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        && (line.contains(pattern) || line.contains(interpolated))
      {
        found.append("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(read > 300)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }
}
