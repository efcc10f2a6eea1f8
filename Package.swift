// swift-tools-version: 6.1
//
// Typeset: brand fonts with Apple's Dynamic Type, from one typography file.
// The package depends on nothing outside the Swift toolchain. The optional `HarfBuzz` trait
// (`swift build --traits HarfBuzz`) links the system's HarfBuzz for shaped measurement.
// The development tools (the benchmarks, the libFuzzer targets, RenderCheck) are not declared
// here: they are the package in Development/, which depends on this one by path and is built
// from the repository's root with `--package-path Development` (DEVELOPERS.md, BENCHMARKS.md).

import PackageDescription

// `rounded()` and friends call libm's `round`, `floor` …; on Linux a module that imports only
// the standard library must link libm itself.
let linkMathLibrary: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
  name: "Typeset",
  platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "DynamicType", targets: ["DynamicType"]),
    .library(name: "OpenType", targets: ["OpenType"]),
    .library(name: "Typeset", targets: ["Typeset"]),
    .library(name: "TypesetLoader", targets: ["TypesetLoader"]),
    .library(name: "TypesetTools", targets: ["TypesetTools"]),
    .library(name: "TypesetRender", targets: ["TypesetRender"]),
    .library(name: "TypesetShaping", targets: ["TypesetShaping"]),
    .library(name: "TypesetCLI", targets: ["TypesetCLI"]),
    .library(name: "TypesetUIKit", targets: ["TypesetUIKit"]),
    .library(name: "TypesetSwiftUI", targets: ["TypesetSwiftUI"]),
    .library(name: "TypesetAppKit", targets: ["TypesetAppKit"]),
    // The product is called `typeset-cli`; its target has another name so that its module does not
    // collide with `Typeset` on case-insensitive file systems.
    .executable(name: "typeset-cli", targets: ["TypesetTool"]),
    // Swift accessors generated at build time from a target's typography file.
    .plugin(name: "TypesetGenerate", targets: ["TypesetGenerate"]),
    // `swift package typeset-audit` and `swift package typeset-specimen`.
    .plugin(name: "TypesetAudit", targets: ["TypesetAudit"]),
    .plugin(name: "TypesetSpecimen", targets: ["TypesetSpecimen"]),
  ],
  traits: [
    .trait(
      name: "HarfBuzz",
      description: """
        Shape text with the system's HarfBuzz (pkg-config harfbuzz: Debian's libharfbuzz-dev, \
        Homebrew's harfbuzz) for measurement in the tools. The runtime engine never needs it.
        """)
  ],
  targets: [
    // Apple's Dynamic Type model as facts and math. Standard library only.
    .target(name: "DynamicType", linkerSettings: linkMathLibrary),
    // Reading font files. Standard library only.
    .target(name: "OpenType", linkerSettings: linkMathLibrary),
    // The runtime engine an app links: the model, resolution, the platform font plan and
    // system-font substitution. It reads no file and does not link the font reader, so an app
    // that uses only generated (compiled) typography links this and DynamicType alone.
    .target(name: "Typeset", dependencies: ["DynamicType"], linkerSettings: linkMathLibrary),
    // Reading typography files and the fonts they name, at build time (the tools, the plugin's
    // generator) or in an app that loads a typography at run time: the decoder and the checker,
    // the font library, normalisation and text measurement from font files, atomic writes.
    .target(name: "TypesetLoader", dependencies: ["Typeset", "DynamicType", "OpenType"]),
    // The Swift generator: a checked typography compiled to Swift literals (never linked by an
    // app). A module of its own so that the build plugin's generator builds only the engine and
    // this, not the whole CLI.
    .target(
      name: "TypesetSwiftGenerator", dependencies: ["Typeset", "TypesetLoader", "DynamicType"]),
    // Tooling beside the engine, for the CLI and command plugins (never linked by an app): the
    // audit and the strings parsers, the CSS and token generators, token import and the starter
    // typography of `typeset-cli init`.
    .target(
      name: "TypesetTools",
      dependencies: [
        "Typeset", "TypesetLoader", "DynamicType", "OpenType", "TypesetShaping",
        "TypesetSwiftGenerator",
      ]),
    // Specimens: outlines to SVG, the rasteriser, the PNG encoder and the specimen layout.
    .target(
      name: "TypesetRender",
      dependencies: [
        "Typeset", "TypesetLoader", "TypesetTools", "TypesetShaping", "DynamicType", "OpenType",
      ]),
    // HarfBuzz from the system, only with the `HarfBuzz` trait.
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
    // Shaped measurement for the tools (never linked by an app): Unicode script, bidi and line
    // break properties from generated tables, itemisation, UAX #14 line breaks, the detector of
    // texts that need shaping, and with the `HarfBuzz` trait shaping through HarfBuzz.
    .target(
      name: "TypesetShaping",
      dependencies: [
        "Typeset", "TypesetLoader", "OpenType",
        .target(name: "CHarfBuzz", condition: .when(traits: ["HarfBuzz"])),
      ],
      linkerSettings: linkMathLibrary),
    // Apple-platform glue. Every file is wrapped in `#if canImport(…)`, so on Linux these
    // modules are empty; Scripts/typecheck-adapters.sh checks them against stub frameworks.
    // Font registration through Core Text, shared by the UIKit, SwiftUI and AppKit adapters.
    .target(name: "TypesetCoreText", dependencies: ["Typeset", "DynamicType", "OpenType"]),
    .target(name: "TypesetUIKit", dependencies: ["Typeset", "TypesetCoreText", "DynamicType"]),
    .target(name: "TypesetSwiftUI", dependencies: ["Typeset", "TypesetCoreText", "DynamicType"]),
    .target(name: "TypesetAppKit", dependencies: ["Typeset", "TypesetCoreText", "DynamicType"]),
    // Command-line parsing declared once (the small part of swift-argument-parser the CLI
    // needs): options and arguments as typed declarations, the parser, help, completion
    // scripts, usage errors and sysexits exit codes. Not a product; it imports Typeset only for
    // the spelling suggestions and the shown values its messages share with the engine's.
    .target(name: "ArgumentParsing", dependencies: ["Typeset"]),
    // The reports the commands print (never linked by an app, not a product): the engine's and
    // tools' results as text tables, JSON, CSV, Markdown and SARIF (the scale tables, a face's
    // report and dump, the audit's findings).
    .target(
      name: "TypesetReports",
      dependencies: [
        "Typeset", "TypesetLoader", "TypesetTools", "TypesetShaping", "DynamicType", "OpenType",
        "ArgumentParsing",
      ]),
    // The `typeset-cli` commands, as a library so that tests can run them: each parses its
    // options, asks the engine or the tools and prints a report.
    .target(
      name: "TypesetCLI",
      dependencies: [
        "ArgumentParsing", "TypesetReports",
        "Typeset", "TypesetLoader", "TypesetTools", "TypesetSwiftGenerator", "TypesetRender",
        "TypesetShaping",
        "DynamicType", "OpenType",
      ]),
    .executableTarget(name: "TypesetTool", dependencies: ["TypesetCLI", "ArgumentParsing"]),
    // The TypesetGenerate plugin's generator: `typeset-cli generate FILE --swift OUT` and its
    // Swift options alone, built from the engine and the Swift generator only, so that an app's
    // first build does not compile the CLI, the renderer and the shaping tables.
    .executableTarget(
      name: "TypesetGenerateTool",
      dependencies: ["TypesetSwiftGenerator", "Typeset", "TypesetLoader", "ArgumentParsing"]),
    // The plugins run the package's own `typeset-cli` (Plugins/; Scripts/plugin-check.sh builds a
    // fixture package with them). Plugins/Shared holds the one file they share.
    .plugin(
      name: "TypesetGenerate", capability: .buildTool(), dependencies: ["TypesetGenerateTool"]),
    .plugin(
      name: "TypesetAudit",
      capability: .command(
        intent: .custom(
          verb: "typeset-audit",
          description: "Audit each typography file against the target's .strings/.xcstrings")),
      dependencies: ["TypesetTool"]),
    .plugin(
      name: "TypesetSpecimen",
      capability: .command(
        intent: .custom(
          verb: "typeset-specimen", description: "Write a specimen of each typography file"),
        permissions: [
          .writeToPackageDirectory(reason: "Specimens are written to the Specimens folder")
        ]),
      dependencies: ["TypesetTool"]),
    // The libraries the tests share with the development tools (Development/, a package of its
    // own that builds them from these same folders through symlinks): font bytes through the
    // whole Face API, the bodies of the fuzz targets over Typeset's parsers, and fonts and
    // typographies built in code. They live under Tests/Support, as the golden Swift below lives
    // under Tests/Golden; none is a product.
    // Runs font bytes through the whole Face API: the font fuzz target's body, replayed by the
    // tests over its committed corpus.
    .target(
      name: "OpenTypeFuzzing", dependencies: ["OpenType"], path: "Tests/Support/OpenTypeFuzzing"),
    // The bodies of the fuzz targets over Typeset's parsers (the typography decoder, the strings
    // readers, the token importer), with their invariants, seeds and fonts.
    .target(
      name: "TypesetFuzzing",
      dependencies: [
        "Typeset", "TypesetLoader", "TypesetTools", "DynamicType", "OpenTypeTestSupport",
        "TypesetTestSupport",
      ],
      path: "Tests/Support/TypesetFuzzing"),
    // Writes small, valid font files in code so that tests state the metrics they rely on.
    .target(
      name: "OpenTypeTestSupport", dependencies: ["OpenType"],
      path: "Tests/Support/OpenTypeTestSupport"),

    // Tests read the repository's data by path from the package root: Reference/ (Apple's
    // tables, the source of Sources/DynamicType/ReferenceTables), Tests/Corpus (malformed
    // fonts), Tests/FuzzCorpus (crash files) and Tests/Golden (expected outputs).
    .testTarget(name: "DynamicTypeTests", dependencies: ["DynamicType"]),
    .testTarget(
      name: "OpenTypeTests", dependencies: ["OpenType", "OpenTypeTestSupport", "OpenTypeFuzzing"]),
    // Typographies and fonts built in code, and the examples, for the engine's and tools' tests.
    .target(
      name: "TypesetTestSupport",
      dependencies: ["Typeset", "TypesetLoader", "DynamicType", "OpenType", "OpenTypeTestSupport"],
      path: "Tests/Support/TypesetTestSupport"),

    .testTarget(
      name: "TypesetTests",
      dependencies: [
        "Typeset", "TypesetLoader", "DynamicType", "OpenType", "OpenTypeTestSupport",
        "TypesetTestSupport",
      ]),
    .testTarget(
      name: "TypesetToolsTests",
      dependencies: [
        "TypesetTools", "TypesetSwiftGenerator", "Typeset", "TypesetLoader", "DynamicType",
        "OpenType",
        "OpenTypeTestSupport",
        "TypesetTestSupport",
      ]),
    // Replays the committed corpora of the fuzz targets over Typeset's parsers.
    .testTarget(
      name: "TypesetFuzzingTests",
      dependencies: ["TypesetFuzzing", "Typeset", "TypesetLoader", "TypesetTools"]),
    .testTarget(
      name: "TypesetRenderTests",
      dependencies: [
        "TypesetRender", "Typeset", "TypesetLoader", "DynamicType", "OpenType",
        "OpenTypeTestSupport",
      ]
    ),
    .testTarget(
      name: "TypesetShapingTests",
      dependencies: [
        "TypesetShaping", "Typeset", "TypesetLoader", "OpenType", "OpenTypeTestSupport",
      ]),
    // The golden Swift that `typeset-cli generate --swift` writes for the examples, compiled as a
    // module of its own (as an app's generated code would be) for TypesetCLITests to run; it sits
    // with the other golden files (Tests/Golden/<kind>/), which Scripts/update-golden.sh rewrites.
    .target(
      name: "GoldenTypographies", dependencies: ["Typeset", "DynamicType"],
      path: "Tests/Golden/swift"),
    .testTarget(
      name: "TypesetCLITests",
      dependencies: [
        "TypesetCLI", "ArgumentParsing", "TypesetReports", "TypesetTools", "Typeset",
        "TypesetLoader", "DynamicType", "OpenType",
        "OpenTypeTestSupport",
        "GoldenTypographies",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// The Linux harness of the UIKit and SwiftUI adapters: behavioural fakes of the UIKit, SwiftUI,
// Objective-C runtime and Core Text pieces the adapters touch (`AppleFakes`), and a test target
// per adapter that compiles the adapter's own files (symlinked from Sources/TypesetUIKit and Sources/TypesetCoreText, all but
// the `@objc` UIFont+Replacements.swift) against them under TYPESET_LINUX_HARNESS. Declared only
// when the manifest is evaluated on Linux: on a Mac, and so for every Apple platform, the
// package has neither target, and the adapters import the real frameworks.
#if os(Linux)
  let harness: [SwiftSetting] = [.define("TYPESET_LINUX_HARNESS")]
  package.targets += [
    .target(
      name: "AppleFakes", dependencies: [], path: "Tests/AppleFakes", swiftSettings: harness),
    .testTarget(
      name: "TypesetUIKitHarnessTests",
      dependencies: [
        "AppleFakes", "Typeset", "TypesetLoader", "DynamicType", "TypesetTestSupport",
      ],
      swiftSettings: harness),
    // The SwiftUI adapter's files (symlinked from Sources/TypesetSwiftUI, with Core Text's
    // FontFactory.swift and the running platform's files) against the same fakes.
    .testTarget(
      name: "TypesetSwiftUIHarnessTests",
      dependencies: ["AppleFakes", "Typeset", "DynamicType", "TypesetTestSupport"],
      swiftSettings: harness),
  ]
#endif
