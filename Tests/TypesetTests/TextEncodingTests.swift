import Foundation
import Testing

@testable import Typeset
@testable import TypesetLoader

/// Typography files in UTF-16 and UTF-32, with and without a byte order mark (RFC 8259 §8.1,
/// RFC 4627 §3), read like UTF-8; empty files and /dev/null alike.
struct TextEncodingTests {
  static let json =
    #"{"families": {"Serif": {"faces": [{"file": "a.ttf", "postScriptName": "A", "weight": 400}]}}, "styles": {"body": {"size": 18}}}"#

  static func encoded(_ text: String, _ encoding: String.Encoding, mark: [UInt8] = []) -> [UInt8] {
    mark + Array(text.data(using: encoding)!)
  }

  @Test(
    arguments: [
      ("UTF-16LE with BOM", [0xFF, 0xFE], String.Encoding.utf16LittleEndian),
      ("UTF-16BE with BOM", [0xFE, 0xFF], .utf16BigEndian),
      ("UTF-16LE", [], .utf16LittleEndian), ("UTF-16BE", [], .utf16BigEndian),
      ("UTF-32LE with BOM", [0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian),
      ("UTF-32BE with BOM", [0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian),
      ("UTF-32LE", [], .utf32LittleEndian), ("UTF-32BE", [], .utf32BigEndian),
    ] as [(String, [UInt8], String.Encoding)])
  func wideEncodingsReadLikeUTF8(_ name: String, _ mark: [UInt8], _ encoding: String.Encoding)
    throws
  {
    let bytes = Self.encoded(Self.json, encoding, mark: mark)
    let result = TypographyDocument.parse(bytes, fonts: nil)
    let typography = try #require(result.typography, "\(name): \(result.diagnostics)")
    #expect(typography.styles[.textStyle(.body)]?.size == 18)
  }

  @Test func positionsInUTF16AreThoseOfTheText() {
    let broken = "{\n  \"families\": 3\n}"
    let result = TypographyDocument.parse(
      Self.encoded(broken, .utf16LittleEndian, mark: [0xFF, 0xFE]), fonts: nil)
    #expect(result.errors.first?.path == "families")
    #expect(result.errors.first?.location == SourceLocation(line: 2, column: 15))
  }

  @Test func anUnpairedSurrogateIsNamed() {
    let result = TypographyDocument.parse([0xFF, 0xFE, 0x00, 0xD8, 0x7B, 0x00], fonts: nil)
    #expect(
      result.errors.first?.message == "not valid UTF-16LE text: an invalid code unit at byte 2")
  }

  @Test func anOddUTF16LengthIsNamed() {
    let result = TypographyDocument.parse([0xFF, 0xFE, 0x7B, 0x00, 0x7D], fonts: nil)
    #expect(result.errors.first?.message.hasPrefix("not valid UTF-16LE text") == true)
  }

  @Test func emptyFilesAndDevNullReadAlike() throws {
    let empty = TypographyDocument.parse([], fonts: nil)
    let blank = TypographyDocument.parse(Array(" \n".utf8), fonts: nil)
    let devNull = TypographyDocument.parse(try TypographyDocument.readFile("/dev/null"), fonts: nil)
    let message = #"the file is empty: a typography needs at least "families""#
    #expect(empty.errors.map(\.message) == [message])
    #expect(blank.errors.map(\.message) == [message])
    #expect(devNull.errors.map(\.message) == [message])
  }
}
