import Testing

@testable import TypesetRender

/// The escapes of the HTML specimen's text and of the JSON its script reads.
struct MarkupTests {
  @Test("JSON in a script: JSONText's escapes, and no `<` that could close the element")
  func jsonString() {
    #expect(Markup.jsonString("Body") == #""Body""#)
    #expect(Markup.jsonString("</script>") == #""\u003c/script>""#)
    #expect(Markup.jsonString("a\"b\\c\nd\te\u{1}") == #""a\"b\\c\nd\te\u0001""#)
    #expect(Markup.jsonString("<\u{301}é") == "\"\\u003c\u{301}é\"")
  }
}
