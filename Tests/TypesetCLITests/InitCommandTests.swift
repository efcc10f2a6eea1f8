import Foundation
import Testing
import TypesetCLI
import TypesetTestSupport

@Suite("typeset-cli init")
struct InitCommandTests {
  @Test func searchesSubfoldersSkipsUnreadableFilesAndSaysWhy() throws {
    let folder = try FontFixtures.folder()
    try FileManager.default.createDirectory(
      atPath: folder + "/Fonts/Brand", withIntermediateDirectories: true)
    _ = try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Brand-Regular", family: "Brand"),
      to: folder + "/Fonts/Brand", name: "Brand-Regular.ttf")
    _ = try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Brand-Bold", family: "Brand", weight: 700),
      to: folder + "/Fonts", name: "Brand-Bold.otf")
    // The same PostScript name again, and a file that is no font.
    _ = try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Brand-Bold", family: "Brand", weight: 700),
      to: folder + "/Fonts/Brand", name: "Brand-Bold-copy.ttf")
    try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/Fonts/broken.ttf"))
    let output = folder + "/typography.json"
    let result = CommandRunner.run(["init", folder + "/Fonts", "--output", output])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("warning: skipped \(folder)/Fonts/broken.ttf"), "\(result.error)")
    #expect(
      result.error.contains(
        "note: Brand-Bold-copy.ttf left out: it shares the PostScript name \"Brand-Bold\""),
      "\(result.error)")
    #expect(result.error.contains("note: default family \"Brand\""), "\(result.error)")
    #expect(result.error.contains("wrote \(output) (1 family, 2 faces"), "\(result.error)")
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("Fonts/Brand/Brand-Regular.ttf") && text.contains("Fonts/Brand-Bold.otf"))
    #expect(CommandRunner.run(["validate", output]).code == .success)
  }

  @Test func oneFaceIsCountedInTheSingular() throws {
    let folder = try FontFixtures.folder()
    _ = try FontFixtures.write(
      FontFixtures.latin(postScriptName: "Brand-Regular", family: "Brand"),
      to: folder, name: "Brand-Regular.ttf")
    let output = folder + "/typography.json"
    let result = CommandRunner.run(["init", folder, "--output", output])
    #expect(result.code == .success, "\(result.error)")
    #expect(result.error.contains("wrote \(output) (1 family, 1 face,"), "\(result.error)")
  }

  @Test func aFolderWithoutFontsAndAMissingPathAreErrors() throws {
    let folder = try FontFixtures.folder()
    let empty = CommandRunner.run(["init", folder])
    #expect(empty.code == .failure)
    #expect(empty.error.contains("no font files (.ttf, .otf, .ttc, .otc) in it or its subfolders"))
    let missing = CommandRunner.run(["init", folder + "/nothing"])
    #expect(missing.code == .noInput)
    #expect(missing.error.contains("no such file or folder"))
  }
}
