import ArgumentParsing
import Testing
import Typeset
import TypesetLoader

@testable import TypesetCLI

/// The typography file's `scaling` and `typeset-cli scale --strategy` read names with the engine's
/// one parser: every spelling gives the same strategy, and a misspelling the same suggestion.
struct ScalingNameTests {
  /// A name as written, with the file's parameters and the matching flags.
  struct Spelling: CustomTestStringConvertible, Sendable {
    let name: String
    let fileParameters: String
    let flags: [String]
    var testDescription: String { name }
  }

  static let spellings: [Spelling] =
    Scaling.Name.allCases.flatMap { name in
      let (file, flags): (String, [String]) =
        switch name {
        case .stepped: (#", "step": 3"#, ["--step", "3"])
        case .table: (#", "preset": "ios7""#, [])
        default: ("", [])
        }
      return [name.rawValue, name.rawValue.lowercased(), name.rawValue.uppercased()].map {
        Spelling(name: $0, fileParameters: file, flags: flags)
      }
    } + [Spelling(name: "UIFontMetrics", fileParameters: "", flags: [])]

  /// The scaling a typography file gives `body` with `"scaling": { "strategy": NAME … }`, and
  /// the file's errors.
  static func fileScaling(_ name: String, parameters: String = "") -> (Scaling?, [Diagnostic]) {
    let json = """
      { "families": { "Serif": { "faces": [
          { "file": "a.ttf", "postScriptName": "Serif-Regular", "weight": 400 } ] } },
        "styles": { "body": { "scaling": { "strategy": "\(name)"\(parameters) } } } }
      """
    let result = TypographyDocument.parse(Array(json.utf8), path: "t.json", fonts: nil)
    let errors = result.diagnostics.filter { $0.severity == .error }
    return (result.typography?.styles[.textStyle(.body)]?.scaling, errors)
  }

  /// The scaling `typeset-cli scale --strategy NAME --size 17 FLAGS` resolves with.
  static func flagScaling(_ name: String, flags: [String] = []) throws -> Scaling? {
    let parsed = try ParsedArguments(
      ["--strategy", name, "--size", "17"] + flags, spec: ScaleCommand.spec)
    return try ScaleRequest(parsed).curve?.scaling
  }

  @Test(arguments: spellings)
  func fileAndFlagGiveTheSameStrategy(_ spelling: Spelling) throws {
    let (file, diagnostics) = Self.fileScaling(spelling.name, parameters: spelling.fileParameters)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let flag = try Self.flagScaling(spelling.name, flags: spelling.flags)
    #expect(file != nil)
    #expect(file == flag)
    #expect(
      file?.strategy(relativeTo: .body)?.name
        == Scaling.Name(parsing: spelling.name)?.rawValue)
  }

  /// The name suggested in a message: the text between the quotes after "did you mean".
  static func suggestion(in message: String) -> String? {
    guard let range = message.range(of: "did you mean ") else { return nil }
    let rest = message[range.upperBound...].dropFirst()
    return rest.firstIndex(where: { $0 == "\"" || $0 == "'" }).map { String(rest[..<$0]) }
  }

  @Test(arguments: ["fontMetric", "sytemSizes", "tabel", "steped", "fixd", "curve", ""])
  func unknownNamesGetTheSameSuggestion(_ name: String) {
    let (scaling, diagnostics) = Self.fileScaling(name)
    #expect(scaling == nil)
    let fileMessages = diagnostics.map(\.message)
    var flagMessage = ""
    do {
      _ = try Self.flagScaling(name)
      Issue.record("--strategy \(name) was accepted")
    } catch let error as CommandLineError {
      #expect(error.exitCode == .usage)
      flagMessage = error.message
    } catch {
      Issue.record("unexpected error \(error)")
    }
    if name.isEmpty {
      // The file rejects an empty string before naming; the flag reports the empty value.
      #expect(flagMessage.hasPrefix("invalid value '' for --strategy"))
      return
    }
    #expect(fileMessages == [Scaling.Name.unknownNameMessage(name)])
    let fileSuggestion = fileMessages.first.flatMap(Self.suggestion)
    #expect(fileSuggestion == Self.suggestion(in: flagMessage))
    #expect(
      fileSuggestion
        == SpellingSuggestion.closest(to: name, in: Scaling.Name.allCases.map(\.rawValue)))
    #expect(flagMessage.contains("expected \(Scaling.Name.list)"))
  }

  @Test func namesParseIgnoringCaseAndOnlyNames() {
    #expect(Scaling.Name(parsing: "SYSTEMSIZES") == .systemSizes)
    #expect(Scaling.Name(parsing: "uiFontMetrics") == .fontMetrics)
    #expect(Scaling.Name(parsing: "font metrics") == nil)
    #expect(Scaling.Name(parsing: "") == nil)
    #expect(Scaling.Name.stepped.takesStep && !Scaling.Name.table.takesStep)
    #expect(Scaling.Name.table.takesSizes && !Scaling.Name.fixed.takesSizes)
    #expect(Scaling.Name.fixed.strategyWithoutParameters == .fixed)
    #expect(Scaling.Name.stepped.strategyWithoutParameters == nil)
  }
}
