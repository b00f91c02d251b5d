import MVCSSupport

/// A parsed template: text with `{{name}}` placeholders and `{{#name}}…{{/name}}` sections.
///
/// The language is a small subset of Mustache:
///
/// - `{{name}}` is replaced by the value of `name`.
/// - `{{#name}}…{{/name}}` keeps its content when `name` has a non-empty value.
/// - `{{^name}}…{{/name}}` keeps its content when `name` is empty.
///
/// A line holding nothing but a section tag is dropped whole, so sections can wrap lines
/// without leaving blank ones. Sections nest, at most ``maximumDepth`` deep. There is no
/// escaping: `{{` always opens a tag.
///
/// ```swift
/// let template = try Template(
///   "struct {{sceneName}}Store {}\n", file: "Store.swift.template",
///   placeholders: ["sceneName"])
/// template.render(["sceneName": "PhotoList"])  // "struct PhotoListStore {}\n"
/// ```
package struct Template: Sendable {
  /// A piece of a template.
  indirect enum Node: Sendable, Equatable {
    case text(String)
    case placeholder(String)
    case section(String, isInverted: Bool, [Node])
  }

  /// How deep sections may nest: a template that nests them deeper is an error, rather than a
  /// recursion that could run out of stack while the template is rendered.
  static let maximumDepth = 32

  /// Where the template came from, for messages: a path, or a default template's file name.
  let file: String
  /// The parsed template.
  let nodes: [Node]

  /// Parses a template, checking every placeholder and section against the known names.
  ///
  /// - Parameters:
  ///   - text: The template's text.
  ///   - file: Where the text came from, for messages.
  ///   - placeholders: The names the template may use.
  /// - Throws: ``TemplateErrors`` listing every problem found, each with its file and line.
  package init(_ text: String, file: String, placeholders: Set<String>) throws(TemplateErrors) {
    var parser = Parser(file: file, placeholders: placeholders)
    parser.parse(text)
    guard parser.errors.isEmpty else { throw TemplateErrors(errors: parser.errors) }
    self.file = file
    self.nodes = parser.root
  }

  /// The template with its placeholders replaced; a name with no value counts as empty.
  package func render(_ values: [String: String]) -> String {
    var output = ""
    Self.render(nodes, values: values, into: &output)
    return output
  }

  private static func render(_ nodes: [Node], values: [String: String], into output: inout String) {
    for node in nodes {
      switch node {
      case .text(let text):
        output += text
      case .placeholder(let name):
        output += values[name] ?? ""
      case .section(let name, let isInverted, let content):
        let isSet = !(values[name] ?? "").isEmpty
        if isSet != isInverted { render(content, values: values, into: &output) }
      }
    }
  }
}

/// A problem in a template, with where it is.
struct TemplateError: Error, Equatable, CustomStringConvertible {
  /// The template's path or file name.
  let file: String
  /// The line, from 1.
  let line: Int
  /// What is wrong and how to fix it.
  let message: String

  var description: String { "\(file):\(line): \(message)" }
}

/// Every problem found in one or more templates.
package struct TemplateErrors: Error, Equatable {
  var errors: [TemplateError]
}

// MARK: - Parsing

private struct Parser {
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
