import Foundation
import OpenType
import Testing
import TypesetTestSupport

@testable import Typeset
@testable import TypesetLoader

/// Font files are mapped when large and read when small, and either way give the same face.
struct FontFileReadingTests {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVuSans)))
  func aMappedFileReadsAsTheReadOneDoes() throws {
    let read = try FileBytes.contents(of: Self.dejaVuSans)
    #expect(read.count >= FileBytes.smallestMappedFile)  // so this file is mapped
    let mapped = try FileBytes.fontData(of: Self.dejaVuSans)
    #expect(mapped.count == read.count)
    #expect(mapped.elementsEqual(read))
    let face = try FontFile(data: mapped).face(at: 0)
    #expect(face.postScriptName == "DejaVuSans")
  }

  @Test func aSmallFileIsReadAndAMissingOneIsNamed() throws {
    let folder = try FontFixtures.folder()
    let path = try FontFixtures.write(FontFixtures.latin(), to: folder, name: "Small.ttf")
    let bytes = try FileBytes.contents(of: path)
    #expect(bytes.count < FileBytes.smallestMappedFile)
    #expect(try FileBytes.fontData(of: path).elementsEqual(bytes))
    #expect(throws: TypographyDocument.FileReadError(reason: "no such file")) {
      try FileBytes.fontData(of: folder + "/Missing.ttf")
    }
    #expect(throws: TypographyDocument.FileReadError(reason: "is a directory, not a file")) {
      try FileBytes.fontData(of: folder)
    }
    #expect(throws: FontLoadError.self) { try FontLibrary().file(at: folder) }
  }
}
