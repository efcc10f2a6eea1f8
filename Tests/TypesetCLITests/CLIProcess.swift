import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built `typeset-cli` (or `TypesetGenerateTool`) as a process of its own, for what
/// an in-process run cannot show: signals, exit statuses of the executable, standard output
/// that cannot be written, runs at the same time, and inputs that would hang a run (every run
/// has a time limit after which it is killed, and a memory limit).
///
/// The executables are found beside the test executable (`swift test` builds them), or given
/// by `TYPESET_CLI` and `TYPESET_GENERATE_TOOL` (to run these tests against another build).
enum CLIProcess {
  struct Result {
    /// The exit status, or the signal that ended the process.
    let status: Int32
    /// Whether a signal ended the process.
    let signaled: Bool
    /// Whether the time limit ran out (the process was then killed).
    let timedOut: Bool
    let output: String
    let error: String
  }

  /// The path of the executable `name` (`typeset-cli` or `TypesetGenerateTool`).
  static func executable(_ name: String = "typeset-cli") throws -> String {
    let variable = name == "typeset-cli" ? "TYPESET_CLI" : "TYPESET_GENERATE_TOOL"
    if let given = ProcessInfo.processInfo.environment[variable] { return given }
    let starts = [
      URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
      Bundle.main.bundleURL.resolvingSymlinksInPath(),
    ]
    for start in starts {
      var directory = start
      for _ in 0..<5 {
        let candidate = directory.appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        directory = directory.deletingLastPathComponent()
      }
    }
    throw CommandRunner.RunError(
      message: "no \(name) beside the test executable; build it or set \(variable)")
  }

  /// Starts the executable with `arguments` through `/bin/sh`, which first runs `limits`
  /// (`ulimit -f 2`, for example) and caps the address space at 4 GiB; standard output and
  /// error go to files in `folder`. On Linux, SIGINT and SIGTERM are reset to their default
  /// action (GNU `env --default-signal`): the test runner may ignore them, its children inherit
  /// that, and the executable keeps a signal ignored as `nohup` asks.
  static func start(
    _ arguments: [String], program: String = "typeset-cli", in folder: String,
    environment: [String: String] = [:], limits: String = "", standardInput: String? = nil,
    standardOutput: String? = nil, name: String = "run"
  ) throws -> (process: Process, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      [
        "-c", "ulimit -v 4194304; \(limits)\nexec \(resetSignals)\"$0\" \"$@\"",
        try executable(program),
      ]
      + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = standardOutput ?? "\(folder)/.\(name).stdout"
    let error = "\(folder)/.\(name).stderr"
    if standardOutput == nil { _ = FileManager.default.createFile(atPath: output, contents: nil) }
    _ = FileManager.default.createFile(atPath: error, contents: nil)
    process.standardOutput = FileHandle(forWritingAtPath: output)
    process.standardError = FileHandle(forWritingAtPath: error)
    if let standardInput { process.standardInput = FileHandle(forReadingAtPath: standardInput) }
    try process.run()
    return (process, output, error)
  }

  #if os(Linux)
    static let resetSignals = "env --default-signal=INT,TERM "
  #else
    static let resetSignals = ""
  #endif

  /// Waits for a started process, killing it when `timeout` seconds pass first.
  static func wait(
    _ started: (process: Process, output: String, error: String), timeout: Double = 30
  ) -> Result {
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while started.process.isRunning {
      if Date() > deadline {
        timedOut = true
        kill(started.process.processIdentifier, SIGKILL)
        break
      }
      usleep(10_000)
    }
    started.process.waitUntilExit()
    let read = { (path: String) in
      (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
    return Result(
      status: started.process.terminationStatus,
      signaled: started.process.terminationReason == .uncaughtSignal, timedOut: timedOut,
      output: started.output.hasPrefix("/dev/") ? "" : read(started.output),
      error: read(started.error))
  }

  /// Runs the executable to its end (or its time limit); see ``start(_:program:in:environment:limits:standardInput:standardOutput:name:)``.
  static func run(
    _ arguments: [String], program: String = "typeset-cli", in folder: String,
    environment: [String: String] = [:], limits: String = "", standardInput: String? = nil,
    standardOutput: String? = nil, timeout: Double = 30
  ) throws -> Result {
    wait(
      try start(
        arguments, program: program, in: folder, environment: environment, limits: limits,
        standardInput: standardInput, standardOutput: standardOutput),
      timeout: timeout)
  }

  /// The files of `folder` whose names start with a dot and end in `.tmp`: the writer's
  /// temporary files.
  static func temporaryFiles(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
  }
}
