import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes are whole or nothing (issue 34, item 1): a failed write is exit 74 with the path and
/// the cause and leaves the old file; an output that is an input is refused before anything is
/// written; an interrupted run leaves no partial file; two runs writing one file leave one of
/// their outputs. Each run is the built executable, as a user runs it.
struct OutputWriteTests {
  static let editorial = TypographyCommandTests.editorial
  static let dejaVu = TypographyCommandTests.dejaVu

  static func folder() throws -> String {
    try GenerateCommandTests.temporaryDirectory()
  }

  /// Requires `/dev/full` to be the full device: a build that replaces its target by a rename
  /// (as Foundation's atomic write does, run as root) turns it into a regular file, which
  /// every later run would then write to with success.
  static func requireFullDevice() throws {
    var status = stat()
    try #require(
      stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR,
      "/dev/full is not the full device (restore it: mknod -m 666 /dev/full c 1 7)")
  }

  static func contents(_ path: String) -> String? {
    try? String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func aFullDeviceIsExit74NamingThePathAndTheCause() throws {
    try Self.requireFullDevice()
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try CLIProcess.run(
      ["generate", Self.editorial, "--swift", "/dev/full"], in: folder)
    #expect(result.status == 74, "\(result.error)")
    #expect(result.error.contains("cannot write /dev/full: No space left on device"))
    #expect(!result.error.contains("wrote /dev/full"))
  }

  /// A file larger than the process may write (`ulimit -f`, EFBIG) fails like a full disk:
  /// the write stops part way, and the old file stays whole.
  @Test func aWriteThatFailsPartWayLeavesTheOldFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = "\(folder)/Typography.swift"
    try "// the old file\n".write(toFile: target, atomically: false, encoding: .utf8)
    let result = try CLIProcess.run(
      ["generate", Self.editorial, "--swift", target], in: folder,
      limits: "ulimit -f 2; trap '' XFSZ")
    #expect(result.status == 74, "\(result.error)")
    #expect(result.error.contains("cannot write \(target): File too large"), "\(result.error)")
    #expect(Self.contents(target) == "// the old file\n")
    #expect(CLIProcess.temporaryFiles(in: folder).isEmpty)
  }

  @Test func aFolderOrAFolderWithoutPermissionIsExit74() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let asFolder = try CLIProcess.run(["generate", Self.editorial, "--css", folder], in: folder)
    #expect(asFolder.status == 74, "\(asFolder.error)")
    #expect(asFolder.error.contains("cannot write \(folder): it is a folder, not a file"))
    // Root may write in any folder whose mode forbids it; sysfs refuses root as well.
    let locked: String
    if geteuid() == 0 {
      locked = "/sys"
    } else {
      locked = "\(folder)/locked"
      try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
      chmod(locked, 0o555)
    }
    defer { chmod(locked, 0o755) }
    let denied = try CLIProcess.run(
      ["generate", Self.editorial, "--css", "\(locked)/out.css"], in: folder)
    #expect(denied.status == 74, "\(denied.error)")
    #expect(
      denied.error.contains(
        "cannot write \(locked)/out.css: the folder \(locked) is not writable (Permission denied)"),
      "\(denied.error)")
  }

  /// An output path that is a loop of symbolic links says so (exit 73: no file can be made
  /// there), and the links stay as they were.
  @Test func aLoopOfLinksAsTheOutputSaysSo() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/loop.css", withDestinationPath: "loop.css")
    let result = try CLIProcess.run(["generate", Self.editorial, "--css", "loop.css"], in: folder)
    #expect(result.status == 73, "\(result.error)")
    #expect(
      result.error.contains("cannot write loop.css: it is a loop of symbolic links"),
      "\(result.error)")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/loop.css")
    #expect(link == "loop.css")
  }

  /// Standard output that cannot be written is a failed write too (`completions` writes only
  /// there).
  @Test func standardOutputThatCannotBeWrittenIsExit74() throws {
    try Self.requireFullDevice()
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for arguments in [["completions", "bash"], ["generate", Self.editorial, "--css", "-"]] {
      let result = try CLIProcess.run(arguments, in: folder, standardOutput: "/dev/full")
      #expect(result.status == 74, "\(arguments): \(result.error)")
      #expect(
        result.error.contains("cannot write standard output: No space left on device"),
        "\(result.error)")
    }
  }

  /// The same file under another spelling, through a symbolic or a hard link, or a font the
  /// typography names: refused with exit 64 before anything is written.
  @Test func anOutputThatIsAnInputIsRefused() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fonts = "/usr/share/fonts/truetype/dejavu/"
    try FileManager.default.copyItem(atPath: fonts + "DejaVuSans.ttf", toPath: "\(folder)/Sans.ttf")
    let typography = """
      {"families": {"Sans": {"faces": [{"file": "Sans.ttf", "postScriptName": "DejaVuSans", \
      "weight": 400}]}}, "defaults": {"family": "Sans"}}

      """
    try typography.write(toFile: "\(folder)/t.json", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/link.json", withDestinationPath: "t.json")
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/link.svg", withDestinationPath: "t.json")
    try FileManager.default.linkItem(atPath: "\(folder)/t.json", toPath: "\(folder)/hard.json")
    let font = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/Sans.ttf"))
    let tokens = try CLIProcess.run(["generate", "t.json", "--tokens", "tokens.json"], in: folder)
    #expect(tokens.status == 0, "\(tokens.error)")
    let tokensText = Self.contents("\(folder)/tokens.json")
    let cases: [[String]] = [
      ["generate", "t.json", "--swift", "t.json"],
      ["generate", "t.json", "--css", "./t.json"],
      ["generate", "./t.json", "--tokens", "\(folder)/t.json"],
      ["generate", "t.json", "--swift", "link.json"],
      ["generate", "link.json", "--css", "hard.json"],
      ["generate", "t.json", "--css", "out.css", "--tokens", "Sans.ttf"],
      ["import", "tokens.json", "--output", "./tokens.json"],
      ["import", "tokens.json", "--families", "t.json", "--output", "t.json"],
      ["init", "Sans.ttf", "--output", "Sans.ttf", "--force"],
      ["specimen", "t.json", "--output", "link.svg"],
    ]
    for arguments in cases {
      let result = try CLIProcess.run(arguments, in: folder)
      #expect(result.status == 64, "\(arguments): \(result.error)")
      #expect(result.error.contains("is a file this run reads"), "\(arguments): \(result.error)")
      #expect(!result.error.contains("wrote "), "\(arguments)")
      #expect(Self.contents("\(folder)/t.json") == typography, "\(arguments)")
      #expect(Self.contents("\(folder)/tokens.json") == tokensText, "\(arguments)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/Sans.ttf")) == font)
      #expect(!FileManager.default.fileExists(atPath: "\(folder)/out.css"), "\(arguments)")
    }
    let destination = try FileManager.default.destinationOfSymbolicLink(
      atPath: "\(folder)/link.json")
    #expect(destination == "t.json")
  }

  /// Two outputs of one run that name one file, new or existing, under any spelling, are
  /// refused before anything is written: the later would replace the earlier.
  @Test func twoOutputsNamingOneFileAreRefused() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let typography = try String(contentsOfFile: Self.dejaVu, encoding: .utf8)
    try typography.write(toFile: "\(folder)/t.json", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: "\(folder)/sub", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/alias", withDestinationPath: "sub")
    try "old".write(toFile: "\(folder)/kept.txt", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/kept-link.txt", withDestinationPath: "kept.txt")
    let cases: [[String]] = [
      ["generate", "t.json", "--swift", "out.txt", "--css", "./out.txt"],
      ["generate", "t.json", "--css", "sub/out.txt", "--tokens", "alias/out.txt"],
      ["generate", "t.json", "--swift", "kept.txt", "--tokens", "kept-link.txt"],
    ]
    for arguments in cases {
      let result = try CLIProcess.run(arguments, in: folder)
      #expect(result.status == 64, "\(arguments): \(result.error)")
      #expect(result.error.contains("one would replace the other"), "\(arguments): \(result.error)")
      #expect(!FileManager.default.fileExists(atPath: "\(folder)/out.txt"), "\(arguments)")
      #expect(!FileManager.default.fileExists(atPath: "\(folder)/sub/out.txt"), "\(arguments)")
      #expect(Self.contents("\(folder)/kept.txt") == "old", "\(arguments)")
    }
    // Different files, and standard output twice, are written.
    let separate = try CLIProcess.run(
      ["generate", "t.json", "--css", "a.css", "--tokens", "sub/a.css"], in: folder)
    #expect(separate.status == 0, "\(separate.error)")
    let both = try CLIProcess.run(
      ["generate", "t.json", "--css", "-", "--tokens", "-"], in: folder)
    #expect(both.status == 0, "\(both.error)")
  }

  @Test func theGeneratorToolRefusesItsInputAndReportsAFailedWrite() throws {
    try Self.requireFullDevice()
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let typography = try String(contentsOfFile: Self.dejaVu, encoding: .utf8)
    try typography.write(toFile: "\(folder)/t.json", atomically: false, encoding: .utf8)
    let same = try CLIProcess.run(
      ["t.json", "--swift", "./t.json"], program: "TypesetGenerateTool", in: folder)
    #expect(same.status == 64, "\(same.error)")
    #expect(same.error.contains("is a file this run reads"), "\(same.error)")
    #expect(Self.contents("\(folder)/t.json") == typography)
    let full = try CLIProcess.run(
      ["t.json", "--swift", "/dev/full"], program: "TypesetGenerateTool", in: folder)
    #expect(full.status == 74, "\(full.error)")
    #expect(full.error.contains("cannot write /dev/full: No space left on device"))
  }

  /// SIGINT or SIGTERM while the temporary file is complete but not yet renamed (the writer
  /// waits there for tests): the old file stays, the temporary file goes, and the process ends
  /// by the signal.
  @Test(arguments: [SIGINT, SIGTERM])
  func anInterruptedRunLeavesNoPartialFile(signalNumber: Int32) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for program in ["typeset-cli", "TypesetGenerateTool"] {
      let target = "\(folder)/Typography.swift"
      try "// the old file\n".write(toFile: target, atomically: false, encoding: .utf8)
      let arguments =
        program == "typeset-cli"
        ? ["generate", Self.editorial, "--swift", target] : [Self.editorial, "--swift", target]
      let started = try CLIProcess.start(
        arguments, program: program, in: folder,
        environment: ["TYPESET_TEST_PAUSE_BEFORE_RENAME": "20"])
      // Waits for the temporary file, at most 20 s.
      var waited = 0
      while CLIProcess.temporaryFiles(in: folder).isEmpty, waited < 2_000,
        started.process.isRunning
      {
        usleep(10_000)
        waited += 1
      }
      #expect(!CLIProcess.temporaryFiles(in: folder).isEmpty, "\(program): no temporary file")
      usleep(200_000)
      kill(started.process.processIdentifier, signalNumber)
      let result = CLIProcess.wait(started, timeout: 20)
      #expect(!result.timedOut, "\(program)")
      #expect(result.signaled && result.status == signalNumber, "\(program): \(result.status)")
      #expect(Self.contents(target) == "// the old file\n", "\(program)")
      #expect(CLIProcess.temporaryFiles(in: folder).isEmpty, "\(program)")
    }
  }

  /// Two runs writing the same file at once, again and again: the file is always one of the
  /// two outputs, whole. In the last round both runs wait before their rename (the writer's
  /// test pause), so that their temporary files certainly exist side by side: each run has its
  /// own, and neither overwrites the other's.
  @Test func twoRunsWritingOneFileLeaveOneWholeOutput() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let sources = [Self.editorial, Self.dejaVu]
    var expected: [String] = []
    for (index, source) in sources.enumerated() {
      let result = try CLIProcess.run(
        ["generate", source, "--tokens", "\(folder)/alone-\(index).json"], in: folder)
      #expect(result.status == 0, "\(result.error)")
      expected.append(Self.contents("\(folder)/alone-\(index).json") ?? "")
    }
    #expect(expected[0] != expected[1])
    let target = "\(folder)/tokens.json"
    try "// the old file\n".write(toFile: target, atomically: false, encoding: .utf8)
    for round in 0..<6 {
      let pause = round == 5 ? ["TYPESET_TEST_PAUSE_BEFORE_RENAME": "2"] : [:]
      let runs = try sources.enumerated().map { index, source in
        try CLIProcess.start(
          ["generate", source, "--tokens", target], in: folder, environment: pause,
          name: "run-\(index)")
      }
      if !pause.isEmpty {
        var waited = 0
        while CLIProcess.temporaryFiles(in: folder).count < 2, waited < 1_000 {
          usleep(10_000)
          waited += 1
        }
        #expect(CLIProcess.temporaryFiles(in: folder).count == 2, "the runs did not overlap")
      }
      let results = runs.map { CLIProcess.wait($0) }
      for result in results { #expect(result.status == 0, "round \(round): \(result.error)") }
      let written = Self.contents(target) ?? ""
      #expect(expected.contains(written), "round \(round): \(written.utf8.count) bytes")
      #expect(CLIProcess.temporaryFiles(in: folder).isEmpty, "round \(round)")
    }
  }
}
