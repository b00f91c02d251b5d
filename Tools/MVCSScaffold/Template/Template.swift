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
