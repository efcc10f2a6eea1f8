// swift-tools-version: 6.0
//
// A package that uses Typeset's plugins as an app's package would: Scripts/plugin-check.sh
// copies it to a temporary folder, points the dependency at the checkout (TYPESET_ROOT) and
// builds it. Sources/App/Fonts is filled by the script (DejaVu Sans as the brand's font).

import PackageDescription

let package = Package(
  name: "PluginFixture",
  platforms: [.macOS(.v13), .iOS(.v15)],
  dependencies: [.package(name: "Typeset", path: "TYPESET_ROOT")],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "DynamicType", package: "Typeset"),
      ],
      exclude: ["typeset-plugin.json"],
      resources: [.copy("typography.json"), .copy("Localizable.strings"), .copy("Fonts")],
      plugins: [.plugin(name: "TypesetGenerate", package: "Typeset")])
  ],
  swiftLanguageModes: [.v6]
)
