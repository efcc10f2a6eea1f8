import ArgumentParsing
import Foundation
import Testing
import TypesetCLI

/// Messages about inputs and outputs: an output path says what is wrong with it; /dev/null
/// and an empty file read alike; a UTF-16 typography validates.
struct InputMessageTests {
  static let editorial = TypographyCommandTests.editorial

  @Test func outputPathsSayWhatIsWrong() throws {
    let directory = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = "\(directory)/a-file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    // A path that cannot name a file is exit 73; a folder in the file's place fails the write
    // itself, exit 74.
    let cases: [(String, String, ExitCode)] = [
      ("\(file)/out.css", "\(file) is a file, not a folder", .cannotCreate),
      ("\(file)/sub/out.css", "\(file) is a file, not a folder", .cannotCreate),
      (
        "\(directory)/missing/out.css", "the folder \(directory)/missing does not exist",
        .cannotCreate
      ),
      (directory, "it is a folder, not a file", .ioError),
    ]
    for (path, reason, code) in cases {
      let result = CommandRunner.run(["generate", Self.editorial, "--css", path])
      #expect(result.code == code, "\(path)")
      #expect(result.error.contains("cannot write \(path): \(reason)"), "\(result.error)")
      #expect(!result.error.contains("doesn’t exist"))
    }
  }

  @Test func devNullAndAnEmptyFileReadAlike() throws {
    let directory = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let empty = "\(directory)/empty.json"
    try Data().write(to: URL(fileURLWithPath: empty))
    let fromDevNull = CommandRunner.run(["validate", "/dev/null"])
    let fromEmpty = CommandRunner.run(["validate", empty])
    #expect(fromDevNull.code == .failure)
    #expect(fromEmpty.code == .failure)
    let message = #"error: the file is empty: a typography needs at least "families""#
    #expect(fromDevNull.output.contains("/dev/null: \(message)"))
    #expect(fromEmpty.output.contains("\(empty): \(message)"))
  }

  @Test func aUTF16TypographyValidates() throws {
    let directory = try GenerateCommandTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let text = try String(contentsOfFile: TypographyCommandTests.dejaVu, encoding: .utf8)
    let path = "\(directory)/typography.json"
    try (Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!).write(
      to: URL(fileURLWithPath: path))
    let result = CommandRunner.run(["validate", path])
    #expect(result.code == .success, "\(result.output)")
  }
}
