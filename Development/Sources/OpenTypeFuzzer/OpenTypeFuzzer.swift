// The libFuzzer target over the whole `Face` API, and the replayer of the files it finds.
//
// Built with `-DFUZZING` and libFuzzer's `libclang_rt.fuzzer_no_main` (see DEVELOPERS.md and
// Scripts/fuzz.sh), `main` hands control to libFuzzer's driver (FuzzerDriver). Built normally,
// it replays the files and directories given as arguments through the same entry point and
// prints one checksum per file. In either build `--write-seeds DIR` writes the builder-made seed
// fonts into DIR.

import FuzzerDriver
import OpenTypeFuzzing

@main
enum OpenTypeFuzzer {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    // In either build: Scripts/fuzz.sh writes the seeds with the instrumented binary itself.
    if arguments.first == "--write-seeds", arguments.count == 2 {
      SeedFonts.write(to: arguments[1])
      return
    }
    FuzzerDriver.run({ FontExerciser.exercise($0) }, replaying: arguments)
  }
}
