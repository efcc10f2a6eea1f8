#if TYPESET_LINUX_HARNESS
  import AppleFakes
  import DynamicType
  import Foundation
  import Testing
  import Typeset
  import TypesetTestSupport

  /// The SwiftUI adapter's own code (Sources/TypesetSwiftUI, compiled into this target) run
  /// against the fakes in AppleFakes: a test sets the environment and evaluates a `body` as
  /// SwiftUI would, and counts the fonts made. One serialized suite: the environment the fakes
  /// read and the styling cache are process-wide.
  @MainActor @Suite(.serialized) struct SwiftUIHarnessTests {
    let sans: Typography

    init() throws {
      sans = try Fixtures.typography([Fixtures.sans])
      SwiftUIStylingCache.shared.removeAll()
      Font.onCreate = nil
      CTFont.onCreate = nil
    }

    /// The environment a `body` reads: the typography and the system's values.
    static func environment(
      _ typography: Typography?, _ size: DynamicTypeSize = .large,
      weight: LegibilityWeight? = .regular, scale: CGFloat = 3
    ) -> EnvironmentValues {
      var environment = EnvironmentValues()
      environment.typography = typography
      environment.dynamicTypeSize = size
      environment.legibilityWeight = weight
      environment.displayScale = scale
      return environment
    }

    /// Counts the SwiftUI fonts and the Core Text fonts made while `body` runs.
    static func counting(_ body: () -> Void) -> (fonts: Int, coreTextFonts: Int) {
      let fonts = Counter()
      let coreText = Counter()
      Font.onCreate = { _ in fonts.increment() }
      CTFont.onCreate = { _ in coreText.increment() }
      defer {
        Font.onCreate = nil
        CTFont.onCreate = nil
      }
      body()
      return (fonts.value, coreText.value)
    }

    /// Evaluates the modifier's body in `environment`, as SwiftUI does when a value it reads
    /// changes or its parent is evaluated again.
    static func evaluate(_ modifier: TypographyModifier, in environment: EnvironmentValues) {
      EnvironmentValues.harnessCurrent = environment
      _ = modifier.body(content: _ViewModifier_Content())
    }

    @Test func typographyModifierMakesItsFontOncePerEnvironment() throws {
      let modifier = TypographyModifier(style: .textStyle(.body))
      let first = Self.counting {
        Self.evaluate(modifier, in: Self.environment(sans))
      }
      // The font, and a Core Text font to read the face's natural line height.
      #expect(first.fonts == 1)
      #expect(first.coreTextFonts == 1)
      // Evaluated again in the same environment (a parent's state changed): nothing is made.
      let again = Self.counting {
        for _ in 0..<10 { Self.evaluate(modifier, in: Self.environment(sans)) }
      }
      #expect(again.fonts == 0)
      #expect(again.coreTextFonts == 0)
      // Each value that changes the plan makes one styling, once.
      let changes = Self.counting {
        for _ in 0..<3 {
          Self.evaluate(modifier, in: Self.environment(sans, .accessibility1))
          Self.evaluate(modifier, in: Self.environment(sans, weight: .bold))
          Self.evaluate(modifier, in: Self.environment(sans))
        }
      }
      #expect(changes.fonts == 2)
      #expect(changes.coreTextFonts == 2)
      #expect(SwiftUIStylingCache.shared.count == 3)
    }

    @Test func textViewAndDefaultFontShareTheModifiersStyling() throws {
      EnvironmentValues.harnessCurrent = Self.environment(sans, .xLarge)
      let made = Self.counting {
        for _ in 0..<5 {
          _ = TypographyModifier(style: .textStyle(.headline)).body(
            content: _ViewModifier_Content())
          _ = TypographyText(text: Text("Price"), style: .textStyle(.headline)).body
          _ = DefaultFontModifier(style: .textStyle(.headline)).body(
            content: _ViewModifier_Content())
        }
      }
      #expect(made.fonts == 1)
      #expect(made.coreTextFonts == 1)
    }

    @Test func theStylingIsTheOneTheEngineDescribes() throws {
      let environment = TypeEnvironment(
        platform: .iOS, category: .accessibility2, isBoldTextEnabled: true, displayScale: 2)
      let plan = try sans.platformFontPlan(for: .textStyle(.title2), in: environment)
      // The same style and face elsewhere first: a key that missed a value of the environment
      // would answer with this one.
      _ = sans.swiftUIStyling(
        for: .textStyle(.title2), dynamicTypeSize: .large, legibilityWeight: .bold,
        displayScale: 3)
      let styling = try #require(
        sans.swiftUIStyling(
          for: .textStyle(.title2), dynamicTypeSize: .accessibility2, legibilityWeight: .bold,
          displayScale: 2))
      // A cached styling is the one made from the plan, not another environment's.
      let made = SwiftUIStyling(plan)
      #expect(styling.font == made.font)
      #expect(styling.lineSpacing == made.lineSpacing)
      #expect(styling.tracking == made.tracking)
      guard case .platformScaled(_, let baseSize, _) = plan.sizing(for: .relativeCustomFont) else {
        Issue.record("title2 of the fixture is expected to be scaled by SwiftUI")
        return
      }
      #expect(
        styling.font.origin
          == .custom(name: "Sans-Semibold", size: CGFloat(baseSize), relativeTo: .title2))
      // The fake's face is 1.0 em high; the spacing makes up the style's line height.
      #expect(
        styling.lineSpacing
          == CGFloat(plan.textAttributes.lineSpacing(naturalLineHeight: plan.font.pointSize)))
    }

    @Test func aVariableFacesCoreTextFontIsMadeOnce() throws {
      let variable = try Fixtures.typography([Fixtures.variable])
      let modifier = TypographyModifier(style: .textStyle(.body))
      let made = Self.counting {
        for _ in 0..<5 {
          Self.evaluate(modifier, in: Self.environment(variable, weight: .bold))
        }
      }
      // Font(CTFont) for the axes, and the font that measures the line height.
      #expect(made.fonts == 1)
      #expect(made.coreTextFonts == 2)
    }

    @Test func typographiesThatResolveDifferentlyGetTheirOwnFonts() throws {
      let serif = try Fixtures.typography([Fixtures.serif])
      let modifier = TypographyModifier(style: .textStyle(.body))
      var names: [String] = []
      let made = Self.counting {
        for typography in [sans, serif, sans, serif] {
          Self.evaluate(modifier, in: Self.environment(typography))
          if let styling = typography.swiftUIStyling(
            for: .textStyle(.body), dynamicTypeSize: .large, legibilityWeight: .regular,
            displayScale: 3),
            case .custom(let name, _, _) = styling.font.origin
          {
            names.append(name)
          }
        }
      }
      #expect(made.fonts == 2)
      #expect(names == ["Sans-Regular", "Serif-Regular", "Sans-Regular", "Serif-Regular"])
    }

    @Test func stylingsAreMadeOnceAcrossThreads() async throws {
      let plan = try sans.platformFontPlan(for: .textStyle(.body), in: TypeEnvironment())
      let cache = SwiftUIStylingCache()
      let fonts = await withTaskGroup(of: Set<Font>.self) { group in
        for _ in 0..<8 {
          group.addTask {
            var fonts: Set<Font> = []
            for _ in 0..<200 { fonts.insert(cache.styling(for: plan).font) }
            return fonts
          }
        }
        var all: Set<Font> = []
        for await fonts in group { all.formUnion(fonts) }
        return all
      }
      #expect(fonts.count == 1)
      #expect(cache.count == 1)
    }
  }

  /// A count incremented from any thread.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
  }

  /// The harness compiles the adapter's files, not copies: every file of Sources/TypesetSwiftUI
  /// is a symlink in Adapters/.
  @Test func everySwiftUIAdapterFileIsCompiled() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let sources = root.appendingPathComponent("Sources/TypesetSwiftUI")
    let adapters = here.appendingPathComponent("Adapters")
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let link = adapters.appendingPathComponent(file).path
      let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link)
      #expect(destination == "../../../Sources/TypesetSwiftUI/\(file)", "\(file)")
    }
  }
#endif
