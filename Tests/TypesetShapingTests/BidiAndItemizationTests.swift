import Testing

@testable import TypesetShaping

@Suite struct BidiAndItemizationTests {
  func levels(_ text: String) -> BidiLevels { BidiLevels(Array(text.unicodeScalars)) }

  @Test func leftToRightParagraphWithHebrew() {
    let resolved = levels("abc אבג")
    #expect(resolved.paragraphLevel == 0)
    #expect(resolved.levels == [0, 0, 0, 0, 1, 1, 1])
  }

  @Test func rightToLeftParagraphWithNumbers() {
    // Digits in a right-to-left paragraph sit at level 2 (I2); the space between two R-like
    // characters takes R (N1).
    let resolved = levels("אבג 12")
    #expect(resolved.paragraphLevel == 1)
    #expect(resolved.levels == [1, 1, 1, 1, 2, 2])
  }

  @Test func europeanNumbersAfterArabicLetters() {
    // W2: EN after AL is AN; still level 2 in a right-to-left paragraph.
    let resolved = levels("با 12")
    #expect(resolved.levels == [1, 1, 1, 2, 2])
  }

  @Test func marksTakeTheirBase() {
    #expect(levels("ab\u{0301} אְ").levels == [0, 0, 0, 0, 1, 1])
  }

  @Test func neutralsBetweenDirectionsTakeTheParagraphs() {
    #expect(levels("a ! א").levels == [0, 0, 0, 0, 1])
  }

  @Test func visualOrder() {
    #expect(BidiLevels.visualOrder([0, 0, 1, 1, 1]) == [0, 1, 4, 3, 2])
    #expect(BidiLevels.visualOrder([1, 1, 2, 2, 1]) == [4, 2, 3, 1, 0])
  }

  @Test func runs() {
    let scalars = Array("Hello, مرحبا!".unicodeScalars)
    let runs = TextRun.itemize(scalars, levels: BidiLevels(scalars).levels)
    #expect(runs.map(\.script.code) == ["Latn", "Arab", "Arab"])
    #expect(runs.map(\.range) == [0..<7, 7..<12, 12..<13])
    #expect(runs.map(\.level) == [0, 1, 0])
  }

  @Test func leadingCommonTakesTheFirstScript() {
    let scalars = Array("«שלום»".unicodeScalars)
    let runs = TextRun.itemize(scalars, levels: BidiLevels(scalars).levels)
    #expect(runs.count == 1)
    #expect(runs.first?.script.code == "Hebr")
    #expect(runs.first?.isRightToLeft == true)
  }
}
