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

/// The one-pass code of measurement (UTF-8 decoding, bidi short cuts, one-pass itemising)
/// against the rule-by-rule code it replaces, on fixed and pseudo-random texts.
@Suite struct OnePassMeasurementTests {
  /// Characters of every kind the short cuts and itemising tell apart: L, R, AL, EN, AN, ES,
  /// ET, CS, NSM, BN, WS, ON, explicit formatting, line ends, Han and kana, and characters
  /// outside the Basic Multilingual Plane.
  static let pool: [Unicode.Scalar] =
    Array(
      "aZé ب ש 1 ٣ + $ , . \u{0301}\u{0651}\u{200D}\u{200B} ! « » 新しカ\u{3002}ㄅ"
        .unicodeScalars) + [
      "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
      "\u{2068}", "\u{2069}", "\n", "\r", "\u{85}", "\u{2028}", "\u{1F600}", "\u{1D400}",
      "\u{10900}", "\u{20000}", "\t",
    ]

  /// Pseudo-random texts from ``pool`` (a fixed linear congruential sequence), some of them
  /// drawn from a part of the pool only, so that single-direction texts are common.
  static func texts() -> [[Unicode.Scalar]] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var texts: [[Unicode.Scalar]] = ["", "a", "ש", "1", " ", "«שלום»", "abc אבג 12", "با 12"].map {
      Array($0.unicodeScalars)
    }
    let rightToLeftOnly = pool.filter {
      let type = UnicodeProperties.bidiClass(of: $0)
      return type != .leftToRight && type != .europeanNumber && type != .arabicNumber
    }
    let leftToRightOnly = pool.filter {
      let type = UnicodeProperties.bidiClass(of: $0)
      return type != .rightToLeft && type != .arabicLetter && type != .arabicNumber
    }
    for choice in [pool, rightToLeftOnly, leftToRightOnly] {
      for _ in 0..<400 {
        texts.append((0..<(1 + next(12))).map { _ in choice[next(choice.count)] })
      }
    }
    return texts
  }

  @Test func bidiShortCutsAgreeWithTheRules() {
    for scalars in Self.texts() {
      for paragraphLevel in [nil, 0, 1] as [UInt8?] {
        let fast = BidiLevels(scalars, paragraphLevel: paragraphLevel).levels
        let ruled = BidiLevels.levelsWithoutShortCuts(scalars, paragraphLevel: paragraphLevel)
        #expect(fast == ruled, "\(scalars.map { String($0.value, radix: 16) })")
      }
    }
  }

  @Test func onePassItemisingAgreesWithTheRules() {
    for scalars in Self.texts() {
      let levels = BidiLevels(scalars).levels
      #expect(
        TextRun.itemize(scalars, levels: levels) == TextRun.itemizeByRules(scalars, levels: levels),
        "\(scalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func codePointsAreTheScalarsWithoutLineEnds() {
    for scalars in Self.texts() {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars)
      let text = String(view)
      let expected = scalars.filter { !TextShaper.isLineEnd($0) }.map(\.value)
      #expect(TextShaper.codePoints(of: text) == expected)
      // A string made from a part of another's scalars.
      let embedded = "x" + text + "y"
      let inner = embedded.unicodeScalars.dropFirst().dropLast()
      #expect(TextShaper.codePoints(of: String(inner)) == expected)
    }
  }
}
