# Sourced by the benchmarks that build a throwaway app against this checkout.
# write_app_package FOLDER ROOT: a package in FOLDER whose executable target App (sources in
# FOLDER/Sources/App) depends on the products Typeset and DynamicType of the checkout at ROOT,
# by path: what an app that uses only the generated Swift links.
write_app_package() {
  mkdir -p "$1/Sources/App"
  cat >"$1/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
  name: "App",
  dependencies: [.package(name: "Typeset", path: "$2")],
  targets: [
    .executableTarget(
      name: "App",
      dependencies: [
        .product(name: "Typeset", package: "Typeset"),
        .product(name: "DynamicType", package: "Typeset"),
      ])
  ])
MANIFEST
}
