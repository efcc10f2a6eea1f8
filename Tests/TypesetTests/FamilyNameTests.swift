import Testing
import Typeset

/// The one rule for family names that the typography decoder and the token importer share.
struct FamilyNameTests {
  @Test(arguments: [
    ("Brand Sans", "Brand Sans"),
    ("  'Brand Sans' ", "Brand Sans"),
    ("\"Brand\"", "Brand"),
    ("\u{00A0}Brand\u{2003}", "Brand"),
    ("' Brand '", "Brand"),
    ("\"'Brand'\"", "Brand"),
    ("Var \"Quoted\"", "Var \"Quoted\""),
    ("'Q", "'Q"),
    ("'Q\"", "'Q\""),
    ("'", "'"),
    ("''", ""),
    ("  ", ""),
    ("", ""),
  ])
  func namesLoseTheSpacesAndQuotesAroundThem(_ written: String, _ name: String) {
    #expect(FontFamily.normalizedName(written) == name)
    #expect(FontFamily.normalizedName(name) == name, "normalizing twice changes nothing")
  }
}
