import Typeset

/// Shell completion scripts for a program with subcommands (`typeset-cli`), derived from the
/// commands' specifications: every command, option and argument, and what each value completes
/// to (``CompletionKind``), with no list kept by hand.
package enum CompletionScript {
  /// A shell a completion script is written for.
  package enum Shell: String, CaseIterable, Sendable {
    /// Bash: a `_program` function registered with `complete -F`.
    case bash
    /// Zsh: a `#compdef program` function using `_arguments`.
    case zsh
    /// Fish: `complete -c program` lines.
    case fish
  }

  /// The script for `shell` completing `program`'s `commands` (`help` among them).
  package static func script(for shell: Shell, program: String, commands: [CommandSpec])
    -> String
  {
    switch shell {
    case .bash: bash(commands, program)
    case .zsh: zsh(commands, program)
    case .fish: fish(commands, program)
    }
  }

  /// The shell function that completes `program`: `_typeset` for `typeset-cli`, its name up to
  /// the first hyphen, as the scripts have always named it.
  private static func functionName(_ program: String) -> String {
    "_" + program.prefix(while: { $0 != "-" })
  }

  /// Text inside single quotes for any of the three shells.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingEvery("'", with: "'\\''") + "'"
  }

  /// A quoted, space-separated word list.
  private static func words(_ words: [String]) -> String {
    quoted(words.joined(separator: " "))
  }

  private static func bash(_ commands: [CommandSpec], _ program: String) -> String {
    let function = functionName(program)
    func reply(_ kind: CompletionKind) -> String? {
      switch kind {
      case .none: nil
      case .file: "$(compgen -f -- \"$cur\")"
      case .list(let list): "$(compgen -W \(words(list)) -- \"$cur\")"
      }
    }
    let names = commands.map(\.name) + [OptionSpec.help.name, OptionSpec.version.name]
    var text = """
      # bash completion for \(program) (\(program) completions bash)
      \(function)() {
        local cur prev
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        COMPREPLY=()
        if [[ $COMP_CWORD -eq 1 ]]; then
          COMPREPLY=(\(reply(.list(names))!))
          return 0
        fi
        case "${COMP_WORDS[1]}" in

      """
    for command in commands {
      text += "    \(command.name))\n      case \"$prev\" in\n"
      for option in command.options where option.valueName != nil {
        let value = reply(option.completion).map { "COMPREPLY=(\($0)); " } ?? ""
        text += "        \(option.name)) \(value)return 0 ;;\n"
      }
      text += "      esac\n"
      text += "      COMPREPLY=(\(reply(.list(command.optionsAndHelp.map(\.name)))!))\n"
      var kinds: [CompletionKind] = []
      for argument in command.arguments where !kinds.contains(argument.completion) {
        kinds.append(argument.completion)
        if let reply = reply(argument.completion) {
          text += "      [[ $cur != -* ]] && COMPREPLY+=(\(reply))\n"
        }
      }
      text += "      ;;\n"
    }
    text += """
          esac
          return 0
        }
        complete -o filenames -F \(function) \(program)

      """
    return text
  }

  private static func zsh(_ commands: [CommandSpec], _ program: String) -> String {
    let function = functionName(program)
    func escaped(_ text: String) -> String {
      text.replacingEvery("\\", with: "\\\\").replacingEvery(":", with: "\\:")
        .replacingEvery("[", with: "\\[").replacingEvery("]", with: "\\]")
    }
    func action(_ kind: CompletionKind) -> String {
      switch kind {
      case .none: " "
      case .file: "_files"
      case .list(let list): "(\(list.joined(separator: " ")))"
      }
    }
    var text = """
      #compdef \(program)
      # zsh completion for \(program) (\(program) completions zsh)
      \(function)() {
        local -a commands
        commands=(

      """
    for command in commands {
      text += "    \(quoted("\(command.name):\(escaped(command.abstract))"))\n"
    }
    text += """
        )
        if (( CURRENT == 2 )); then
          _describe -t commands '\(program) command' commands
          _arguments \([OptionSpec.help, .version].map { quoted("\($0.name)[\($0.help)]") }.joined(separator: " "))
          return
        fi
        case $words[2] in

      """
    for command in commands {
      var specs: [String] = []
      for option in command.optionsAndHelp {
        var spec = (option.isRepeatable ? "*" : "") + "\(option.name)[\(escaped(option.help))]"
        if let valueName = option.valueName {
          spec += ":\(escaped(valueName)):\(action(option.completion))"
        }
        specs.append(quoted(spec))
      }
      for argument in command.arguments {
        let position = argument.isRepeatable ? "*" : argument.isOptional ? "::" : ":"
        specs.append(
          quoted("\(position)\(escaped(argument.name)):\(action(argument.completion))"))
      }
      text += "    \(command.name)) _arguments -s \\\n      "
      text += specs.joined(separator: " \\\n      ") + " ;;\n"
    }
    text += """
          esac
        }
        if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
          \(function) "$@"
        else
          compdef \(function) \(program)
        fi

      """
    return text
  }

  private static func fish(_ commands: [CommandSpec], _ program: String) -> String {
    var text = "# fish completion for \(program) (\(program) completions fish)\n"
    text += "complete -c \(program) -f\n"
    let top =
      "complete -c \(program) -n "
      + quoted("not __fish_seen_subcommand_from \(commands.map(\.name).joined(separator: " "))")
    for option in [OptionSpec.help, .version] {
      text += "\(top) -l \(option.name.dropFirst(2)) -d \(quoted(option.help))\n"
    }
    for command in commands {
      text += "\(top) -a \(command.name) -d \(quoted(command.abstract))\n"
    }
    for command in commands {
      let prefix =
        "complete -c \(program) -n "
        + quoted("__fish_seen_subcommand_from \(command.name)")
      for argument in command.arguments {
        switch argument.completion {
        case .none: break
        case .file: text += "\(prefix) -F\n"
        case .list(let list): text += "\(prefix) -a \(words(list))\n"
        }
      }
      for option in command.optionsAndHelp {
        var line = "\(prefix) -l \(option.name.dropFirst(2))"
        if option.valueName != nil {
          switch option.completion {
          case .none: line += " -x"
          case .file: line += " -r -F"
          case .list(let list): line += " -x -a \(words(list))"
          }
        }
        text += line + " -d \(quoted(option.help))\n"
      }
    }
    return text
  }
}
