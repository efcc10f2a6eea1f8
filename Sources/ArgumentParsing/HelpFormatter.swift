/// Formats help in the layout of swift-argument-parser: overview, usage, arguments, options,
/// examples, every part derived from the command's ``CommandSpec``.
package enum HelpFormatter {
  /// The help text of one of `program`'s commands.
  package static func help(for spec: CommandSpec, program: String) -> String {
    var text = "OVERVIEW: \(spec.abstract)\n"
    for paragraph in spec.discussion.split(separator: "\n") {
      text += "\n" + wrap(String(paragraph), width: 80).joined(separator: "\n") + "\n"
    }
    let usagePrefix = "USAGE: \(program) \(spec.name) "
    // Wrapped between the usage's parts, never inside `[--style <style> ...]`.
    let usageLines = wrap(
      spec.arguments.map(\.usage) + spec.options.map(\.usage), width: 80 - usagePrefix.count)
    // A command without arguments or options (schema) ends its usage line at its name.
    text += "\n" + (usageLines.isEmpty ? String(usagePrefix.dropLast()) : usagePrefix)
    text +=
      usageLines.joined(
        separator: "\n" + String(repeating: " ", count: usagePrefix.count)) + "\n"
    if !spec.arguments.isEmpty {
      text += "\nARGUMENTS:\n" + columns(spec.arguments.map { ("<\($0.name)>", $0.help) })
    }
    text += "\nOPTIONS:\n"
    var rows = spec.options.map { option in
      (option.name + (option.valueName.map { " <\($0)>" } ?? ""), option.fullHelp)
    }
    rows.append(("-h, " + OptionSpec.help.name, OptionSpec.help.help))
    text += columns(rows)
    if !spec.examples.isEmpty {
      text += "\nEXAMPLES:\n"
      for example in spec.examples { text += "  \(example)\n" }
    }
    return text
  }

  /// The program's own help (`PROGRAM --help`): what it is, its usage, its commands with their
  /// abstracts, its options and where to find a command's help.
  ///
  /// - Parameters:
  ///   - abstract: One line, after `OVERVIEW:`.
  ///   - about: A paragraph, wrapped to 80 columns.
  ///   - commands: The commands, in the order they are listed; `help <command>` follows them.
  package static func overview(
    program: String, abstract: String, about: String, commands: [CommandSpec]
  ) -> String {
    var text = "OVERVIEW: \(abstract)\n\n"
    text += wrap(about, width: 80).joined(separator: "\n") + "\n"
    text += "\nUSAGE: \(program) <command> [options]\n\nCOMMANDS:\n"
    text += columns(
      commands.map { ($0.name, $0.abstract) } + [("help <command>", "Show help for a command.")])
    text += "\nOPTIONS:\n"
    text += columns([
      (OptionSpec.version.name, OptionSpec.version.help),
      ("-h, " + OptionSpec.help.name, OptionSpec.help.help),
    ])
    text += "\nSee '\(program) help <command>' for a command's options and examples.\n"
    return text
  }

  /// `a, b or c`, each word with its note in parentheses: how help and messages list the
  /// values an option takes, from the same words as its parsing and completion.
  package static func list(_ words: [String], notes: [String: String] = [:]) -> String {
    let items = words.map { word in notes[word].map { "\(word) (\($0))" } ?? word }
    guard items.count > 1 else { return items.joined() }
    return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
  }

  /// Two columns: names on the left, descriptions wrapped to fit 80 columns on the right.
  package static func columns(_ rows: [(String, String)]) -> String {
    let leftWidth = min(26, (rows.map(\.0.count).max() ?? 0) + 2)
    let rightWidth = 80 - 2 - leftWidth
    var text = ""
    for (left, right) in rows {
      var lines = wrap(right, width: rightWidth)
      let first = lines.isEmpty ? "" : lines.removeFirst()
      if left.count + 2 > leftWidth {
        text += "  \(left)\n" + String(repeating: " ", count: leftWidth + 2) + first + "\n"
      } else {
        text += "  " + left.padding(toLength: leftWidth) + first + "\n"
      }
      for line in lines {
        text += String(repeating: " ", count: leftWidth + 2) + line + "\n"
      }
    }
    return text
  }

  /// Splits text at spaces into lines of at most `width` characters.
  package static func wrap(_ text: String, width: Int) -> [String] {
    wrap(text.split(separator: " "), width: width)
  }

  /// Joins words with spaces into lines of at most `width` characters (a longer word stands
  /// alone).
  package static func wrap(_ words: [some StringProtocol], width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
