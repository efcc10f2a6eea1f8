import Foundation
import Testing

@testable import Typeset
@testable import TypesetLoader

struct JSONParserTests {
  func parse(_ text: String) throws(JSONParser.SyntaxError) -> ConfigNode {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test func stringsAndEscapes() throws {
    let node = try parse(#"["a\"b\\c\/d\n\t", "\u00e9\ud83d\ude00", "é"]"#)
    guard case .array(let elements) = node.kind else {
      Issue.record("not an array")
      return
    }
    let strings = elements.compactMap { element -> String? in
      if case .string(let value) = element.kind { return value }
      return nil
    }
    #expect(strings == ["a\"b\\c/d\n\t", "é😀", "é"])
  }

  @Test func numbers() throws {
    for (text, value) in [("0", 0.0), ("-1.5e2", -150), ("17", 17), ("2.25", 2.25), ("1E-2", 0.01)]
    {
      guard case .number(let parsed) = try parse(text).kind else {
        Issue.record("\(text) is not a number")
        continue
      }
      #expect(parsed == value)
    }
  }

  @Test(arguments: [
    ("", "expected a value, found the end of the file"),
    ("[1,]", "trailing comma before ']'"),
    ("{\"a\" 1}", "expected ':' after the key \"a\""),
    ("{a: 1}", "expected a key in double quotes"),
    ("01", "a number must not start with 0"),
    ("-", "a number needs digits after '-'"),
    ("1.", "a number needs digits after '.'"),
    ("1e", "a number needs digits in its exponent"),
    ("1e999", "out of range"),
    ("\"\\ud800\"", "a high surrogate escape must be followed by a low surrogate"),
    ("\"\\udc00\"", "a lone low surrogate escape is not a character"),
    ("\"\\u12\"", "a \\u escape needs four hex digits"),
    ("\"abc", "a string is not closed"),
    ("\"a\u{01}\"", "a control character must be escaped"),
    ("[1] 2", "unexpected '2' after the end of the document"),
    ("// comment\n{}", "expected a value, found '/'"),
    ("nul", "expected a value"),
  ])
  func syntaxErrors(text: String, message: String) {
    #expect {
      try parse(text)
    } throws: { error in
      (error as? JSONParser.SyntaxError)?.message.contains(message) == true
    }
  }

  @Test func invalidUTF8IsAnErrorNotACrash() {
    #expect(throws: JSONParser.SyntaxError.self) {
      try JSONParser.parse([0x22, 0xFF, 0xFE, 0x22])
    }
  }

  @Test func deepNestingIsLimited() {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect {
      try parse(deep)
    } throws: { error in
      (error as? JSONParser.SyntaxError)?.message.contains("nesting is deeper than 128") == true
    }
    #expect(throws: Never.self) {
      _ = try parse(String(repeating: "[", count: 100) + String(repeating: "]", count: 100))
    }
  }

  @Test func locationsCountCharactersNotBytes() throws {
    let node = try parse("{\n  \"é\": [1, true]\n}")
    guard case .object(let members) = node.kind, case .array(let elements) = members[0].value.kind
    else {
      Issue.record("unexpected shape")
      return
    }
    #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
    // Two spaces, "é", a colon, a space, [1, and a space: true starts at column 12.
    #expect(elements[1].location == SourceLocation(line: 2, column: 12))
    if case .bool(true) = elements[1].kind {} else { Issue.record("true is not a boolean") }
  }
}

