// swift-tools-version: 6.1
//
// The simulator smoke test of .github/workflows/apple.yml: the UIKit adapter inside a real
// UIKit process (an iOS simulator), run with `xcodebuild test`. It depends on the repository by
// path, as an app's package would, and needs no font file: its typography names Georgia, which
// every iOS simulator has. On Linux it compiles to an empty test bundle.

import PackageDescription

let package = Package(
  name: "SimulatorSmoke",
  platforms: [.iOS(.v15), .tvOS(.v15), .visionOS(.v1)],
  dependencies: [.package(name: "Typeset", path: "../..")],
  targets: [
    .testTarget(
      name: "SimulatorSmokeTests",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "TypesetUIKit", package: "Typeset"),
        .product(name: "DynamicType", package: "Typeset"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
