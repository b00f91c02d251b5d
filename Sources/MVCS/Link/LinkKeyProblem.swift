import MVCSSupport

/// One way a deep link's query does not fit its route.
public enum LinkKeyProblem: Sendable, Equatable, CustomStringConvertible {
  /// The link gives a key the route does not declare.
  case unknownKey(String, suggestion: String?)
  /// The link lacks a key the route's store requires.
  case missingKey(String, type: String, store: String)
  /// The link gives a value that does not convert to the key's type.
  case unconvertibleValue(key: String, text: String, type: String, example: String)
  /// The link gives a key more than once, and its type is not an array.
  case repeatedKey(String, type: String, count: Int)

  public var description: String { message(route: nil) }

  func message(route: String?) -> String {
    // Keys and values come from the link, from outside: escaped and shortened.
    let text = { (part: String) in ControlCharacter.escaped(part, limit: 100) }
    let route = route.map(text)
    switch self {
    case .unknownKey(let key, let suggestion):
      let key = text(key)
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let registration =
        route.map { "mediator.register(link: \"\($0)\", …)" } ?? "the route's registration"
      return """
        "\(key)" is not a key of the route.\(hint) To fix, use one of the route's keys, or \
        declare it in \(registration): in its keys:, or as a property of the SceneRoute it opens.
        """
    case .missingKey(let key, let type, let store):
      return """
        the key "\(key)" (\(type)) is missing; \(store) requires it. To fix, add \(key)=… to \
        the link.
        """
    case .unconvertibleValue(let key, let value, let type, let example):
      return """
        "\(text(key))" is "\(text(value))", which is not \(Self.article(type)) \(type). To fix, give \
        \(Self.article(type)) \(type)\(example).
        """
    case .repeatedKey(let key, let type, let count):
      let key = text(key)
      return """
        "\(key)" is given \(count) times, but it holds one \(type). To fix, give it once, or \
        declare it as an array, [\(type)].self, to take every value.
        """
    }
  }

  private static func article(_ type: String) -> String {
    type.first.map { "AEIOU".contains($0) } == true ? "an" : "a"
  }
}
