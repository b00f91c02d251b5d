extension Command {
  /// The width help is wrapped to.
  static let helpWidth = 80
  /// The column where the descriptions of options and arguments start.
  private static let labelWidth = 26

  /// The usage line: `mvcs new <name> [--output <dir>] … [--force]`, wrapped.
  var usage: String {
    var parts = [commandLine]
    if name.isEmpty {
      parts.append("<subcommand>")
    } else {
      parts += arguments.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
      parts += options.map { "[\($0.synopsis)]" }
    }
    // Continuation lines line up after the command, as swift-argument-parser's do.
    let prefixWidth = "USAGE: ".count
    let indent = String(repeating: " ", count: prefixWidth + commandLine.count + 1)
    var lines: [String] = []
    var line = ""
    for part in parts {
      let width = (lines.isEmpty ? prefixWidth : 0) + line.count
      if !line.isEmpty, width + 1 + part.count > Self.helpWidth {
        lines.append(line)
        line = indent + part
      } else {
        line += line.isEmpty ? part : " " + part
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The full help, as `mvcs help <command>` prints it.
  var helpText: String {
    var text = "OVERVIEW: \(abstract)\n"
    if !discussion.isEmpty {
      text +=
        "\n"
        + discussion.split(separator: "\n", omittingEmptySubsequences: false)
        .flatMap { Self.wrap(String($0), width: Self.helpWidth) }.joined(separator: "\n") + "\n"
    }
    text += "\nUSAGE: \(usage)\n"
    if !arguments.isEmpty {
      text += "\nARGUMENTS:\n" + arguments.map { Self.row("<\($0.name)>", $0.help) }.joined()
    }
    text += "\nOPTIONS:\n" + allOptions.map { Self.row($0.label, $0.help) }.joined()
    for section in sections {
      // A section of long labels, such as template file names, gets a wider label column.
      let longest = section.rows.map(\.label.count).max() ?? 0
      let width = max(Self.labelWidth, longest + 4)
      text += "\n\(section.title):\n"
      text += section.rows.map { Self.row($0.label, $0.text, labelWidth: width) }.joined()
      if section.title == "SUBCOMMANDS" {
        text += "\n  See 'mvcs help <subcommand>' for detailed help.\n"
      }
    }
    return text
  }

  /// What follows an error: the usage and where to read more.
  var errorFooter: String {
    let help = name.isEmpty ? "mvcs --help" : "mvcs \(name) --help"
    return "Usage: \(usage.replacingFirstPrefix("USAGE: "))\n  See '\(help)' for more information."
  }

  /// A label and its wrapped description, with a newline.
  private static func row(_ label: String, _ text: String, labelWidth: Int = labelWidth)
    -> String
  {
    let indent = String(repeating: " ", count: labelWidth)
    let lines = wrap(text, width: helpWidth - labelWidth)
    var row = "  " + label
    if row.count + 2 > labelWidth {
      row += "\n" + indent
    } else {
      row += String(repeating: " ", count: labelWidth - row.count)
    }
    return row + lines.joined(separator: "\n" + indent) + "\n"
  }

  /// Words wrapped into lines of at most `width` characters, keeping the line's indentation; a
  /// word longer than `width` gets a line of its own.
  static func wrap(_ text: String, width: Int) -> [String] {
    let indent = String(text.prefix { $0 == " " })
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent + word
      } else {
        line += line.isEmpty ? indent + word : " " + word
      }
    }
    lines.append(line)
    return lines
  }
}

extension String {
  fileprivate func replacingFirstPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
