import MVCSSupport

/// Why a deep link does not open: it names no registered route, or its query does not fit the
/// route.
///
/// ```swift
/// do {
///   try navigator.show(mediator.link(for: url))
/// } catch let error as LinkError {
///   print(error)
///   // The link photosearch://PhotoDetail?photoId=p2 does not fit the route "PhotoDetail" …
///   // - "photoId" is not a key of the route. Did you mean "photoID"? …
/// }
/// ```
public enum LinkError: Error, Equatable, CustomStringConvertible {
  /// The link names no route: it has neither a host nor a path.
  case noRoute(link: String)
  /// No route is registered under the name the link gives.
  case unknownRoute(String, link: String, suggestion: String?, registered: [String])
  /// The link's query does not fit the route: every problem, in the order of the route's keys.
  case invalidQuery(link: String, route: String, keys: [String], problems: [LinkKeyProblem])

  public var description: String {
    // A link comes from outside: its parts are quoted with control characters escaped, so that
    // printing the error cannot drive a terminal, and a long link is shortened.
    let text = { (part: String) in
      ControlCharacter.escaped(part, limit: ControlCharacter.quotedLimit)
    }
    switch self {
    case .noRoute(let link):
      let link = text(link)
      return """
        The link \(link) names no route. To fix, write the route as the link's host, such as \
        myapp://PhotoDetail?photoID=p2.
        """
    case .unknownRoute(let route, let link, let suggestion, let registered):
      let (route, link) = (text(route), text(link))
      let hint = suggestion.map { " Did you mean \"\($0)\"?" } ?? ""
      let list = registered.isEmpty ? "none" : registered.joined(separator: ", ")
      return """
        No link route named "\(route)" is registered (link: \(link)).\(hint) Registered link \
        routes: \(list). To fix, correct the link, or register the route with \
        mediator.register(link: "\(route)", keys: …).
        """
    case .invalidQuery(let link, let route, let keys, let problems):
      let list = keys.isEmpty ? "none" : keys.joined(separator: ", ")
      let lines = problems.map { "- \($0.message(route: route))" }
      let (route, link) = (text(route), text(link))
      return "The link \(link) does not fit the route \"\(route)\" (keys: \(list)):\n"
        + lines.joined(separator: "\n")
    }
  }
}
