import Testing

@testable import TypesetShaping

@Suite struct LineBreakTests {
  func offsets(_ text: String) -> [Int] {
    LineBreakOpportunities.offsets(in: Array(text.unicodeScalars))
  }

  @Test func afterSpaces() {
    #expect(offsets("Add to  basket") == [4, 8])
  }

  @Test func betweenIdeographsNotBeforeClosingPunctuation() {
    // 新 し い 本 。: breaks before し, い and 本, never before 。 (LB13/CL).
    #expect(offsets("新しい本。") == [1, 2, 3])
    #expect(offsets("本（新）本") == [1, 4])
  }

  @Test func noBreakBeforeClosingPunctuationEvenAfterSpaces() {
    #expect(offsets("a )") == [])
    #expect(offsets("wait !") == [])
    #expect(offsets("(a b)") == [3])
  }

  @Test func hyphensGlueAndMarks() {
    #expect(offsets("well-known") == [5])
    #expect(offsets("10\u{00A0}kg now") == [6])
    #expect(offsets("e\u{0301} x") == [3])
  }

  @Test func mandatoryBreaks() {
    let opportunities = LineBreakOpportunities.opportunities(in: Array("a\nb".unicodeScalars))
    #expect(opportunities.map(\.offset) == [2])
    #expect(opportunities.first?.kind == .mandatory)
  }

  @Test func thaiDoesNotBreakWithoutADictionary() {
    #expect(offsets("ภาษาไทย") == [])
  }
}
