// The libFuzzer target over the whole `Face` API, and the replayer of the files it finds.
//
// Built with `-DFUZZING` and libFuzzer's `libclang_rt.fuzzer_no_main` (see DEVELOPERS.md and
// Scripts/fuzz.sh), `main` hands control to libFuzzer's driver; SwiftPM's executable already has
// a `main`, which is why the library without its own `main` is linked and the driver is called
// from here. Built normally, it replays the files and directories given as arguments through the
// same entry point and prints one checksum per file. In either build `--write-seeds DIR` writes
// the builder-made seed fonts into DIR.

import OpenType
import OpenTypeFuzzing
import OpenTypeTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The results of every input, folded together so the optimiser keeps every call.
nonisolated(unsafe) var globalChecksum: UInt64 = 0

#if FUZZING
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32
#endif

@main
enum OpenTypeFuzzer {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // In either build: Scripts/fuzz.sh writes the seeds with the instrumented binary itself.
    if arguments.first == "--write-seeds", arguments.count == 2 {
      SeedFonts.write(to: arguments[1])
      return
    }
    #if FUZZING
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        globalChecksum ^= FontExerciser.exercise(bytes)
        return 0
      }
      exit(status)
    #else
      replay(arguments)
    #endif
  }

  /// Runs every file (directories: every file inside, one level) through the exerciser.
  static func replay(_ paths: [String]) {
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
      let checksum = FontExerciser.exercise(bytes)
      globalChecksum ^= checksum
      print("\(file): \(String(checksum, radix: 16))")
    }
    print("\(files.count) files replayed, checksum \(String(globalChecksum, radix: 16))")
  }

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
