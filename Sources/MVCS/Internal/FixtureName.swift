import Foundation

/// A fixture's file name whose `{field}` placeholders take the request's fields:
/// `info-{photoID}.json`.
struct FixtureName: Sendable, Hashable {
  enum Part: Sendable, Hashable {
    case text(String)
    case field(String)
  }

  /// The name as written.
  let text: String
  let parts: [Part]
  /// Where the name is written.
  let location: ScriptLocation

  var hasFields: Bool { parts.contains { if case .field = $0 { true } else { false } } }

  /// Reads the placeholders of a name, or says what is wrong with one.
  init(_ text: String, at location: ScriptLocation) throws(ScriptFailure) {
    self.text = text
    self.location = location
    var parts: [Part] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw Self.failure(
          "the fixture name \(text) opens \"{\" without a closing \"}\". To fix, write a field of "
            + "the request in braces, such as info-{photoID}.json", at: location)
      }
      let field = rest[rest.index(after: open)..<close]
      guard let first = field.first, first.isIdentifierHead, field.allSatisfy(\.isIdentifierBody)
      else {
        throw Self.failure(
          "\"{\(field)}\" in the fixture name \(text) is not a field name. To fix, write a field "
            + "of the request in braces, such as info-{photoID}.json", at: location)
      }
      parts.append(.field(String(field)))
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { parts.append(.text(String(rest))) }
    self.parts = parts
  }

  private static func failure(_ message: String, at location: ScriptLocation) -> ScriptFailure {
    ScriptFailure(ScriptProblem(location: location, message: message))
  }

  /// Whether a file name is one this name makes for some request.
  func matches(_ name: String) -> Bool {
    var rest = Substring(name)
    for (offset, part) in parts.enumerated() {
      switch part {
      case .text(let text):
        guard rest.hasPrefix(text) else { return false }
        rest = rest.dropFirst(text.count)
      case .field:
        // A field's value is at least one character, up to the next literal part.
        let next = parts.dropFirst(offset + 1).first.flatMap {
          if case .text(let text) = $0 { text } else { nil }
        }
        guard let next else { return !rest.isEmpty && !rest.contains("/") }
        guard let end = rest.dropFirst().range(of: next)?.lowerBound else { return false }
        guard !rest[..<end].contains("/") else { return false }
        rest = rest[end...]
      }
    }
    return rest.isEmpty
  }

  /// The file name for a request, or the field it lacks.
  func expanded(for request: JSONValue?) -> Result<String, Missing> {
    var name = ""
    for part in parts {
      switch part {
      case .text(let text): name += text
      case .field(let field):
        guard case .object(let fields)? = request, let value = fields[field] else {
          return .failure(Missing(field: field))
        }
        switch value {
        case .string(let string): name += string
        case .number(let number): name += JSONValue.text(of: number)
        case .bool(let bool): name += bool ? "true" : "false"
        case .null, .array, .object: return .failure(Missing(field: field))
        }
      }
    }
    return .success(name)
  }

  /// The request lacks a field the name takes, or it is not a string, number or Boolean.
  struct Missing: Error {
    let field: String
  }
}
