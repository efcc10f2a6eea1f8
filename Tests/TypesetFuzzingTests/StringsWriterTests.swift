import Testing
import TypesetFuzzing
import TypesetTools

/// `StringsWriter` writes what `StringsFile.parse` reads back to the same keys and texts, for
/// the texts that need care: quotes, backslashes, `%` (the reader turns `%%` into `%` and
/// format specifiers into digits), line breaks, keys with ` [`.
struct StringsWriterTests {
  static let texts = [
    "plain", #"say "hi""#, #"back\slash"#, "100% sure", "%d", "%%", "a\nb", "é\u{301}",
    "%\u{301}", "\u{FEFF}bom", "",
  ]

  func roundTrip(_ strings: [AuditString], file: String, write: ([AuditString]) -> String) throws
    -> [AuditString]
  {
    try StringsFile.parse(Array(write(strings).utf8), file: file)
  }

  @Test func appleStrings() throws {
    let strings = Self.texts.enumerated().map {
      AuditString(text: $0.element, file: "a.strings", key: "key \($0.offset) \"q\" \\")
    }
    let again = try roundTrip(strings, file: "a.strings", write: StringsWriter.appleStrings)
    #expect(again.map(\.text) == strings.map(\.text))
    #expect(again.map(\.key) == strings.map(\.key))
  }

  @Test func stringCatalog() throws {
    let strings = Self.texts.enumerated().map {
      AuditString(text: $0.element, file: "a.xcstrings", key: "k [\($0.offset)] [de]")
    }
    let again = try roundTrip(strings, file: "a.xcstrings", write: StringsWriter.stringCatalog)
    #expect(again.map(\.text) == strings.map(\.text))
    #expect(again.map(\.key) == strings.map(\.key))
  }

  @Test func jsonArray() throws {
    let strings = Self.texts.map { AuditString(text: $0, file: "a.json") }
    let again = try roundTrip(strings, file: "a.json", write: StringsWriter.jsonArray)
    #expect(again.map(\.text) == strings.map(\.text))
  }

  @Test func plainText() throws {
    // Plain text holds one trimmed, non-empty line per string.
    let texts = Self.texts.filter { !$0.isEmpty && !$0.contains("\n") }
    let strings = texts.map { AuditString(text: $0, file: "a.txt") }
    let again = try roundTrip(strings, file: "a.txt", write: StringsWriter.plainText)
    #expect(again.map(\.text) == texts)
  }
}
