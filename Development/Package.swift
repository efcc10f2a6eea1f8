// swift-tools-version: 6.1
//
// Typeset's development tools: the benchmarks, the libFuzzer targets and RenderCheck. A package
// of its own beside the product package (the repository's root, `..`), so that the root manifest
// declares only what a consumer builds and tests; nothing here is a product. Run them from the
// repository's root with `--package-path Development`, e.g.
//
//   swift run -c release --package-path Development OpenTypeBenchmarks FONT…
//   Scripts/fuzz.sh font 60
//
// (BENCHMARKS.md and DEVELOPERS.md list every command). The tools use the root's products only.
// The libraries they share with the root's tests (the fuzz targets' bodies, fonts and
// typographies built in code, the golden generated Swift) live in the root's Tests/ folder;
// Sources/ holds a symlink to each, declared again here as a target of this package.
//
// The `HarfBuzz` trait (`swift build --package-path Development --traits HarfBuzz`) turns on the
// root's trait of that name and links the system's HarfBuzz for ShapingBenchmarks' side of the
// comparison. The default build needs no HarfBuzz.

import PackageDescription

let package = Package(
  name: "TypesetDevelopment",
  platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  traits: [
    .trait(
      name: "HarfBuzz",
      description: """
        ShapingBenchmarks against the system's HarfBuzz (pkg-config harfbuzz: Debian's \
        libharfbuzz-dev, Homebrew's harfbuzz); turns on the root package's HarfBuzz trait.
        """)
  ],
  dependencies: [
    // The product package by path. The name makes `package: "Typeset"` below independent of the
    // folder the repository is cloned into (a path dependency's identity is its folder's name).
    .package(
      name: "Typeset", path: "..",
      traits: [.trait(name: "HarfBuzz", condition: .when(traits: ["HarfBuzz"]))])
  ],
  targets: [
    // Rasterises every glyph of a font, for Scripts/render/ (FreeType comparison, benchmarks).
    .executableTarget(
      name: "RenderCheck",
      dependencies: [
        .product(name: "TypesetRender", package: "Typeset"),
        .product(name: "OpenType", package: "Typeset"), "OpenTypeTestSupport",
      ]),
    // libFuzzer target (built with -DFUZZING by Scripts/fuzz.sh) or crash-file replayer.
    .executableTarget(
      name: "OpenTypeFuzzer",
      dependencies: [
        .product(name: "OpenType", package: "Typeset"), "OpenTypeFuzzing", "OpenTypeTestSupport",
        "FuzzerDriver",
      ]),
    // libFuzzer targets (`--target=typography|strings|tokens`, built with -DFUZZING by
    // Scripts/fuzz.sh) or crash-file replayer.
    .executableTarget(name: "TypesetFuzzer", dependencies: ["TypesetFuzzing", "FuzzerDriver"]),
    // What both fuzzers share: libFuzzer's driver in a -DFUZZING build, the replayer otherwise.
    .target(name: "FuzzerDriver", dependencies: ["OpenTypeTestSupport"]),

    // Times the reader (run in release mode; see BENCHMARKS.md).
    .executableTarget(
      name: "OpenTypeBenchmarks",
      dependencies: [.product(name: "OpenType", package: "Typeset"), "OpenTypeTestSupport"]),
    // Times the runtime engine: resolution, loading, the substitution answer (BENCHMARKS.md),
    // and the compiled typographies of the generated Swift (GoldenTypographies), first use
    // included (`--first-use`).
    .executableTarget(
      name: "TypesetBenchmarks",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "TypesetLoader", package: "Typeset"),
        .product(name: "DynamicType", package: "Typeset"), "AllocationCounter",
        "GoldenTypographies",
      ]),
    // The first use of a generated accessor in a fresh process, linking only what an app that
    // uses generated code links (Scripts/benchmarks/first-use.sh; BENCHMARKS.md).
    .executableTarget(
      name: "FirstUseBenchmark",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "DynamicType", package: "Typeset"), "AllocationCounter",
        "GoldenTypographies",
      ]),
    // Times shaped measurement against HarfBuzz's hb_shape (release mode, HarfBuzz trait).
    .executableTarget(
      name: "ShapingBenchmarks",
      dependencies: [
        .product(name: "TypesetShaping", package: "Typeset"),
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "TypesetLoader", package: "Typeset"),
        .product(name: "OpenType", package: "Typeset"),
        .target(name: "CHarfBuzzForBenchmarks", condition: .when(traits: ["HarfBuzz"])),
      ]),
    // HarfBuzz from the system, only with the `HarfBuzz` trait: hb_shape for ShapingBenchmarks.
    // A module of its own (the root's CHarfBuzz is not a product).
    .systemLibrary(
      name: "CHarfBuzzForBenchmarks", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    // Counts heap allocations per thread in the executable that links it (benchmarks only).
    .target(name: "AllocationCounter"),

    // The root's libraries of the same names (Sources/<name> is a symlink to the root's folder):
    // the fuzz targets' bodies, fonts and typographies built in code (Tests/Support) and the
    // golden generated Swift of the examples (Tests/Golden/swift).
    .target(
      name: "OpenTypeFuzzing", dependencies: [.product(name: "OpenType", package: "Typeset")]),
    .target(
      name: "TypesetFuzzing",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "TypesetLoader", package: "Typeset"),
        .product(name: "TypesetTools", package: "Typeset"),
        .product(name: "DynamicType", package: "Typeset"), "OpenTypeTestSupport",
        "TypesetTestSupport",
      ]),
    .target(
      name: "OpenTypeTestSupport", dependencies: [.product(name: "OpenType", package: "Typeset")]),
    .target(
      name: "TypesetTestSupport",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "TypesetLoader", package: "Typeset"),
        .product(name: "DynamicType", package: "Typeset"),
        .product(name: "OpenType", package: "Typeset"), "OpenTypeTestSupport",
      ]),
    .target(
      name: "GoldenTypographies",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "DynamicType", package: "Typeset"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