struct PropertyListTests {
  static let plist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>families</key>
      <dict>
        <key>Serif</key>
        <dict>
          <key>faces</key>
          <array>
            <dict>
              <key>file</key><string>Serif-Regular.ttf</string>
              <key>postScriptName</key><string>Serif-Regular</string>
              <key>weight</key><integer>400</integer>
            </dict>
            <dict>
              <key>file</key><string>Serif-Italic.ttf</string>
              <key>postScriptName</key><string>Serif-Italic</string>
              <key>weight</key><string>regular</string>
              <key>italic</key><true/>
            </dict>
          </array>
        </dict>
      </dict>
      <key>styles</key>
      <dict>
        <key>body</key>
        <dict>
          <key>size</key><real>18</real>
          <key>italic</key><true/>
        </dict>
      </dict>
    </dict>
    </plist>
    """

  @Test func propertyListsReadLikeJSON() throws {
    let result = TypographyDocument.parse(Array(Self.plist.utf8), path: "Fonts/typography.plist")
    let typography = try #require(result.typography, "\(result.errors)")
    let font = try typography.resolve(.body, in: TypeEnvironment())
    #expect(font.pointSize == 18)
    #expect(font.face.postScriptName == "Serif-Italic")
    #expect(font.face.resolvedPath == "Fonts/Serif-Italic.ttf")
  }

  @Test func xmlPropertyListErrorsHavePathsAndPositions() throws {
    let broken = Self.plist.replacingOccurrences(of: "<real>18</real>", with: "<real>-3</real>")
    let result = TypographyDocument.parse(Array(broken.utf8))
    let error = result.errors.first { $0.path == "styles.body.size" }
    #expect(error?.message == "must be greater than 0 and at most 1000 pt (found -3)")
    // The line and column of the <real> element.
    let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("<real>-3</real>") })
    let column = try #require(lines[line].firstRange(of: "<real>")).lowerBound
    #expect(
      error?.location
        == SourceLocation(
          line: line + 1, column: lines[line].distance(from: lines[line].startIndex, to: column) + 1
        ))
    #expect(result.typography == nil)
  }

  @Test func binaryPropertyListErrorsHavePathsOnly() throws {
    let broken = Self.plist.replacingOccurrences(of: "<real>18</real>", with: "<real>-3</real>")
    let object = try PropertyListSerialization.propertyList(from: Data(broken.utf8), format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let result = TypographyDocument.parse(Array(binary))
    let error = result.errors.first { $0.path == "styles.body.size" }
    #expect(error?.message == "must be greater than 0 and at most 1000 pt (found -3)")
    #expect(error?.location == nil)
    let corrupt = TypographyDocument.parse(
      Array("bplist00".utf8) + [UInt8](repeating: 1, count: 20))
    #expect(corrupt.errors.first?.message.hasPrefix("not a valid binary property list") == true)
    #expect(corrupt.errors.first?.message.contains("has no lines to point at") == true)
  }

  @Test(
    arguments: [
      ("<plist><dict><key>a</key></dict></plist>", "the key \"a\" has no value", 1, 14),
      (
        "<plist>\n<array>\n<strin>x</strin>\n</array></plist>",
        "unknown property list element <strin> (dict, array, key, string, integer, real, true, false, date or data)",
        3, 1
      ),
      ("<plist><dict></array></plist>", "expected </dict>, found </array>", 1, 14),
      (
        "<plist><integer>1.5</integer></plist>",
        "<integer> holds \"1.5\", which is not a whole number", 1, 8
      ),
      ("<plist><string>a &bogus; b</string></plist>", "unknown entity &bogus;", 1, 18),
      ("<plist><array><string>x</string>", "<array> is not closed", 1, 8),
    ] as [(String, String, Int, Int)])
  func xmlSyntaxErrorsHaveTheirPosition(
    _ text: String, _ message: String, _ line: Int, _ column: Int
  ) {
    let result = TypographyDocument.parse(Array(text.utf8))
    let error = result.errors.first
    #expect(error?.message == "not a valid XML property list: \(message)", "\(result.errors)")
    #expect(error?.location == SourceLocation(line: line, column: column))
  }

  @Test func xmlPropertyListTextIsDecoded() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <plist version="1.0"><dict>
        <key>a&amp;b</key><string>&lt;x&gt; &#233;&#x1F600; <![CDATA[<raw>]]></string>
        <key>n</key><integer> 0x10 </integer><key>e</key><string/><key>t</key><true/>
      </dict></plist>
      """
    let node = try PropertyListReader.parse(Array(text.utf8))
    guard case .object(let members) = node.kind else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a&b", "n", "e", "t"])
    if case .string(let value) = members[0].value.kind { #expect(value == "<x> é😀 <raw>") }
    if case .number(let value) = members[1].value.kind { #expect(value == 16) }
    if case .string(let value) = members[2].value.kind { #expect(value.isEmpty) }
    if case .bool(let value) = members[3].value.kind { #expect(value) }
  }

  @Test func aBooleanIsNotANumber() {
    let broken = Self.plist.replacingOccurrences(of: "<real>18</real>", with: "<true/>")
    let result = TypographyDocument.parse(Array(broken.utf8))
    #expect(
      result.errors.contains {
        $0.path == "styles.body.size" && $0.message == "must be a number (found true)"
      })
  }

  @Test func corruptPropertyList() {
    let result = TypographyDocument.parse(Array("<?xml version=\"1.0\"?><plist><dict><key>".utf8))
    #expect(result.errors.first?.message == "not a valid XML property list: <key> is not closed")
    #expect(result.errors.first?.location == SourceLocation(line: 1, column: 35))
  }

  @Test func fontPathsAreRelativeToTheFile() throws {
    let json =
      #"{"families": {"A": {"faces": [{"file": "a.ttf", "postScriptName": "A", "weight": 400}, {"file": "/abs/b.ttf", "postScriptName": "B", "weight": 700}]}}}"#
    let typography = try #require(
      TypographyDocument.parse(Array(json.utf8), path: "/x/y/t.json").typography)
    #expect(typography.families[0].faces.map(\.resolvedPath) == ["/x/y/a.ttf", "/abs/b.ttf"])
    let local = try #require(TypographyDocument.parse(Array(json.utf8), path: "t.json").typography)
    #expect(local.families[0].faces[0].resolvedPath == "a.ttf")
  }

  @Test func loadReportsMissingFiles() {
    #expect(
      throws: TypographyDocument.LoadError.unreadable(
        path: "/nonexistent/t.json", reason: "no such file")
    ) {
      try TypographyDocument.load(contentsOf: "/nonexistent/t.json")
    }
    #expect(
      throws: TypographyDocument.LoadError.unreadable(
        path: "/tmp", reason: "is a directory, not a file")
    ) {
      try TypographyDocument.load(contentsOf: "/tmp")
    }
  }
}

