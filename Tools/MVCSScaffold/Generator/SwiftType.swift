import MVCSSupport

/// A Swift type name given on the command line (`--context id:Int`, `--result SearchScope`),
/// parsed so that only a type name, never other code, reaches the generated files.
///
/// The names taken: an identifier path with generic arguments (`Photo`, `Album.ID`,
/// `Box<Int>`), an array (`[String]`), a dictionary (`[String: Int]`) and an optional (`Int?`),
/// nested. Identifiers are ASCII and not keywords. Anything else is refused with the reason.
indirect enum SwiftType: Equatable, Sendable, CustomStringConvertible {
  /// `Photo`, `Album.ID`, `Box<Int>`: each part with its generic arguments.
  case named([(name: String, arguments: [SwiftType])])
  case optional(SwiftType)
  case array(SwiftType)
  case dictionary(key: SwiftType, value: SwiftType)

  /// How deep brackets may nest, and how long a name may be: a guard on the parser.
  static let maximumDepth = 8
  static let maximumLength = 200

  static func == (lhs: SwiftType, rhs: SwiftType) -> Bool { lhs.description == rhs.description }

  /// The type as generated code writes it: `[String: Int]`, `Box<Int>?`.
  var description: String {
    switch self {
    case .named(let parts):
      parts.map { part in
        part.name
          + (part.arguments.isEmpty
            ? "" : "<" + part.arguments.map(\.description).joined(separator: ", ") + ">")
      }.joined(separator: ".")
    case .optional(let wrapped): wrapped.description + "?"
    case .array(let element): "[\(element)]"
    case .dictionary(let key, let value): "[\(key): \(value)]"
    }
  }

  /// Whether the type is an optional: its key may be left out.
  var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// The type without its outer optionals.
  var unwrapped: SwiftType {
    if case .optional(let wrapped) = self { return wrapped.unwrapped }
    return self
  }

  /// The type's single name when it is one plain name, such as `Int`; `nil` otherwise.
  var plainName: String? {
    if case .named(let parts) = self, parts.count == 1, parts[0].arguments.isEmpty {
      return parts[0].name
    }
    return nil
  }

  /// Parses a type name.
  ///
  /// - Parameter text: The name as typed; single spaces may follow `,` and `:`.
  /// - Throws: ``SwiftTypeError`` saying what is wrong, at which character.
  init(parsing text: String) throws(SwiftTypeError) {
    guard !text.isEmpty else { throw SwiftTypeError(problem: "it is empty") }
    guard text.count <= Self.maximumLength else {
      throw SwiftTypeError(problem: "it is longer than \(Self.maximumLength) characters")
    }
    var parser = Parser(characters: Array(text))
    let type = try parser.type(depth: 0)
    if parser.index < parser.characters.count {
      throw parser.error("unexpected \"\(parser.characters[parser.index])\"")
    }
    self = type
  }

  /// Reads a type from characters, by recursive descent.
  private struct Parser {
    let characters: [Character]
    var index = 0

    func error(_ problem: String) -> SwiftTypeError {
      SwiftTypeError(problem: problem + " at character \(index + 1)")
    }

    var next: Character? { index < characters.count ? characters[index] : nil }

    mutating func type(depth: Int) throws(SwiftTypeError) -> SwiftType {
      guard depth < SwiftType.maximumDepth else {
        throw error("brackets nest more than \(SwiftType.maximumDepth) deep")
      }
      var type: SwiftType
      if next == "[" {
        index += 1
        let element = try self.type(depth: depth + 1)
        if next == ":" {
          index += 1
          if next == " " { index += 1 }
          let value = try self.type(depth: depth + 1)
          type = .dictionary(key: element, value: value)
        } else {
          type = .array(element)
        }
        guard next == "]" else { throw error(next.map { "unexpected \"\($0)\"" } ?? "no \"]\"") }
        index += 1
      } else {
        var parts: [(name: String, arguments: [SwiftType])] = []
        repeat {
          if !parts.isEmpty { index += 1 }
          let name = try identifier()
          var arguments: [SwiftType] = []
          if next == "<" {
            index += 1
            arguments.append(try self.type(depth: depth + 1))
            while next == "," {
              index += 1
              if next == " " { index += 1 }
              arguments.append(try self.type(depth: depth + 1))
            }
            guard next == ">" else {
              throw error(next.map { "unexpected \"\($0)\"" } ?? "no \">\"")
            }
            index += 1
          }
          parts.append((name, arguments))
        } while next == "."
        type = .named(parts)
      }
      while next == "?" {
        index += 1
        type = .optional(type)
      }
      return type
    }

    mutating func identifier() throws(SwiftTypeError) -> String {
      let start = index
      while let character = next, character.isASCII,
        character.isLetter || character.isNumber || character == "_"
      {
        index += 1
      }
      guard index > start else {
        throw error(next.map { "unexpected \"\($0)\"" } ?? "a name is missing")
      }
      let name = String(characters[start..<index])
      if name.first!.isNumber {
        index = start
        throw error("\"\(name)\" starts with a digit")
      }
      if Identifier.keywords.contains(name) {
        index = start
        throw error("\"\(name)\" is a Swift keyword")
      }
      return name
    }
  }
}

/// Why a type name was refused.
struct SwiftTypeError: Error, Equatable, Sendable {
  /// What is wrong, such as `unexpected "(" at character 4`.
  let problem: String
}
