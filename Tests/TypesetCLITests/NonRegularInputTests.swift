import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Only regular files are read (issue 34, item 2): a device, a FIFO, a socket or a directory
/// given as a typography, a font, tokens or strings is an error naming the path and its kind,
/// at once; a file over the size limit is refused unread; a symbolic link loop says so. Each
/// run is the built executable under a time and memory limit, so that a regression fails
/// rather than hangs.
struct NonRegularInputTests {
  /// A FIFO, a socket, a loop of links and a 65 MiB sparse file in a new folder.
  static func specialFiles() throws -> String {
    let folder = try GenerateCommandTests.temporaryDirectory()
    #expect(mkfifo("\(folder)/fifo", 0o644) == 0)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/loop", withDestinationPath: "loop")
    let descriptor = open("\(folder)/large.json", O_WRONLY | O_CREAT, 0o644)
    #expect(ftruncate(descriptor, 65 << 20) == 0)
    close(descriptor)
    try bindSocket(at: "\(folder)/socket")
    return folder
  }

  /// Creates a Unix domain socket at `path`.
  static func bindSocket(at path: String) throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    close(descriptor)
  }

  static let kinds: [(name: String, reason: String)] = [
    ("/dev/zero", "is a character device, not a file"),
    ("fifo", "is a FIFO (named pipe), not a file"),
    ("socket", "is a socket, not a file"),
    ("/tmp", "is a directory, not a file"),
    ("loop", "is a loop of symbolic links"),
    ("large.json", "is larger than 64 MiB"),
  ]

  /// As the typography of `validate`, `scale --config` and `generate`, and as the tokens of
  /// `import`: exit 66 with the path and its kind.
  @Test func typographiesAndTokensMustBeRegularFiles() throws {
    let folder = try Self.specialFiles()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, reason) in Self.kinds {
      for arguments in [
        ["validate", path], ["scale", "--config", path], ["generate", path, "--css", "-"],
        ["import", path],
      ] {
        let result = try CLIProcess.run(arguments, in: folder, timeout: 15)
        #expect(!result.timedOut, "\(arguments) did not end")
        #expect(result.status == 66, "\(arguments): \(result.error)")
        #expect(result.error.contains("\(path): \(reason)"), "\(arguments): \(result.error)")
        #expect(!result.error.contains("no such file"), "\(arguments): \(result.error)")
      }
    }
  }

  /// As a font of `inspect` (exit 66), and as a face of a typography (a diagnostic of that
  /// face's file, as for a missing font).
  @Test func fontsMustBeRegularFiles() throws {
    let folder = try Self.specialFiles()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, reason) in Self.kinds where path != "large.json" {
      let inspect = try CLIProcess.run(["inspect", path], in: folder, timeout: 15)
      #expect(!inspect.timedOut, "inspect \(path) did not end")
      #expect(inspect.status == 66, "inspect \(path): \(inspect.error)")
      #expect(inspect.error.contains("\(path): \(reason)"), "\(inspect.error)")
      let typography = """
        {"families": {"Sans": {"faces": [{"file": "\(path)", "postScriptName": "Sans", \
        "weight": 400}]}}, "defaults": {"family": "Sans"}}
        """
      try typography.write(toFile: "\(folder)/t.json", atomically: false, encoding: .utf8)
      let validate = try CLIProcess.run(["validate", "t.json"], in: folder, timeout: 15)
      #expect(!validate.timedOut, "a face at \(path) did not end")
      #expect(
        validate.output.contains("families.Sans.faces[0].file: \(reason)"),
        "a face at \(path): \(validate.output)")
    }
  }

  /// `-` reads standard input as before, and no more than the limit of a file.
  @Test func standardInputIsReadUpToTheLimit() throws {
    let folder = try Self.specialFiles()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let valid = try CLIProcess.run(
      ["validate", "-"], in: folder, standardInput: TypographyCommandTests.dejaVu)
    #expect(valid.status == 0, "\(valid.error)")
    let endless = try CLIProcess.run(
      ["validate", "-"], in: folder, standardInput: "/dev/zero", timeout: 15)
    #expect(!endless.timedOut, "validate - < /dev/zero did not end")
    #expect(endless.status == 66, "\(endless.error)")
    #expect(endless.error.contains("<stdin>: is larger than 64 MiB"), "\(endless.error)")
  }

  /// `audit --strings` and `--mapping` read only regular files too.
  @Test func stringsMustBeRegularFiles() throws {
    let folder = try Self.specialFiles()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (path, reason) in Self.kinds where path != "/tmp" {
      let result = try CLIProcess.run(
        ["audit", TypographyCommandTests.dejaVu, "--strings", path], in: folder, timeout: 15)
      #expect(!result.timedOut, "audit --strings \(path) did not end")
      #expect(result.status == 66, "audit --strings \(path): \(result.error)")
      #expect(result.error.contains(reason), "audit --strings \(path): \(result.error)")
    }
  }

  /// `init` names a loop of symbolic links given as a font or folder (exit 66), not "no such
  /// file or folder".
  @Test func initNamesALoopOfLinks() throws {
    let folder = try Self.specialFiles()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIProcess.run(["init", "loop"], in: folder)
    #expect(result.status == 66, "\(result.error)")
    #expect(result.error.contains("loop: is a loop of symbolic links"), "\(result.error)")
    #expect(!result.error.contains("no such file"), "\(result.error)")
  }
}