/// Faces read what they leave out from their font files (DejaVu, installed on Debian by
/// fonts-dejavu-core).
struct FaceFromFileTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu"

  @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVu + "/DejaVuSerif.ttf")))
  func faceValuesComeFromTheFont() throws {
    let json = """
      {"families": {"DejaVu": {"faces": [
        {"file": "\(Self.dejaVu)/DejaVuSerif.ttf"},
        {"file": "\(Self.dejaVu)/DejaVuSerif-Bold.ttf"},
        {"file": "\(Self.dejaVu)/DejaVuSerif-Italic.ttf"}]}}}
      """
    let result = TypographyDocument.parse(Array(json.utf8))
    let typography = try #require(result.typography, "\(result.errors)")
    let faces = typography.families[0].faces
    #expect(
      faces.map(\.postScriptName) == ["DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSerif-Italic"])
    #expect(faces.map(\.weight.rawValue) == [400, 700, 400])
    #expect(faces.map(\.isItalic) == [false, false, true])
    #expect(
      try typography.resolve(.headline, in: TypeEnvironment()).face.postScriptName
        == "DejaVuSerif-Bold")
  }

  @Test func withoutAFontLibraryNothingIsRead() {
    let json = #"{"families": {"A": {"faces": [{"file": "/nonexistent.ttf"}]}}}"#
    let result = TypographyDocument.parse(Array(json.utf8), fonts: nil)
    #expect(
      result.errors.map(\.description) == [
        #"families.A.faces[0]: missing "postScriptName": the face's PostScript name"#,
        #"families.A.faces[0]: missing "weight": 100–900 or a name such as regular or bold"#,
      ])
  }

  @Test func explicitValuesDescribeAFaceWhoseFileIsAbsent() throws {
    let json =
      #"{"families": {"A": {"faces": [{"file": "/nonexistent.ttf", "postScriptName": "A", "weight": 400}]}}}"#
    let result = TypographyDocument.parse(Array(json.utf8))
    #expect(result.typography != nil)
    #expect(result.warnings.first?.path == "families.A.faces[0].file")
  }
}
