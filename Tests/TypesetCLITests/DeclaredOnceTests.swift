import ArgumentParsing
import Testing
import TypesetReports

@testable import TypesetCLI

/// Each option and argument is declared once (``OptionSpec``, ``ArgumentSpec``), and help, usage,
/// the manual page and the three completion scripts are derived from the declarations: every
/// declared option and argument of every command must show up in each of them, with its
/// placeholder, its help and what it completes to. An option left out of any one fails here.
struct DeclaredOnceTests {
  /// Every command's declaration, `help` included.
  static let specs = TypesetCommandLine.specs

  /// The part of `text` from `start` to the next `end` (or the end of the text).
  static func section(of text: String, from start: String, to end: String) -> Substring {
    guard let from = text.range(of: start) else { return "" }
    let rest = text[from.upperBound...]
    return rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)]
  }

  @Test(arguments: specs.map(\.name))
  func helpShowsTheUsageArgumentsAndOptionsAsDeclared(command: String) throws {
    let spec = try #require(Self.specs.first { $0.name == command })
    let result = CommandRunner.run(["help", command])
    #expect(result.code == .success)
    // The usage line, wrapped over several lines, is the declared parts in order.
    let usage = Self.section(of: result.output, from: "USAGE: typeset-cli \(command) ", to: "\n\n")
    let words = usage.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    #expect(words == spec.usage)
    for part in spec.arguments.map(\.usage) + spec.options.map(\.usage) {
      #expect(words.contains(part), "\(part)")
    }
    let arguments = Self.section(of: result.output, from: "\nARGUMENTS:\n", to: "\n\n")
    for argument in spec.arguments {
      #expect(arguments.contains("  <\(argument.name)>  "), "\(argument.name)")
      #expect(arguments.contains(argument.help.split(separator: " ")[0]), "\(argument.name)")
    }
    let options = Self.section(of: result.output, from: "\nOPTIONS:\n", to: "\n\n")
    let lines = options.split(separator: "\n").map { $0.trimmingSpaces() }
    // The help column, unwrapped, holds every option's help, default and repetition.
    let column = lines.joined(separator: " ")
    for option in spec.options {
      let name = option.name + (option.valueName.map { " <\($0)>" } ?? "")
      #expect(lines.contains { $0 == name || $0.hasPrefix(name + "  ") }, "\(name)")
      #expect(column.contains(option.fullHelp), "\(option.name)")
    }
  }

  @Test func theManualPageHasEveryDeclaredArgumentAndOption() {
    let page = CommandRunner.run(["help", "--man"]).output
    for spec in TypesetCommandLine.commands.map({ $0.spec }) {
      let section = Self.section(of: page, from: ".SS \(spec.name)\n", to: ".SS ")
      #expect(section.contains(ManPage.escaped(spec.usage) + "\n"), "\(spec.name)")
      for argument in spec.arguments {
        #expect(
          section.contains(".TP\n\\fI\(ManPage.escaped(argument.name))\\fR\n"), "\(argument.name)")
      }
      for option in spec.options {
        let value = option.valueName.map { " \\fI\(ManPage.escaped($0))\\fR" } ?? ""
        let entry = ".TP\n\\fB\(ManPage.escaped(option.name))\\fR\(value)\n"
        #expect(section.contains(entry + ManPage.escaped(option.fullHelp) + "\n"), "\(option.name)")
      }
    }
  }

  @Test func bashCompletesEveryDeclaredOptionAndValue() {
    let script = CompletionScript.script(for: .bash, program: "typeset-cli", commands: Self.specs)
    for spec in Self.specs {
      let block = Self.section(of: script, from: "\n    \(spec.name))\n", to: "\n      ;;\n")
      #expect(!block.isEmpty, "\(spec.name)")
      let offered = Self.section(
        of: String(block), from: "      COMPREPLY=($(compgen -W '", to: "'")
      for option in spec.options {
        #expect(offered.split(separator: " ").contains(Substring(option.name)), "\(option.name)")
        guard option.valueName != nil else { continue }
        let line = "        \(option.name)) "
        switch option.completion {
        case .none: #expect(block.contains(line + "return 0 ;;"), "\(option.name)")
        case .file: #expect(block.contains(line + "COMPREPLY=($(compgen -f"), "\(option.name)")
        case .list(let words):
          #expect(
            block.contains(line + "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))'"))
        }
      }
      for argument in spec.arguments {
        switch argument.completion {
        case .none: break
        case .file: #expect(block.contains("[[ $cur != -* ]] && COMPREPLY+=($(compgen -f"))
        case .list(let words):
          #expect(block.contains("COMPREPLY+=($(compgen -W '\(words.joined(separator: " "))'"))
        }
      }
    }
  }

  @Test func zshCompletesEveryDeclaredOptionAndArgument() {
    let script = CompletionScript.script(for: .zsh, program: "typeset-cli", commands: Self.specs)
    for spec in Self.specs {
      let block = Self.section(of: script, from: "\n    \(spec.name)) _arguments", to: " ;;\n")
      #expect(!block.isEmpty, "\(spec.name)")
      for option in spec.options {
        let head = (option.isRepeatable ? "*" : "") + option.name + "["
        #expect(block.contains("'\(head)"), "\(spec.name) \(option.name)")
        if case .list(let words) = option.completion {
          #expect(block.contains(":(\(words.joined(separator: " ")))'"), "\(option.name)")
        }
        if option.completion == .file { #expect(block.contains("]:\(option.valueName!):_files'")) }
      }
      for argument in spec.arguments {
        let position = argument.isRepeatable ? "*" : argument.isOptional ? "::" : ":"
        #expect(block.contains("'\(position)\(argument.name):"), "\(spec.name) \(argument.name)")
      }
    }
  }

  @Test func fishCompletesEveryDeclaredOptionAndArgument() {
    let script = CompletionScript.script(for: .fish, program: "typeset-cli", commands: Self.specs)
    let lines = script.split(separator: "\n")
    for spec in Self.specs {
      let own = lines.filter { $0.contains("'__fish_seen_subcommand_from \(spec.name)'") }
      for option in spec.options {
        let line = own.first { $0.contains(" -l \(option.name.dropFirst(2)) ") }
        #expect(line != nil, "\(spec.name) \(option.name)")
        switch option.completion {
        case .none: #expect(option.valueName == nil || line?.contains(" -x -d ") == true)
        case .file: #expect(line?.contains(" -r -F ") == true, "\(option.name)")
        case .list(let words):
          #expect(line?.contains("-a '\(words.joined(separator: " "))'") == true, "\(option.name)")
        }
      }
      for argument in spec.arguments {
        switch argument.completion {
        case .none: break
        case .file: #expect(own.contains { $0.hasSuffix("' -F") }, "\(spec.name)")
        case .list(let words):
          #expect(own.contains { $0.hasSuffix("' -a '\(words.joined(separator: " "))'") })
        }
      }
    }
  }

  @Test func usageAndThePositionalLimitComeFromTheDeclarations() {
    let spec = CommandSpec(
      name: "t", abstract: "",
      arguments: [
        ArgumentSpec("file", help: ""),
        ArgumentSpec("font", help: "", optional: true, repeatable: true),
      ],
      options: [
        .value("--size", "points", help: ""),
        .value("--style", "style", help: "", repeatable: true),
        .flag("--bold-text", help: ""),
      ])
    #expect(
      spec.usage
        == "<file> [<font> ...] [--size <points>] [--style <style> ...] [--bold-text]")
    #expect(spec.maximumPositionals == Int.max)
    #expect(CommandSpec(name: "t", abstract: "", arguments: [.init("a", help: "")]).usage == "<a>")
    #expect(
      CommandSpec(name: "t", abstract: "", arguments: [.init("a", help: "")]).maximumPositionals
        == 1)
  }

  /// The file options complete file names because they say so, not because of their
  /// placeholder: `--location <tag=value,...>` is not a path, `--swift <out.swift>` is.
  @Test func completionKindsAreDeclared() throws {
    func option(_ command: String, _ name: String) throws -> OptionSpec {
      let spec = try #require(Self.specs.first { $0.name == command })
      return try #require(spec.options.first { $0.name == name })
    }
    #expect(try option("inspect", "--location").completion == .none)
    #expect(try option("generate", "--swift").completion == .file)
    #expect(try option("specimen", "--output").completion == .file)
    #expect(try option("audit", "--format").completion == .list(["table", "json", "sarif"]))
    let shells = try #require(Self.specs.first { $0.name == "completions" }?.arguments.first)
    #expect(shells.completion == .list(["bash", "zsh", "fish"]))
  }

  /// An option with a short list of values (formats, platforms, strategies, access levels,
  /// bundles, shells) names every one in its help, as it offers them to completion: the list
  /// is written once (`--access-level` said "public or internal" while taking `package` too).
  @Test func shortListsOfValuesAreAllInTheHelp() {
    var checked = 0
    for spec in Self.specs {
      for option in spec.options
        + spec.arguments.map({ .value("", $0.name, help: $0.help, completion: $0.completion) })
      {
        guard case .list(let words) = option.completion, words.count <= 6 else { continue }
        checked += 1
        let helpWords = Set(option.help.split(whereSeparator: { !$0.isLetter && !$0.isNumber }))
        for word in words {
          #expect(helpWords.contains(Substring(word)), "\(spec.name) \(option.name) \(word)")
        }
      }
    }
    #expect(checked >= 10)
  }

  /// One `--format` type for every command: `text` and `table` are one format, as `inspect`
  /// and `audit` used to spell them apart.
  @Test func oneFormatTypeAcceptsEitherSpellingOfTheTable() {
    #expect(OutputFormat(parsing: "text") == .table)
    #expect(OutputFormat(parsing: "TABLE") == .table)
    #expect(OutputFormat(parsing: "md") == .markdown)
    #expect(OutputFormat(parsing: "sarif") == .sarif)
    #expect(OutputFormat(parsing: "xml") == nil)
  }
}
