import ArgumentParsing

/// `typeset-cli completions bash|zsh|fish`: a shell completion script, written from the commands'
/// specifications.
enum CompletionsCommand: Subcommand {
  /// The shells' names, as the command takes them.
  static let shells = CompletionScript.Shell.allCases.map(\.rawValue)
  static let shell = ArgumentSpec(
    "shell", help: HelpFormatter.list(shells) + ".", completion: .list(shells),
    missing: "the shell: \(shells.joined(separator: ", "))")

  static let spec = CommandSpec(
    name: "completions",
    abstract: "Print a shell completion script (\(HelpFormatter.list(shells))).",
    discussion: """
      The script completes the commands, their options, the values some options offer \
      (formats, platforms, content size categories, text styles, scaling strategies) and file \
      arguments. Install it with your shell's usual mechanism: for bash, \
      `typeset-cli completions bash > ~/.local/share/bash-completion/completions/typeset-cli`; for zsh, \
      a file named _typeset in a folder of $fpath; for fish, \
      `typeset-cli completions fish > ~/.config/fish/completions/typeset.fish`.
      """,
    arguments: [shell],
    examples: [
      "typeset-cli completions bash > ~/.local/share/bash-completion/completions/typeset-cli",
      "source <(typeset-cli completions bash)",
      "typeset-cli completions fish > ~/.config/fish/completions/typeset.fish",
    ])

  static func run(_ arguments: ParsedArguments, output: inout CommandOutput)
    throws(CommandLineError)
  {
    let name = try arguments.value(Self.shell)
    guard let shell = CompletionScript.Shell(rawValue: name) else {
      throw .unknown("shell", name, candidates: shells)
    }
    output.write(
      CompletionScript.script(
        for: shell, program: TypesetCommandLine.program, commands: TypesetCommandLine.specs))
  }
}
