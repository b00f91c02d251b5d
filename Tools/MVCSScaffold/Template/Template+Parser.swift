import MVCSSupport

extension Template {
  /// Parses a template's text into nodes, collecting every problem rather than stopping at the
  /// first.
  struct Parser {
    let file: String
    let placeholders: Set<String>
    var errors: [TemplateError] = []
    var root: [Template.Node] = []
    // The open sections, innermost last, with what they have collected so far.
    private var open: [(name: String, isInverted: Bool, line: Int, nodes: [Template.Node])] = []
    // Whether a section nested too deep was reported: once is enough.
    private var isTooDeep = false

    init(file: String, placeholders: Set<String>) {
      self.file = file
      self.placeholders = placeholders
    }

    mutating func parse(_ text: String) {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        // The last piece has no newline after it; it is empty when the text ends with one.
        let isLast = index == lines.count - 1
        if isLast && line.isEmpty { break }
        parseLine(String(line), number: index + 1, newline: isLast ? "" : "\n")
      }
      for section in open.reversed() {
        let tag = section.isInverted ? "^" : "#"
        errors.append(
          error(
            line: section.line,
            "The section {{\(tag)\(section.name)}} is never closed. "
              + "To fix, add {{/\(section.name)}} where it ends."))
      }
    }

    private mutating func parseLine(_ line: String, number: Int, newline: String) {
      let trimmed = line.trimmingWhitespace()
      // A line with only a section tag disappears whole.
      if trimmed.hasPrefix("{{"), trimmed.hasSuffix("}}"), trimmed.count > 4,
        let sigil = trimmed.dropFirst(2).first, "#^/".contains(sigil),
        !trimmed.dropFirst(2).dropLast(2).contains("{{"), !trimmed.dropLast(2).contains("}}")
      {
        tag(String(trimmed.dropFirst(2).dropLast(2)), line: number)
        return
      }
      var rest = Substring(line)
      while let start = rest.firstRange(of: "{{") {
        append(.text(String(rest[..<start.lowerBound])))
        let afterOpen = rest[start.upperBound...]
        guard let end = afterOpen.firstRange(of: "}}") else {
          errors.append(
            error(
              line: number,
              "\"{{\" is not closed by \"}}\" on the same line. "
                + "To fix, close the tag, such as {{sceneName}}."))
          rest = ""
          break
        }
        tag(String(afterOpen[..<end.lowerBound]), line: number)
        rest = afterOpen[end.upperBound...]
      }
      append(.text(String(rest) + newline))
    }

    private mutating func tag(_ content: String, line: Int) {
      let content = content.trimmingWhitespace()
      let sigil = content.first.flatMap { "#^/".contains($0) ? $0 : nil }
      let name = sigil == nil ? content : String(content.dropFirst()).trimmingWhitespace()
      guard isName(name) else {
        errors.append(
          error(
            line: line,
            "Expected a placeholder name inside \"{{\(content)}}\": letters and digits, "
              + "such as {{sceneName}}."))
        return
      }
      guard placeholders.contains(name) else {
        // The end of a section whose start was reported already.
        if sigil == "/", open.last?.name == name {
          closeSection()
          return
        }
        let spelled = "{{\(sigil.map(String.init) ?? "")\(name)}}"
        var message = "Unknown placeholder \(spelled)."
        if let suggestion = Suggestion.closest(to: name, in: placeholders.sorted()) {
          message += " Did you mean {{\(sigil.map(String.init) ?? "")\(suggestion)}}?"
        }
        message += " Placeholders: \(placeholders.sorted().joined(separator: ", "))."
        errors.append(error(line: line, message))
        if sigil == "#" || sigil == "^" { openSection(name, isInverted: sigil == "^", line: line) }
        return
      }
      switch sigil {
      case "#", "^":
        openSection(name, isInverted: sigil == "^", line: line)
      case "/":
        guard let innermost = open.last else {
          errors.append(
            error(line: line, "{{/\(name)}} closes a section that was never opened."))
          return
        }
        guard innermost.name == name else {
          let tag = innermost.isInverted ? "^" : "#"
          errors.append(
            error(
              line: line,
              "{{/\(name)}} does not match the open section {{\(tag)\(innermost.name)}} from line "
                + "\(innermost.line). To fix, close {{\(tag)\(innermost.name)}} first with "
                + "{{/\(innermost.name)}}."))
          return
        }
        closeSection()
      default:
        append(.placeholder(name))
      }
    }

    private mutating func openSection(_ name: String, isInverted: Bool, line: Int) {
      if open.count == Template.maximumDepth, !isTooDeep {
        isTooDeep = true
        let tag = "{{\(isInverted ? "^" : "#")\(name)}}"
        errors.append(
          error(
            line: line,
            "\(tag) opens a section \(open.count + 1) deep, but sections nest at most "
              + "\(Template.maximumDepth) deep. To fix, close the sections around it before "
              + "opening more."))
      }
      // Sections past the limit are still matched with their ends, but what they hold is
      // dropped: the template is rejected, and its tree stays shallow.
      open.append((name, isInverted, line, []))
    }

    private mutating func closeSection() {
      let section = open.removeLast()
      append(.section(section.name, isInverted: section.isInverted, section.nodes))
    }

    private mutating func append(_ node: Template.Node) {
      if case .text(let text) = node, text.isEmpty { return }
      guard open.count <= Template.maximumDepth else { return }
      if open.isEmpty {
        root.append(node)
      } else {
        open[open.count - 1].nodes.append(node)
      }
    }

    private func isName(_ name: String) -> Bool {
      guard let first = name.first, first.isLetter else { return false }
      return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    private func error(line: Int, _ message: String) -> TemplateError {
      TemplateError(file: file, line: line, message: message)
    }
  }
}
