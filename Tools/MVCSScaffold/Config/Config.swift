import MVCSSupport

/// The defaults a project sets for `mvcs`, read from `.mvcs` in the package folder.
///
/// The file holds one `key = value` setting a line. Blank lines and lines starting with `#` are
/// ignored. A value runs to the end of its line, without the spaces around it; put it in double
/// quotes to keep spaces at its ends or to start it with `#` (inside quotes, write `\"` for a
/// quote and `\\` for a backslash).
///
/// ```
/// # mvcs settings for this package
/// author = Ann Example
/// organization = "Example Ltd"
/// module = PhotoSearch
/// templates = Templates
/// ```
///
/// Flags given on the command line override the file.
package struct Config: Equatable, Sendable {
  /// The config file's name, in the package folder.
  static let fileName = ".mvcs"

  /// The keys a config file may set.
  enum Key: String, CaseIterable, Sendable {
    case author, organization, module, templates
  }

  /// Who is named as the author in file headers.
  package var author: String?
  /// The organization named in copyright lines.
  package var organization: String?
  /// The app's module, under `Sources/`.
  package var module: String?
  /// A templates folder, relative to the config file's folder unless absolute.
  package var templates: String?
  /// The line each key was set on, for messages about its value.
  var lines: [Key: Int] = [:]

  /// Parses a config file's text.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: Its path, for messages.
  /// - Throws: ``ConfigErrors`` with every problem in the file, each naming its line.
  package init(parsing text: String, file: String) throws(ConfigErrors) {
    var errors: [ConfigError] = []
    func fail(_ line: Int, _ message: String) {
      errors.append(ConfigError(file: file, line: line, message: message))
    }
    // "\r\n" is one Character: a file saved with Windows line endings splits at it too. A lone
    // "\r" stays in its line, and is refused in a value.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (index, rawLine) in lines.enumerated() {
      let number = index + 1
      let line = rawLine.trimmingWhitespace()
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.firstIndex(of: "=") else {
        fail(number, "Expected \"key = value\", found \"\(line)\".")
        continue
      }
      let name = line[..<equals].trimmingWhitespace()
      guard !name.isEmpty else {
        fail(number, "Expected a key before \"=\", such as \"author = Ann Example\".")
        continue
      }
      guard let key = Key(rawValue: name) else {
        let keys = Key.allCases.map(\.rawValue)
        var message = "Unknown key \"\(name)\"."
        if let suggestion = Suggestion.closest(to: name, in: keys) {
          message += " Did you mean \"\(suggestion)\"?"
        }
        fail(number, message + " Keys: \(keys.joined(separator: ", ")).")
        continue
      }
      if let first = self.lines[key] {
        fail(number, "\"\(name)\" is set again; it was set on line \(first). Keep one of them.")
        continue
      }
      let value: String
      switch Self.value(line[line.index(after: equals)...].trimmingWhitespace()) {
      case .success(let parsed): value = parsed
      case .failure(let problem):
        fail(number, problem.message)
        continue
      }
      if let character = ControlCharacter.first(in: value) {
        fail(
          number,
          "The value of \"\(name)\", \(ControlCharacter.quoted(value)), "
            + ControlCharacter.problem(character))
        continue
      }
      if key == .module,
        let problem = Identifier.problem(with: value)
          ?? (Identifier.keywords.contains(value) ? "it is a Swift keyword" : nil)
      {
        fail(number, "Expected a module name (a Swift identifier) for \"module\", but \(problem).")
        continue
      }
      self.lines[key] = number
      switch key {
      case .author: author = value
      case .organization: organization = value
      case .module: module = value
      case .templates: templates = value
      }
    }
    guard errors.isEmpty else { throw ConfigErrors(errors: errors) }
  }

  /// Creates a config with settings, as if read from a file.
  init(
    author: String? = nil, organization: String? = nil, module: String? = nil,
    templates: String? = nil
  ) {
    self.author = author
    self.organization = organization
    self.module = module
    self.templates = templates
  }

  private struct ValueProblem: Error {
    let message: String
  }

  /// A value as written after `=`: plain, or in double quotes with `\"` and `\\` escapes.
  private static func value(_ text: String) -> Result<String, ValueProblem> {
    guard text.hasPrefix("\"") else { return .success(text) }
    var value = ""
    var isEscaped = false
    for (offset, character) in text.dropFirst().enumerated() {
      if isEscaped {
        guard character == "\"" || character == "\\" else {
          return .failure(
            ValueProblem(
              message: "Expected \\\" or \\\\ after a backslash in a quoted value, "
                + "found \\\(character)."))
        }
        value.append(character)
        isEscaped = false
      } else if character == "\\" {
        isEscaped = true
      } else if character == "\"" {
        let rest = text.dropFirst(offset + 2)
        guard rest.isEmpty else {
          return .failure(
            ValueProblem(
              message: "Expected the end of the line after the closing quote, "
                + "found \"\(rest)\"."))
        }
        return .success(value)
      } else {
        value.append(character)
      }
    }
    return .failure(
      ValueProblem(message: "Expected a closing quote (\") at the end of the value."))
  }
}
