import Testing

@testable import TypesetShaping

@Suite struct UnicodePropertiesTests {
  @Test(arguments: [
    ("A", "Latn"), ("ا", "Arab"), ("א", "Hebr"), ("あ", "Hira"), ("中", "Hani"), ("ក", "Khmr"),
    (" ", "Zyyy"), ("\u{0301}", "Zinh"), ("\u{0378}", "Zzzz"),
  ])
  func script(_ scalar: String, _ code: String) {
    #expect(UnicodeProperties.script(of: scalar.unicodeScalars.first!).code == code)
  }

  @Test(arguments: [
    ("a", BidiClass.leftToRight), ("א", .rightToLeft), ("ا", .arabicLetter),
    ("1", .europeanNumber), ("\u{0661}", .arabicNumber), ("\u{05B0}", .nonspacingMark),
    (" ", .whitespace), ("!", .otherNeutral), ("\u{200F}", .rightToLeft),
    // An unassigned code point in the Hebrew block defaults to R (DerivedBidiClass @missing).
    ("\u{05FF}", .rightToLeft),
  ])
  func bidiClass(_ scalar: String, _ expected: BidiClass) {
    #expect(UnicodeProperties.bidiClass(of: scalar.unicodeScalars.first!) == expected)
  }

  @Test(arguments: [
    ("a", LineBreakClass.AL), (" ", .SP), ("。", .CL), ("(", .OP), (")", .CP), ("中", .ID),
    ("-", .HY), ("\n", .LF), ("\u{00A0}", .GL), ("ก", .SA), ("\u{0301}", .CM),
  ])
  func lineBreakClass(_ scalar: String, _ expected: LineBreakClass) {
    #expect(UnicodeProperties.lineBreakClass(of: scalar.unicodeScalars.first!) == expected)
  }

  @Test func joining() {
    #expect(UnicodeProperties.isJoining("ب"))
    #expect(UnicodeProperties.isJoining("ܐ"))
    #expect(!UnicodeProperties.isJoining("a"))
    #expect(!UnicodeProperties.isJoining("א"))
  }

  @Test func version() {
    #expect(UnicodeProperties.version.hasPrefix("15."))
  }
}
