import DynamicType
import Foundation
import Testing
import Typeset
import TypesetLoader
import TypesetTestSupport

@testable import TypesetTools

/// The audit at Android font scales (``AuditOptions/androidFontScales``): styles resolved for
/// Android, findings that name the font scale.
extension AuditTests {
  /// "aaaa aaaa" (4.25 em) in body at each scale, 80 dp wide, one line.
  func androidTruncation(at scales: [Float], bodyOnly: Bool = true) throws -> (
    [AuditFinding], Typography
  ) {
    let json = """
      {"families": {"Test": {"faces": [{"file": "Test-Regular.ttf"}, {"file": "Test-Bold.ttf"},
        {"file": "Test-Black.ttf"}]}}, "styles": {}}
      """
    let typography = try #require(try FontFixtures.typography(json, in: folder).typography)
    let rules = bodyOnly ? [try StyleMapping.Rule(parsing: "*=body")] : []
    let options = AuditOptions(
      strings: [AuditString(text: "aaaa aaaa", file: "strings.txt", line: 1, key: "k")],
      width: 80, androidFontScales: scales, styleMapping: StyleMapping(rules: rules))
    return (Auditor.audit(typography, options: options), typography)
  }

  @Test func androidTruncationAtAScaleThatDoesNotFitAtOne() throws {
    // body is 17 sp: 17 dp at 1×, 72.25 dp wide, which fits 80 dp.
    let (atOne, _) = try androidTruncation(at: [1])
    #expect(errors(atOne, .truncation).isEmpty)
    let (findings, typography) = try androidTruncation(at: [1.3])
    let truncation = errors(findings, .truncation)
    #expect(truncation.count == 1)
    let finding = try #require(truncation.first)
    let settings = try #require(AndroidTextSettings(fontScale: 1.3))
    let body = try typography.resolve(.textStyle(.body), android: settings)
    #expect(Double(body.pointSize) * 4.25 > 80)
    #expect(finding.fontScale == 1.3)
    #expect(finding.category == nil)
    let occurrence = try #require(finding.occurrences.first)
    #expect(occurrence.fontScale == 1.3)
    #expect(occurrence.category == nil)
    #expect(occurrence.pointSize == Double(body.pointSize))
    #expect(occurrence.boldText == .both)
    let size = NumberText.points(Double(body.pointSize), unit: false)
    #expect(
      finding.message
        == "\"aaaa aaaa\" needs 2 lines of 80 dp (1 allowed) in body from 1.3× (\(size) dp)")
    // Apple's minimum-size, shrinking and 200 % rules do not run at font scales.
    #expect(!findings.contains { [.minimumSize, .shrinkingSize, .textResize].contains($0.rule) })
  }

  @Test func androidTruncationNamesTheFirstScaleThatDoesNotFit() throws {
    // Given out of order: checked smallest first. 1.15× already fails (about 19.5 dp).
    let (findings, typography) = try androidTruncation(at: [2, 1, 1.15, 0.85])
    let occurrence = try #require(errors(findings, .truncation).first?.occurrences.first)
    #expect(occurrence.fontScale == 1.15)
    let settings = try #require(AndroidTextSettings(fontScale: 1.15))
    let body = try typography.resolve(.textStyle(.body), android: settings)
    #expect(Double(body.pointSize) * 4.25 > 80)
  }
}
