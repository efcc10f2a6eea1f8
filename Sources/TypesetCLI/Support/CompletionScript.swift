/// Shell completion scripts for `typeset-cli`, written from the commands' specifications, so they
/// know every command, option, offered value (formats, platforms, categories, strategies) and
/// which arguments are files without a list kept by hand.
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

  /// What completion needs of a command.
  struct Command {
    let name: String
    let abstract: String
    let options: [OptionSpec]
    /// Whether the command takes file arguments (every positional of `typeset-cli` is a path).
    let takesFiles: Bool
  }

  /// The script for `shell` completing `commands` (and `help <command>`).
  static func script(for shell: Shell, commands: [Command]) -> String {
    switch shell {
    case .bash: bash(commands)
    case .zsh: zsh(commands)
    case .fish: fish(commands)
    }
  }

  /// A word list for a shell, with each word single-quoted where it needs it.
  private static func words(_ words: [String]) -> String {
    words.joined(separator: " ")
  }

  /// Text inside single quotes for any of the three shells.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  private static func bash(_ commands: [Command]) -> String {
    var text = """
      # bash completion for typeset-cli (typeset-cli completions bash)
      _typeset() {
        local cur prev command
        cur="${COMP_WORDS[COMP_CWORD]}"
        prev="${COMP_WORDS[COMP_CWORD-1]}"
        COMPREPLY=()
        if [[ $COMP_CWORD -eq 1 ]]; then
          COMPREPLY=($(compgen -W \(quoted(words(commands.map(\.name) + ["help", "--help", "--version"]))) -- "$cur"))
          return 0
        fi
        command="${COMP_WORDS[1]}"
        case "$command" in
          help)
            [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=($(compgen -W \(quoted(words(commands.map(\.name) + ["help"]))) -- "$cur"))
            return 0
            ;;

      """
    for command in commands {
      text += "    \(command.name))\n      case \"$prev\" in\n"
      for option in command.options where option.valueName != nil {
        if !option.choices.isEmpty {
          text +=
            "        \(option.name)) COMPREPLY=($(compgen -W \(quoted(words(option.choices))) -- \"$cur\")); return 0 ;;\n"
        } else if option.takesPath {
          text += "        \(option.name)) COMPREPLY=($(compgen -f -- \"$cur\")); return 0 ;;\n"
        } else {
          text += "        \(option.name)) return 0 ;;\n"
        }
      }
      text += "      esac\n"
      let names = command.options.map(\.name) + ["--help"]
      text += "      COMPREPLY=($(compgen -W \(quoted(words(names))) -- \"$cur\"))\n"
      if command.takesFiles {
        text += "      [[ $cur != -* ]] && COMPREPLY+=($(compgen -f -- \"$cur\"))\n"
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

  private static func zsh(_ commands: [Command]) -> String {
    func escaped(_ text: String) -> String {
      text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
        .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
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
    text += "    'help:Show help for a command.'\n  )\n"
    text += """
        if (( CURRENT == 2 )); then
          _describe -t commands 'typeset-cli command' commands
          _arguments '--help[Show help information.]' '--version[Show the version.]'
          return
        fi
        case $words[2] in
          help) (( CURRENT == 3 )) && _describe -t commands 'typeset-cli command' commands ;;

      """
    for command in commands {
      var specs: [String] = []
      for option in command.options {
        let help = escaped(option.help)
        let repetition = option.isRepeatable ? "*" : ""
        guard let valueName = option.valueName else {
          specs.append(quoted("\(repetition)\(option.name)[\(help)]"))
          continue
        }
        let action =
          !option.choices.isEmpty
          ? "(\(option.choices.joined(separator: " ")))"
          : option.takesPath ? "_files" : " "
        specs.append(quoted("\(repetition)\(option.name)[\(help)]:\(escaped(valueName)):\(action)"))
      }
      specs.append(quoted("--help[Show help information.]"))
      if command.takesFiles { specs.append(quoted("*:file:_files")) }
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

  private static func fish(_ commands: [Command]) -> String {
    let names = commands.map(\.name) + ["help"]
    var text = "# fish completion for typeset-cli (typeset-cli completions fish)\n"
    text += "complete -c typeset-cli -f\n"
    let noCommand = "not __fish_seen_subcommand_from \(words(names))"
    text += "complete -c typeset-cli -n \(quoted(noCommand)) -l help -d 'Show help information.'\n"
    text += "complete -c typeset-cli -n \(quoted(noCommand)) -l version -d 'Show the version.'\n"
    for command in commands {
      text +=
        "complete -c typeset-cli -n \(quoted(noCommand)) -a \(command.name) -d \(quoted(command.abstract))\n"
    }
    text +=
      "complete -c typeset-cli -n \(quoted(noCommand)) -a help -d 'Show help for a command.'\n"
    text +=
      "complete -c typeset-cli -n \(quoted("__fish_seen_subcommand_from help")) -a \(quoted(words(names)))\n"
    for command in commands {
      let condition = quoted("__fish_seen_subcommand_from \(command.name)")
      if command.takesFiles { text += "complete -c typeset-cli -n \(condition) -F\n" }
      for option in command.options {
        var line = "complete -c typeset-cli -n \(condition) -l \(option.name.dropFirst(2))"
        if option.valueName != nil {
          if !option.choices.isEmpty {
            line += " -x -a \(quoted(words(option.choices)))"
          } else if option.takesPath {
            line += " -r -F"
          } else {
            line += " -x"
          }
        }
        text += line + " -d \(quoted(option.help))\n"
      }
      text += "complete -c typeset-cli -n \(condition) -l help -d 'Show help information.'\n"
    }
    return text
  }
}
