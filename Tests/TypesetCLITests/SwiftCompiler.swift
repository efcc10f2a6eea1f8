import Foundation
import Testing

/// Runs the Swift compiler on generated code, against the package's built modules.
///
/// The modules directory is found next to the test executable (`<bin>/Modules` since Swift 6,
/// `<bin>` before), or given by `TYPESET_MODULES_DIR`. `swift test` builds the `Typeset` module
/// before it runs the tests, so the directory is always there for the build being tested.
enum SwiftCompiler {
  static func modulesDirectory() -> String? {
    let fileManager = FileManager.default
    var starts: [URL] = []
    if let given = ProcessInfo.processInfo.environment["TYPESET_MODULES_DIR"] {
      starts.append(URL(fileURLWithPath: given))
    }
    starts.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath())
    starts.append(Bundle.main.bundleURL.resolvingSymlinksInPath())
    for start in starts {
      var directory = start
      for _ in 0..<4 {
        for candidate in [directory.appendingPathComponent("Modules"), directory] {
          let module = candidate.appendingPathComponent("Typeset.swiftmodule").path
          if fileManager.fileExists(atPath: module) { return candidate.path }
        }
        directory = directory.deletingLastPathComponent()
      }
    }
    return nil
  }

  /// Runs `swiftc` with arguments; returns its exit status and output.
  static func run(_ arguments: [String], in directory: String) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Type-checks `files` in the Swift 6 language mode with the package's modules (and any
  /// extra module directories) on the import path.
  static func typecheck(_ files: [String], in directory: String, extraModules: [String] = [])
    throws -> (Int32, String)
  {
    let modules = try #require(
      modulesDirectory(),
      "no Typeset.swiftmodule beside the test executable; set TYPESET_MODULES_DIR")
    var arguments = ["-typecheck", "-swift-version", "6", "-I", modules]
    for extra in extraModules { arguments += ["-I", extra] }
    return try run(arguments + files, in: directory)
  }

  /// Builds a stand-in module from source (for `UIKit` and `SwiftUI` on Linux).
  static func emitModule(named name: String, source: String, into directory: String) throws {
    let file = directory + "/\(name).swift"
    try source.write(toFile: file, atomically: true, encoding: .utf8)
    let (status, output) = try run(
      [
        "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", name,
        "-emit-module-path", directory + "/\(name).swiftmodule", file,
      ], in: directory)
    #expect(status == 0, "\(output)")
  }

  /// The parts of UIKit the generated file uses, with Apple's signatures (UIKit headers), so
  /// that its `#if canImport(UIKit)` branch is type-checked on Linux too. Trait collections are
  /// main-actor isolated here, the stricter assumption.
  static let uiKitStandIn = """
    @_exported import Foundation

    public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
    }

    public enum UILegibilityWeight: Int, Sendable {
      case unspecified = -1
      case regular = 0
      case bold = 1
    }

    @MainActor open class UITraitCollection {
      public init() {}
      open var preferredContentSizeCategory: UIContentSizeCategory {
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
      }
      open var legibilityWeight: UILegibilityWeight { .regular }
      open var displayScale: CGFloat { 3 }
      open class var current: UITraitCollection { UITraitCollection() }
    }

    open class UIFont: @unchecked Sendable {
      public init?(name fontName: String, size fontSize: CGFloat) { return nil }
    }
    """

  /// The parts of SwiftUI the generated file uses, with SwiftUI's signatures: views,
  /// main-actor view modifiers, the environment, `Font.custom(_:fixedSize:)`.
  static let swiftUIStandIn = """
    @_exported import Foundation

    @MainActor @preconcurrency public protocol View {
      associatedtype Body: View
      @ViewBuilder var body: Body { get }
    }

    extension Never: View {
      public var body: Never { fatalError() }
    }

    @resultBuilder public struct ViewBuilder {
      public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    }

    @MainActor @preconcurrency public protocol ViewModifier {
      associatedtype Body: View
      typealias Content = _ViewModifier_Content<Self>
      @ViewBuilder func body(content: Content) -> Body
    }

    public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
      public var body: Never { fatalError() }
    }

    public struct ModifiedContent<Content, Modifier>: View {
      public init() {}
      public var body: Never { fatalError() }
    }

    extension View {
      public func font(_ font: Font?) -> some View { ModifiedContent<Self, Font?>() }
      public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
    }

    public struct Font: Hashable, Sendable {
      public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    }

    public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
      case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
      case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    }

    public enum LegibilityWeight: Hashable, Sendable {
      case regular, bold
    }

    public struct EnvironmentValues {
      public var dynamicTypeSize: DynamicTypeSize { .large }
      public var legibilityWeight: LegibilityWeight? { nil }
    }

    public protocol DynamicProperty {}

    @propertyWrapper public struct Environment<Value>: DynamicProperty {
      public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
      public var wrappedValue: Value { fatalError() }
    }
    """
}
