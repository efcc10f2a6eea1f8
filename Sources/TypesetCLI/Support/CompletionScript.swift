/// Shell completion scripts for `typeset-cli`, derived from the commands' specifications: every
/// command, option and argument, and what each value completes to (``CompletionKind``), with no
/// list kept by hand.
enum CompletionScript {
  /// A shell `typeset-cli completions` writes a script for.
  enum Shell: String, CaseIterable, Sendable {
    /// Bash: a `_typeset` function registered with `complete -F`.
    case bash
    /// Zsh: a `#compdef typeset-cli` function using `_arguments`.
    case zsh
    /// Fish: `complete -c typeset-cli` lines.
    case fish
  }

  /// The script for `shell` completing `commands` (`help` among them).
  static func script(for shell: Shell, commands: [CommandSpec]) -> String {
    switch shell {
    case .bash: bash(commands)
    case .zsh: zsh(commands)
    case .fish: fish(commands)
    }
  }

  /// Text inside single quotes for any of the three shells.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A quoted, space-separated word list.
  private static func words(_ words: [String]) -> String {
    quoted(words.joined(separator: " "))
  }

  private static func bash(_ commands: [CommandSpec]) -> String {
    func reply(_ kind: CompletionKind) -> String? {
      switch kind {
      case .none: nil
      case .file: "$(compgen -f -- \"$cur\")"
      case .list(let list): "$(compgen -W \(words(list)) -- \"$cur\")"
      }
    }
    let names = commands.map(\.name) + [OptionSpec.help.name, OptionSpec.version.name]
    var text = """
      # bash completion for typeset-cli (typeset-cli completions bash)
      _typeset() {
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
        complete -o filenames -F _typeset typeset-cli

      """
    return text
  }

  private static func zsh(_ commands: [CommandSpec]) -> String {
    func escaped(_ text: String) -> String {
      text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
        .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
    }
    func action(_ kind: CompletionKind) -> String {
      switch kind {
      case .none: " "
      case .file: "_files"
      case .list(let list): "(\(list.joined(separator: " ")))"
      }
    }
    var text = """
      #compdef typeset-cli
      # zsh completion for typeset-cli (typeset-cli completions zsh)
      _typeset() {
        local -a commands
        commands=(

      """
    for command in commands {
      text += "    \(quoted("\(command.name):\(escaped(command.abstract))"))\n"
    }
    text += """
        )
        if (( CURRENT == 2 )); then
          _describe -t commands 'typeset-cli command' commands
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
          _typeset "$@"
        else
          compdef _typeset typeset-cli
        fi

      """
    return text
  }

  private static func fish(_ commands: [CommandSpec]) -> String {
    var text = "# fish completion for typeset-cli (typeset-cli completions fish)\n"
    text += "complete -c typeset-cli -f\n"
    let top =
      "complete -c typeset-cli -n "
      + quoted("not __fish_seen_subcommand_from \(commands.map(\.name).joined(separator: " "))")
    for option in [OptionSpec.help, .version] {
      text += "\(top) -l \(option.name.dropFirst(2)) -d \(quoted(option.help))\n"
    }
    for command in commands {
      text += "\(top) -a \(command.name) -d \(quoted(command.abstract))\n"
    }
    for command in commands {
      let prefix =
        "complete -c typeset-cli -n "
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
