import Foundation
import Testing
import TypesetCLI

/// `typeset-cli completions`: the bash script is run by bash's own completion machinery (the
/// `_typeset` function `complete -F` registers, called as bash calls it), the fish script by
/// `fish -c 'complete -C …'`, and the zsh script is parsed by zsh (`zsh -n`).
struct CompletionTests {
  static func script(_ shell: String) throws -> String {
    let result = CommandRunner.run(["completions", shell])
    try #require(result.code == .success, "\(result.error)")
    return result.output
  }

  static func which(_ program: String) -> String? {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + program }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Runs `program arguments…` with `input` on standard input, in `directory`.
  static func shell(
    _ program: String, _ arguments: [String], input: String = "", in directory: String? = nil
  )
    throws -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let stdin = Pipe()
    let stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// What bash completes for the words of a command line (the last word being completed).
  static func bashCompletions(_ words: [String], in directory: String? = nil) throws -> [String] {
    let script = try self.script("bash")
    let quotedWords = words.map { "'\($0)'" }.joined(separator: " ")
    let driver = """
      \(script)
      COMP_WORDS=(\(quotedWords))
      COMP_CWORD=\(words.count - 1)
      _typeset
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try shell(
      try #require(which("bash")), ["--norc", "-s"], input: driver, in: directory)
    try #require(result.status == 0, "\(result.output)")
    return result.output.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesCommandsOptionsAndValues() throws {
    #expect(try Self.bashCompletions(["typeset-cli", "sp"]) == ["specimen"])
    #expect(try Self.bashCompletions(["typeset-cli", "help", "comp"]) == ["completions"])
    #expect(try Self.bashCompletions(["typeset-cli", "scale", "--platform", "w"]) == ["watchos"])
    #expect(
      try Self.bashCompletions(["typeset-cli", "validate", "--format", ""]) == ["table", "json"])
    #expect(try Self.bashCompletions(["typeset-cli", "specimen", "--category", "acc"]).count == 5)
    #expect(
      try Self.bashCompletions(["typeset-cli", "scale", "--strategy", "s"]) == [
        "systemSizes", "stepped",
      ])
    let scaleOptions = try Self.bashCompletions(["typeset-cli", "scale", "--"])
    for option in ["--style", "--size", "--strategy", "--config", "--format", "--help"] {
      #expect(scaleOptions.contains(option), "\(option)")
    }
    // A value without a list completes nothing; a file argument completes file names.
    #expect(try Self.bashCompletions(["typeset-cli", "scale", "--size", ""]).isEmpty)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("typography.json"))
    try Data().write(to: folder.appendingPathComponent("Localizable.strings"))
    #expect(
      try Self.bashCompletions(["typeset-cli", "validate", "typ"], in: folder.path) == [
        "typography.json"
      ])
    #expect(
      try Self.bashCompletions(["typeset-cli", "audit", "--strings", "Lo"], in: folder.path)
        == ["Localizable.strings"])
  }

  @Test(.enabled(if: which("fish") != nil)) func fishCompletesCommandsOptionsAndValues() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typeset-fish-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("typeset-cli.fish")
    try Data(try Self.script("fish").utf8).write(to: file)
    func complete(_ line: String) throws -> [String] {
      let result = try Self.shell(
        try #require(Self.which("fish")),
        ["--no-config", "-c", "source \(file.path); complete -C '\(line)'"])
      try #require(result.status == 0, "\(result.output)")
      // Each line is the word, then a tab and its description.
      return result.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    }
    #expect(try complete("typeset-cli sp") == ["specimen"])
    #expect(try complete("typeset-cli scale --platform w") == ["watchos"])
    #expect(try complete("typeset-cli validate --format ") == ["json", "table"])
    #expect(try complete("typeset-cli scale --str") == ["--strategy"])
  }

  @Test(.enabled(if: which("zsh") != nil)) func zshParsesItsScript() throws {
    let result = try Self.shell(
      try #require(Self.which("zsh")), ["-n"], input: try Self.script("zsh"))
    #expect(result.status == 0, "\(result.output)")
    #expect(try Self.script("zsh").hasPrefix("#compdef typeset-cli\n"))
  }

  @Test func anUnknownShellIsAUsageErrorThatNamesTheShells() {
    let result = CommandRunner.run(["completions", "tcsh"])
    #expect(result.code == .usage)
    #expect(result.error.contains("tcsh") && result.error.contains("bash"))
    #expect(CommandRunner.run(["completions"]).code == .usage)
  }

  @Test func helpHelpDescribesHelp() {
    let result = CommandRunner.run(["help", "help"])
    #expect(result.code == .success)
    #expect(result.output.contains("USAGE: typeset-cli help [<command>]"))
    #expect(CommandRunner.run(["help", "nonsense"]).code == .usage)
  }
}
