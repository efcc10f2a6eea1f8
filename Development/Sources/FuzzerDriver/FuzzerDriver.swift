// What the two libFuzzer executables (OpenTypeFuzzer, TypesetFuzzer) share: handing control to
// libFuzzer's driver in a `-DFUZZING` build, and replaying files through the same body
// otherwise.
//
// Built with `-DFUZZING` and libFuzzer's `libclang_rt.fuzzer_no_main` (Scripts/fuzz.sh), an
// executable's `main` calls `LLVMFuzzerRunDriver`: SwiftPM's executable already has a `main`,
// which is why the library without its own `main` is linked.

import OpenTypeTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32
#endif

/// Runs a fuzz target's body over libFuzzer's inputs or over files.
public enum FuzzerDriver {
  /// The body; set once by ``run(_:replaying:)`` before any input runs (libFuzzer's callback is
  /// a C function, which cannot capture it).
  nonisolated(unsafe) private static var body: ([UInt8]) -> UInt64 = { _ in 0 }
  /// The results of every input, folded together so the optimiser keeps every call.
  nonisolated(unsafe) private static var checksum: UInt64 = 0

  /// In a `-DFUZZING` build, hands the process's arguments to libFuzzer's driver, which calls
  /// `body` with each input, and exits with its status. Otherwise runs every file of `paths`
  /// (directories: every file inside, one level, in name order) through `body`, printing one
  /// checksum per file and then the count and the checksum of them all.
  public static func run(_ body: @escaping ([UInt8]) -> UInt64, replaying paths: [String]) {
    Self.body = body
    #if FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        FuzzerDriver.checksum ^= FuzzerDriver.body(bytes)
        return 0
      }
      exit(status)
    #else
      replay(paths)
    #endif
  }

  private static func replay(_ paths: [String]) {
    var files: [String] = []
    for path in paths {
      if let entries = directoryEntries(path) {
        files += entries.sorted().map { path + "/" + $0 }
      } else {
        files.append(path)
      }
    }
    for file in files {
      guard let bytes = FileBytes.read(file) else {
        print("\(file): unreadable")
        continue
      }
      let result = body(bytes)
      checksum ^= result
      print("\(file): \(String(result, radix: 16))")
    }
    print("\(files.count) files replayed, checksum \(String(checksum, radix: 16))")
  }

  /// The names in a directory, without `.` and `..`; `nil` when `path` is not one.
  private static func directoryEntries(_ path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
