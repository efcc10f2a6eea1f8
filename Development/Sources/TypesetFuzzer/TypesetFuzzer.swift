// The libFuzzer targets over Typeset's own parsers, and the replayer of the files they find.
//
// `--target=typography` (the typography decoder, JSON and property lists), `--target=strings`
// (the `.strings`, `.xcstrings`, JSON and text readers of the audit) or `--target=tokens` (the
// DTCG and Tokens Studio importer) chooses the body; libFuzzer ignores flags that start with
// `--`, and passes them on to the processes it starts itself (`-merge=1`). Built with
// `-DFUZZING` and libFuzzer's `libclang_rt.fuzzer_no_main` (Scripts/fuzz.sh), `main` hands
// control to libFuzzer's driver (FuzzerDriver), as in OpenTypeFuzzer. Built normally, it replays the files
// and directories given as arguments and prints one checksum per file. In either build
// `--write-seeds DIR` writes the target's seeds made in code into DIR.

import Foundation
import FuzzerDriver
import TypesetFuzzing

@main
enum TypesetFuzzer {
  /// The targets, by the name `--target=` takes.
  enum Target: String, CaseIterable {
    case typography, strings, tokens
  }

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let names = Target.allCases.map(\.rawValue).joined(separator: ", ")
    guard let selector = arguments.first(where: { $0.hasPrefix("--target=") }),
      let target = Target(rawValue: String(selector.dropFirst("--target=".count)))
    else {
      printError("usage: TypesetFuzzer --target=NAME [--write-seeds DIR | FILE…] (NAME: \(names))")
      exit(64)
    }
    let fonts: FuzzFonts
    do {
      fonts = try FuzzFonts()
    } catch {
      printError("TypesetFuzzer: cannot write the fonts: \(error)")
      exit(1)
    }
    let exercise: ([UInt8]) -> UInt64
    switch target {
    case .typography: exercise = { TypographyExerciser.exercise($0, fonts: fonts) }
    case .strings: exercise = { StringsExerciser.exercise($0) }
    case .tokens: exercise = { TokensExerciser.exercise($0, fonts: fonts) }
    }
    let rest = arguments.filter { $0 != selector }
    // In either build: Scripts/fuzz.sh writes the seeds with the instrumented binary itself.
    if rest.first == "--write-seeds", rest.count == 2 {
      writeSeeds(of: target, to: rest[1])
      return
    }
    FuzzerDriver.run(exercise, replaying: rest)
  }

  /// Writes the target's seeds made in code into `directory`, one file each.
  static func writeSeeds(of target: Target, to directory: String) {
    let seeds: [FuzzSeeds.Seed]
    switch target {
    case .typography: seeds = FuzzSeeds.typography()
    case .strings: seeds = FuzzSeeds.strings()
    case .tokens: seeds = FuzzSeeds.tokens()
    }
    for seed in seeds {
      let path = directory + "/" + seed.name
      guard FileManager.default.createFile(atPath: path, contents: Data(seed.bytes)) else {
        printError("TypesetFuzzer: cannot write \(path)")
        exit(1)
      }
    }
    print("\(seeds.count) seeds written to \(directory)")
  }

  static func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
