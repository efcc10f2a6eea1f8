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
  /// error go to files in `folder`. The process is spawned with SIGINT and SIGTERM reset to
  /// their default action and no signal blocked (`posix_spawnattr_setsigdefault`, on Linux and
  /// macOS alike): the test runner may ignore them, its children would inherit that, and the
  /// executable keeps a signal ignored as `nohup` asks. A shell cannot undo that itself: POSIX
  /// lets a non-interactive shell neither trap nor reset a signal ignored on entry.
  static func start(
    _ arguments: [String], program: String = "typeset-cli", in folder: String,
    environment: [String: String] = [:], limits: String = "", standardInput: String? = nil,
    standardOutput: String? = nil, name: String = "run"
  ) throws -> (process: Child, output: String, error: String) {
    let output = standardOutput ?? "\(folder)/.\(name).stdout"
    let error = "\(folder)/.\(name).stderr"
    let argv =
      [
        "/bin/sh", "-c",
        "cd \"$0\" || exit 71\nulimit -v 4194304; \(limits)\nexec \"$@\"", folder,
        try executable(program),
      ] + arguments
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      .map { "\($0.key)=\($0.value)" }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    if let standardInput {
      posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGINT)
    sigaddset(&defaults, SIGTERM)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let cArguments = argv.map { strdup($0) } + [nil]
    let cVariables = variables.map { strdup($0) } + [nil]
    defer {
      for pointer in cArguments + cVariables { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cArguments, cVariables)
    guard status == 0 else {
      throw CommandRunner.RunError(
        message: "cannot start /bin/sh: \(String(cString: strerror(status)))")
    }
    return (Child(processIdentifier: pid), output, error)
  }

  /// A spawned process, reaped once it ends.
  final class Child {
    /// The process's id.
    let processIdentifier: pid_t
    /// The status `waitpid` gave once the process ended.
    private(set) var waitStatus: Int32?

    init(processIdentifier: pid_t) { self.processIdentifier = processIdentifier }

    /// Whether the process still runs (reaps it when it has ended).
    var isRunning: Bool {
      if waitStatus != nil { return false }
      var status: Int32 = 0
      let reaped = waitpid(processIdentifier, &status, WNOHANG)
      if reaped == processIdentifier || (reaped == -1 && errno != EINTR) {
        waitStatus = reaped == processIdentifier ? status : 0
        return false
      }
      return true
    }

    /// Waits for the process to end.
    func waitUntilExit() {
      while waitStatus == nil {
        var status: Int32 = 0
        let reaped = waitpid(processIdentifier, &status, 0)
        if reaped == processIdentifier {
          waitStatus = status
        } else if reaped == -1 && errno != EINTR {
          waitStatus = 0
        }
      }
    }

    /// The signal that ended the process, or nil when it exited.
    var terminationSignal: Int32? {
      let signal = (waitStatus ?? 0) & 0x7f
      return signal == 0 || signal == 0x7f ? nil : signal
    }

    /// The exit status, or the signal that ended the process.
    var terminationStatus: Int32 {
      terminationSignal ?? (((waitStatus ?? 0) >> 8) & 0xff)
    }
  }

  /// Waits for a started process, killing it when `timeout` seconds pass first.
  static func wait(
    _ started: (process: Child, output: String, error: String), timeout: Double = 30
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
      signaled: started.process.terminationSignal != nil, timedOut: timedOut,
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
