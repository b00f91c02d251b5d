import MVCSSupport

/// What a new scene needs besides its name, from `--context`, `--link`, `--result` and
/// `--message`: the route's keys, its deep link, its result and its message.
struct SceneOptions: Equatable, Sendable {
  /// A context key: a stored property of the scene's route.
  struct ContextKey: Equatable, Sendable {
    /// The key, also the property's name: `id`.
    let name: String
    /// Its type; an optional type makes the key optional.
    let type: SwiftType
  }

  /// A deep link that opens the scene: `myapp://Story?id&highlight`.
  struct Link: Equatable, Sendable {
    /// The link as given.
    let text: String
    /// `myapp`.
    let scheme: String
    /// The route, the link's host: `Story`.
    let route: String
    /// The keys its query names, in order.
    let keys: [String]
  }

  var contextKeys: [ContextKey] = []
  var link: Link?
  var result: SwiftType?
  var message: String?

  /// The option as help names it, for messages.
  static let contextOption = "--context <name:Type>"
  static let linkOption = "--link <link>"
  static let resultOption = "--result <Type>"

  /// The context keys' names, in order.
  var keyNames: [String] { contextKeys.map(\.name) }

  // MARK: - Parsing

  /// Parses the options' values, collecting every problem.
  ///
  /// - Parameters:
  ///   - context: The `--context` values, in order.
  ///   - link: The `--link` value.
  ///   - result: The `--result` value.
  ///   - message: The `--message` value, checked as a name by the caller.
  /// - Returns: The options, or the problems found.
  static func parse(context: [String], link: String?, result: String?, message: String?)
    -> Result<SceneOptions, UsageErrors>
  {
    var options = SceneOptions(message: message)
    var problems: [UsageError] = []
    var seen: [String: [String]] = [:]
    for value in context {
      guard let colon = value.firstIndex(of: ":") else {
        problems.append(.invalidContext(value, problem: .noType))
        continue
      }
      let name = String(value[..<colon])
      let typeText = String(value[value.index(after: colon)...])
      if let problem = contextKeyProblem(name) {
        problems.append(problem)
        continue
      }
      let type: SwiftType
      do {
        type = try SwiftType(parsing: typeText)
      } catch {
        problems.append(.invalidType(typeText, option: contextOption, problem: error.problem))
        continue
      }
      seen[name, default: []].append(value)
      if seen[name]!.count == 1 { options.contextKeys.append(ContextKey(name: name, type: type)) }
    }
    for (name, values) in seen where values.count > 1 {
      problems.append(.duplicateContextKey(name, values: values))
    }
    if let result {
      do {
        options.result = try SwiftType(parsing: result)
      } catch {
        problems.append(.invalidType(result, option: resultOption, problem: error.problem))
      }
    }
    if let link {
      switch parseLink(link, keys: options.contextKeys) {
      case .success(let parsed): options.link = parsed
      case .failure(let errors): problems += errors.errors
      }
    }
    return problems.isEmpty ? .success(options) : .failure(UsageErrors(errors: problems))
  }

  /// The problem with a context key's name, or `nil` when it can be used.
  static func contextKeyProblem(_ name: String) -> UsageError? {
    let suggestion = Identifier.suggestion(for: name).map(Identifier.lowerCamelCase)
    let invalid = { (problem: String) in
      UsageError.invalidName(
        name, kind: .contextKey, problem: problem,
        suggestion: suggestion.flatMap {
          Identifier.isValid($0) && $0 != name && !reservedKeys.contains($0) ? $0 : nil
        })
    }
    if name.isEmpty { return .invalidContext(":", problem: .noName) }
    if let character = Identifier.nonASCIICharacter(in: name) {
      return invalid(
        "it contains \"\(character)\": keys must be ASCII letters, digits and underscores, as "
          + "scene test scripts and links read no others")
    }
    if let problem = Identifier.problem(with: name) {
      return invalid("it is not a Swift identifier (\(problem))")
    }
    if Identifier.keywords.contains(name) { return invalid("it is a Swift keyword") }
    if reservedKeys.contains(name) {
      return invalid("it is the name of a member every route has")
    }
    return nil
  }

  /// Names a route's stored property cannot take: SceneRoute's own members.
  static let reservedKeys: Set<String> = ["contextValues", "Result"]

  /// The characters a link's scheme may hold after its first letter (RFC 3986).
  private static func isSchemeCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
  }

  /// Parses `scheme://Route?key&key` and checks its keys against the context keys.
  static func parseLink(_ text: String, keys: [ContextKey]) -> Result<Link, UsageErrors> {
    let invalid = { (problem: String) in
      Result<Link, UsageErrors>.failure(
        UsageErrors(errors: [.invalidLink(text, problem: problem)]))
    }
    guard let separator = text.firstRange(of: "://") else { return invalid("it has no \"://\"") }
    let scheme = String(text[..<separator.lowerBound])
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy(isSchemeCharacter)
    else {
      return invalid(
        "its scheme \"\(scheme)\" is not a letter followed by letters, digits, \"+\", \"-\" or "
          + "\".\"")
    }
    let rest = text[separator.upperBound...]
    let route = String(rest.prefix { $0 != "?" })
    let isRouteCharacter = { (character: Character) in
      character.isASCII && (character.isLetter || character.isNumber || "_-".contains(character))
    }
    guard !route.isEmpty else { return invalid("it names no route after \"://\"") }
    guard route.allSatisfy(isRouteCharacter) else {
      return invalid(
        "its route \"\(route)\" is not one word of letters, digits, \"_\" and \"-\"")
    }
    let query = rest.dropFirst(route.count).dropFirst()
    let linkKeys =
      query.isEmpty
      ? []
      : query.split(separator: "&", omittingEmptySubsequences: false)
        .map(String.init)
    var problems: [UsageError] = []
    let names = keys.map(\.name)
    var seen: Set<String> = []
    for key in linkKeys {
      guard let type = keys.first(where: { $0.name == key })?.type else {
        problems.append(
          .linkKeyNotInContext(
            key, link: text, suggestion: Suggestion.closest(to: key, in: names), keys: names))
        continue
      }
      guard seen.insert(key).inserted else {
        problems.append(.invalidLink(text, problem: "it names the key \"\(key)\" twice"))
        continue
      }
      if SampleValue.linkTexts(type) == nil {
        problems.append(.linkKeyType(key, type: type.description, link: text))
      }
    }
    let missing = keys.filter { !$0.type.isOptional && !linkKeys.contains($0.name) }.map(\.name)
    if !missing.isEmpty { problems.append(.linkMissingKeys(missing, link: text)) }
    guard problems.isEmpty else { return .failure(UsageErrors(errors: problems)) }
    return .success(Link(text: text, scheme: scheme, route: route, keys: linkKeys))
  }
}

/// Several usage problems, as one error.
struct UsageErrors: Error, Equatable, Sendable {
  let errors: [UsageError]
}
